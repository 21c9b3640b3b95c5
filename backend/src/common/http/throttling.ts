import { applyDecorators, type ExecutionContext, HttpStatus, Injectable, Logger, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  normalizeIp,
  Throttle,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
  ThrottlerStorageService,
} from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import { DomainError, type Refusal, refusal } from '../errors/domain-error.js';
import { MINUTE } from '../time.js';
import { deviceOf } from './device-cookie.js';

/**
 * The named limits. Most are throttlers of ThrottlerModule that count every request of the routes
 * naming them with @RateLimit(); the `byRoute` ones are counted by the route's own code through
 * ThrottleCounters (only the requests that matter, e.g. a room code that does not exist).
 */
export type ThrottlerName =
  'login' | 'loginAddress' | 'register' | 'guestJoin' | 'search' | 'queueAdd' | 'profileUpdate' | 'roomCode' | 'roomCodeAddress' | 'lyricsOffset';

interface Rule {
  ttl: number;
  limit: (config: AppConfig) => number;
  /** Who the counter is per; undefined: this request has no such client and is not counted here. */
  tracker: (request: FastifyRequest) => string | undefined;
  /** The start of the 429's sentence; "Try again in N seconds." follows. */
  sentence: string;
  /** Counted by the route's code (ThrottleCounters), not by the guard on every request. */
  byRoute?: true;
}

const address = (r: FastifyRequest): string => normalizeIp(r.ip);
/** The signed-in session, or the address for requests without one (they are refused with 401 next anyway). */
const session = (r: FastifyRequest): string => (r.sessionUser ? `session:${r.sessionUser.sessionId}` : `address:${address(r)}`);
/** The person (account or guest), whichever of their sessions or devices the request comes from. */
const member = (r: FastifyRequest): string => (r.sessionUser ? `user:${r.sessionUser.userId}` : `address:${address(r)}`);

/** One browser: its session when signed in, else its device cookie; none for a request carrying neither. */
const client = (r: FastifyRequest): string | undefined => {
  if (r.sessionUser) return `session:${r.sessionUser.sessionId}`;
  const device = deviceOf(r);
  return device ? `device:${device}` : undefined;
};

export const THROTTLE_RULES: Record<ThrottlerName, Rule> = {
  // Caps that punish attackers, not venues (README "Rate limits"): only wrong passwords count
  // (auth/local.strategy.ts). Past this per-username backoff even the right password waits.
  login: {
    ttl: MINUTE,
    limit: (c) => c.rateLimits.login,
    tracker: (r) =>
      `${address(r)}:${String((r.body as { username?: unknown } | undefined)?.username ?? '')
        .trim()
        .toLowerCase()}`,
    sentence: 'Too many sign-in attempts.',
    byRoute: true,
  },
  // Password spraying tries many usernames from one address: every wrong password counts, whatever
  // the name. Past it, wrong passwords from there are refused; a right one still signs in, so a
  // venue's people (one address) are never locked out by a stranger's guesses or their own number.
  loginAddress: {
    ttl: 15 * MINUTE,
    limit: (c) => c.rateLimits.loginAddress,
    tracker: address,
    sentence: 'Too many sign-in attempts from your network.',
    byRoute: true,
  },
  register: { ttl: 60 * MINUTE, limit: (c) => c.rateLimits.register, tracker: address, sentence: 'Too many sign-ups from your network.' },
  // A whole party joins at once from one home network behind one address: only refused joins count
  // (rooms/guest-join-limits.ts), and past the limit only refusals become 429; a join that would
  // succeed always does, so nobody's empty or wrong requests keep a venue's guests out.
  guestJoin: { ttl: MINUTE, limit: (c) => c.rateLimits.guestJoin, tracker: address, sentence: 'Too many joins from your network.', byRoute: true },
  search: { ttl: MINUTE, limit: (c) => c.rateLimits.search, tracker: session, sentence: 'Too many searches.' },
  queueAdd: { ttl: MINUTE, limit: (c) => c.rateLimits.queueAdd, tracker: member, sentence: 'You are adding songs too quickly.' },
  profileUpdate: { ttl: 60 * MINUTE, limit: (c) => c.rateLimits.profileUpdate, tracker: member, sentence: 'Too many profile changes.' },
  // Only codes that do not exist are counted (that is what enumerating is): per browser, and per
  // address with a higher ceiling for scripts that drop their cookies. A guest who finds the room,
  // or a visitor refused with 401, costs nothing, so one person cannot block a venue's joins
  // (README "Rate limits" has the arithmetic). room-code-lookups.ts counts them.
  roomCode: { ttl: 60 * MINUTE, limit: (c) => c.rateLimits.roomCode, tracker: client, sentence: 'Too many wrong room codes.', byRoute: true },
  roomCodeAddress: {
    ttl: 60 * MINUTE,
    limit: (c) => c.rateLimits.roomCodeAddress,
    tracker: address,
    sentence: 'Too many wrong room codes from your network.',
    byRoute: true,
  },
  // A singer nudging the lyrics in 0.5 s steps taps a few times a song; a script would rewrite a
  // song's timing for every room of the server.
  lyricsOffset: { ttl: MINUTE, limit: (c) => c.rateLimits.lyricsOffset, tracker: member, sentence: 'Too many changes to the lyrics timing.' },
};

