import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Innertube, YTNodes } from 'youtubei.js';
import { YoutubeApiCall } from './entities/youtube-api-call.entity.js';
import { YoutubeQuotaUsage } from './entities/youtube-quota-usage.entity.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import type { VideoDto } from './dto/youtube.dto.js';
import { formatDuration, pacificDate, videoThumbnail } from './youtube-format.js';

/** A video as the app keeps it: what it answers (VideoDto) and when it was published. */
export interface VideoInfo extends VideoDto {
  publishedAt?: string | null;
}

/** YouTube answered quotaExceeded: nothing more today. */
export class QuotaExceededError extends Error {}
/** YouTube could not be reached or failed (5xx, timeout, network): use the caches. */
export class YoutubeUnavailableError extends Error {}

const TIMEOUT_MS = 5_000;
/** The origin youtubei.js sends InnerTube requests to; YOUTUBE_INNERTUBE_URL replaces it (tests: a local stub). */
const YOUTUBE_ORIGIN = 'https://www.youtube.com';
/** The endpoint name of a keyless search in youtube_api_calls and the metrics: counted apart, no quota units. */
export const KEYLESS_SEARCH = 'innertube.search';
const KEYLESS_RESULTS = 20;

interface YoutubeErrorBody {
  error?: { code?: number; message?: string; errors?: { reason?: string }[] };
}

/**
 * The only code that talks to YouTube: search.list, videos.list, the keyless oEmbed endpoint and
 * keyless search through YouTube's own web API (InnerTube, with youtubei.js). Every call is
 * recorded in youtube_api_calls and its cost added to the quota of its Pacific-time day (keyless
 * calls cost 0). The API key never leaves this class: it is stripped from every recorded or
 * thrown message, and never sent to InnerTube.
 */
@Injectable()
export class YoutubeClient implements OnApplicationBootstrap {
  private readonly logger = new Logger('YouTube');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(YoutubeQuotaUsage) private readonly quotaUsage: Repository<YoutubeQuotaUsage>,
    @InjectRepository(YoutubeApiCall) private readonly apiCalls: Repository<YoutubeApiCall>,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  /** The InnerTube session is made at start (locally, no request), so a guest's first keyless search does not wait for it. */
  onApplicationBootstrap(): void {
    if (this.config.youtubeSearch !== 'api')
      void this.innertube().catch((error: unknown) => this.logger.warn(`Keyless search not ready: ${(error as Error).message}`));
  }

  get hasKey(): boolean {
    return !!this.config.youtubeApiKey;
  }

  /** Quota left today (0 when no key is configured). */
  async remainingQuota(): Promise<number> {
    if (!this.hasKey) return 0;
    const [row] = await this.quotaUsage.query(`SELECT "totalQuotaUsed", "dailyLimit" FROM "youtube_quota_usage" WHERE "date" = $1`, [
      pacificDate(this.clock.now()),
    ]);
    const limit = row ? Number(row.dailyLimit) : this.config.youtubeQuota.dailyLimit;
    return Math.max(0, limit - (row ? Number(row.totalQuotaUsed) : 0));
  }

  /** search.list for embeddable videos, then one videos.list for durations and views. */
  async search(query: string): Promise<VideoInfo[]> {
    const found = await this.call<{ items?: { id?: { videoId?: string } }[] }>('search.list', this.config.youtubeQuota.searchCost, '/search', {
      part: 'snippet',
      type: 'video',
      videoEmbeddable: 'true',
      maxResults: '20',
      q: query,
    });
    const ids = (found.items ?? []).map((item) => item.id?.videoId).filter((id): id is string => !!id);
    return this.videos(ids);
  }

  async videos(ids: string[]): Promise<VideoInfo[]> {
    if (ids.length === 0) return [];
    const answer = await this.call<{ items?: VideosListItem[] }>('videos.list', this.config.youtubeQuota.videosCost, '/videos', {
      part: 'snippet,contentDetails,statistics',
      id: ids.join(','),
      maxResults: '50',
    });
    const byId = new Map((answer.items ?? []).map((item) => [item.id, item]));
    return ids
      .map((id) => byId.get(id))
      .filter((item): item is VideosListItem => !!item)
      .map(toVideoInfo);
  }

