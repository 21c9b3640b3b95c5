import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

/**
 * Hands out Redis connections when REDIS_URL is set (BullMQ, the Socket.IO adapter and the
 * health check each need their own) and closes them all at shutdown.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly clients: Redis[] = [];
  private healthClient?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.redisUrl !== undefined;
  }

  /** A new connection. BullMQ workers require maxRetriesPerRequest null. */
  connect(name: string, options: RedisOptions = {}): Redis {
    if (!this.config.redisUrl) throw new Error('REDIS_URL is not set');
    const client = new Redis(this.config.redisUrl, { connectionName: `karaoke:${name}`, ...options });
    client.on('error', (error: Error) => this.logger.warn(`${name}: ${error.message}`));
    this.clients.push(client);
    return client;
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
