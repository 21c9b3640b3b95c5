import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

/** How long a stray connection's error waits for this service's own connections to report the outage. */
export const STRAY_ERROR_GRACE_MS = 1000;

/**
 * Hands out Redis connections when REDIS_URL is set (BullMQ, the Socket.IO adapter and the
 * health check each need their own) and closes them all at shutdown.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly clients: Redis[] = [];
  private healthClient?: Redis;
  /** Connections currently failing: one warning when the first fails, one line when the last recovers. */
  private readonly failing = new Set<Redis>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.redisUrl !== undefined;
  }

  /** A new connection. BullMQ workers require maxRetriesPerRequest null. */
  connect(name: string, options: RedisOptions = {}): Redis {
    if (!this.config.redisUrl) throw new Error('REDIS_URL is not set');
    const client = new Redis(this.config.redisUrl, { connectionName: `karaoke:${name}`, ...options });
    client.on('error', (error: Error) => this.failed(client, name, error));
    client.on('ready', () => this.recovered(client));
    this.clients.push(client);
    return client;
  }

  /**
   * A connection whose publishes nobody awaits: the Socket.IO adapter's and emitter's fire and
   * forget theirs. ioredis queues commands while Redis is away and, after 20 reconnect attempts
   * (about 10 s), fails them all; unhandled, that rejection would end the process. A failed
   * publish is folded into the outage's one warning instead: a push that could not reach the
   * other instances is what a Redis outage costs (their phones catch up when it returns).
   */
  publisher(name: string, options: RedisOptions = {}): Redis {
    const client = this.connect(name, options);
    const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
    (client as unknown as { publish: (...args: unknown[]) => Promise<number> }).publish = (...args: unknown[]) => {
      const sent = publish(...args);
      sent.catch((error: Error) => this.reportError(name, error));
      return sent;
    };
    return client;
  }

  /**
   * ioredis reports every failed reconnect attempt of every connection; an outage is logged once
   * (pushes and jobs degrade, the API keeps serving) and its end once.
   */
  private failed(client: Redis, name: string, error: Error): void {
    if (this.failing.size === 0) {
      this.logger.warn(
        `Redis is unreachable (${name}: ${error.message || (error as { code?: string }).code || 'connection lost'}); ` +
          `live pushes and background jobs pause until it is back, the API keeps serving. Retrying quietly.`,
      );
    }
    this.failing.add(client);
  }

  private lastStrayWarning = 0;

  /**
   * Errors of connections this service does not own (BullMQ duplicates its connections): silent
   * while an outage is already reported, else at most one warning a minute. Such a connection
   * often hears an outage a moment before this service's own do: its error waits
   * STRAY_ERROR_GRACE_MS, so an outage is still reported once, by them.
   */
  reportError(name: string, error: Error): void {
    if (this.failing.size > 0) return;
    setTimeout(() => {
      if (this.failing.size > 0 || Date.now() - this.lastStrayWarning < 60_000) return;
      this.lastStrayWarning = Date.now();
      this.logger.warn(`Redis error (${name}): ${error.message || (error as { code?: string }).code || 'connection lost'}`);
    }, STRAY_ERROR_GRACE_MS).unref();
  }

  private recovered(client: Redis): void {
    if (!this.failing.delete(client) || this.failing.size > 0) return;
    this.logger.log('Redis is back; live pushes and background jobs resume.');
  }

  /** Round-trip time of a PING in ms; throws when Redis does not answer within the timeout. */
  async ping(timeoutMs = 1000): Promise<number> {
    this.healthClient ??= this.connect('health', { maxRetriesPerRequest: 1 });
    const started = performance.now();
    await withTimeout(this.healthClient.ping(), timeoutMs, 'Redis did not answer');
    return Math.round(performance.now() - started);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      this.clients.splice(0).map(async (client) => {
        try {
          await client.quit();
        } catch {
          client.disconnect();
        }
      }),
    );
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]);
}
