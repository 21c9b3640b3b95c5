import { Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../common/auth/guards.js';
import { ADMINS_ONLY, ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { ApiCallDto, CleanupResultDto, HistoryQueryDto, PurgeResultDto, QuotaStatsDto, QuotaTodayDto, RecentCallsQueryDto } from './dto/youtube.dto.js';
import { YoutubeTracker } from './youtube-tracker.service.js';
import { HISTORY_DAYS_RANGE, RECENT_CALLS_LIMIT_RANGE } from './youtube.errors.js';

/** The back office's view of the YouTube quota and cache (YoutubeTracker), under /api/admin. */
@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin')
@UseGuards(AdminGuard)
export class YoutubeAdminController {
  constructor(private readonly tracker: YoutubeTracker) {}

  @Get('youtube-tracker/quota-stats')
  @ApiOperation({
    summary: "Today's YouTube quota (the Pacific-time day), keyless searches counted apart, everyone's hourly budget, and which source answers now",
  })
  @ApiOkResponse({ type: QuotaTodayDto })
  @ApiErrors(...ADMINS_ONLY)
  quotaStats(): Promise<QuotaTodayDto> {
    return this.tracker.today();
  }

  @Get('youtube-tracker/quota-history')
  @ApiOperation({ summary: 'Quota used per day for the last N days (default 7), oldest first' })
  @ApiOkResponse({ type: [QuotaStatsDto] })
  @ApiErrors(...ADMINS_ONLY, HISTORY_DAYS_RANGE)
  quotaHistory(@Query() query: HistoryQueryDto): Promise<QuotaStatsDto[]> {
    return this.tracker.history(query.days ?? 7);
  }

  @Get('youtube-tracker/recent-calls')
  @ApiOperation({ summary: 'The most recent calls to YouTube (default 50), newest first' })
  @ApiOkResponse({ type: [ApiCallDto] })
  @ApiErrors(...ADMINS_ONLY, RECENT_CALLS_LIMIT_RANGE)
  recentCalls(@Query() query: RecentCallsQueryDto): Promise<ApiCallDto[]> {
    return this.tracker.recentCalls(query.limit ?? 50);
  }

  @Post('youtube-tracker/cleanup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove call records older than 30 days' })
  @ApiOkResponse({ type: CleanupResultDto })
  @ApiErrors(...ADMINS_ONLY)
  cleanup(): Promise<CleanupResultDto> {
    return this.tracker.cleanup();
  }

  @Post('cache/purge-non-karaoke')
  @HttpCode(200)
  @ApiOperation({ summary: "Remove cached videos that don't look like karaoke, and searches left empty (runs as a job)" })
  @ApiOkResponse({ type: PurgeResultDto })
  @ApiErrors(...ADMINS_ONLY)
  purge(): Promise<PurgeResultDto> {
    return this.tracker.runPurge();
  }
}
