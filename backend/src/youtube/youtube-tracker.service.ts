import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { YoutubeSearchCache } from './entities/youtube-search-cache.entity.js';
import { YoutubeVideoCache } from './entities/youtube-video-cache.entity.js';
import { YoutubeApiCall } from './entities/youtube-api-call.entity.js';
import { YoutubeQuotaUsage } from './entities/youtube-quota-usage.entity.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { JobsService } from '../jobs/jobs.service.js';
import { DAY, HOUR, MINUTE } from '../common/time.js';
import { OnJob } from '../jobs/job-wiring.js';
import { tickStart } from '../jobs/tick.js';
import type { ApiCallDto, PurgeResultDto, QuotaStatsDto, QuotaTodayDto } from './dto/youtube.dto.js';
import { looksLikeKaraoke, pacificDate, pacificDayStart } from './youtube-format.js';
import { KEYLESS_SEARCH, type VideoInfo } from './youtube.client.js';
import { ThrottleCounters } from '../common/http/throttling.js';
import { EVERYONE } from './youtube.service.js';

const CALL_RETENTION_DAYS = 30;

/**
 * The admin's view of the YouTube quota (today, history, recent calls) and cache upkeep: the
 * non-karaoke purge (a job: on BullMQ when Redis is set, the request waits for its result),
 * expired-cache cleanup and the quota day's rollover at Pacific midnight.
 */
