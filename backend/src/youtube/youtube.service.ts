import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UnplayableService } from '../player/unplayable.service.js';
import { RoomReads } from '../room-engine/index.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { ThrottleCounters } from '../common/http/throttling.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { DAY, HOUR, MINUTE } from '../common/time.js';
import { sentence, type SentenceLanguage, type SentenceValues } from '../common/i18n/sentences.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import type { LiveSearch, SearchResponseDto, SearchSource, VideoDto } from './dto/youtube.dto.js';
import { QuotaExceededError, type VideoInfo, YoutubeClient, YoutubeUnavailableError } from './youtube.client.js';
import { nextPacificMidnight, normalizeQuery, pacificDate, videoIdFromQuery, waitInWords } from './youtube-format.js';
import { YoutubeSearchCache } from './entities/youtube-search-cache.entity.js';
import { YoutubeVideoCache } from './entities/youtube-video-cache.entity.js';
import {
  BLANK_QUERY,
  KARAOKE_ONLY_QUERY,
  KEYLESS_ADMINS_ONLY,
  KEYLESS_BUSY,
  KEYLESS_PERSONAL,
  KEYLESS_QUOTA_SPENT,
  YOUTUBE_UNREACHABLE_FOR_LINK,
  YOUTUBE_UNREACHABLE_FOR_SEARCH,
} from './youtube.errors.js';
import { rankForSinging, searchCacheKey, type SearchStyle, youtubeQuery } from './search-styles.js';

export const SEARCH_FRESH_MS = 24 * 60 * 60_000;
/** Video metadata is kept this long unless pinned (isPermanent); it feeds the metadata search. */
export const VIDEO_CACHE_MS = 90 * 24 * 60 * 60_000;

const toDto = (v: VideoInfo): VideoDto => ({ id: v.id, title: v.title, thumbnail: v.thumbnail, channel: v.channel, duration: v.duration, views: v.views });

/** The counters (ThrottleCounters) of live YouTube calls: per person and quota day, and for everyone per hour. */
const PER_PERSON = 'liveSearch';
export const EVERYONE = 'liveSearchAll';

/** Whether live search is open to someone now, and if not why, with the sentence the Add Song dialog shows. */
interface LiveState {
  liveSearch: LiveSearch;
  notice: string | null;
}

/** What answers a live search when the Data API does not: YouTube's web search (keyless), or only what the app knows. */
type Fallback = 'keyless' | 'known';

