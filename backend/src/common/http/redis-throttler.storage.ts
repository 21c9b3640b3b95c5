import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { MemoryThrottlerStorage, type PeekableThrottlerStorage } from './throttling.js';

type ThrottleClient = Redis & { karaokeThrottle(hits: string, block: string, ttl: number, limit: number, blockDuration: number): Promise<number[]> };
type ThrottlerStorageRecord = Awaited<ReturnType<PeekableThrottlerStorage['increment']>>;

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
 * ranges without Nest 12.
 *
 * It fails safe: when Redis does not answer in time (the connection's commandTimeout, or at once
 * while it is away), the hit is counted in this process's memory instead (@nestjs/throttler's own
 * memory storage, the one the embedded mode uses), so a limit never lifts because Redis is slow
 * or down, or because a stalled event loop made the answer late. During such a spell each
 * instance counts on its own: a client spread over N instances gets at most N times the limit,
 * never an unlimited number of tries. When Redis answers again, counting goes back to it; the
 * hits counted in memory meanwhile are not carried over. One warning per outage, not per request.
 */
export class RedisThrottlerStorage implements PeekableThrottlerStorage {
  private readonly logger = new Logger('RateLimit');
  private client?: Redis;
  private failing = false;
  /** Where hits are counted while Redis does not answer. */
  private readonly memory = new MemoryThrottlerStorage();

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

  /** Seconds left of this key's block; while Redis does not answer, the block counted in memory meanwhile (fail safe, as increment). */
  async blockedFor(key: string): Promise<number> {
    this.client ??= this.withScript(this.connect());
    if (this.client.status === 'reconnecting' || this.client.status === 'end') return this.memory.blockedFor(key);
    try {
      const left = await this.client.pttl(`${this.prefix}:${key}:blocked`);
      return left > 0 ? Math.ceil(left / 1000) : 0;
    } catch {
      // The outage is reported once by increment() or RedisService.
      return this.memory.blockedFor(key);
    }
  }

  /** Hits in this key's window; while Redis does not answer, those counted in memory meanwhile. */
  async hitsIn(key: string): Promise<number> {
    this.client ??= this.withScript(this.connect());
    if (this.client.status === 'reconnecting' || this.client.status === 'end') return this.memory.hitsIn(key);
    try {
      return Number((await this.client.get(`${this.prefix}:${key}`)) ?? 0);
    } catch {
      return this.memory.hitsIn(key);
    }
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
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
      // anything else (a late answer, a failing script) is reported from here.
      const lost = ['reconnecting', 'end', 'close'].includes(this.client.status);
      if (!this.failing && !(lost && this.report)) {
        if (this.report) this.report(error as Error);
        else this.logger.warn(`Rate limit counters unavailable in Redis, counting in this process's memory until it answers: ${(error as Error).message}`);
      }
      this.failing = true;
      return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  /** Stops the memory storage's sweep timer (Nest does not manage this instance). */
  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }
}
