import { Controller, Get, Headers, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { acceptedLanguage } from '../common/i18n/sentences.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { SearchQueryDto, SearchResponseDto } from './dto/youtube.dto.js';
import { BLANK_QUERY, KARAOKE_ONLY_QUERY, SEARCH_STYLE_CHOICES } from './youtube.errors.js';
import { YoutubeService } from './youtube.service.js';

@ApiTags('youtube')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('youtube')
@UseGuards(SignedInGuard)
export class YoutubeController {
  constructor(private readonly youtube: YoutubeService) {}

  @Get('search')
  @RateLimit('search')
  @ApiOperation({
    summary:
      'Search karaoke videos in a style (the chips): fresh cache, then live YouTube (quota permitting), then local video metadata; ' +
      'known karaoke channels first',
  })
  @ApiOkResponse({ type: SearchResponseDto })
  @ApiErrors(BLANK_QUERY, KARAOKE_ONLY_QUERY, SEARCH_STYLE_CHOICES, NOT_SIGNED_IN, tooManyRequests('search', 20))
  search(@Query() query: SearchQueryDto, @CurrentUser() user: SessionUser, @Headers('accept-language') language?: string): Promise<SearchResponseDto> {
    return this.youtube.search(query.q, user, query.force_api === 'true', query.style, acceptedLanguage(language));
  }
}
