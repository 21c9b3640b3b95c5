import { createHmac, randomBytes } from 'node:crypto';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import type { SessionIssuer } from '../common/auth/session-issuer.js';
import type { SessionRevocation } from '../common/auth/session-revocation.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { privateCookie } from '../common/http/cookie-options.js';
import { ensureDevice } from '../common/http/device-cookie.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RedisService } from '../common/redis.service.js';
import { DAY } from '../common/time.js';
import { batchedByTurn } from '../common/turn-batch.js';
import { WriteBehind } from '../common/write-behind.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { AppSettings } from '../database/app-settings.service.js';
import { apart } from '../database/one-client-guard.js';
import { Session } from './entities/session.entity.js';

/** Sliding lifetimes: a registered user stays signed in 30 days from last use, a guest 1 day. */
const SESSION_LIFETIME_MS = { user: 30 * DAY, guest: DAY } as const;
/**
 * How long a resolved session is trusted from memory beside other instances. Ending a session or
 * changing its person clears it on every instance at once (Redis pub/sub), and a subscriber that
 * reconnects clears everything, so this bound only matters when a single Redis message is lost.
 * A lone instance (no Redis) makes every such change itself, so there a session stays held until
 * evicted (docs/performance.md §3, "One instance knows every change").
 */
const SESSION_CACHE_MS = 60_000;
/** How long ending a session waits for Redis to take the message to the other instances. */
const REVOCATION_WAIT_MS = 500;
const CACHE_MAX = 20_000;
/** The most sessions one read asks for (a storm of reconnects is read in statements of this many). */
const SESSION_READ_BATCH = 500;
/** Tokens whose HMAC is remembered (the oldest is forgotten first): each poll checks its cookie. */
const HASHES_MAX = 20_000;
/** lastSeenAt/lastActive are written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

/** A live session and its person, as the one statement of SessionsService.load reads them. */
interface SessionRow {
  id: string;
  expiresAt: Date | string;
  lastSeenAt: Date | string;
  userId: number;
  username: string;
  displayName: string;
  role: SessionUser['role'];
  subscriptionTier: number;
  isGuest: boolean;
  roomId: string | null;
}

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
  isGuest: boolean;
  cachedAt: number;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/** A resolved session; seenAt is set when this use was written as the session's activity. */
export interface ResolvedSession {
  user: SessionUser;
  seenAt?: Date;
}

/**
 * Server-side sessions: an opaque random token in an httpOnly cookie, stored only as an HMAC
 * (keyed by SESSION_SECRET) so a database leak does not leak sessions. Resolved sessions are
 * cached for a few seconds to keep polls off the database; ending a session (logout, boot,
 * kick, reset, room end) drops it from every instance's cache at once (Redis pub/sub).
 * It depends on no other product module, so the users module can ask it to end or refresh
 * sessions (SESSION_REVOCATION) while the auth module builds sign-in on top of both.
 */