@Injectable()
export class YoutubeTracker {
  constructor(
    @InjectRepository(YoutubeQuotaUsage) private readonly quotaUsage: Repository<YoutubeQuotaUsage>,
    @InjectRepository(YoutubeApiCall) private readonly apiCalls: Repository<YoutubeApiCall>,
    @InjectRepository(YoutubeVideoCache) private readonly videoCache: Repository<YoutubeVideoCache>,
    @InjectRepository(YoutubeSearchCache) private readonly searchCache: Repository<YoutubeSearchCache>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly counters: ThrottleCounters,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async scheduleExpiry(): Promise<void> {
    await this.jobs.enqueueTick('youtube.cache-expiry', tickStart(this.clock.now(), HOUR));
  }

  /** Every 5 minutes, so the new Pacific day's row appears within minutes of midnight. */
  @Cron(CronExpression.EVERY_5_MINUTES)
  async scheduleRollover(): Promise<void> {
    await this.jobs.enqueueTick('youtube.quota-rollover', tickStart(this.clock.now(), 5 * MINUTE));
  }

  private stats(date: string, used: number, limit: number): QuotaStatsDto {
    return {
      date,
      totalQuotaUsed: used,
      remainingQuota: Math.max(0, limit - used),
      dailyLimit: limit,
      percentageUsed: limit > 0 ? Math.round((used / limit) * 10_000) / 100 : 100,
    };
  }

  /**
   * Today's quota, keyless searches counted apart, everyone's hourly budget, and which source
   * answers a guest's new search now (as YoutubeService decides it).
   */
  async today(): Promise<QuotaTodayDto> {
    const now = this.clock.now();
    const date = pacificDate(now);
    const [row] = await this.quotaUsage.query(`SELECT "totalQuotaUsed", "dailyLimit" FROM "youtube_quota_usage" WHERE "date" = $1`, [date]);
    const stats = this.stats(date, Number(row?.totalQuotaUsed ?? 0), Number(row?.dailyLimit ?? this.config.youtubeQuota.dailyLimit));
    const [keyless] = await this.apiCalls.query(`SELECT count(*)::int AS "n" FROM "youtube_api_calls" WHERE "endpoint" = $1 AND "timestamp" >= $2`, [
      KEYLESS_SEARCH,
      pacificDayStart(now),
    ]);
    const blocked = await this.counters.refusedFor(EVERYONE, EVERYONE);
    const limit = this.config.liveSearches.perHour;
    const hourlyBudget = {
      used: blocked > 0 ? limit : Math.min(limit, await this.counters.hitsIn(EVERYONE, EVERYONE)),
      limit,
      spent: blocked > 0,
      resetsInSeconds: blocked,
    };
    const mode = this.config.youtubeSearch;
    const keyConfigured = !!this.config.youtubeApiKey;
    const apiOpen = mode !== 'keyless' && keyConfigured && stats.remainingQuota > 0 && !hourlyBudget.spent;
    return {
      ...stats,
      searchMode: mode,
      keyConfigured,
      keylessSearches: Number(keyless?.n ?? 0),
      hourlyBudget,
      answeringNow: apiOpen ? 'api' : mode === 'api' ? 'metadata_cache' : 'keyless',
    };
  }

  /** The last `days` quota days, oldest first, with zero days filled in. */
  async history(days: number): Promise<QuotaStatsDto[]> {
    const now = this.clock.now().getTime();
    const dates = Array.from({ length: days }, (_, i) => pacificDate(new Date(now - (days - 1 - i) * DAY)));
    const rows: { date: string | Date; totalQuotaUsed: number; dailyLimit: number }[] = await this.quotaUsage.query(
      `SELECT "date"::text AS "date", "totalQuotaUsed", "dailyLimit" FROM "youtube_quota_usage" WHERE "date" >= $1::date AND "date" <= $2::date`,
      [dates[0], dates[dates.length - 1]],
    );
    const byDate = new Map(rows.map((r) => [String(r.date).slice(0, 10), r]));
    return dates.map((date) => {
      const row = byDate.get(date);
      return this.stats(date, Number(row?.totalQuotaUsed ?? 0), Number(row?.dailyLimit ?? this.config.youtubeQuota.dailyLimit));
    });
  }

  async recentCalls(limit: number): Promise<ApiCallDto[]> {
    return this.apiCalls.query(
      `SELECT "id", "endpoint", "quotaCost", "timestamp", "responseStatus", "errorMessage" FROM "youtube_api_calls"
        ORDER BY "timestamp" DESC, "id" DESC LIMIT $1`,
      [limit],
    );
  }

  async cleanup(): Promise<{ deleted: number }> {
    const cutoff = new Date(this.clock.now().getTime() - CALL_RETENTION_DAYS * DAY);
    const result = await this.apiCalls.createQueryBuilder().delete().from('youtube_api_calls').where('"timestamp" < :cutoff', { cutoff }).execute();
    return { deleted: result.affected ?? 0 };
  }

  /** Runs the purge as a job (BullMQ with Redis) and waits for its counts. */
  runPurge(): Promise<PurgeResultDto> {
    return this.jobs.run<PurgeResultDto>('youtube.purge-non-karaoke');
  }

  /**
   * Removes cached videos that do not look like karaoke (see looksLikeKaraoke), drops them from
   * cached searches, and removes searches left empty.
   */
  @OnJob('youtube.purge-non-karaoke')
  async purgeNonKaraoke(): Promise<PurgeResultDto> {
    return this.videoCache.manager.transaction(async (manager) => {
      const videos: { videoId: string; videoData: VideoInfo }[] = await manager.query(`SELECT "videoId", "videoData" FROM "youtube_video_cache"`);
      const doomed = videos.filter((v) => !looksLikeKaraoke(v.videoData)).map((v) => v.videoId);
      if (doomed.length > 0) await manager.query(`DELETE FROM "youtube_video_cache" WHERE "videoId" = ANY($1)`, [doomed]);
      const gone = new Set(doomed);
      let removedSearches = 0;
      const searches: { id: number; results: VideoInfo[] }[] = await manager.query(`SELECT "id", "results" FROM "youtube_search_cache"`);
      for (const search of searches) {
        const kept = (search.results ?? []).filter((v) => !gone.has(v.id) && looksLikeKaraoke(v));
        if (kept.length === 0) {
          await manager.query(`DELETE FROM "youtube_search_cache" WHERE "id" = $1`, [search.id]);
          removedSearches++;
        } else if (kept.length !== search.results.length) {
          await manager.query(`UPDATE "youtube_search_cache" SET "results" = $2 WHERE "id" = $1`, [search.id, JSON.stringify(kept)]);
        }
      }
      return { removedVideos: doomed.length, removedSearches };
    });
  }

  @OnJob('youtube.cache-expiry')
  async dropExpired(): Promise<{ searches: number; videos: number }> {
    const now = this.clock.now();
    const searches = await this.searchCache.createQueryBuilder().delete().from('youtube_search_cache').where('"expiresAt" <= :now', { now }).execute();
    const videos = await this.videoCache
      .createQueryBuilder()
      .delete()
      .from('youtube_video_cache')
      .where('"isPermanent" = false AND "expiresAt" IS NOT NULL AND "expiresAt" <= :now', { now })
      .execute();
    return { searches: searches.affected ?? 0, videos: videos.affected ?? 0 };
  }

  /** Opens the current Pacific day's quota row (idempotent), so the tracker shows the new day at once. */
  @OnJob('youtube.quota-rollover')
  async rollOver(): Promise<{ date: string }> {
    const date = pacificDate(this.clock.now());
    await this.quotaUsage.query(
      `INSERT INTO "youtube_quota_usage" ("date", "totalQuotaUsed", "dailyLimit") VALUES ($1, 0, $2) ON CONFLICT ("date") DO NOTHING`,
      [date, this.config.youtubeQuota.dailyLimit],
    );
    return { date };
  }
}
