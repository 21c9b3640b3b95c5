import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BLANK_QUERY, FORCE_API_CHOICES, HISTORY_DAYS_RANGE, QUERY_TOO_LONG, RECENT_CALLS_LIMIT_RANGE, SEARCH_STYLE_CHOICES } from '../youtube.errors.js';
import { SEARCH_STYLES, type SearchStyle } from '../search-styles.js';
import { YOUTUBE_SEARCH_MODES, type YoutubeSearchMode } from '../../config/env.dto.js';

export class SearchQueryDto {
  @ApiProperty({ example: 'bohemian rhapsody', description: 'Words, a YouTube link or an 11-character video id' })
  @IsOptional()
  @MaxLength(200, { message: QUERY_TOO_LONG.message })
  @IsString({ message: BLANK_QUERY.message })
  q?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Admins only: skip the cache and ask YouTube' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: FORCE_API_CHOICES.message })
  force_api?: string;

  @ApiPropertyOptional({
    enum: SEARCH_STYLES,
    default: 'karaoke',
    description:
      "The Add Song dialog's chip: karaoke tracks (default), in a lower or higher key, duets, or videos with lyrics; it shapes the words sent to YouTube",
  })
  @IsOptional()
  @IsIn(SEARCH_STYLES, { message: SEARCH_STYLE_CHOICES.message })
  style?: SearchStyle;
}

export class VideoDto {
  @ApiProperty({ example: 'dQw4w9WgXcQ' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty() thumbnail: string;
  @ApiProperty() channel: string;
  @ApiProperty({ example: '4:05', description: "'m:ss' or 'h:mm:ss'; empty when unknown" }) duration: string;
  @ApiProperty({ nullable: true, type: Number }) views: number | null;
}

export const LIVE_SEARCH_STATES = ['available', 'personal_limit', 'busy', 'quota_spent', 'not_configured'] as const;
export type LiveSearch = (typeof LIVE_SEARCH_STATES)[number];

/** Where a search's answer came from. */
export const SEARCH_SOURCES = ['api', 'keyless', 'cache', 'metadata_cache'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

export class SearchResponseDto {
  @ApiProperty({ type: [VideoDto] }) videos: VideoDto[];
  @ApiProperty({
    enum: SEARCH_SOURCES,
    description:
      "api: live through the YouTube Data API (the key, quota units); keyless: live through YouTube's own web search, without a key (no quota); " +
      'cache: a search made under 24 h ago; metadata_cache: local video metadata (the videos this app has seen)',
  })
  source: SearchSource;
  @ApiProperty({ description: 'Whether a live YouTube search is open to you now (key configured, quota left, and your and everyone’s ration not spent)' })
  canSearchApi: boolean;
  @ApiProperty({
    enum: LIVE_SEARCH_STATES,
    description:
      'Why the YouTube Data API is or is not open to you now: available; personal_limit (your YOUTUBE_LIVE_SEARCHES_PER_PERSON for this quota day are used); ' +
      "busy (everyone's YOUTUBE_LIVE_SEARCHES_PER_HOUR are used); quota_spent (the day's YouTube quota is used); " +
      'not_configured (no API key, or YOUTUBE_SEARCH=keyless)',
  })
  liveSearch: LiveSearch;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'You have used your 10 live YouTube searches for today. Until they come back in 7 hours, results come from songs this app already knows.',
    description:
      'When the YouTube Data API is not open to you, or YouTube cannot be reached, the one sentence saying why and where results come from ' +
      '(the Add Song dialog shows it); null otherwise, and when keyless search is simply the server’s way to search (no key, or YOUTUBE_SEARCH=keyless)',
  })
  notice: string | null;
}

export class QuotaStatsDto {
  @ApiProperty({ example: '2026-11-22', description: 'The quota day (America/Los_Angeles)' }) date: string;
  @ApiProperty() totalQuotaUsed: number;
  @ApiProperty() remainingQuota: number;
  @ApiProperty() dailyLimit: number;
  @ApiProperty({ example: 12.5 }) percentageUsed: number;
}

export class HourlyBudgetDto {
  @ApiProperty({ description: 'Data API searches counted for everyone in the current hour' }) used: number;
  @ApiProperty({ description: 'YOUTUBE_LIVE_SEARCHES_PER_HOUR' }) limit: number;
  @ApiProperty({ description: 'Whether the hour is spent: guests search keyless (or from what the app knows) until it comes back' }) spent: boolean;
  @ApiProperty({ description: 'Seconds until the spent hour comes back; 0 while it is not spent' }) resetsInSeconds: number;
}

export const ANSWERING_SOURCES = ['api', 'keyless', 'metadata_cache'] as const;

/** Today's quota, with what the quota card needs to tell the truth about search now. */
export class QuotaTodayDto extends QuotaStatsDto {
  @ApiProperty({ enum: YOUTUBE_SEARCH_MODES, description: 'YOUTUBE_SEARCH: auto, api or keyless' }) searchMode: YoutubeSearchMode;
  @ApiProperty({ description: 'Whether YOUTUBE_API_KEY is set' }) keyConfigured: boolean;
  @ApiProperty({ description: "Keyless searches today (YouTube's web search: no quota units, counted apart)" }) keylessSearches: number;
  @ApiProperty({ type: HourlyBudgetDto }) hourlyBudget: HourlyBudgetDto;
  @ApiProperty({
    enum: ANSWERING_SOURCES,
    description: "Which source answers a guest's new search now: the Data API, keyless search, or only the videos the app knows",
  })
  answeringNow: (typeof ANSWERING_SOURCES)[number];
}

export class HistoryQueryDto {
  @ApiPropertyOptional({ default: 7, minimum: 1, maximum: 90 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: HISTORY_DAYS_RANGE.message })
  @Min(1, { message: HISTORY_DAYS_RANGE.message })
  @Max(90, { message: HISTORY_DAYS_RANGE.message })
  days?: number;
}

export class RecentCallsQueryDto {
  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 500 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: RECENT_CALLS_LIMIT_RANGE.message })
  @Min(1, { message: RECENT_CALLS_LIMIT_RANGE.message })
  @Max(500, { message: RECENT_CALLS_LIMIT_RANGE.message })
  limit?: number;
}

export class ApiCallDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'search.list' }) endpoint: string;
  @ApiProperty() quotaCost: number;
  @ApiProperty() timestamp: Date;
  @ApiProperty({ nullable: true, type: Number }) responseStatus: number | null;
  @ApiProperty({ nullable: true, type: String }) errorMessage: string | null;
}

export class CleanupResultDto {
  @ApiProperty({ description: 'Call records older than 30 days removed' }) deleted: number;
}

export class PurgeResultDto {
  @ApiProperty() removedVideos: number;
  @ApiProperty() removedSearches: number;
}
