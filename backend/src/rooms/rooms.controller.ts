import { UserIdPipe } from '../common/http/path-params.js';
import { RoomCodePipe, RoomIdPipe } from './room-params.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentReader, CurrentUser } from '../common/auth/current-user.decorator.js';
import type { RoomReader } from '../common/auth/screen-viewer.js';
import { RegisteredUserGuard, ScreenMayRead, SignedInGuard } from '../common/auth/guards.js';
import { NEEDS_ACCOUNT, NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { tooManyRequests } from '../common/http/throttling.js';
import { CountsWrongRoomCodes } from './room-code-lookups.js';
import { unknownField } from '../common/http/validation.js';
import { BootedPersonDto, BootResultDto, CreateRoomDto, JoinRoomDto, LetBackInResultDto, RoomDto, RoomUserDto, UpdateRoomSettingsDto } from './dto/room.dto.js';
import { ApiRoomPoll, RoomPollCache } from '../room-engine/index.js';
import {
  INTERMISSION_LINK_INVALID,
  LYRICS_SETTING_INVALID,
  NOT_BOOTED,
  NOT_ROOM_OWNER,
  ONLY_OWN_ROOM_CREATION,
  OWNER_CANNOT_BE_BOOTED,
  PARTY_ALREADY_ENDED,
  PERSON_NOT_IN_ROOM,
  REMOVED_FROM_ROOM,
  ROOM_LOCKED,
  ROOM_NAME_REQUIRED,
  ROOM_NOT_FOUND,
  roomFull,
  songLimitChoices,
  tooManyActiveRooms,
  tooManyRoomsToday,
} from './rooms.errors.js';
import { RoomsService } from './rooms.service.js';

@ApiTags('rooms')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms')
@UseGuards(SignedInGuard)
export class RoomsController {
  constructor(
    private readonly rooms: RoomsService,
    private readonly polls: RoomPollCache,
  ) {}

  @Post()
  @UseGuards(RegisteredUserGuard)
  @ApiOperation({ summary: "Create a room owned by the signed-in user, within their tier's limits" })
  @ApiCreatedResponse({ type: RoomDto })
  @ApiErrors(ROOM_NAME_REQUIRED, NOT_SIGNED_IN, NEEDS_ACCOUNT, tooManyActiveRooms(1), ONLY_OWN_ROOM_CREATION, tooManyRoomsToday(2, 3 * 60 * 60_000))
  create(@Body() body: CreateRoomDto, @CurrentUser() user: SessionUser): Promise<RoomDto> {
    return this.rooms.create(user, body.name, body.ownerId);
  }

  @Get('code/:code')
  @CountsWrongRoomCodes()
  @ApiOperation({
    summary: 'Find a live room by its 6-character code (case-insensitive)',
    description:
      'Codes that do not exist are counted, per session (ROOM_CODE_RATE_LIMIT an hour) and per address (ROOM_CODE_ADDRESS_RATE_LIMIT); ' +
      'past either, every lookup of that session or address is refused with 429 until the hour is over. Finding a room costs nothing.',
  })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(NOT_SIGNED_IN, ROOM_NOT_FOUND, tooManyRequests('roomCode', 1800), tooManyRequests('roomCodeAddress', 1800))
  byCode(@Param('code', RoomCodePipe) code: string): Promise<RoomDto> {
    return this.rooms.getByCode(code);
  }

  @Get(':roomId')
  @ScreenMayRead()
  @ApiOperation({ summary: 'A room with its settings, counts and expiry (polled; answers ETag and 304 when unchanged)' })
  @ApiRoomPoll(RoomDto)
  async get(
    @Param('roomId', RoomIdPipe) roomId: string,
    @CurrentReader() reader: RoomReader,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.polls.answer(request, reply, roomId, reader, 'room');
  }

  @Post(':roomId/end')
  @HttpCode(200)
  @ApiOperation({
    summary: 'End the party for everyone (owner or admin) and keep its history',
    description:
      'Everyone in it is let go with the same goodbye as a delete ("<host> ended the party — thanks for singing!"); the room is kept, ended, ' +
      "so its Played list and CSV stay in the host's past parties until the host deletes it (DELETE /api/rooms/{roomId}).",
  })
  @ApiOkResponse({ type: RoomDto, description: 'The room, ended' })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND, PARTY_ALREADY_ENDED)
  end(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<RoomDto> {
    return this.rooms.end(roomId, user);
  }

  @Delete(':roomId')
  @ApiOperation({ summary: 'Delete a room with its queue and history (owner or admin); everyone in it is let go' })
  @ApiOkResponse({ type: RoomDto, description: 'The room as it was' })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  delete(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<RoomDto> {
    return this.rooms.delete(roomId, user);
  }

  @Post(':roomId/toggle-lock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lock or unlock a room (owner): a locked room takes no newcomers' })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  toggleLock(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<RoomDto> {
    return this.rooms.toggleLock(roomId, user);
  }

  @Patch(':roomId/settings')
  @ApiOperation({ summary: "Change a room's settings (owner); values are limited to the offered choices" })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(
    songLimitChoices('maxSongsPerUser'),
    INTERMISSION_LINK_INVALID,
    LYRICS_SETTING_INVALID,
    unknownField('settings.x'),
    NOT_SIGNED_IN,
    NOT_ROOM_OWNER,
    ROOM_NOT_FOUND,
  )
  updateSettings(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: UpdateRoomSettingsDto, @CurrentUser() user: SessionUser): Promise<RoomDto> {
    return this.rooms.updateSettings(roomId, user, body.settings);
  }

  @Post(':roomId/join')
  @HttpCode(200)
  @UseGuards(RegisteredUserGuard)
  @ApiOperation({ summary: 'Enter a room as the signed-in registered user (guests join by code at /api/guest/join)' })
  @ApiOkResponse({ type: RoomDto })
  @ApiErrors(NOT_SIGNED_IN, NEEDS_ACCOUNT, ROOM_LOCKED, roomFull(4), REMOVED_FROM_ROOM, ROOM_NOT_FOUND)
  join(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: JoinRoomDto, @CurrentUser() user: SessionUser): Promise<RoomDto> {
    return this.rooms.join(roomId, user, body.userId);
  }

  @Post(':roomId/boot/:userId')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Remove someone from the room (owner); a booted guest's session ends, and nobody may rejoin as them, under the same name " +
      '(case-insensitive) or from the same browser, until let back in',
  })
  @ApiOkResponse({ type: BootResultDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, OWNER_CANNOT_BE_BOOTED, ROOM_NOT_FOUND, PERSON_NOT_IN_ROOM)
  boot(@Param('roomId', RoomIdPipe) roomId: string, @Param('userId', UserIdPipe) userId: number, @CurrentUser() user: SessionUser): Promise<BootResultDto> {
    return this.rooms.boot(roomId, user, userId);
  }

  @Get(':roomId/boots')
  @ApiOperation({ summary: 'People removed from the room and not let back in, newest first (owner or admin)' })
  @ApiOkResponse({ type: [BootedPersonDto] })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  boots(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<BootedPersonDto[]> {
    return this.rooms.bootsOf(roomId, user);
  }

  @Delete(':roomId/boots/:userId')
  @ApiOperation({
    summary:
      'Let someone back in (owner or admin): undoes their boot, so they may join again by code, under that name and from that browser; ' +
      'a booted guest comes back as a new guest (their session ended with the boot)',
  })
  @ApiOkResponse({ type: LetBackInResultDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND, NOT_BOOTED)
  letBackIn(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('userId', UserIdPipe) userId: number,
    @CurrentUser() user: SessionUser,
  ): Promise<LetBackInResultDto> {
    return this.rooms.letBackIn(roomId, user, userId);
  }

  @Get(':roomId/users')
  @ApiOperation({ summary: 'People in the room, owner first (polled; answers ETag and 304 when unchanged)' })
  @ApiRoomPoll([RoomUserDto])
  async users(
    @Param('roomId', RoomIdPipe) roomId: string,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.polls.answer(request, reply, roomId, user, 'users');
  }
}
