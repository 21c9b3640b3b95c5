import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/env.js';
import { DomainError } from '../errors/domain-error.js';
import { RedisService } from '../redis.service.js';

export type RateLimitName = 'login' | 'register' | 'guestJoin';

interface Rule {
  windowMs: number;
  limit: (config: AppConfig) => number;
  /** What the counter is per: the client address, plus the username for sign-in attempts. */
  key: (request: FastifyRequest) => string;
  sentence: string;
}

const MINUTE = 60_000;
const RULES: Record<RateLimitName, Rule> = {
  login: {
    windowMs: MINUTE,
    limit: (c) => c.rateLimits.login,
    key: (r) => `${r.ip}:${String((r.body as { username?: unknown } | undefined)?.username ?? '').trim().toLowerCase()}`,
    sentence: 'Too many sign-in attempts.',
  },
  register: { windowMs: 60 * MINUTE, limit: (c) => c.rateLimits.register, key: (r) => r.ip, sentence: 'Too many sign-ups from your network.' },
  // A whole party joins at once from one home network behind one address: that is normal use.
  guestJoin: { windowMs: MINUTE, limit: (c) => c.rateLimits.guestJoin, key: (r) => r.ip, sentence: 'Too many joins from your network.' },
};

const RATE_LIMIT = 'karaoke:rate-limit';
/** Limits a route with one of the named rules (429 with a sentence and Retry-After). */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT, name);

/**
 * The counters (rate-limiter-flexible): in memory for one instance, in Redis when REDIS_URL is
 * set so N instances share one count per client. A Redis hiccup lets the request through (logged)
 * rather than locking everyone out.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly redis: RedisService,
  ) {
    const client = redis.enabled ? redis.connect('rate-limits', { enableOfflineQueue: false }) : undefined;
    const make = (name: RateLimitName): RateLimiterAbstract => {
      const options = { keyPrefix: `${config.redisPrefix}:rl:${name}`, points: RULES[name].limit(config), duration: RULES[name].windowMs / 1000 };
      return client ? new RateLimiterRedis({ storeClient: client, ...options }) : new RateLimiterMemory(options);
    };
    this.limiters = { login: make('login'), register: make('register'), guestJoin: make('guestJoin') };
  }

  /** Counts a hit; answers the seconds to wait when over the limit. */
  async hit(name: RateLimitName, request: FastifyRequest): Promise<number | undefined> {
    try {
      await this.limiters[name].consume(RULES[name].key(request));
      return undefined;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      // Fails open; a Redis outage is logged once by RedisService, not once per request.
      this.redis.reportError('rate-limits', outcome as Error);
      return undefined;
    }
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (!name) return true;
    const wait = await this.limiter.hit(name, context.switchToHttp().getRequest<FastifyRequest>());
    if (wait === undefined) return true;
    const error = new DomainError(HttpStatus.TOO_MANY_REQUESTS, `${RULES[name].sentence} Try again in ${wait} second${wait === 1 ? '' : 's'}.`);
    throw Object.assign(error, { retryAfterSeconds: wait });
  }
}
