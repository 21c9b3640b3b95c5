import { QueueItemIdPipe } from '../common/http/path-params.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SongRequestDto } from './dto/request.dto.js';
import { APPROVAL_JUST_TURNED_ON, closedForSongs } from './requests.errors.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentReader, CurrentUser } from '../common/auth/current-user.decorator.js';
import type { RoomReader } from '../common/auth/screen-viewer.js';
import { ScreenMayRead, SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { BodyLimit } from '../common/http/request-shape.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { ApiRoomPoll, RoomPollCache } from '../room-engine/index.js';
import { NOT_IN_ROOM, NOT_ROOM_OWNER, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import {
  AddQueueItemDto,
  AddToRoomQueueDto,
  QueueClearedDto,
  QueueDto,
  QueueItemDto,
  QueueItemRemovedDto,
  ReorderQueueItemDto,
  RestoreQueueItemDto,
} from './dto/queue.dto.js';
import { ALREADY_LAST, newPositionOutOfRange, NOT_YOUR_SONG, QUEUE_ITEM_NOT_FOUND, queueFull, singerLeft, tooManySongsWaiting } from './queue.errors.js';
import { QueueService } from './queue.service.js';
import { SONG_BODY_LIMIT } from '../youtube/video.js';
import { VIDEO_ID_INVALID } from '../youtube/youtube.errors.js';
import { LIBRARY_SONG_NOT_FOUND } from '../library/library.errors.js';

const ADD_REFUSALS = [NOT_IN_ROOM, tooManySongsWaiting(2), queueFull(5), LIBRARY_SONG_NOT_FOUND, closedForSongs('23:00'), APPROVAL_JUST_TURNED_ON];

const REQUESTED = {
  status: 202,
  type: SongRequestDto,
  description:
    "While the host approves songs (settings.approveSongs), a guest's song waits for them: the request, 'Waiting for the host's approval' " +
    '(the same one again for a double tap within 10 s)',
};

/** An add's answer: 201 and the song, or 202 and the request that waits for the host. */
function answered(reply: FastifyReply, song: QueueItemDto | SongRequestDto): QueueItemDto | SongRequestDto {
  if ('requestId' in song) void reply.status(202);
  return song;
}

const ADD_TOO_FAST = tooManyRequests('queueAdd', 15);

@ApiTags('queue')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller()
@UseGuards(SignedInGuard)
export class QueueController {
  constructor(
    private readonly queue: QueueService,
    private readonly polls: RoomPollCache,
  ) {}

  @Get('rooms/:roomId/queue')
  @ScreenMayRead()
  @ApiOperation({ summary: 'The waiting songs in the order they will play (polled; answers ETag and 304 when unchanged)' })
  @ApiRoomPoll(QueueDto)
  async list(
    @Param('roomId', RoomIdPipe) roomId: string,
    @CurrentReader() reader: RoomReader,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.polls.answer(request, reply, roomId, reader, 'queue');
  }

  @Post('rooms/:roomId/queue')
  @BodyLimit(SONG_BODY_LIMIT)
  @RateLimit('queueAdd')
  @ApiOperation({ summary: "Add a song to the room's queue as the signed-in person (addedBy/addedById in the body are ignored)" })
  @ApiCreatedResponse({ type: QueueItemDto, description: 'The queued song (the same one again for a double tap within 10 s)' })
  @ApiResponse(REQUESTED)
  @ApiErrors(VIDEO_ID_INVALID, NOT_SIGNED_IN, ...ADD_REFUSALS, ROOM_NOT_FOUND, ADD_TOO_FAST)
  async add(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Body() body: AddQueueItemDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueItemDto | SongRequestDto> {
    return answered(reply, await this.queue.add(roomId, user, body));
  }

  @Post('queue')
  @BodyLimit(SONG_BODY_LIMIT)
  @RateLimit('queueAdd')
  @ApiOperation({ summary: 'Add a song to a named room (the favorites screen); the same rules as adding in the room' })
  @ApiCreatedResponse({ type: QueueItemDto })
  @ApiResponse(REQUESTED)
  @ApiErrors(VIDEO_ID_INVALID, NOT_SIGNED_IN, ...ADD_REFUSALS, ROOM_NOT_FOUND, ADD_TOO_FAST)
  async addToRoom(
    @Body() body: AddToRoomQueueDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueueItemDto | SongRequestDto> {
    const { roomId, ...song } = body;
    return answered(reply, await this.queue.add(roomId, user, song));
  }

  @Delete('rooms/:roomId/queue')
  @ApiOperation({
    summary: 'Clear the queue (owner)',
    description: "The room's push (room:changed) carries notice {kind: 'queue-cleared', by, songs} so everyone whose songs went is told.",
  })
  @ApiOkResponse({ type: QueueClearedDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  clear(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser): Promise<QueueClearedDto> {
    return this.queue.clear(roomId, user);
  }

  @Delete('queue/:queueItemId')
  @ApiOperation({
    summary: 'Remove a song from the queue (the owner any song, anyone else their own); later songs move up',
    description:
      "Answers the song as it was: POST /api/rooms/{roomId}/queue/restore with it undoes the removal. The room's push " +
      "(room:changed) carries notice {kind: 'song-removed', by, songs} so the person who added it is told.",
  })
  @ApiOkResponse({ type: QueueItemRemovedDto, description: 'removed: 1, and the song' })
  @ApiErrors(NOT_SIGNED_IN, NOT_YOUR_SONG, QUEUE_ITEM_NOT_FOUND)
  async remove(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @CurrentUser() user: SessionUser): Promise<QueueItemRemovedDto> {
    return { removed: 1, ...(await this.queue.remove(queueItemId, user)) };
  }

  @Post('rooms/:roomId/queue/restore')
  @BodyLimit(SONG_BODY_LIMIT)
  @ApiOperation({
    summary: "Undo a removal (the owner any, anyone else their own song's, with its undo token): the song comes back at its place",
    description:
      'The body is the item DELETE /api/queue/{queueItemId} answered (videoId, title, duration, addedById, position). Past the end of ' +
      'the queue it goes last; the same song of the same person already waiting is answered as is (an undo sent twice). ' +
      "The queue's size limit applies; the per-person limit does not for the owner, and does for anyone else. Anyone but the owner " +
      "sends the removal's undoToken, within a minute, for a song they added; else 403 'Only the room owner can do that.'",
  })
  @ApiCreatedResponse({ type: QueueItemDto, description: 'The song, back in the queue' })
  @ApiErrors(VIDEO_ID_INVALID, NOT_SIGNED_IN, NOT_ROOM_OWNER, singerLeft('Dancing Queen'), queueFull(5), ROOM_NOT_FOUND)
  restore(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: RestoreQueueItemDto, @CurrentUser() user: SessionUser): Promise<QueueItemDto> {
    return this.queue.restore(roomId, user, body);
  }

  @Patch('queue/:queueItemId/position')
  @ApiOperation({ summary: 'Move a song to a 1-based position (owner; the drag); the others close up around it and later adds respect it' })
  @ApiOkResponse({ type: QueueDto })
  @ApiErrors(newPositionOutOfRange(3), NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND, QUEUE_ITEM_NOT_FOUND)
  reorder(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @Body() body: ReorderQueueItemDto, @CurrentUser() user: SessionUser): Promise<QueueDto> {
    return this.queue.reorder(queueItemId, user, body.roomId, body.newPosition);
  }

  @Post('queue/:queueItemId/play-next')
  @HttpCode(200)
  @ApiOperation({ summary: "Play this song next (owner): it moves to the top, ahead of the song announced as up next; the rest keep the rotation's order" })
  @ApiOkResponse({ type: QueueDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, QUEUE_ITEM_NOT_FOUND)
  playNext(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @CurrentUser() user: SessionUser): Promise<QueueDto> {
    return this.queue.hostMove(queueItemId, user, 'next');
  }

  @Post('queue/:queueItemId/move-to-end')
  @HttpCode(200)
  @ApiOperation({ summary: 'Move this song to the end of the queue (owner); it stays behind songs added later until the host moves it again' })
  @ApiOkResponse({ type: QueueDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, QUEUE_ITEM_NOT_FOUND)
  moveToEnd(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @CurrentUser() user: SessionUser): Promise<QueueDto> {
    return this.queue.hostMove(queueItemId, user, 'end');
  }

  @Post('queue/:queueItemId/let-others-go-first')
  @HttpCode(200)
  @ApiOperation({ summary: 'Let others go first: your own song moves down one place, never up (the owner may do it for any song)' })
  @ApiOkResponse({ type: QueueDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_YOUR_SONG, QUEUE_ITEM_NOT_FOUND, ALREADY_LAST)
  letOthersGoFirst(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @CurrentUser() user: SessionUser): Promise<QueueDto> {
    return this.queue.letOthersGoFirst(queueItemId, user);
  }
}
