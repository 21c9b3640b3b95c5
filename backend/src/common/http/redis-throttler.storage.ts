import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

type ThrottleClient = Redis & { karaokeThrottle(hits: string, block: string, ttl: number, limit: number, blockDuration: number): Promise<number[]> };
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One atomic step of a fixed window with a block, as @nestjs/throttler's memory storage does it:
 * count the hit; past the limit, block the client for blockDuration and start a fresh window
 * after it. Blocked requests are not counted.
 * KEYS: hits, block. ARGV: ttl ms, limit, block duration ms. Answers hits, ms left in the window,
 * blocked (0/1), ms left of the block.
 */
const INCREMENT = `
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return { tonumber(redis.call('GET', KEYS[1]) or '0'), math.max(redis.call('PTTL', KEYS[1]), 0), 1, blockLeft }
end
local hits = redis.call('INCR', KEYS[1])
local windowLeft = redis.call('PTTL', KEYS[1])
if windowLeft < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  windowLeft = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return { hits, windowLeft, 1, tonumber(ARGV[3]) }
end
return { hits, windowLeft, 0, 0 }
`;

/**
 * The throttler's counters in Redis (REDIS_URL), so every instance counts the same client once.
 * Our own ThrottlerStorage over the app's ioredis: the maintained Redis storages declare peer
 * ranges without Nest 12. When Redis does not answer, requests are let through rather than
 * everyone locked out, with one warning per outage, not one per request.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private client?: Redis;
  private failing = false;

  constructor(
    private readonly connect: () => Redis,
    private readonly prefix: string,
    /** Where an outage is reported; the app's RedisService folds it into its one warning per outage. */
    private readonly report?: (error: Error) => void,
  ) {}

  /** The script as a command of the connection: sent by its SHA (EVALSHA), its text only when Redis does not know it yet. */
  private withScript(client: Redis): Redis {
    client.defineCommand('karaokeThrottle', { numberOfKeys: 2, lua: INCREMENT });
    return client;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, _throttlerName: string): Promise<ThrottlerStorageRecord> {
    // Connected on first use: a worker process (no HTTP) never opens this connection.
    this.client ??= this.withScript(this.connect());
    try {
      // While Redis is away (after having answered), fail at once rather than queue the command.
      if (this.client.status === 'reconnecting' || this.client.status === 'end') throw new Error(`the connection is ${this.client.status}`);
      const [hits, windowLeft, blocked, blockLeft] = await (this.client as ThrottleClient).karaokeThrottle(
        `${this.prefix}:${key}`,
        `${this.prefix}:${key}:blocked`,
        ttl,
        limit,
        blockDuration,
      );
      if (this.failing) this.logger.log('Rate limit counters reachable again in Redis.');
      this.failing = false;
      return { totalHits: hits, timeToExpire: Math.ceil(windowLeft / 1000), isBlocked: blocked === 1, timeToBlockExpire: Math.ceil(blockLeft / 1000) };
    } catch (error) {
      // A lost connection is reported by RedisService, which owns it (one warning per outage);
      // only an error of a connected client (a failing script, say) is reported from here.
      const connected = this.client.status === 'ready';
      if (!this.failing && (connected || !this.report)) {
        if (this.report) this.report(error as Error);
        else this.logger.warn(`Rate limit counters unavailable in Redis, letting requests through until it answers: ${(error as Error).message}`);
      }
      this.failing = true;
      return { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
