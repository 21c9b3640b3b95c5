import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { FEATURES } from '../common/metrics/feature-event.entity.js';
import { RequestMetrics } from '../common/metrics/request-metrics.js';
import { UsageSample } from './entities/usage-sample.entity.js';
import { JobsService } from '../jobs/jobs.service.js';
import { DAY, MINUTE } from '../common/time.js';
import { OnJob } from '../jobs/job-wiring.js';
import { tickStart } from '../jobs/tick.js';
import { TIER_NUMBERS } from '../tiers/tier-defaults.js';
import { ONLINE_WINDOW_MS } from '../rooms/rooms.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AdminReportingQueries } from './admin-reporting.queries.js';
import type { AnalyticsDto } from './dto/admin.dto.js';

const SAMPLE_RETENTION_DAYS = 7;

/**
 * The admin analytics, computed on the server from real data: people and rooms, peak
 * concurrency (sampled every minute by a job), session lengths, this instance's request health,
 * 30 days of growth (UTC days), busiest hours, feature use and the tier mix.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectRepository(UsageSample) private readonly samples: Repository<UsageSample>,
    private readonly reporting: AdminReportingQueries,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly metrics: RequestMetrics,
    private readonly jobs: JobsService,
    private readonly featureEvents: FeatureEvents,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async schedule(): Promise<void> {
    const tick = tickStart(this.clock.now(), MINUTE);
    await this.jobs.enqueueTick('admin.sample-usage', tick, { at: tick.toISOString() });
  }

  /** The job: samples the tick's minute (its `at`, an ISO time), or the current one without it. */
  @OnJob('admin.sample-usage')
  sampleUsageJob(data: Record<string, unknown>): Promise<{ concurrentUsers: number }> {
    return this.sampleUsage(typeof data.at === 'string' ? new Date(data.at) : undefined);
  }

  /** Records how many people are online now (idempotent per minute) and drops old samples. */
  async sampleUsage(at = tickStart(this.clock.now(), MINUTE)): Promise<{ concurrentUsers: number }> {
    const now = this.clock.now();
    const n = await this.users.countActiveSince(new Date(now.getTime() - ONLINE_WINDOW_MS));
    await this.samples.upsert({ sampledAt: at, concurrentUsers: n }, ['sampledAt']);
    await this.samples.delete({ sampledAt: LessThan(new Date(now.getTime() - SAMPLE_RETENTION_DAYS * DAY)) });
    return { concurrentUsers: n };
  }

  async analytics(): Promise<AnalyticsDto> {
    // Feature events are written in batches; this instance's waiting ones count too.
    await this.featureEvents.flush();
    const now = this.clock.now();
    return { metrics: await this.metricsAt(now), health: await this.health(), growth: await this.growth(now), usage: await this.usage(now) };
  }

  /** Figures over several modules' tables: the back office's read-only reporting SQL. */
  private q<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.reporting.select<T>(sql, params);
  }

  private async metricsAt(now: Date): Promise<AnalyticsDto['metrics']> {
    const [people] = await this.q<{ total: number; active: number; online: number }>(
      `SELECT count(*) FILTER (WHERE "isGuest" = false)::int AS total,
              count(*) FILTER (WHERE "lastActive" >= $1)::int AS active,
              count(*) FILTER (WHERE "lastActive" >= $2)::int AS online
         FROM "users"`,
      [new Date(now.getTime() - 15 * MINUTE), new Date(now.getTime() - ONLINE_WINDOW_MS)],
    );
    const [rooms] = await this.q<{ total: number; active: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE "endedAt" IS NULL)::int AS active FROM "rooms"`,
    );
    const [peak] = await this.q<{ peak: number | null }>(`SELECT max("concurrentUsers")::int AS peak FROM "usage_samples" WHERE "sampledAt" >= $1`, [
      new Date(now.getTime() - DAY),
    ]);
    const [sessions] = await this.q<{ avg: number | null }>(
      `SELECT avg(extract(epoch FROM (coalesce("endedAt", "lastSeenAt") - "createdAt")))::float AS avg FROM "sessions" WHERE "createdAt" >= $1`,
      [new Date(now.getTime() - 30 * DAY)],
    );
    return {
      totalUsers: people.total,
      activeUsers: people.active,
      totalRooms: rooms.total,
      activeRooms: rooms.active,
      peakConcurrentUsers: Math.max(peak?.peak ?? 0, people.online),
      averageSessionDuration: Math.round(sessions?.avg ?? 0),
    };
  }

  private async health(): Promise<AnalyticsDto['health']> {
    const started = performance.now();
    let databaseHealth: 'healthy' | 'critical' = 'healthy';
    try {
      await this.q('SELECT 1');
    } catch {
      databaseHealth = 'critical';
    }
    const requests = await this.metrics.summary();
    return {
      errorRate: requests.errorRate,
      responseTime: requests.responseTime,
      uptime: Math.round((Date.now() - this.metrics.startedAt) / 1000),
      databaseHealth: databaseHealth === 'healthy' && performance.now() - started > 5000 ? 'critical' : databaseHealth,
    };
  }

  /** New accounts and rooms a day over the last 30 days (UTC), days without any included. */
  private async growth(now: Date): Promise<AnalyticsDto['growth']> {
    const days = Array.from({ length: 30 }, (_, i) => new Date(now.getTime() - (29 - i) * DAY).toISOString().slice(0, 10));
    const perDay = async (table: string, extra = '') => {
      const rows = await this.q<{ day: string; count: number }>(
        `SELECT to_char(("createdAt" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
           FROM "${table}" WHERE "createdAt" >= $1::date ${extra} GROUP BY 1`,
        [days[0]],
      );
      const byDay = new Map(rows.map((r) => [r.day, r.count]));
      return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
    };
    return { userGrowth: await perDay('users', 'AND "isGuest" = false'), roomGrowth: await perDay('room_creation_log') };
  }

  private async usage(now: Date): Promise<AnalyticsDto['usage']> {
    const since30 = new Date(now.getTime() - 30 * DAY);
    const hours = await this.q<{ hour: number; users: number }>(
      `SELECT extract(hour FROM ("createdAt" AT TIME ZONE 'UTC'))::int AS hour, count(DISTINCT "userId")::int AS users
         FROM "sessions" WHERE "createdAt" >= $1 GROUP BY 1 ORDER BY users DESC, hour ASC LIMIT 8`,
      [since30],
    );
    const featureRows = await this.q<{ feature: string; usage: number }>(
      `SELECT "feature", count(*)::int AS usage FROM "feature_events" WHERE "createdAt" >= $1 GROUP BY 1`,
      [since30],
    );
    const byFeature = new Map(featureRows.map((r) => [r.feature, r.usage]));
    const tiers = await this.q<{ tier: number; count: number }>(
      `SELECT "subscriptionTier" AS tier, count(*)::int AS count FROM "users" WHERE "isGuest" = false GROUP BY 1`,
    );
    const byTier = new Map(tiers.map((r) => [Number(r.tier), r.count]));
    const tierTotal = tiers.reduce((n, r) => n + r.count, 0);
    return {
      peakHours: hours,
      popularFeatures: FEATURES.map((feature) => ({ feature, usage: byFeature.get(feature) ?? 0 })).sort((a, b) => b.usage - a.usage),
      tierDistribution: TIER_NUMBERS.map((tier) => {
        const count = byTier.get(tier) ?? 0;
        return { tier, count, percentage: tierTotal ? Math.round((count / tierTotal) * 1000) / 10 : 0 };
      }),
    };
  }
}
