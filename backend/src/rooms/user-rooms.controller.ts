import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { UserIdPipe } from '../common/http/path-params.js';
import { RoomIdPipe } from './room-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { ValidateMembershipDto } from './dto/guest.dto.js';
import { RoomDto } from './dto/room.dto.js';
import { GuestsService } from './guests.service.js';
import { RoomsService } from './rooms.service.js';
import { ONLY_OWN_MEMBERSHIP, ONLY_OWN_ROOMS } from './rooms.errors.js';

/**
 * A person's rooms, under /api/users/:userId: the live rooms they own and whether they are still
 * in one. Served by the rooms module, which owns the rooms and who is in them; the users module
 * cannot ask it (the rooms module builds on the users module, not the other way round).
 */
@ApiTags('rooms')
@Controller('users')
export class UserRoomsController {
  constructor(
    private readonly guests: GuestsService,
    private readonly roomsService: RoomsService,
  ) {}

  @Get(':userId/validate/:roomId')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: 'Whether you are still in the room (checked every 30 s): invalid after a boot, or when the room ended' })
  @ApiOkResponse({ type: ValidateMembershipDto })
  @ApiErrors(NOT_SIGNED_IN, ONLY_OWN_MEMBERSHIP)
  validate(
    @Param('userId', UserIdPipe) userId: number,
    @Param('roomId', RoomIdPipe) roomId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<ValidateMembershipDto> {
    return this.guests.validate(user, userId, roomId);
  }

  @Get(':userId/rooms')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: "A user's live rooms with their counts (self or admin)" })
  @ApiOkResponse({ type: [RoomDto] })
  @ApiErrors(NOT_SIGNED_IN, ONLY_OWN_ROOMS)
  rooms(@Param('userId', UserIdPipe) userId: number, @CurrentUser() user: SessionUser): Promise<RoomDto[]> {
    return this.roomsService.liveRoomsOf(user, userId);
  }
}
