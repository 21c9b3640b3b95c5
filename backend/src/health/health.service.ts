import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RedisService, withTimeout } from '../common/redis.service.js';
import type { DependencyHealthDto, HealthDto } from './health.dto.js';

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisService,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([this.database(), this.redisHealth()]);
    return {
      status: database.status === 'down' || redis.status === 'down' ? 'error' : 'ok',
      database,
      redis,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }

  private async database(): Promise<DependencyHealthDto> {
    const kind = this.dataSource.options.extra?.connection ? 'pglite' : 'postgres';
    if (!this.dataSource.isInitialized) return { status: 'down', kind, error: 'The database connection is closed.' };
    const started = performance.now();
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), 2000, 'The database did not answer within 2 s.');
      return { status: 'up', kind, latencyMs: Math.round(performance.now() - started) };
    } catch (error) {
      return { status: 'down', kind, error: (error as Error).message };
    }
  }

  private async redisHealth(): Promise<DependencyHealthDto> {
    if (!this.redis.enabled) return { status: 'disabled' };
    try {
      return { status: 'up', latencyMs: await this.redis.ping() };
    } catch (error) {
      return { status: 'down', error: (error as Error).message };
    }
  }
}
