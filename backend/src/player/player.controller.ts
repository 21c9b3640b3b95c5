import { RoomIdPipe } from '../rooms/room-params.js';
import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentReader, CurrentUser } from '../common/auth/current-user.decorator.js';
import type { RoomReader } from '../common/auth/screen-viewer.js';
import { ScreenMayRead, SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { ApiRoomPoll, RoomPollCache } from '../room-engine/index.js';
import { NOT_ROOM_OWNER, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { PlayingClockReportDto, PlayingDto, PlayNextDto, SkipDto, StageSongDto } from './dto/player.dto.js';
import { PlayerService } from './player.service.js';
import { SKIP_STARTED_AT_INVALID, SONG_ON_STAGE_REQUIRED } from './player.errors.js';

@ApiTags('player')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms/:roomId')
@UseGuards(SignedInGuard)
export class PlayerController {
  constructor(
    private readonly player: PlayerService,
    private readonly polls: RoomPollCache,
  ) {}

  @Get('playing')
  @ScreenMayRead()
  @ApiOperation({ summary: 'What the room is playing now (polled; answers ETag and 304 when unchanged)' })
  @ApiRoomPoll(PlayingDto)
  async playing(
    @Param('roomId', RoomIdPipe) roomId: string,
    @CurrentReader() reader: RoomReader,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.polls.answer(request, reply, roomId, reader, 'playing');
  }

  @Post('play-next')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start the next song (owner; also sent when a video ends). May answer the joke track (isRickRoll)' })
  @ApiOkResponse({ type: PlayNextDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  playNext(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<PlayNextDto> {
    return this.player.next(roomId, user, 'play-next');
  }

  @Post('skip')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Skip the current song (owner). May answer the joke track (isRickRoll)',
    description:
      'Send the song being skipped ({videoId, startedAt} from GET /playing): when another song plays by then (e.g. a second device skipped first), ' +
      'nothing changes and the answer (skipped: false) is what plays now.',
  })
  @ApiBody({ type: SkipDto, required: false })
  @ApiOkResponse({ type: PlayNextDto })
  @ApiErrors(SKIP_STARTED_AT_INVALID, NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  skip(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: SkipDto, @CurrentUser() user: SessionUser): Promise<PlayNextDto> {
    return this.player.next(roomId, user, 'skip', body ?? undefined);
  }

  @Post('playing/clock')
  @HttpCode(200)
  @ApiOperation({
    summary: "The room's player reports the song playing or paused (owner): the playing time auto-skip counts",
    description:
      'Auto-skip counts playing time only: from the report that the video plays to the next pause, never the "Up next" interstitial, ' +
      'loading or pauses. A report naming a song that is no longer on stage, or changing nothing, answers what plays unchanged.',
  })
  @ApiOkResponse({ type: PlayingDto })
  @ApiErrors(SONG_ON_STAGE_REQUIRED, NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  clock(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: PlayingClockReportDto, @CurrentUser() user: SessionUser): Promise<PlayingDto> {
    return this.player.reportClock(roomId, user, body);
  }

  @Post('playing/let-finish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Let the song on stage finish (owner): auto-skip leaves this song alone',
    description: 'Names the song (as GET /playing shows it); a song no longer on stage changes nothing.',
  })
  @ApiOkResponse({ type: PlayingDto })
  @ApiErrors(SONG_ON_STAGE_REQUIRED, NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  letFinish(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: StageSongDto, @CurrentUser() user: SessionUser): Promise<PlayingDto> {
    return this.player.letFinish(roomId, user, body);
  }
}
