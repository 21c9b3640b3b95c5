import { RoomIdPipe, UserIdPipe } from '../common/http/path-params.js';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN_MESSAGE, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { RateLimit } from '../common/http/throttling.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { GuestJoinDto, GuestJoinResultDto, ValidateMembershipDto } from './dto/guest.dto.js';
import { RoomDto } from './dto/room.dto.js';
import { ROOM_NOT_FOUND } from './room-transactions.service.js';
import { GuestsService, REMOVED_FROM_ROOM } from './guests.service.js';

@ApiTags('rooms')
@Controller()
export class GuestsController {
  constructor(private readonly guests: GuestsService) {}

  @Post('guest/join')
  @HttpCode(HttpStatus.OK)
  @RateLimit('guestJoin', 'roomCode')
  @ApiOperation({ summary: 'Join a room as a guest with its code and a display name (no account); sets a guest session cookie' })
  @ApiOkResponse({ type: GuestJoinResultDto })
  @ApiErrors({
    400: 'Please enter both room code and your name',
    403: ['This room is locked', 'This room is full: it allows 4 guests at a time.', REMOVED_FROM_ROOM],
    404: ROOM_NOT_FOUND,
    429: ['Too many joins from your network. Try again in 30 seconds.', 'Too many room codes tried from your network. Try again in 1800 seconds.'],
  })
  join(@Body() body: GuestJoinDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<GuestJoinResultDto> {
    return this.guests.join(body.roomCode, body.displayName, request, reply);
  }

  @Get('users/:userId/validate/:roomId')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: 'Whether you are still in the room (checked every 30 s): invalid after a boot, or when the room ended' })
  @ApiOkResponse({ type: ValidateMembershipDto })
  @ApiErrors({ 401: NOT_SIGNED_IN_MESSAGE, 403: 'You can only check your own membership.' })
  validate(@Param('userId', UserIdPipe) userId: number, @Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<ValidateMembershipDto> {
    return this.guests.validate(user, userId, roomId);
  }

  @Get('users/:userId/rooms')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: "A user's live rooms with their counts (self or admin)" })
  @ApiOkResponse({ type: [RoomDto] })
  @ApiErrors({ 401: NOT_SIGNED_IN_MESSAGE, 403: 'You can only see your own rooms.' })
  rooms(@Param('userId', UserIdPipe) userId: number, @CurrentUser() user: SessionUser): Promise<RoomDto[]> {
    return this.guests.roomsOf(user, userId);
  }
}
