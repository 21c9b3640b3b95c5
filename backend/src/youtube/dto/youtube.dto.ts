import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { BLANK_QUERY, FORCE_API_CHOICES, HISTORY_DAYS_RANGE, QUERY_TOO_LONG, RECENT_CALLS_LIMIT_RANGE, SEARCH_STYLE_CHOICES } from '../youtube.errors.js';
import { SEARCH_STYLES, type SearchStyle } from '../search-styles.js';

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

export class SearchResponseDto {
  @ApiProperty({ type: [VideoDto] }) videos: VideoDto[];
  @ApiProperty({ enum: ['api', 'cache', 'metadata_cache'], description: 'live YouTube, a cached search under 24 h old, or local video metadata' }) source:
    'api' | 'cache' | 'metadata_cache';
  @ApiProperty({ description: 'Whether a live YouTube search is open to you now (key configured, quota left, and your and everyone’s ration not spent)' })
  canSearchApi: boolean;
  @ApiProperty({
    enum: LIVE_SEARCH_STATES,
    description:
      'Why live search is or is not open to you now: available; personal_limit (your YOUTUBE_LIVE_SEARCHES_PER_PERSON for this quota day are used); ' +
      "busy (everyone's YOUTUBE_LIVE_SEARCHES_PER_HOUR are used); quota_spent (the day's YouTube quota is used); not_configured (no API key)",
  })
  liveSearch: LiveSearch;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'You have used your 10 live YouTube searches for today. Until they come back in 7 hours, results come from songs this app already knows.',
    description: 'When live search is not open to you, the sentence saying why and where results come from (the Add Song dialog shows it); null otherwise',
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
