import { Controller, Get, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SongRequestDto } from '../queue/dto/request.dto.js';
import { closedForSongs } from '../queue/requests.errors.js';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { PlayedSongIdPipe, UserIdPipe } from '../common/http/path-params.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { QueueItemDto } from '../queue/dto/queue.dto.js';
import { queueFull, tooManySongsWaiting } from '../queue/queue.errors.js';
import { NOT_IN_ROOM, NOT_ROOM_OWNER, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { PastPartyDto, RoomHistoryDto } from './dto/history.dto.js';
import { GUESTS_HAVE_NO_HISTORY, ONLY_OWN_HISTORY, PLAYED_SONG_NOT_FOUND } from './history.errors.js';
import { HistoryService } from './history.service.js';

@ApiTags('history')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller()
@UseGuards(SignedInGuard)
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get('rooms/:roomId/history')
  @ApiOperation({
    summary: "Tonight's songs in the room, newest first: who sang what and when, skipped or not, applause (the room's people; after the party ended, its host)",
  })
  @ApiOkResponse({ type: RoomHistoryDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_IN_ROOM, ROOM_NOT_FOUND)
  tonight(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<RoomHistoryDto> {
    return this.history.tonight(roomId, user);
  }

  @Post('rooms/:roomId/history/:playedSongId/sing-again')
  @RateLimit('queueAdd')
  @ApiOperation({ summary: "Sing a song of tonight again: it joins the queue as the signed-in person's own, under the room's usual limits" })
  @ApiCreatedResponse({ type: QueueItemDto, description: 'The queued song (the same one again for a double tap within 10 s)' })
  @ApiResponse({ status: 202, type: SongRequestDto, description: "While the host approves songs, a guest's song waits for them: the request" })
  @ApiErrors(
    NOT_SIGNED_IN,
    NOT_IN_ROOM,
    tooManySongsWaiting(2),
    queueFull(5),
    closedForSongs('23:00'),
    ROOM_NOT_FOUND,
    PLAYED_SONG_NOT_FOUND,
    tooManyRequests('queueAdd', 15),
  )
  async singAgain(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('playedSongId', PlayedSongIdPipe) playedSongId: number,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueItemDto | SongRequestDto> {
    const song = await this.history.singAgain(roomId, playedSongId, user);
    if ('requestId' in song) void reply.status(202);
    return song;
  }

  @Get('rooms/:roomId/history.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    summary: 'The evening as a CSV file (host or admin; also after the party ended)',
    description: 'Columns: Played at (UTC), Singer, Song, YouTube link, Duration, Played for, Ended, Applause; oldest song first.',
  })
  @ApiOkResponse({ description: 'text/csv, as an attachment', schema: { type: 'string' } })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  async csv(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { fileName, body } = await this.history.csv(roomId, user);
    void reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${fileName}"`);
    return body;
  }

  @Get('users/:userId/history')
  @ApiOperation({
    summary: 'Your past parties, newest first: the rooms where you sang with your songs there, and the ended parties you hosted (accounts only)',
  })
  @ApiOkResponse({ type: PastPartyDto, isArray: true })
  @ApiErrors(NOT_SIGNED_IN, ONLY_OWN_HISTORY, GUESTS_HAVE_NO_HISTORY)
  pastParties(@Param('userId', UserIdPipe) userId: number, @CurrentUser() user: SessionUser): Promise<PastPartyDto[]> {
    return this.history.pastParties(userId, user);
  }
}
