import { Body, Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { NOT_IN_ROOM, NOT_ROOM_OWNER, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { QueueClearedDto, QueueItemDto } from './dto/queue.dto.js';
import { DeclineRequestDto, SongRequestDto } from './dto/request.dto.js';
import { queueFull } from './queue.errors.js';
import { DECLINE_REASON_LENGTH, NOT_YOUR_REQUEST, REQUEST_ALREADY_DECLINED, REQUEST_NOT_FOUND, requesterLeft } from './requests.errors.js';
import { RequestsService } from './requests.service.js';

const PUSHED = "The room's push (room:changed, changes ['room', …]) carries the room with its requests (RoomDto.requests)";

/** The Requests lane (docs/product.md "Requests and closing time"): the host approves or declines, a guest withdraws or dismisses. */
@ApiTags('queue')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms/:roomId/requests/:requestId')
@UseGuards(SignedInGuard)
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Post('approve')
  @HttpCode(200)
  @ApiOperation({
    summary: "Approve a guest's song request (owner): it joins the queue at the place it would have had when it was asked for",
    description:
      `${PUSHED} and the queue; notice {kind: 'request-approved', by, songs} tells the guest. The singer's limit was counted when they asked; ` +
      "the queue's size is checked again, and the guest must still be in the room.",
  })
  @ApiOkResponse({ type: QueueItemDto, description: 'The song, now in the queue' })
  @ApiErrors(NOT_SIGNED_IN, NOT_ROOM_OWNER, REQUEST_NOT_FOUND, REQUEST_ALREADY_DECLINED, requesterLeft('Dancing Queen'), queueFull(5), ROOM_NOT_FOUND)
  approve(@Param('roomId', RoomIdPipe) roomId: string, @Param('requestId') requestId: string, @CurrentUser() user: SessionUser): Promise<QueueItemDto> {
    return this.requests.approve(roomId, requestId, user);
  }

  @Post('decline')
  @HttpCode(200)
  @ApiOperation({
    summary: "Decline a guest's song request (owner), with an optional reason the guest sees",
    description: `${PUSHED}; notice {kind: 'request-declined', by, songs, reason} tells the guest. Declining twice answers the same.`,
  })
  @ApiOkResponse({ type: SongRequestDto, description: 'The request, declined' })
  @ApiErrors(DECLINE_REASON_LENGTH, NOT_SIGNED_IN, NOT_ROOM_OWNER, REQUEST_NOT_FOUND, ROOM_NOT_FOUND)
  decline(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Param('requestId') requestId: string,
    @Body() body: DeclineRequestDto,
    @CurrentUser() user: SessionUser,
  ): Promise<SongRequestDto> {
    return this.requests.decline(roomId, requestId, user, body.reason);
  }

  @Delete()
  @ApiOperation({
    summary: 'Withdraw a waiting request, or dismiss a declined one (its guest; the owner any)',
    description: `${PUSHED}. A request already gone answers removed: 0.`,
  })
  @ApiOkResponse({ type: QueueClearedDto, description: 'removed: 1, or 0 when it was gone already' })
  @ApiErrors(NOT_SIGNED_IN, NOT_IN_ROOM, NOT_YOUR_REQUEST, ROOM_NOT_FOUND)
  withdraw(@Param('roomId', RoomIdPipe) roomId: string, @Param('requestId') requestId: string, @CurrentUser() user: SessionUser): Promise<QueueClearedDto> {
    return this.requests.withdraw(roomId, requestId, user);
  }
}
