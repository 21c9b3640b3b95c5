import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RedisService, withTimeout } from '../common/redis.service.js';
import type { DependencyHealthDto, HealthDto, ReadinessCheckDto, ReadinessDto } from './health.dto.js';

/**
 * The instance's dependencies, checked in one place for both answers: health (each dependency with
 * its latency) and readiness (may a load balancer send this instance traffic? The database answers,
 * every migration of this build is applied, and Redis answers when REDIS_URL is set). Liveness needs
 * none of these: only the uptime.
 */
@Injectable()
export class HealthService implements OnModuleInit {
  private readonly startedAt = Date.now();
  private migrationsApplied = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly redis: RedisService,
    private readonly metrics: Metrics,
  ) {}

  /** Prometheus sees readiness too (`karaoke_ready`): an instance can answer scrapes while its database is away. */
  onModuleInit(): void {
    this.metrics.onScrape(async () => this.metrics.ready.set((await this.ready()).status === 'ready' ? 1 : 0));
  }

  uptimeSeconds(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([this.database(), this.redisHealth()]);
    return {
      status: database.status === 'down' || redis.status === 'down' ? 'error' : 'ok',
      database,
      redis,
      uptimeSeconds: this.uptimeSeconds(),
    };
  }

  async ready(): Promise<ReadinessDto> {
    const database = readiness(await this.database());
    const [migrations, redis] = await Promise.all([
      database.status === 'up' ? this.migrations() : Promise.resolve<ReadinessCheckDto>({ status: 'down', error: 'Unknown while the database is down.' }),
      this.redisHealth().then(readiness),
    ]);
    const checks = { database, migrations, redis };
    const failing = Object.entries(checks).filter(([, check]) => check.status === 'down');
    if (failing.length === 0) return { status: 'ready', checks };
    return { status: 'not_ready', checks, message: `Not ready: ${failing.map(([name, check]) => `${name} is down (${check.error})`).join('; ')}` };
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
}

/** A readiness check says up, down (with why) or disabled; latency and kind are health's detail. */
function readiness({ status, error }: DependencyHealthDto): ReadinessCheckDto {
  return error === undefined ? { status } : { status, error };
}
