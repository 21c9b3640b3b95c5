import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { UserIdPipe } from '../common/http/path-params.js';
import { BodyLimit } from '../common/http/request-shape.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { LIBRARY_SONG_NOT_FOUND } from '../library/library.errors.js';
import { RoomUserDto } from '../rooms/dto/room.dto.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { nameTaken, NOT_IN_ROOM, NOT_ROOM_OWNER, ROOM_NOT_FOUND, roomFull } from '../rooms/rooms.errors.js';
import { DISPLAY_NAME_TOO_LONG } from '../users/users.errors.js';
import { SONG_BODY_LIMIT } from '../youtube/video.js';
import { VIDEO_ID_INVALID } from '../youtube/youtube.errors.js';
import { AddPhonelessSingerDto, PhonelessSingerRemovedDto } from './dto/phoneless.dto.js';
import { AddQueueItemDto, QueueItemDto } from './dto/queue.dto.js';
import { NOT_ALLOWED_FOR_PHONELESS, PHONELESS_SINGER_NOT_FOUND, SINGER_NAME_REQUIRED } from './phoneless.errors.js';
import { PhonelessService } from './phoneless.service.js';
import { queueFull, tooManySongsWaiting } from './queue.errors.js';

/** Singers without a phone (docs/product.md "Singers without a phone"); every change is pushed to the room as `room:changed`. */
@ApiTags('rooms')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms/:roomId/phoneless-singers')
@UseGuards(SignedInGuard)
export class PhonelessController {
  constructor(private readonly phoneless: PhonelessService) {}

  @Post()
  @ApiOperation({
    summary:
      'Add a singer without a phone to the room (owner): they take turns like anyone, count against the room’s guest limit, and their ' +
      'turns are told to the host’s phone and the stage',
  })
  @ApiCreatedResponse({ type: RoomUserDto, description: 'The singer as the people list shows them (noPhone true)' })
  @ApiErrors(SINGER_NAME_REQUIRED, DISPLAY_NAME_TOO_LONG, NOT_SIGNED_IN, NOT_ROOM_OWNER, roomFull(4), ROOM_NOT_FOUND, nameTaken('Rose'))
  add(@Param('roomId', RoomIdPipe) roomId: string, @Body() body: AddPhonelessSingerDto, @CurrentUser() user: SessionUser): Promise<RoomUserDto> {
    return this.phoneless.add(roomId, user, body.displayName);
  }

  @Delete(':userId')
  @ApiOperation({ summary: 'Remove a singer without a phone (owner); their waiting songs leave the queue with them' })
  @ApiOkResponse({ type: PhonelessSingerRemovedDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND, PHONELESS_SINGER_NOT_FOUND)
  remove(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('userId', UserIdPipe) userId: number,
    @CurrentUser() user: SessionUser,
  ): Promise<PhonelessSingerRemovedDto> {
    return this.phoneless.remove(roomId, user, userId);
  }

  @Post(':userId/queue')
  @HttpCode(201)
  @BodyLimit(SONG_BODY_LIMIT)
  @RateLimit('queueAdd')
  @ApiOperation({
    summary:
      'Add a song for a singer without a phone (owner, or anyone in the room when settings.othersQueueForPhoneless): it is their song, ' +
      'within their songs-waiting limit as a guest, and fair rotation counts it as their turn',
  })
  @ApiCreatedResponse({ type: QueueItemDto, description: 'The queued song, addedBy the singer (the same one again for a double tap within 10 s)' })
  @ApiErrors(
    VIDEO_ID_INVALID,
    NOT_SIGNED_IN,
    NOT_IN_ROOM,
    NOT_ALLOWED_FOR_PHONELESS,
    tooManySongsWaiting(2),
    queueFull(5),
    PHONELESS_SINGER_NOT_FOUND,
    LIBRARY_SONG_NOT_FOUND,
    ROOM_NOT_FOUND,
    tooManyRequests('queueAdd', 15),
  )
  addSong(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('userId', UserIdPipe) userId: number,
    @Body() body: AddQueueItemDto,
    @CurrentUser() user: SessionUser,
  ): Promise<QueueItemDto> {
    return this.phoneless.addSong(roomId, user, userId, body);
  }
}
