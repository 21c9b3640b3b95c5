import { RoomIdPipe } from './room-params.js';
import { Body, Controller, HttpCode, HttpStatus, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { tooManyRequests } from '../common/http/throttling.js';
import { CountsRefusedJoins } from './guest-join-limits.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { GuestJoinDto, GuestJoinResultDto, LeaveRoomResultDto, RenameGuestDto } from './dto/guest.dto.js';
import { UserDto } from '../users/dto/user.dto.js';
import { GuestsService } from './guests.service.js';
import { CountsWrongRoomCodes } from './room-code-lookups.js';
import {
  GUEST_NAME_REQUIRED,
  GUESTS_ONLY_RENAME,
  nameTaken,
  NOT_IN_ANY_ROOM,
  NOT_IN_ROOM,
  OWNER_CANNOT_LEAVE,
  REMOVED_FROM_ROOM,
  ROOM_CODE_AND_NAME_REQUIRED,
  ROOM_LOCKED,
  ROOM_NOT_FOUND,
  roomFull,
} from './rooms.errors.js';

@ApiTags('rooms')
@Controller()
export class GuestsController {
  constructor(private readonly guests: GuestsService) {}

  @Post('guest/join')
  @HttpCode(HttpStatus.OK)
  @CountsRefusedJoins()
  @CountsWrongRoomCodes()
  @ApiOperation({
    summary:
      "Join a room as a guest with its code and a display name (no account); sets a guest session cookie and this browser's device cookie " +
      '(kp_device), which with the name keeps a booted guest out',
    description:
      'Codes that do not exist are counted, per browser (its session, else the kp_device cookie this route sets; ROOM_CODE_RATE_LIMIT an hour) ' +
      'and per address (ROOM_CODE_ADDRESS_RATE_LIMIT); past either, every join of that browser or address is refused with 429 until the hour is over. ' +
      'Finding the room costs nothing. Refused joins are also counted per address (GUEST_JOIN_RATE_LIMIT a minute): past it that ' +
      "address's refusals are answered 429, while a join that succeeds is never counted nor refused by it.",
  })
  @ApiOkResponse({ type: GuestJoinResultDto })
  @ApiErrors(
    ROOM_CODE_AND_NAME_REQUIRED,
    ROOM_LOCKED,
    roomFull(4, 'Rita'),
    nameTaken('Zoe'),
    REMOVED_FROM_ROOM,
    ROOM_NOT_FOUND,
    tooManyRequests('guestJoin', 30),
    tooManyRequests('roomCode', 1800),
    tooManyRequests('roomCodeAddress', 1800),
  )
  join(@Body() body: GuestJoinDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<GuestJoinResultDto> {
    return this.guests.join(body.roomCode, body.displayName, request, reply);
  }

  @Patch('guest/me')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({
    summary: 'A guest changes the name everyone sees (their waiting songs follow it); names stay unique in the room',
  })
  @ApiOkResponse({ type: UserDto, description: 'The guest with the new name (store it as the current user)' })
  @ApiErrors(GUEST_NAME_REQUIRED, NOT_SIGNED_IN, GUESTS_ONLY_RENAME, NOT_IN_ANY_ROOM, nameTaken('Zoe'))
  rename(@Body() body: RenameGuestDto, @CurrentUser() user: SessionUser): Promise<UserDto> {
    return this.guests.rename(user, body.displayName);
  }

  @Post('rooms/:roomId/leave')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({
    summary: "Leave a room (anyone but its owner): your waiting songs (and requests) leave the queue; a guest's session ends (the stay was the guest)",
  })
  @ApiOkResponse({ type: LeaveRoomResultDto })
  @ApiErrors(NOT_SIGNED_IN, OWNER_CANNOT_LEAVE, NOT_IN_ROOM, ROOM_NOT_FOUND)
  leave(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<LeaveRoomResultDto> {
    return this.guests.leave(user, roomId);
  }
}