  /** Title, channel and thumbnail of one video without a key (YouTube's oEmbed; costs no quota). */
  async oembed(videoId: string): Promise<VideoInfo | undefined> {
    const url = new URL(this.config.youtubeOembedUrl);
    url.searchParams.set('url', `https://www.youtube.com/watch?v=${videoId}`);
    url.searchParams.set('format', 'json');
    const response = await this.fetchRecorded('oembed', 0, url);
    if (response.status === 404 || response.status === 401 || response.status === 400) return undefined;
    if (!response.ok) throw new YoutubeUnavailableError(`oEmbed answered ${response.status}`);
    const body = (await response.json()) as { title?: string; author_name?: string; thumbnail_url?: string };
    return {
      id: videoId,
      title: body.title ?? videoId,
      channel: body.author_name ?? '',
      thumbnail: body.thumbnail_url ?? videoThumbnail(videoId),
      duration: '',
      views: null,
    };
  }

  /**
   * Videos for a query through YouTube's web API, without a key (no quota): the first page of
   * video results, live and upcoming streams left out. Any failure (unreachable, an answer the
   * library cannot read) is a YoutubeUnavailableError, so search falls back on what the app knows.
   */
  async keylessSearch(query: string): Promise<VideoInfo[]> {
    try {
      const innertube = await this.innertube();
      const found = await innertube.search(query, { type: 'video' });
      return found.results
        .filterType(YTNodes.Video)
        .filter((video) => VIDEO_ID.test(video.video_id) && !video.is_live && !video.upcoming)
        .slice(0, KEYLESS_RESULTS)
        .map(keylessVideo);
    } catch (error) {
      if (error instanceof YoutubeUnavailableError) throw error;
      throw new YoutubeUnavailableError(`Keyless search failed: ${(error as Error).message}`);
    }
  }

  private session?: Promise<Innertube>;

  /**
   * One InnerTube session for the process, made locally: no request to YouTube until a search
   * (no player script, no config fetch), so a server with no network starts as fast as one with.
   */
  private innertube(): Promise<Innertube> {
    this.session ??= Innertube.create({
      generate_session_locally: true,
      retrieve_player: false,
      retrieve_innertube_config: false,
      enable_session_cache: false,
      fetch: (input, init) => this.innertubeFetch(input, init),
    }).catch((error: unknown) => {
      this.session = undefined;
      throw error;
    });
    return this.session;
  }