/**
 * Search that survives a quota of about 100 searches a day (docs/product.md §4 "Search result source"): a fresh
 * shared cache first, then one live search (shared by everyone asking the same thing at once),
 * and when nothing live answers, a full-text search over every video the app has ever seen.
 * A live search goes to the Data API while YOUTUBE_SEARCH, the key, the day's quota and the
 * rations allow, else to YouTube's own web API without a key (keyless: no quota), so a party is
 * never left without songs. Data API calls are rationed so nobody can spend the day's quota
 * alone: each person (a guest, or an account whatever its sessions) gets
 * YOUTUBE_LIVE_SEARCHES_PER_PERSON a quota day, and everyone together YOUTUBE_LIVE_SEARCHES_PER_HOUR;
 * past either, search goes on keyless and says so in one line. Admins are not rationed, and the
 * host of a live room is not held to everyone's hour (one person never takes a host's search).
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
    private readonly counters: ThrottleCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rooms: RoomReads,
  ) {}

  /** Whether the Data API may answer searches at all (YOUTUBE_SEARCH is not keyless, and a key is set). */
  private get apiOn(): boolean {
    return this.config.youtubeSearch !== 'keyless' && this.client.hasKey;
  }

  /** Whether keyless search may answer (YOUTUBE_SEARCH is not api). */
  private get keylessOn(): boolean {
    return this.config.youtubeSearch !== 'api';
  }

  private get fallback(): Fallback {
    return this.keylessOn ? 'keyless' : 'known';
  }

  /** This person's counter: their id and the quota day, so it starts afresh when YouTube's quota does. */
  private person(actor: SessionUser): string {
    return `user:${actor.userId}:${pacificDate(this.clock.now())}`;
  }

  /** Admins, and the host of a live room: never held to everyone's hour, so a party's host always finds songs. */
  private async exemptFromHour(actor: SessionUser): Promise<boolean> {
    if (actor.role === 'admin') return true;
    if (actor.isGuest) return false;
    return this.rooms.ownsLiveRoom(actor.userId);
  }

  /** Whether this person may cause a Data API call now, and if not why (nothing is counted). */
  private async liveState(actor: SessionUser, language: SentenceLanguage, fallback: Fallback = this.fallback): Promise<LiveState> {
    if (!this.apiOn) return this.state('not_configured', fallback, language);
    if ((await this.client.remainingQuota()) <= 0) return this.state('quota_spent', fallback, language);
    if (actor.role === 'admin') return this.state('available', fallback, language);
    if ((await this.counters.refusedFor(PER_PERSON, this.person(actor))) > 0) return this.state('personal_limit', fallback, language);
    const busy = await this.counters.refusedFor(EVERYONE, EVERYONE);
    return busy > 0 && !(await this.exemptFromHour(actor)) ? this.state('busy', fallback, language, busy * 1000) : this.state('available', fallback, language);
  }

  private state(liveSearch: LiveSearch, fallback: Fallback, language: SentenceLanguage, waitMs?: number): LiveState {
    const untilTomorrow = () => waitInWords(nextPacificMidnight(this.clock.now()).getTime() - this.clock.now().getTime());
    const ration = this.config.liveSearches.perPersonPerDay;
    if (fallback === 'keyless') {
      // The Data API's limits no longer stop search: one calm line, in the person's language, says where results come from.
      const say = (template: string, values?: SentenceValues) => ({ liveSearch, notice: sentence(language, template, values) });
      if (liveSearch === 'personal_limit') return ration === 0 ? say(KEYLESS_ADMINS_ONLY) : say(KEYLESS_PERSONAL, { count: ration });
      if (liveSearch === 'busy') return say(KEYLESS_BUSY, { minutes: Math.max(1, Math.ceil((waitMs ?? HOUR) / MINUTE)) });
      if (liveSearch === 'quota_spent') return say(KEYLESS_QUOTA_SPENT);
      return { liveSearch, notice: null };
    }
    const known = 'results come from songs this app already knows';
    const notices: Record<LiveSearch, () => string | null> = {
      available: () => null,
      personal_limit: () => {
        if (ration === 0) return `Live YouTube search is kept for the admins of this server, so ${known}.`;
        const searches = `${ration} live YouTube search${ration === 1 ? '' : 'es'}`;
        return `You have used your ${searches} for today. Until ${ration === 1 ? 'it comes' : 'they come'} back in ${untilTomorrow()}, ${known}.`;
      },
      busy: () => `Live YouTube search is busy for everyone right now. For the next ${waitInWords(waitMs ?? HOUR)}, ${known}.`,
      quota_spent: () => `Today's live YouTube searches are used up for everyone. Until they come back in ${untilTomorrow()}, ${known}.`,
      not_configured: () => `Live YouTube search is not set up on this server, so ${known}.`,
    };
    return { liveSearch, notice: notices[liveSearch]() };
  }

  /** An answer with whether live search is open to this person now (canSearchApi) and, if not, why. */
  private async answer(videos: VideoInfo[], source: SearchSource, actor: SessionUser, language: SentenceLanguage): Promise<SearchResponseDto> {
    const state = await this.liveState(actor, language);
    return { videos: videos.map(toDto), source, canSearchApi: state.liveSearch === 'available', ...state };
  }

  /** Only what the app knows answers, because YouTube could not be reached (keyless search failed). */
  private async unreachableAnswer(videos: VideoInfo[], actor: SessionUser, language: SentenceLanguage): Promise<SearchResponseDto> {
    const state = await this.liveState(actor, language, 'known');
    const notice = sentence(language, YOUTUBE_UNREACHABLE_FOR_SEARCH);
    return { videos: videos.map(toDto), source: 'metadata_cache', canSearchApi: state.liveSearch === 'available', liveSearch: state.liveSearch, notice };
  }

  /**
   * Takes one Data API call from this person's day and everyone's hour: 'available' when both had
   * one left. While everyone's hour is spent, the person's day is left untouched. Admins are not
   * counted; a live room's host counts on their own day only.
   */
  private async takeLiveCall(actor: SessionUser): Promise<LiveSearch> {
    if (actor.role === 'admin') return 'available';
    const { perPersonPerDay, perHour } = this.config.liveSearches;
    const exempt = await this.exemptFromHour(actor);
    if (!exempt && (await this.counters.refusedFor(EVERYONE, EVERYONE)) > 0) return 'busy';
    if ((await this.counters.count(PER_PERSON, this.person(actor), DAY, perPersonPerDay)) > 0) return 'personal_limit';
    if (!exempt && (await this.counters.count(EVERYONE, EVERYONE, HOUR, perHour)) > 0) return 'busy';
    return 'available';
  }

  /**
   * Search in a chip's style (search-styles.ts), leaving out the videos a room's player reported as
   * never playable in an embed; known karaoke channels first.
   */
  async search(
    rawQuery: string | undefined,
    actor: SessionUser,
    forceApi: boolean,
    style: SearchStyle = 'karaoke',
    language: SentenceLanguage = 'en',
  ): Promise<SearchResponseDto> {
    const answer = await this.find(rawQuery, actor, forceApi, style, language);
    if (answer.videos.length === 0) return answer;
    const ids = answer.videos.map((video) => video.id);
    const gone = await this.unplayable.refusedAmong(ids);
    return { ...answer, videos: rankForSinging(gone.size === 0 ? answer.videos : answer.videos.filter((video) => !gone.has(video.id))) };
  }

  private async find(
    rawQuery: string | undefined,
    actor: SessionUser,
    forceApi: boolean,
    style: SearchStyle,
    language: SentenceLanguage,
  ): Promise<SearchResponseDto> {
    const raw = (rawQuery ?? '').trim();
    if (!raw) throw new DomainError(BLANK_QUERY);
    await this.events.record('search', actor.userId);
    const videoId = videoIdFromQuery(raw);
    if (videoId) return this.lookUp(videoId, actor, language);

    const words = normalizeQuery(raw);
    if (!words) throw new DomainError(KARAOKE_ONLY_QUERY);
    const key = searchCacheKey(words, style);
    const force = forceApi && actor.role === 'admin';
    if (!force) {
      const cached = await this.cachedSearch(key);
      if (cached) return this.answer(cached, 'cache', actor, language);
    }
    const query = youtubeQuery(words, style);
    const quota = this.apiOn ? await this.client.remainingQuota() : 0;
    // Joining the same search already on its way to YouTube costs no quota, so nothing from anyone's ration.
    if (quota > 0 && (this.inFlight.has(key) || (await this.takeLiveCall(actor)) === 'available')) {
      try {
        return await this.answer(await this.singleFlight(key, () => this.liveSearch(key, () => this.client.search(query))), 'api', actor, language);
      } catch (error) {
        if (!(error instanceof QuotaExceededError || error instanceof YoutubeUnavailableError)) throw error;
        this.logger.warn(`Live search failed, answering ${this.keylessOn ? 'keyless' : 'from local metadata'}: ${error.message}`);
      }
    }
    if (this.keylessOn) {
      try {
        const videos = await this.singleFlight(`keyless:${key}`, () => this.liveSearch(key, () => this.client.keylessSearch(query)));
        return await this.answer(videos, 'keyless', actor, language);
      } catch (error) {
        if (!(error instanceof YoutubeUnavailableError)) throw error;
        this.logger.warn(`Keyless search failed, answering from local metadata: ${error.message}`);
        return this.unreachableAnswer(await this.metadataSearch(words), actor, language);
      }
    }
    return this.answer(await this.metadataSearch(words), 'metadata_cache', actor, language);
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

  /** One live search (the Data API or keyless), its videos remembered and its answer cached alike. */
  private async liveSearch(key: string, ask: () => Promise<VideoInfo[]>): Promise<VideoInfo[]> {
    const videos = await ask();
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

  /**
   * A pasted link or id: the local metadata, else videos.list (1 unit, one live call of the
   * person's ration), else YouTube's keyless oEmbed (no quota: title and thumbnail, no duration).
   * When YouTube cannot be reached the answer says exactly that, rather than "no songs".
   */
  private async lookUp(videoId: string, actor: SessionUser, language: SentenceLanguage): Promise<SearchResponseDto> {
    const [known] = await this.videoCache.query(`SELECT "videoData" FROM "youtube_video_cache" WHERE "videoId" = $1`, [videoId]);
    // Local video metadata, not a cached search (docs/product.md §4 "Search result source").
    if (known) return this.answer([known.videoData as VideoInfo], 'metadata_cache', actor, language);
    let videos: VideoInfo[] | undefined;
    let source: SearchSource = 'keyless';
    try {
      if (this.apiOn && (await this.client.remainingQuota()) > 0 && (await this.takeLiveCall(actor)) === 'available') {
        try {
          videos = await this.client.videos([videoId]);
          source = 'api';
        } catch (error) {
          // The day's quota ran out under us: oEmbed needs none.
          if (!(error instanceof QuotaExceededError)) throw error;
        }
      }
      if (!videos) {
        const one = await this.client.oembed(videoId);
        videos = one ? [one] : [];
      }
    } catch (error) {
      if (!(error instanceof YoutubeUnavailableError)) throw error;
      this.logger.warn(`Could not look up a pasted link: ${error.message}`);
      throw new DomainError(YOUTUBE_UNREACHABLE_FOR_LINK);
    }
    await this.remember(videos);
    return this.answer(videos, source, actor, language);
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
