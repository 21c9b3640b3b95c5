import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UnplayableService } from '../player/unplayable.service.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import type { SearchResponseDto, VideoDto } from './dto/youtube.dto.js';
import { QuotaExceededError, type VideoInfo, YoutubeClient, YoutubeUnavailableError } from './youtube.client.js';
import { normalizeQuery, videoIdFromQuery } from './youtube-format.js';
import { YoutubeSearchCache } from './entities/youtube-search-cache.entity.js';
import { YoutubeVideoCache } from './entities/youtube-video-cache.entity.js';
import { BLANK_QUERY } from './youtube.errors.js';

export const SEARCH_FRESH_MS = 24 * 60 * 60_000;
/** Video metadata is kept this long unless pinned (isPermanent); it feeds the metadata search. */
export const VIDEO_CACHE_MS = 90 * 24 * 60 * 60_000;

const toDto = (v: VideoInfo): VideoDto => ({ id: v.id, title: v.title, thumbnail: v.thumbnail, channel: v.channel, duration: v.duration, views: v.views });

/**
 * Search that survives a quota of about 100 searches a day: a fresh shared cache first, then one
 * live YouTube search (shared by everyone asking the same thing at once), and when there is no
 * key, no quota or no YouTube, a full-text search over every video the app has ever seen.
 */
@Injectable()
export class YoutubeService {
  private readonly logger = new Logger('YouTubeSearch');
  private readonly inFlight = new Map<string, Promise<VideoInfo[]>>();

  constructor(
    @InjectRepository(YoutubeSearchCache) private readonly searchCache: Repository<YoutubeSearchCache>,
    @InjectRepository(YoutubeVideoCache) private readonly videoCache: Repository<YoutubeVideoCache>,
    private readonly client: YoutubeClient,
    private readonly clock: Clock,
    private readonly events: FeatureEvents,
    private readonly unplayable: UnplayableService,
  ) {}

  private async canSearchApi(): Promise<boolean> {
    return (await this.client.remainingQuota()) > 0;
  }

  /** Search, leaving out the videos a room's player reported as never playable in an embed (issue 13). */
  async search(rawQuery: string | undefined, actor: SessionUser, forceApi: boolean): Promise<SearchResponseDto> {
    const answer = await this.find(rawQuery, actor, forceApi);
    if (answer.videos.length === 0) return answer;
    const ids = answer.videos.map((video) => video.id);
    const gone = await this.unplayable.refusedAmong(ids);
    if (gone.size === 0) return answer;
    return { ...answer, videos: answer.videos.filter((video) => !gone.has(video.id)) };
  }

  private async find(rawQuery: string | undefined, actor: SessionUser, forceApi: boolean): Promise<SearchResponseDto> {
    const raw = (rawQuery ?? '').trim();
    if (!raw) throw new DomainError(BLANK_QUERY);
    await this.events.record('search', actor.userId);
    const videoId = videoIdFromQuery(raw);
    if (videoId) return this.lookUp(videoId);

    const key = normalizeQuery(raw);
    if (!key) throw new DomainError(BLANK_QUERY);
    const force = forceApi && actor.role === 'admin';
    if (!force) {
      const cached = await this.cachedSearch(key);
      if (cached) return { videos: cached.map(toDto), source: 'cache', canSearchApi: await this.canSearchApi() };
    }
    const quota = this.client.hasKey ? await this.client.remainingQuota() : 0;
    if (quota > 0) {
      try {
        const videos = await this.singleFlight(key, () => this.liveSearch(key));
        return { videos: videos.map(toDto), source: 'api', canSearchApi: await this.canSearchApi() };
      } catch (error) {
        if (!(error instanceof QuotaExceededError || error instanceof YoutubeUnavailableError)) throw error;
        this.logger.warn(`Live search failed, answering from local metadata: ${error.message}`);
      }
    }
    return { videos: (await this.metadataSearch(key)).map(toDto), source: 'metadata_cache', canSearchApi: await this.canSearchApi() };
  }