  /** youtubei.js's requests, sent to YOUTUBE_INNERTUBE_URL with our deadline and recorded like every call. */
  private innertubeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : undefined;
    const raw = request ? request.url : String(input);
    const url = new URL(raw.startsWith(YOUTUBE_ORIGIN) ? this.config.youtubeInnertubeUrl + raw.slice(YOUTUBE_ORIGIN.length) : raw);
    return this.fetchRecorded(KEYLESS_SEARCH, 0, url, {
      method: init?.method ?? request?.method ?? 'POST',
      headers: init?.headers ?? request?.headers,
      body: init?.body ?? undefined,
    });
  }

  private async call<T>(endpoint: string, cost: number, path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(this.config.youtubeApiBaseUrl + path);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', this.config.youtubeApiKey ?? '');
    const response = await this.fetchRecorded(endpoint, cost, url);
    const text = await response.text();
    if (response.ok) return JSON.parse(text) as T;
    let reason = '';
    try {
      reason = (JSON.parse(text) as YoutubeErrorBody).error?.errors?.[0]?.reason ?? '';
    } catch {
      // not JSON
    }
    if (response.status === 403 && (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded')) {
      await this.markDaySpent();
      throw new QuotaExceededError('The YouTube quota for today is spent');
    }
    throw new YoutubeUnavailableError(`YouTube ${endpoint} answered ${response.status}${reason ? ` (${reason})` : ''}`);
  }

  /** One HTTP call to YouTube, recorded with its cost, status and error (the key stripped). */
  private async fetchRecorded(endpoint: string, cost: number, url: URL, init?: RequestInit): Promise<Response> {
    const at = this.clock.now();
    let response: Response | undefined;
    let errorMessage: string | null = null;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) errorMessage = this.redact((await response.clone().text()).slice(0, 500));
      return response;
    } catch (error) {
      errorMessage = this.redact((error as Error).name === 'TimeoutError' ? `No answer within ${TIMEOUT_MS} ms` : (error as Error).message);
      throw new YoutubeUnavailableError(`YouTube ${endpoint} failed: ${errorMessage}`);
    } finally {
      this.metrics.youtubeCalls.inc({ kind: endpoint, outcome: callOutcome(response, errorMessage) });
      await this.record(endpoint, cost, at, response?.status ?? null, errorMessage);
    }
  }

  private async record(endpoint: string, cost: number, at: Date, status: number | null, errorMessage: string | null): Promise<void> {
    try {
      await this.apiCalls.query(
        `INSERT INTO "youtube_api_calls" ("endpoint", "quotaCost", "timestamp", "responseStatus", "errorMessage") VALUES ($1, $2, $3, $4, $5)`,
        [endpoint, cost, at, status, errorMessage],
      );
      if (cost > 0) {
        await this.quotaUsage.query(
          `INSERT INTO "youtube_quota_usage" ("date", "totalQuotaUsed", "dailyLimit") VALUES ($1, $2, $3)
           ON CONFLICT ("date") DO UPDATE SET "totalQuotaUsed" = "youtube_quota_usage"."totalQuotaUsed" + EXCLUDED."totalQuotaUsed", "updatedAt" = now()`,
          [pacificDate(at), cost, this.config.youtubeQuota.dailyLimit],
        );
      }
    } catch (error) {
      this.logger.warn(`Could not record a YouTube call: ${(error as Error).message}`);
    }
  }

  private async markDaySpent(): Promise<void> {
    await this.quotaUsage.query(
      `INSERT INTO "youtube_quota_usage" ("date", "totalQuotaUsed", "dailyLimit") VALUES ($1, $2, $2)
       ON CONFLICT ("date") DO UPDATE
         SET "totalQuotaUsed" = GREATEST("youtube_quota_usage"."totalQuotaUsed", "youtube_quota_usage"."dailyLimit"), "updatedAt" = now()`,
      [pacificDate(this.clock.now()), this.config.youtubeQuota.dailyLimit],
    );
  }

  private redact(text: string): string {
    const key = this.config.youtubeApiKey;
    return key ? text.split(key).join('[key]') : text;
  }
}

interface VideosListItem {
  id: string;
  snippet?: { title?: string; channelTitle?: string; publishedAt?: string; thumbnails?: Record<string, { url?: string }> };
  contentDetails?: { duration?: string };
  statistics?: { viewCount?: string };
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const LENGTH = /^(\d+:)?\d{1,2}:\d{2}$/;

/** A keyless result as the app keeps it: the picture from the id (as every song's), views from "1,234,567 views". */
function keylessVideo(video: YTNodes.Video): VideoInfo {
  const length = video.duration.text ?? '';
  const views = (video.view_count?.toString() ?? '').replace(/[^0-9]/g, '');
  const channel = video.author?.name;
  return {
    id: video.video_id,
    title: video.title.toString() || video.video_id,
    channel: channel && channel !== 'N/A' ? channel : '',
    thumbnail: videoThumbnail(video.video_id),
    duration: LENGTH.test(length) ? length : '',
    views: views ? Number(views) : null,
    publishedAt: null,
  };
}

function toVideoInfo(item: VideosListItem): VideoInfo {
  const thumbs = item.snippet?.thumbnails ?? {};
  return {
    id: item.id,
    title: item.snippet?.title ?? item.id,
    channel: item.snippet?.channelTitle ?? '',
    thumbnail: thumbs.medium?.url ?? thumbs.high?.url ?? thumbs.default?.url ?? videoThumbnail(item.id),
    duration: formatDuration(item.contentDetails?.duration),
    views: item.statistics?.viewCount !== undefined ? Number(item.statistics.viewCount) : null,
    publishedAt: item.snippet?.publishedAt ?? null,
  };
}

/** The outcome label of a YouTube call in the metrics. */
function callOutcome(response: Response | undefined, errorMessage: string | null): 'ok' | 'quota_exceeded' | 'timeout' | 'error' {
  if (response?.ok) return 'ok';
  if (errorMessage && /quotaExceeded|dailyLimitExceeded/.test(errorMessage)) return 'quota_exceeded';
  if (!response && errorMessage?.startsWith('No answer within')) return 'timeout';
  return 'error';
}