/** The 429 of a rule, e.g. "Too many searches. Try again in 20 seconds." */
export function tooManyRequests(rule: ThrottlerName, wait: number): Refusal {
  return refusal(
    'TOO_MANY_REQUESTS',
    HttpStatus.TOO_MANY_REQUESTS,
    `${THROTTLE_RULES[rule].sentence} Try again in {wait, plural, one {{wait} second} other {{wait} seconds}}.`,
    {
      wait,
      rule,
    },
  );
}

const THROTTLED_BY = 'karaoke:throttled-by';

/** The limits the guard counts on every request of the routes naming them. */
type GuardThrottlerName = Exclude<ThrottlerName, 'roomCode' | 'roomCodeAddress' | 'login' | 'loginAddress' | 'guestJoin'>;

/**
 * Counts the route's requests with the named throttlers (each a @Throttle() entry, with the
 * limit, window and tracker configured in ThrottlerModule). Routes without it are not limited.
 */
export const RateLimit = (...names: GuardThrottlerName[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(THROTTLED_BY, names), Throttle(Object.fromEntries(names.map((name) => [name, {}]))));

/** A counter's key in the storage: per limit and client, hashed, so usernames and session ids never reach Redis. */
export function throttleKey(name: string, tracker: string): string {
  return `${name}:${createHash('sha256').update(tracker).digest('base64url').slice(0, 32)}`;
}

function throttledBy(reflector: Reflector, context: ExecutionContext): ThrottlerName[] | undefined {
  return reflector.get<ThrottlerName[] | undefined>(THROTTLED_BY, context.getHandler());
}

/** ThrottlerModule's options: one named throttler per rule, each counting only on the routes that name it. */
export function throttlerOptions(config: AppConfig, storage: ThrottlerStorage | undefined): ThrottlerModuleOptions {
  const reflector = new Reflector();
  const names = (Object.keys(THROTTLE_RULES) as ThrottlerName[]).filter((name) => !THROTTLE_RULES[name].byRoute);
  const throttlers: ThrottlerOptions[] = names.map((name) => {
    const rule = THROTTLE_RULES[name];
    return {
      name,
      ttl: rule.ttl,
      limit: rule.limit(config),
      skipIf: (context) => !throttledBy(reflector, context)?.includes(name),
      getTracker: (request) => rule.tracker(request as FastifyRequest) ?? `address:${address(request as FastifyRequest)}`,
      // One counter per throttler and client across all the routes that name it (not per route).
      generateKey: (_context, tracker) => throttleKey(name, tracker),
    };
  });
  // Our own 429 sets Retry-After; no X-RateLimit-* headers on every answer.
  return { throttlers, storage: storage ?? new MemoryThrottlerStorage(), setHeaders: false };
}

/** A storage that can also say, without counting, whether a client is refused now (ThrottleCounters' peek). */
export interface PeekableThrottlerStorage extends ThrottlerStorage {
  /** Seconds the client of this key stays refused; 0 when it is not. */
  blockedFor(key: string): Promise<number>;
  /** Hits counted in this key's current window, without counting one (the back office's view of a budget). */
  hitsIn(key: string): Promise<number>;
}

/** The throttler's own in-memory storage (one instance, no Redis), able to peek at a block. */
export class MemoryThrottlerStorage extends ThrottlerStorageService implements PeekableThrottlerStorage {
  blockedFor(key: string): Promise<number> {
    const record = this.storage.get(key);
    const left = record?.isBlocked ? record.blockExpiresAt - Date.now() : 0;
    return Promise.resolve(left > 0 ? Math.ceil(left / 1000) : 0);
  }

  hitsIn(key: string): Promise<number> {
    const now = Date.now();
    let hits = 0;
    // The library's sliding window: one expiry a hit, per throttler name.
    for (const expiries of (this['hitExpirations'] as Map<string, Map<string, number[]>>).get(key)?.values() ?? [])
      hits += expiries.filter((at) => at > now).length;
    return Promise.resolve(hits);
  }
}

/**
 * Limits counted by code rather than on every request of a route: only what matters (a room code
 * that does not exist, a live YouTube search), in the same storage as the guard's throttlers (Redis
 * when configured, so every instance counts a client once). A client past its limit is refused
 * for the rest of the window; refusedFor() tells without counting.
 */
@Injectable()
export class ThrottleCounters {
  private readonly logger = new Logger('RateLimit');

  constructor(@InjectThrottlerStorage() private readonly storage: PeekableThrottlerStorage) {}

  /** Counts one event of this client; answers the seconds it is refused from now on (0: still within the limit). */
  async count(name: string, tracker: string, ttl: number, limit: number): Promise<number> {
    const record = await this.storage.increment(throttleKey(name, tracker), ttl, limit, ttl, name);
    return record.isBlocked ? Math.max(1, record.timeToBlockExpire) : 0;
  }

  /** Seconds this client is refused now (0: it is not), without counting anything. */
  async refusedFor(name: string, tracker: string): Promise<number> {
    try {
      return await this.storage.blockedFor(throttleKey(name, tracker));
    } catch (error) {
      // As the counters themselves: when the storage fails, let the request through.
      this.logger.warn(`Could not read the ${name} limit: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Events of this client counted in the current window (0 when the storage fails), without counting one. */
  async hitsIn(name: string, tracker: string): Promise<number> {
    try {
      return await this.storage.hitsIn(throttleKey(name, tracker));
    } catch (error) {
      this.logger.warn(`Could not read the ${name} count: ${(error as Error).message}`);
      return 0;
    }
  }

  /** A limit of THROTTLE_RULES counted by the route: the 429 to throw when this client is refused now, if it is. */
  async refusal(name: ThrottlerName, request: FastifyRequest): Promise<DomainError | undefined> {
    const tracker = THROTTLE_RULES[name].tracker(request);
    if (tracker === undefined) return undefined;
    const wait = await this.refusedFor(name, tracker);
    return wait > 0 ? new DomainError(tooManyRequests(name, wait), wait) : undefined;
  }

  /** Counts one event against a limit of THROTTLE_RULES: the 429 to throw when this one went past it. */
  async countFor(name: ThrottlerName, config: AppConfig, request: FastifyRequest): Promise<DomainError | undefined> {
    const rule = THROTTLE_RULES[name];
    const tracker = rule.tracker(request);
    if (tracker === undefined) return undefined;
    const wait = await this.count(name, tracker, rule.ttl, rule.limit(config));
    return wait > 0 ? new DomainError(tooManyRequests(name, wait), wait) : undefined;
  }
}

const ALLOWED = Promise.resolve(true);

class Throttled extends Error {
  constructor(readonly detail: ThrottlerLimitDetail) {
    super('throttled');
  }
}

/**
 * ThrottlerGuard (global, APP_GUARD) answering the product's 429: a sentence saying when to
 * retry and a Retry-After header. Routes that name no throttler pass without any lookup.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  // Declared here so DI hands over the application's Reflector.
  constructor(@InjectThrottlerOptions() options: ThrottlerModuleOptions, @InjectThrottlerStorage() storage: ThrottlerStorage, reflector: Reflector) {
    super(options, storage, reflector);
  }

  /** Most routes (every poll) name no throttler: they pass at once, without the base guard's async round of lookups. */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || !throttledBy(this.reflector, context)?.length) return ALLOWED;
    return super.canActivate(context);
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (!(error instanceof Throttled)) throw error;
      const name = request.throttler.name as ThrottlerName;
      const wait = Math.max(1, error.detail.timeToBlockExpire);
      throw new DomainError(tooManyRequests(name, wait), wait);
    }
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new Throttled(detail);
  }
}