  /** Concurrent identical searches share one live call. */
  private singleFlight(key: string, run: () => Promise<VideoInfo[]>): Promise<VideoInfo[]> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = run().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async liveSearch(key: string): Promise<VideoInfo[]> {
    const videos = await this.client.search(`${key} karaoke`);
    const now = this.clock.now();
    await this.remember(videos);
    await this.searchCache.query(
      `INSERT INTO "youtube_search_cache" ("query", "results", "createdAt", "expiresAt") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("query") DO UPDATE SET "results" = EXCLUDED."results", "createdAt" = EXCLUDED."createdAt", "expiresAt" = EXCLUDED."expiresAt"`,
      [key, JSON.stringify(videos), now, new Date(now.getTime() + SEARCH_FRESH_MS)],
    );
    return videos;
  }

  private async cachedSearch(key: string): Promise<VideoInfo[] | undefined> {
    const [row] = await this.searchCache.query(`SELECT "results" FROM "youtube_search_cache" WHERE "query" = $1 AND "expiresAt" > $2`, [key, this.clock.now()]);
    return row ? (row.results as VideoInfo[]) : undefined;
  }

  /** A pasted link or id: the local metadata, else videos.list (1 unit), else keyless oEmbed. */
  private async lookUp(videoId: string): Promise<SearchResponseDto> {
    const [known] = await this.videoCache.query(`SELECT "videoData" FROM "youtube_video_cache" WHERE "videoId" = $1`, [videoId]);
    // Local video metadata, not a cached search (SPEC §4 "Search result source").
    if (known) return { videos: [toDto(known.videoData as VideoInfo)], source: 'metadata_cache', canSearchApi: await this.canSearchApi() };
    let videos: VideoInfo[] = [];
    try {
      if (this.client.hasKey && (await this.client.remainingQuota()) > 0) videos = await this.client.videos([videoId]);
      else {
        const one = await this.client.oembed(videoId);
        videos = one ? [one] : [];
      }
    } catch (error) {
      if (!(error instanceof QuotaExceededError || error instanceof YoutubeUnavailableError)) throw error;
      return { videos: [], source: 'metadata_cache', canSearchApi: await this.canSearchApi() };
    }
    await this.remember(videos);
    return { videos: videos.map(toDto), source: 'api', canSearchApi: await this.canSearchApi() };
  }

  /** Every video seen is kept for the metadata search. */
  private async remember(videos: VideoInfo[]): Promise<void> {
    const now = this.clock.now();
    for (const v of videos) {
      await this.videoCache.query(
        `INSERT INTO "youtube_video_cache" ("videoId", "videoData", "publishedAt", "createdAt", "expiresAt", "lastVerified") VALUES ($1, $2, $3, $4, $5, $4)
         ON CONFLICT ("videoId") DO UPDATE
           SET "videoData" = EXCLUDED."videoData", "expiresAt" = EXCLUDED."expiresAt", "lastVerified" = EXCLUDED."lastVerified"`,
        [v.id, JSON.stringify(v), v.publishedAt ?? null, now, new Date(now.getTime() + VIDEO_CACHE_MS)],
      );
    }
  }

  /** Full-text search (prefix matching on every word) over titles and channels of known videos. */
  async metadataSearch(key: string, limit = 20): Promise<VideoInfo[]> {
    const words = key
      .split(' ')
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean);
    if (words.length === 0) return [];
    const tsquery = words.map((w) => `${w}:*`).join(' & ');
    const rows: { videoData: VideoInfo }[] = await this.videoCache.query(
      `SELECT "videoData" FROM "youtube_video_cache"
        WHERE to_tsvector('simple', coalesce("videoData"->>'title', '') || ' ' || coalesce("videoData"->>'channel', '')) @@ to_tsquery('simple', $1)
        ORDER BY ts_rank(to_tsvector('simple', coalesce("videoData"->>'title', '') || ' ' || coalesce("videoData"->>'channel', '')),
                         to_tsquery('simple', $1)) DESC,
                 ("videoData"->>'views')::bigint DESC NULLS LAST
        LIMIT $2`,
      [tsquery, limit],
    );
    return rows.map((r) => r.videoData);
  }
}
