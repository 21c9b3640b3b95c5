import { UserIdPipe } from '../common/http/path-params.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res, type Type, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AdminGuard } from '../common/auth/guards.js';
import { NOT_ADMIN, NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ADMINS_ONLY, ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { PASSWORD_CHECKS_BUSY, USER_NOT_FOUND } from '../users/users.errors.js';
import {
  BOTH_CONVENTIONS,
  FILTER_ROOM_IDS,
  FILTER_USER_IDS,
  LAST_ADMIN,
  NOT_YOURSELF,
  PAGE_SIZE_CHOICES,
  RANGE_INVALID,
  ROLE_CHOICES,
  USER_CHANGED_MEANWHILE,
} from './admin.errors.js';
import { AdminService } from './admin.service.js';
import { AnalyticsService } from './analytics.service.js';
import { fromSimpleRest, isSimpleRest, setContentRange } from './simple-rest.js';
import {
  AdminActionDto,
  AdminRoomPageDto,
  AdminRoomRowDto,
  AdminRoomsQueryDto,
  AdminUpdateUserDto,
  AdminUserPageDto,
  AdminUserRowDto,
  AdminUsersQueryDto,
  AnalyticsDto,
  DemoteResultDto,
  RoomDeletedDto,
  TemporaryPasswordDto,
} from './dto/admin.dto.js';

const LIST_REFUSALS = [PAGE_SIZE_CHOICES, RANGE_INVALID, BOTH_CONVENTIONS];

/** A list answer in either convention: the page object of docs/product.md §7, or simple-rest's array with Content-Range. */
function ApiListAnswer(page: Type, row: Type, resource: string) {
  return ApiOkResponse({
    description:
      `With page/pageSize/sortBy/sortOrder (the product's own): {data, pagination}. With range/sort/filter (ra-data-simple-rest): the rows as an array, ` +
      `and Content-Range: ${resource} first-last/total.`,
    schema: { oneOf: [{ $ref: getSchemaPath(page) }, { type: 'array', items: { $ref: getSchemaPath(row) } }] },
    headers: { 'Content-Range': { description: `Only with range/sort/filter: "${resource} 0-24/319" (or "${resource} */0")`, schema: { type: 'string' } } },
  });
}

const MAX_INT = 2_147_483_647;
function userIds(ids: unknown[] | undefined): number[] | undefined {
  if (ids && !ids.every((id) => Number.isInteger(Number(id)) && Number(id) >= 1 && Number(id) <= MAX_INT))
    throw new BadRequestException(FILTER_USER_IDS.message);
  return ids?.map(Number);
}
function roomIds(ids: unknown[] | undefined): string[] | undefined {
  if (ids && !ids.every((id) => typeof id === 'string' && id.length <= 64)) throw new BadRequestException(FILTER_ROOM_IDS.message);
  return ids as string[] | undefined;
}

@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin')
@UseGuards(AdminGuard)
@ApiExtraModels(AdminUserPageDto, AdminUserRowDto, AdminRoomPageDto, AdminRoomRowDto)
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly analyticsService: AnalyticsService,
  ) {}

  @Get('users')
  @ApiOperation({ summary: 'Registered accounts: filtered, sorted and paged on the server (page/pageSize/sortBy/sortOrder, or range/sort/filter)' })
  @ApiListAnswer(AdminUserPageDto, AdminUserRowDto, 'users')
  @ApiErrors(...ADMINS_ONLY, ...LIST_REFUSALS)
  async users(@Query() query: AdminUsersQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminUserPageDto | AdminUserRowDto[]> {
    if (!isSimpleRest(query)) return this.admin.listUsers(query);
    const list = await fromSimpleRest(query as Record<string, unknown>, AdminUsersQueryDto);
    const page = await this.admin.listUsers(list.query, userIds(list.ids));
    setContentRange(reply, 'users', list.start, page.data.length, page.pagination.total);
    return page.data;
  }

  @Get('users/:userId')
  @ApiOperation({ summary: 'One account (the edit form)' })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors(...ADMINS_ONLY, USER_NOT_FOUND)
  user(@Param('userId', UserIdPipe) userId: number): Promise<AdminUserRowDto> {
    return this.admin.getUser(userId);
  }

  @Patch('users/:userId')
  @ApiOperation({
    summary: "Change an account's display name, role (user or admin) or tier (1, 2, 3, 999)",
    description:
      'Send the version read with the account: when another save happened in between, this one is refused with 409 ' +
      '(two admins saving the same account at once: the later save loses).',
  })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors(...ADMINS_ONLY, ROLE_CHOICES, USER_NOT_FOUND, LAST_ADMIN, USER_CHANGED_MEANWHILE)
  update(@Param('userId', UserIdPipe) userId: number, @Body() body: AdminUpdateUserDto, @CurrentUser() me: SessionUser): Promise<AdminUserRowDto> {
    return this.admin.updateUser(me, userId, body);
  }

  @Put('users/:userId')
  @ApiOperation({ summary: 'The same change as PATCH, for the ra-data-simple-rest convention (which updates with PUT)' })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors(...ADMINS_ONLY, ROLE_CHOICES, USER_NOT_FOUND, LAST_ADMIN, USER_CHANGED_MEANWHILE)
  replace(@Param('userId', UserIdPipe) userId: number, @Body() body: AdminUpdateUserDto, @CurrentUser() me: SessionUser): Promise<AdminUserRowDto> {
    return this.admin.updateUser(me, userId, body);
  }

  @Delete('users/:userId')
  @ApiOperation({ summary: 'Delete an account with its rooms, queued songs, favorites and sessions' })
  @ApiOkResponse({ type: AdminActionDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ADMIN, NOT_YOURSELF, USER_NOT_FOUND, LAST_ADMIN)
  remove(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<AdminActionDto> {
    return this.admin.deleteUser(me, userId);
  }

  @Post('users/:userId/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a random temporary password (shown once); the old one and every session stop working' })
  @ApiOkResponse({ type: TemporaryPasswordDto })
  @ApiErrors(...ADMINS_ONLY, USER_NOT_FOUND, PASSWORD_CHECKS_BUSY)
  resetPassword(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<TemporaryPasswordDto> {
    return this.admin.resetPassword(me, userId);
  }

  @Post('users/:userId/kick')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove the person from their room and end their sessions' })
  @ApiOkResponse({ type: AdminActionDto })
  @ApiErrors(...ADMINS_ONLY, USER_NOT_FOUND)
  kick(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<AdminActionDto> {
    return this.admin.kick(me, userId);
  }

  @Post('users/:userId/promote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an admin (role admin, tier 999)' })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors(...ADMINS_ONLY, USER_NOT_FOUND)
  promote(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<AdminUserRowDto> {
    return this.admin.promote(me, userId);
  }

  @Post('users/:userId/demote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an ordinary user (role user, tier 1); selfDemoted tells the SPA to leave /admin' })
  @ApiOkResponse({ type: DemoteResultDto })
  @ApiErrors(...ADMINS_ONLY, USER_NOT_FOUND, LAST_ADMIN)
  demote(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<DemoteResultDto> {
    return this.admin.demote(me, userId);
  }

  @Get('rooms')
  @ApiOperation({ summary: 'Rooms: filtered, sorted and paged on the server (page/pageSize/sortBy/sortOrder, or range/sort/filter)' })
  @ApiListAnswer(AdminRoomPageDto, AdminRoomRowDto, 'rooms')
  @ApiErrors(...ADMINS_ONLY, ...LIST_REFUSALS)
  async rooms(@Query() query: AdminRoomsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminRoomPageDto | AdminRoomRowDto[]> {
    if (!isSimpleRest(query)) return this.admin.listRooms(query);
    const list = await fromSimpleRest(query as Record<string, unknown>, AdminRoomsQueryDto);
    const page = await this.admin.listRooms(list.query, roomIds(list.ids));
    setContentRange(reply, 'rooms', list.start, page.data.length, page.pagination.total);
    return page.data;
  }

  @Delete('rooms/:roomId')
  @ApiOperation({ summary: 'Delete a room; everyone in it is let go' })
  @ApiOkResponse({ type: RoomDeletedDto })
  @ApiErrors(...ADMINS_ONLY, ROOM_NOT_FOUND)
  deleteRoom(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() me: SessionUser): Promise<RoomDeletedDto> {
    return this.admin.deleteRoom(me, roomId);
  }

  @Get('analytics')
  @ApiOperation({ summary: 'Metrics, health, 30-day growth, peak hours, feature use and tier mix, computed from real data' })
  @ApiOkResponse({ type: AnalyticsDto })
  @ApiErrors(...ADMINS_ONLY)
  analytics(): Promise<AnalyticsDto> {
    return this.analyticsService.analytics();
  }
}
