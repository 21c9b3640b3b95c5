import { applyDecorators, type ExecutionContext, HttpStatus, Injectable, SetMetadata } from '@nestjs/common';
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
} from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import { DomainError, type Refusal, refusal } from '../errors/domain-error.js';
import { MINUTE } from '../time.js';

/** The named throttlers (ThrottlerModule); a route opts into the ones it names with @RateLimit(). */
export type ThrottlerName = 'login' | 'register' | 'guestJoin' | 'search' | 'queueAdd' | 'roomCode';

interface Rule {
  ttl: number;
  limit: (config: AppConfig) => number;
  /** Who the counter is per. */
  tracker: (request: FastifyRequest) => string;
  /** The start of the 429's sentence; "Try again in N seconds." follows. */
  sentence: string;
}

const address = (r: FastifyRequest): string => normalizeIp(r.ip);
/** The signed-in session, or the address for requests without one (they are refused with 401 next anyway). */
const session = (r: FastifyRequest): string => (r.sessionUser ? `session:${r.sessionUser.sessionId}` : `address:${address(r)}`);
/** The person (account or guest), whichever of their sessions or devices the request comes from. */
const member = (r: FastifyRequest): string => (r.sessionUser ? `user:${r.sessionUser.userId}` : `address:${address(r)}`);

export const THROTTLE_RULES: Record<ThrottlerName, Rule> = {
  login: {
    ttl: MINUTE,
    limit: (c) => c.rateLimits.login,
    tracker: (r) =>
      `${address(r)}:${String((r.body as { username?: unknown } | undefined)?.username ?? '')
        .trim()
        .toLowerCase()}`,
    sentence: 'Too many sign-in attempts.',
  },
  register: { ttl: 60 * MINUTE, limit: (c) => c.rateLimits.register, tracker: address, sentence: 'Too many sign-ups from your network.' },
  // A whole party joins at once from one home network behind one address: that is normal use.
  guestJoin: { ttl: MINUTE, limit: (c) => c.rateLimits.guestJoin, tracker: address, sentence: 'Too many joins from your network.' },
  search: { ttl: MINUTE, limit: (c) => c.rateLimits.search, tracker: session, sentence: 'Too many searches.' },
  queueAdd: { ttl: MINUTE, limit: (c) => c.rateLimits.queueAdd, tracker: member, sentence: 'You are adding songs too quickly.' },
  // Every route that answers whether a room code exists counts here, one counter per address, so
  // codes cannot be enumerated (README "Rate limits" has the arithmetic).
  roomCode: { ttl: 60 * MINUTE, limit: (c) => c.rateLimits.roomCode, tracker: address, sentence: 'Too many room codes tried from your network.' },
};

/** The 429 of a rule, e.g. "Too many searches. Try again in 20 seconds." */
export function tooManyRequests(rule: ThrottlerName, wait: number): Refusal {
  return refusal(HttpStatus.TOO_MANY_REQUESTS, `${THROTTLE_RULES[rule].sentence} Try again in ${wait} second${wait === 1 ? '' : 's'}.`);
}

const THROTTLED_BY = 'karaoke:throttled-by';

/**
 * Counts the route's requests with the named throttlers (each a @Throttle() entry, with the
 * limit, window and tracker configured in ThrottlerModule). Routes without it are not limited.
 */
export const RateLimit = (...names: ThrottlerName[]): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(THROTTLED_BY, names), Throttle(Object.fromEntries(names.map((name) => [name, {}]))));

function throttledBy(reflector: Reflector, context: ExecutionContext): ThrottlerName[] | undefined {
  return reflector.get<ThrottlerName[] | undefined>(THROTTLED_BY, context.getHandler());
}

/** ThrottlerModule's options: one named throttler per rule, each counting only on the routes that name it. */
export function throttlerOptions(config: AppConfig, storage: ThrottlerStorage | undefined): ThrottlerModuleOptions {
  const reflector = new Reflector();
  const throttlers: ThrottlerOptions[] = (Object.keys(THROTTLE_RULES) as ThrottlerName[]).map((name) => {
    const rule = THROTTLE_RULES[name];
    return {
      name,
      ttl: rule.ttl,
      limit: rule.limit(config),
      skipIf: (context) => !throttledBy(reflector, context)?.includes(name),
      getTracker: (request) => rule.tracker(request as FastifyRequest),
      // One counter per throttler and client across all the routes that name it (not per route);
      // hashed, so usernames and session ids never reach Redis.
      generateKey: (_context, tracker) => `${name}:${createHash('sha256').update(tracker).digest('base64url').slice(0, 32)}`,
    };
  });
  // Our own 429 sets Retry-After; no X-RateLimit-* headers on every answer.
  return { throttlers, storage, setHeaders: false };
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
