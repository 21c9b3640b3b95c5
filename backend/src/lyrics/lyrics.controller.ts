import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { LyricsDto, LyricsOffsetDto, SetLyricsOffsetDto } from './dto/lyrics.dto.js';
import { LYRICS_OFFSET_NOT_ALLOWED, LYRICS_OFFSET_RANGE, LYRICS_SONG_NOT_ON_STAGE, LYRICS_VIDEO_ID_REQUIRED } from './lyrics.errors.js';
import { LyricsService } from './lyrics.service.js';

@ApiTags('lyrics')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms/:roomId/lyrics')
@UseGuards(SignedInGuard)
export class LyricsController {
  constructor(private readonly lyrics: LyricsService) {}

  @Get()
  @ApiOperation({
    summary: "Lyrics of the song on stage (the room's people), with its timing offset",
    description:
      'Looked up on LRCLIB by artist, title and length the first time a song plays on this server, then kept (found: 30 days; ' +
      'not found: 1 day; LRCLIB unreachable: 10 minutes). Off when the host turned lyrics off, for karaoke or instrumental ' +
      'tracks (the title says so) and for CD+G songs of the library.',
  })
  @ApiOkResponse({ type: LyricsDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_IN_ROOM, ROOM_NOT_FOUND)
  get(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<LyricsDto> {
    return this.lyrics.forStage(roomId, user);
  }

  @Put('offset')
  @RateLimit('lyricsOffset')
  @ApiOperation({
    summary: 'Move the lyrics of the song on stage earlier or later (the host, an admin or the person singing): pushed as room:lyrics-offset',
    description: 'Saved for the song, for every room of the server. Limited to LYRICS_OFFSET_RATE_LIMIT changes a minute per person.',
  })
  @ApiOkResponse({ type: LyricsOffsetDto })
  @ApiErrors(
    LYRICS_OFFSET_RANGE,
    LYRICS_VIDEO_ID_REQUIRED,
    NOT_SIGNED_IN,
    NOT_IN_ROOM,
    LYRICS_OFFSET_NOT_ALLOWED,
    ROOM_NOT_FOUND,
    LYRICS_SONG_NOT_ON_STAGE,
    tooManyRequests('lyricsOffset', 30),
  )
  setOffset(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: SetLyricsOffsetDto, @CurrentUser() user: SessionUser): Promise<LyricsOffsetDto> {
    return this.lyrics.setOffset(roomId, user, body);
  }
}