@Injectable()
export class SessionsService implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, SessionRevocation, SessionIssuer {
  private readonly logger = new Logger('Sessions');
  /**
   * A use worth recording (lastSeenAt and the sliding expiry) is written behind, in one statement a
   * second for every session used meanwhile, not on the request's path (docs/performance.md,
   * "Activity written behind"). A later value never moves either column back.
   */
  private readonly activity = new WriteBehind<string, { seenAt: Date; expiresAt: Date }>({
    what: 'activity of sessions',
    logger: this.logger,
    write: (batch) =>
      this.sessions.query(
        `UPDATE "sessions" s SET "lastSeenAt" = GREATEST(s."lastSeenAt", v."seenAt"), "expiresAt" = GREATEST(s."expiresAt", v."expiresAt")
           FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS v("id", "seenAt", "expiresAt")
          WHERE s."id" = v."id"`,
        [batch.map(([id]) => id), batch.map(([, use]) => use.seenAt), batch.map(([, use]) => use.expiresAt)],
      ),
    retryable: () => this.sessions.manager.connection.isInitialized,
  });
  private secret = '';
  private readonly cache = new Map<string, CachedSession>();
  /** Reads of sessions not in memory, so the requests of one session arriving together share one. */
  private readonly loading = new Map<string, Promise<CachedSession | undefined>>();
  /** Bumped by every forget(): a read that started before a revocation is not cached. */
  private generation = 0;
  /**
   * token → its HMAC, so a poll does not recompute it (a few % of its CPU). Deterministic, so never
   * stale and nothing to clear on revocation (the session cache above is what revocation clears).
   */
  private readonly hashes = new Map<string, string>();
  private publisher?: Redis;
  /** Who hears of revocations on this instance (the live connections of those sessions, realtime/). */
  private readonly revokedListeners: ((keys: readonly string[] | null) => void)[] = [];
  /** The revocations' pub/sub connection, whose state says whether this instance hears the others. */
  private subscriber?: Redis;
  readonly channel: string;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly redis: RedisService,
    private readonly settings: AppSettings,
  ) {
    this.channel = `${config.redisPrefix}:sessions:revoked`;
  }

  async onModuleInit(): Promise<void> {
    this.secret = this.config.sessionSecret ?? (await this.settings.getOrCreate('sessionSecret', () => randomBytes(48).toString('base64url'))).value;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.redis.enabled) return;
    this.publisher = this.redis.publisher('sessions-publisher');
    const subscriber = this.redis.connect('sessions-subscriber');
    this.subscriber = subscriber;
    let connectedOnce = false;
    // Revocations published while the connection was down are lost: forget everything on reconnect.
    subscriber.on('ready', () => {
      if (connectedOnce) {
        this.generation++;
        this.cache.clear();
        this.revoked(null);
      }
      connectedOnce = true;
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        this.generation++;
        const hashes = JSON.parse(message) as string[];
        for (const hash of hashes) this.cache.delete(hash);
        this.revoked(hashes);
      } catch (error) {
        this.logger.warn(`Ignored a malformed revocation message: ${(error as Error).message}`);
      }
    });
    await subscriber.subscribe(this.channel);
  }

  hash(token: string): string {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      hash = createHmac('sha256', this.secret).update(token).digest('hex');
      if (this.hashes.size >= HASHES_MAX) this.hashes.delete(this.hashes.keys().next().value as string);
      this.hashes.set(token, hash);
    }
    return hash;
  }

  /**
   * Starts a session and sets its cookie (Secure when the request came over HTTPS). The browser
   * gets its device cookie too (an account's as well as a guest's), and the session records it, so
   * a boot can name the browser of whoever it removes.
   */
  async issue(manager: EntityManager, request: FastifyRequest, reply: FastifyReply, userId: number, kind: 'user' | 'guest'): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[kind]);
    const device = ensureDevice(request, reply);
    await manager.getRepository(Session).insert({ tokenHash: this.hash(token), userId, createdAt: now, lastSeenAt: now, expiresAt, deviceKey: device.key });
    void reply.setCookie(SESSION_COOKIE_NAME, token, { ...privateCookie(request), expires: expiresAt });
  }

  /** Starts a session on its own (a sign-in), outside any other transaction. */
  issueNow(request: FastifyRequest, reply: FastifyReply, userId: number, kind: 'user' | 'guest'): Promise<void> {
    return this.issue(this.sessions.manager, request, reply, userId, kind);
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE_NAME, privateCookie(request));
  }

  tokenOf(request: FastifyRequest): string | undefined {
    return request.cookies?.[SESSION_COOKIE_NAME] ?? readCookie(request.headers.cookie, SESSION_COOKIE_NAME);
  }

  /**
   * The person behind a token, or undefined when it is unknown, ended or expired. A use that is
   * due to be recorded moves the session's expiry and comes back with seenAt (the person's own
   * lastActive is the users module's, written by the caller).
   */
  async resolve(token: string): Promise<ResolvedSession | undefined> {
    if (token.length < 20 || token.length > 100) return undefined;
    const tokenHash = this.hash(token);
    const now = this.clock.now().getTime();
    let entry = this.cache.get(tokenHash);
    if (entry && !this.stillHeld(entry)) {
      this.cache.delete(tokenHash);
      entry = undefined;
    }
    if (!entry) {
      let pending = this.loading.get(tokenHash);
      if (!pending) {
        pending = this.load(tokenHash).finally(() => this.loading.delete(tokenHash));
        this.loading.set(tokenHash, pending);
      }
      entry = await pending;
      if (!entry) return undefined;
    }
    if (entry.expiresAt <= now) return undefined;
    if (now - entry.lastSeenAt >= TOUCH_EVERY_MS) {
      entry.lastSeenAt = now;
      entry.expiresAt = now + SESSION_LIFETIME_MS[entry.isGuest ? 'guest' : 'user'];
      const seenAt = new Date(now);
      await this.activity.set(entry.user.sessionId, { seenAt, expiresAt: new Date(entry.expiresAt) });
      return { user: entry.user, seenAt };
    }
    return { user: entry.user };
  }

  /**
   * Sessions asked for in the same turn of the event loop are read in one statement: the phones of
   * a whole venue reconnecting at once, or every phone after a restart (docs/performance.md §6).
   */
  private readonly readRow = batchedByTurn(
    (hash: string) => hash,
    (hashes) => this.readRows(hashes),
    SESSION_READ_BATCH,
  );

  /**
   * Live sessions and their persons, by token hash. One statement: a findOne with the user relation
   * would send two a session (TypeORM's DISTINCT id query, then the row).
   */
  private async readRows(hashes: string[]): Promise<Map<string, SessionRow>> {
    const rows: (SessionRow & { tokenHash: string })[] = await this.sessions.query(
      `SELECT s."tokenHash", s."id", s."expiresAt", s."lastSeenAt",
              u."userId", u."username", u."displayName", u."role", u."subscriptionTier", u."isGuest", u."roomId"
         FROM "sessions" s JOIN "users" u ON u."userId" = s."userId"
        WHERE s."tokenHash" = ANY($1) AND s."endedAt" IS NULL`,
      [hashes],
    );
    return new Map(rows.map((row) => [row.tokenHash, row]));
  }

  /** Reads a live session and its person, and keeps it unless a revocation came meanwhile. */
  private async load(tokenHash: string): Promise<CachedSession | undefined> {
    const generation = this.generation;
    const row = await this.readRow(tokenHash);
    if (!row) return undefined;
    // A use recorded here but not yet written is newer than the row.
    const waiting = this.activity.pending(row.id);
    if (waiting) [row.lastSeenAt, row.expiresAt] = [waiting.seenAt, waiting.expiresAt];
    const entry: CachedSession = {
      user: {
        sessionId: row.id,
        userId: row.userId,
        username: row.username,
        displayName: row.displayName,
        role: row.role,
        subscriptionTier: row.subscriptionTier,
        isGuest: row.isGuest,
        roomId: row.roomId,
      },
      expiresAt: new Date(row.expiresAt).getTime(),
      lastSeenAt: new Date(row.lastSeenAt).getTime(),
      isGuest: row.isGuest,
      cachedAt: Date.now(),
    };
    if (generation === this.generation && this.trusted) {
      if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(tokenHash, entry);
    }
    return entry;
  }

  /** Writes the uses waiting to be recorded now (tests, and readers that need the columns exact). */
  flushActivity(): Promise<void> {
    return this.activity.flush();
  }

  /** Before the database closes: what waits is written, and uses while the server drains write through. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.activity.close();
  }

  /** Logout: ends this browser's session. */
  async endByToken(token: string, reason: string): Promise<void> {
    const tokenHash = this.hash(token);
    await this.sessions.update({ tokenHash, endedAt: IsNull() }, { endedAt: this.clock.now(), endReason: reason });
    await this.forget([tokenHash]);
  }

  /** Ends every live session of these people but `keepSessionId` inside the caller's transaction (boot, kick, reset…). */
  async endForUsers(manager: EntityManager, userIds: number[], reason: string, keepSessionId?: string): Promise<void> {
    if (userIds.length === 0) return;
    const ended = await manager.getRepository(Session).find({
      where: { userId: In(userIds), endedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) },
      select: { id: true, tokenHash: true },
    });
    if (ended.length === 0) return;
    await manager.getRepository(Session).update({ id: In(ended.map((s) => s.id)) }, { endedAt: this.clock.now(), endReason: reason });
    await this.forget(ended.map((s) => s.tokenHash));
  }

  /** SESSION_REVOCATION: ends these people's sessions (but keepSessionId) inside the caller's transaction. */
  async endSessionsOf(manager: EntityManager, userIds: number[], reason: string, keepSessionId?: string): Promise<void> {
    await this.endForUsers(manager, userIds, reason, keepSessionId);
  }

  /** SESSION_REVOCATION: every instance reads these people afresh on their next request. */
  async refreshIdentitiesOf(userIds: number[], manager?: EntityManager): Promise<void> {
    await this.refresh(userIds, manager);
  }

  /**
   * Drops sessions from the caches of this and every other instance, and tells each instance's
   * listeners (onRevoked) that these sessions ended or their person changed: every way of ending a
   * session comes through here, so each one also closes that session's live connections.
   */
  async forget(hashes: string[]): Promise<void> {
    this.generation++;
    for (const hash of hashes) this.cache.delete(hash);
    // With Redis every instance, this one included, hears the message; without, only this one exists.
    if (!this.publisher) return this.revoked(hashes);
    // While Redis is away the answer (a sign-out; a boot, inside its transaction) does not wait
    // for it: ioredis keeps the message until Redis is back or fails it after 20 reconnect
    // attempts (RedisService.publisher reports that with the outage). The other instances trust
    // no cached session while they cannot hear Redis, and forget them all when they hear it again;
    // this one acts on it at once (its sockets of those sessions close now, and again harmlessly
    // when the message comes back).
    // A connection that just dropped can still read 'ready': the wait is bounded, so a sign-out
    // never hangs on a message ioredis holds for the next 10 s.
    const sent = this.publisher.publish(this.channel, JSON.stringify(hashes)).then(
      () => true,
      () => false,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), REVOCATION_WAIT_MS)));
    const heard = this.publisher.status === 'ready' && (await Promise.race([sent, late]));
    clearTimeout(timer);
    if (!heard) this.revoked(hashes);
  }

  /**
   * Calls `listener` on this instance whenever sessions were revoked or their person changed,
   * wherever that happened, with their keys (token hashes), or null when any may have (revocations
   * sent while this instance's subscription was down are lost).
   */
  onRevoked(listener: (keys: readonly string[] | null) => void): void {
    this.revokedListeners.push(listener);
  }

  private revoked(keys: readonly string[] | null): void {
    for (const listener of this.revokedListeners) {
      try {
        // Announced from inside the transaction that ends the sessions (forget), which does not
        // wait for the listeners: their reads (endedOf) wait for its commit instead.
        apart(() => listener(keys));
      } catch (error) {
        this.logger.warn(`A revocation listener failed: ${(error as Error).message}`);
      }
    }
  }

  /** The key revocations give this Cookie header's session (its token's hash), or undefined without a plausible token. */
  keyOf(cookieHeader: string | undefined): string | undefined {
    const token = readCookie(cookieHeader, SESSION_COOKIE_NAME);
    return token && token.length >= 20 && token.length <= 100 ? this.hash(token) : undefined;
  }

  /**
   * Which of these sessions have ended, each with why ('expired' past its lifetime, 'gone' when its
   * row is no more, e.g. a deleted account's). Revocations are announced from inside the transaction
   * that ends the sessions: FOR SHARE waits for that transaction to finish, so the answer is its
   * outcome (committed: ended; rolled back: live), never the state before it.
   */
  async endedOf(keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows: { tokenHash: string; endedAt: Date | null; endReason: string | null; expiresAt: Date }[] = await this.sessions.query(
      `SELECT "tokenHash", "endedAt", "endReason", "expiresAt" FROM "sessions" WHERE "tokenHash" = ANY($1) FOR SHARE`,
      [keys],
    );
    const now = this.clock.now().getTime();
    const found = new Map(rows.map((row) => [row.tokenHash, row]));
    const ended = new Map<string, string>();
    for (const key of keys) {
      const row = found.get(key);
      if (!row) ended.set(key, 'gone');
      else if (row.endedAt) ended.set(key, row.endReason ?? 'ended');
      else if (new Date(row.expiresAt).getTime() <= now) ended.set(key, 'expired');
    }
    return ended;
  }

  /**
   * Whether cached sessions may be used: always on one instance; with Redis only while this
   * instance hears the others' revocations (its subscriber is connected). Otherwise every
   * request reads its session from the database: a session ended elsewhere meanwhile ends here too.
   */
  private get trusted(): boolean {
    return this.subscriber === undefined || this.subscriber.status === 'ready';
  }

  /** Whether a cached session may answer: always on a lone instance; beside others while heard, up to SESSION_CACHE_MS. */
  private stillHeld(entry: CachedSession): boolean {
    if (this.subscriber === undefined) return true;
    return this.trusted && Date.now() - entry.cachedAt <= SESSION_CACHE_MS;
  }

  /** Clears cached identities of these people (their name, role or room changed). */
  async refresh(userIds: number[], manager: EntityManager = this.sessions.manager): Promise<void> {
    if (userIds.length === 0) return;
    const sessions = await manager.getRepository(Session).find({ where: { userId: In(userIds), endedAt: IsNull() }, select: { tokenHash: true } });
    await this.forget(sessions.map((s) => s.tokenHash));
  }

  /** SESSION_ISSUER: who this browser's cookie belonged to, even if that session has ended. */
  async previousUserId(request: FastifyRequest): Promise<number | undefined> {
    const token = this.tokenOf(request);
    if (!token || token.length > 100) return undefined;
    const row = await this.sessions.findOne({ where: { tokenHash: this.hash(token) }, select: { id: true, userId: true } });
    return row?.userId;
  }
}
