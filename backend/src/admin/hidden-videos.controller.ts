import { BadRequestException, Controller, Delete, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../common/errors/domain-error.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AdminGuard } from '../common/auth/guards.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { ADMINS_ONLY, ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { HiddenVideoDto, VideoRestoredDto } from '../player/dto/unplayable.dto.js';
import { BOTH_CONVENTIONS, FILTER_VIDEO_IDS, HIDDEN_VIDEO_SORT_CHOICES, PAGE_SIZE_CHOICES, RANGE_INVALID, VIDEO_NOT_HIDDEN } from './admin.errors.js';
import { AdminService } from './admin.service.js';
import { HiddenVideoPageDto, HiddenVideosQueryDto } from './dto/admin.dto.js';
import { fromSimpleRest, isSimpleRest, setContentRange } from './simple-rest.js';

/** A YouTube video id as the player reports them (ReportUnplayableDto: 1 to 32 characters). */
const VIDEO_ID = /^[A-Za-z0-9_-]{1,32}$/;

function videoIds(ids: unknown[] | undefined): string[] | undefined {
  if (ids && !ids.every((id) => typeof id === 'string' && VIDEO_ID.test(id))) throw new BadRequestException(FILTER_VIDEO_IDS.message);
  return ids as string[] | undefined;
}

/**
 * Videos hidden from every room's search because YouTube would not embed them (docs/product.md,
 * "Videos that cannot play"): the back office lists them and can offer one again.
 */
@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin/hidden-videos')
@UseGuards(AdminGuard)
@ApiExtraModels(HiddenVideoPageDto, HiddenVideoDto)
export class HiddenVideosController {
  constructor(private readonly admin: AdminService) {}

  @Get()
  @ApiOperation({
    summary:
      "Videos hidden from everyone's search (reported unplayable from several hosts' stages, or by an admin), newest first: " +
      'page/pageSize/sortBy/sortOrder/search, or range/sort/filter',
  })
  @ApiOkResponse({
    description: 'With page/pageSize: {data, pagination}. With range/sort/filter (ra-data-simple-rest): the rows as an array, and Content-Range.',
    schema: { oneOf: [{ $ref: getSchemaPath(HiddenVideoPageDto) }, { type: 'array', items: { $ref: getSchemaPath(HiddenVideoDto) } }] },
    headers: { 'Content-Range': { description: 'Only with range/sort/filter: "hidden-videos 0-24/31" (or "hidden-videos */0")', schema: { type: 'string' } } },
  })
  @ApiErrors(...ADMINS_ONLY, PAGE_SIZE_CHOICES, RANGE_INVALID, BOTH_CONVENTIONS, HIDDEN_VIDEO_SORT_CHOICES, FILTER_VIDEO_IDS)
  async list(@Query() query: HiddenVideosQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<HiddenVideoPageDto | HiddenVideoDto[]> {
    if (!isSimpleRest(query)) return this.admin.listHiddenVideos(query);
    const list = await fromSimpleRest(query as Record<string, unknown>, HiddenVideosQueryDto);
    const page = await this.admin.listHiddenVideos(list.query, videoIds(list.ids));
    setContentRange(reply, 'hidden-videos', list.start, page.data.length, page.pagination.total);
    return page.data;
  }

  @Delete(':videoId')
  @ApiOperation({ summary: 'Restore a hidden video: search offers it again, and its reports are forgotten (written to the audit log)' })
  @ApiParam({ name: 'videoId', example: 'aBcDeFgHiJk' })
  @ApiOkResponse({ type: VideoRestoredDto })
  @ApiErrors(...ADMINS_ONLY, VIDEO_NOT_HIDDEN)
  restore(@Param('videoId') videoId: string, @CurrentUser() me: SessionUser): Promise<VideoRestoredDto> {
    // Not of a video id's shape: no such hidden video, without a query.
    if (!VIDEO_ID.test(videoId)) throw new DomainError(VIDEO_NOT_HIDDEN);
    return this.admin.restoreVideo(me, videoId);
  }
}
