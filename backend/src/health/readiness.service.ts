import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RedisService, withTimeout } from '../common/redis.service.js';
import type { ReadinessCheckDto, ReadinessDto } from './health.dto.js';

/**
 * Readiness: may a load balancer send this instance traffic? The database answers, every migration
 * of this build is applied, and Redis answers when REDIS_URL is set. Liveness (the process answers)
 * needs none of these and is answered by the controller alone.
 */
@Injectable()
export class ReadinessService {
  private migrationsApplied = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {}

  async check(): Promise<ReadinessDto> {
    const database = await this.database();
    const [migrations, redis] = await Promise.all([
      database.status === 'up' ? this.migrations() : Promise.resolve<ReadinessCheckDto>({ status: 'down', error: 'Unknown while the database is down.' }),
      this.redisCheck(),
    ]);
    const checks = { database, migrations, redis };
    const failing = Object.entries(checks).filter(([, check]) => check.status === 'down');
    if (failing.length === 0) return { status: 'ready', checks };
    return { status: 'not_ready', checks, message: `Not ready: ${failing.map(([name, check]) => `${name} is down (${check.error})`).join('; ')}` };
  }

  private async database(): Promise<ReadinessCheckDto> {
    if (!this.dataSource.isInitialized) return { status: 'down', error: 'The database connection is closed.' };
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), 2000, 'The database did not answer within 2 s.');
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }

  /** Checked until it holds once: migrations are only ever added by a newer build. */
  private async migrations(): Promise<ReadinessCheckDto> {
    if (this.migrationsApplied) return { status: 'up' };
    try {
      const pending = await withTimeout(this.dataSource.showMigrations(), 2000, 'The migrations table did not answer within 2 s.');
      if (pending) return { status: 'down', error: 'Some migrations of this build are not applied yet.' };
      this.migrationsApplied = true;
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }

  private async redisCheck(): Promise<ReadinessCheckDto> {
    if (!this.redis.enabled) return { status: 'disabled' };
    try {
      await this.redis.ping();
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }
}
