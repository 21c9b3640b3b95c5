import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/env.js';
import { Clock } from '../clock.js';
import { Metrics } from './metrics.service.js';

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pacificDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Values Prometheus reads that already live in the database or the pool: live rooms, guests in
 * them and today's YouTube quota (the same for every instance), and this instance's pool use.
 * A few cheap counts per scrape (every 15-60 s), never on a request path.
 */
@Injectable()
export class ScrapeCollectors implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.metrics.onScrape(() => this.counts());
    this.metrics.onScrape(() => this.pool());
  }

  private async counts(): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM "rooms" WHERE "endedAt" IS NULL) AS rooms,
              (SELECT count(*)::int FROM "users" u JOIN "rooms" r ON r."roomId" = u."roomId" WHERE u."isGuest" AND r."endedAt" IS NULL) AS guests,
              (SELECT "totalQuotaUsed" FROM "youtube_quota_usage" WHERE "date" = $1) AS quota`,
      [pacificDay.format(this.clock.now())],
    )) as { rooms: number; guests: number; quota: number | null }[];
    this.metrics.liveRooms.set(row.rooms);
    this.metrics.guests.set(row.guests);
    this.metrics.youtubeQuotaUsedToday.set(Number(row.quota ?? 0));
    this.metrics.youtubeQuotaLimit.set(this.config.youtubeQuota.dailyLimit);
  }

  private pool(): void {
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    if (!pool || typeof pool.totalCount !== 'number') return;
    this.metrics.dbPool.set({ state: 'total' }, pool.totalCount);
    this.metrics.dbPool.set({ state: 'idle' }, pool.idleCount);
    this.metrics.dbPool.set({ state: 'waiting' }, pool.waitingCount);
  }
}
