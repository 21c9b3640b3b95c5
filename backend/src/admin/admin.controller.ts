import { RoomIdPipe, UserIdPipe } from '../common/http/path-params.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AdminGuard } from '../common/auth/guards.js';
import { NOT_ADMIN_MESSAGE, NOT_SIGNED_IN_MESSAGE, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { ROOM_NOT_FOUND } from '../rooms/room-transactions.service.js';
import { LAST_ADMIN, NOT_YOURSELF, USER_CHANGED_MEANWHILE, USER_NOT_FOUND, AdminService } from './admin.service.js';
import { AnalyticsService } from './analytics.service.js';
import {
  AdminActionDto,
  AdminRoomPageDto,
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

const DENIED = { 401: NOT_SIGNED_IN_MESSAGE, 403: NOT_ADMIN_MESSAGE } as const;

@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly analyticsService: AnalyticsService,
  ) {}

  @Get('users')
  @ApiOperation({ summary: 'Registered accounts: filtered, sorted and paged on the server' })
  @ApiOkResponse({ type: AdminUserPageDto })
  @ApiErrors({ 400: 'pageSize must be one of 25, 50, 100 or 500.', ...DENIED })
  users(@Query() query: AdminUsersQueryDto): Promise<AdminUserPageDto> {
    return this.admin.listUsers(query);
  }

  @Get('users/:userId')
  @ApiOperation({ summary: 'One account (the edit form)' })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors({ ...DENIED, 404: USER_NOT_FOUND })
  user(@Param('userId', UserIdPipe) userId: number): Promise<AdminUserRowDto> {
    return this.admin.getUser(userId);
  }

  @Patch('users/:userId')
  @ApiOperation({
    summary: "Change an account's display name, role (user or admin) or tier (1, 2, 3, 999)",
    description: 'Send the version read with the account: when another save happened in between, this one is refused with 409 (two admins saving the same account at once: the later save loses).',
  })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors({ 400: "role must be 'user' or 'admin'.", ...DENIED, 404: USER_NOT_FOUND, 409: [LAST_ADMIN, USER_CHANGED_MEANWHILE] })
  update(@Param('userId', UserIdPipe) userId: number, @Body() body: AdminUpdateUserDto, @CurrentUser() me: SessionUser): Promise<AdminUserRowDto> {
    return this.admin.updateUser(me, userId, body);
  }

  @Delete('users/:userId')
  @ApiOperation({ summary: 'Delete an account with its rooms, queued songs, favorites and sessions' })
  @ApiOkResponse({ type: AdminActionDto })
  @ApiErrors({ 401: NOT_SIGNED_IN_MESSAGE, 403: [NOT_ADMIN_MESSAGE, NOT_YOURSELF], 404: USER_NOT_FOUND, 409: LAST_ADMIN })
  remove(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<AdminActionDto> {
    return this.admin.deleteUser(me, userId);
  }

  @Post('users/:userId/reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a random temporary password (shown once); the old one and every session stop working' })
  @ApiOkResponse({ type: TemporaryPasswordDto })
  @ApiErrors({ ...DENIED, 404: USER_NOT_FOUND })
  resetPassword(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<TemporaryPasswordDto> {
    return this.admin.resetPassword(me, userId);
  }

  @Post('users/:userId/kick')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove the person from their room and end their sessions' })
  @ApiOkResponse({ type: AdminActionDto })
  @ApiErrors({ ...DENIED, 404: USER_NOT_FOUND })
  kick(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<AdminActionDto> {
    return this.admin.kick(me, userId);
  }

  @Post('users/:userId/promote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an admin (role admin, tier 999)' })
  @ApiOkResponse({ type: AdminUserRowDto })
  @ApiErrors({ ...DENIED, 404: USER_NOT_FOUND })
  promote(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<AdminUserRowDto> {
    return this.admin.promote(me, userId);
  }

  @Post('users/:userId/demote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an ordinary user (role user, tier 1); selfDemoted tells the SPA to leave /admin' })
  @ApiOkResponse({ type: DemoteResultDto })
  @ApiErrors({ ...DENIED, 404: USER_NOT_FOUND, 409: LAST_ADMIN })
  demote(@Param('userId', UserIdPipe) userId: number, @CurrentUser() me: SessionUser): Promise<DemoteResultDto> {
    return this.admin.demote(me, userId);
  }

  @Get('rooms')
  @ApiOperation({ summary: 'Rooms: filtered, sorted and paged on the server' })
  @ApiOkResponse({ type: AdminRoomPageDto })
  @ApiErrors({ 400: 'pageSize must be one of 25, 50, 100 or 500.', ...DENIED })
  rooms(@Query() query: AdminRoomsQueryDto): Promise<AdminRoomPageDto> {
    return this.admin.listRooms(query);
  }

  @Delete('rooms/:roomId')
  @ApiOperation({ summary: 'Delete a room; everyone in it is let go' })
  @ApiOkResponse({ type: RoomDeletedDto })
  @ApiErrors({ ...DENIED, 404: ROOM_NOT_FOUND })
  deleteRoom(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() me: SessionUser): Promise<RoomDeletedDto> {
    return this.admin.deleteRoom(me, roomId);
  }

  @Get('analytics')
  @ApiOperation({ summary: 'Metrics, health, 30-day growth, peak hours, feature use and tier mix, computed from real data' })
  @ApiOkResponse({ type: AnalyticsDto })
  @ApiErrors(DENIED)
  analytics(): Promise<AnalyticsDto> {
    return this.analyticsService.analytics();
  }
}
