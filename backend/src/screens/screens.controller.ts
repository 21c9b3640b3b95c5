import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { RegisteredUserGuard, SignedInGuard } from '../common/auth/guards.js';
import { NEEDS_ACCOUNT, NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { tooManyRequests } from '../common/http/throttling.js';
import { unknownField } from '../common/http/validation.js';
import { CountsWrongRoomCodes } from '../rooms/room-code-lookups.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { NOT_ROOM_OWNER, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { PairingCodeDto, PairScreenDto, ScreenDto, ScreenEndedDto } from './dto/screen.dto.js';
import { ScreenIdPipe } from './screen-params.js';
import {
  PAIRING_CODE_EXPIRED,
  PAIRING_CODE_REQUIRED,
  PAIRING_CODE_UNKNOWN,
  SCREEN_NAME_TOO_LONG,
  SCREEN_NOT_FOUND,
  SCREEN_NOT_PAIRED,
} from './screens.errors.js';
import { ScreensService } from './screens.service.js';

@ApiTags('screens')
@Controller()
export class ScreensController {
  constructor(private readonly screens: ScreensService) {}

  @Post('rooms/:roomId/screens/pairing-code')
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @UseGuards(SignedInGuard, RegisteredUserGuard)
  @ApiOperation({
    summary: "Open on a TV: a short code that pairs one screen to the room (owner or admin); the room's earlier untyped code stops working",
  })
  @ApiCreatedResponse({ type: PairingCodeDto })
  @ApiErrors(NOT_SIGNED_IN, NEEDS_ACCOUNT, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  newCode(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<PairingCodeDto> {
    return this.screens.newCode(roomId, user);
  }

  @Post('screens/pair')
  @HttpCode(200)
  @CountsWrongRoomCodes()
  @ApiOperation({
    summary: "Pair this browser as a screen of the code's room (no sign-in): it gets a screen cookie (kp_screen) that reads that room's stage and nothing else",
    description:
      'A code works once, for 10 minutes. Wrong codes are counted with wrong room codes, per browser and per address; ' +
      'past either limit every pairing from there is refused with 429 until the hour is over.',
  })
  @ApiOkResponse({ type: ScreenDto })
  @ApiErrors(
    PAIRING_CODE_REQUIRED,
    SCREEN_NAME_TOO_LONG,
    unknownField('x'),
    PAIRING_CODE_UNKNOWN,
    PAIRING_CODE_EXPIRED,
    tooManyRequests('roomCode', 1800),
    tooManyRequests('roomCodeAddress', 1800),
  )
  pair(@Body() body: PairScreenDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ScreenDto> {
    return this.screens.pair(body.code, body.name, request, reply);
  }

  @Get('screens/me')
  @ApiOperation({ summary: "This screen's pairing (its screen cookie): which room it shows; 401 once the host ended it or the room ended" })
  @ApiOkResponse({ type: ScreenDto })
  @ApiErrors(SCREEN_NOT_PAIRED)
  me(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ScreenDto> {
    return this.screens.me(request.screenViewer, request, reply);
  }

  @Get('rooms/:roomId/screens')
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'The screens paired to the room and showing it, first paired first (owner or admin)' })
  @ApiOkResponse({ type: [ScreenDto] })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  list(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<ScreenDto[]> {
    return this.screens.list(roomId, user);
  }

  @Delete('rooms/:roomId/screens/:screenId')
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'End a screen (owner or admin): it stops showing the room at once and returns to its pairing screen' })
  @ApiOkResponse({ type: ScreenEndedDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND, SCREEN_NOT_FOUND)
  end(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('screenId', ScreenIdPipe) screenId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<ScreenEndedDto> {
    return this.screens.end(roomId, screenId, user);
  }
}
