import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { QueueItemIdPipe } from '../common/http/path-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { QueueItemDto } from './dto/queue.dto.js';
import { AnswerInviteDto, InviteSingersDto } from './dto/singers.dto.js';
import { NOT_YOUR_SONG, QUEUE_ITEM_NOT_FOUND } from './queue.errors.js';
import { ACCEPT_INVALID, alreadyInvited, INVITE_NOT_IN_ROOM, INVITE_SELF, INVITE_USER_IDS, NOT_INVITED, tooManyPartners } from './singers.errors.js';
import { SingersService } from './singers.service.js';

/** Duets and groups (docs/product.md "Sing together"); every change is pushed to the room as `room:changed` with the queue. */
@ApiTags('queue')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('queue/:queueItemId')
@UseGuards(SignedInGuard)
export class SingersController {
  constructor(private readonly singers: SingersService) {}

  @Post('singers')
  @HttpCode(200)
  @ApiOperation({
    summary:
      '"Sing with me": whoever added a waiting song invites people in the room to sing it with them (at most 3 others, not themselves, each once); ' +
      'a singer without a phone is in at once, anyone else is asked on their phone',
  })
  @ApiOkResponse({ type: QueueItemDto, description: 'The song with its singers' })
  @ApiErrors(
    INVITE_USER_IDS,
    INVITE_NOT_IN_ROOM,
    INVITE_SELF,
    tooManyPartners(3),
    NOT_SIGNED_IN,
    NOT_IN_ROOM,
    NOT_YOUR_SONG,
    QUEUE_ITEM_NOT_FOUND,
    ROOM_NOT_FOUND,
    alreadyInvited('Maya'),
  )
  invite(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @Body() body: InviteSingersDto, @CurrentUser() user: SessionUser): Promise<QueueItemDto> {
    return this.singers.invite(queueItemId, user, body.userIds);
  }

  @Post('singers/answer')
  @HttpCode(200)
  @ApiOperation({ summary: 'An invitee accepts or declines singing a waiting song (and may change their mind while it waits)' })
  @ApiOkResponse({ type: QueueItemDto, description: 'The song with its singers' })
  @ApiErrors(ACCEPT_INVALID, NOT_SIGNED_IN, NOT_IN_ROOM, NOT_INVITED, QUEUE_ITEM_NOT_FOUND, ROOM_NOT_FOUND)
  answer(@Param('queueItemId', QueueItemIdPipe) queueItemId: number, @Body() body: AnswerInviteDto, @CurrentUser() user: SessionUser): Promise<QueueItemDto> {
    return this.singers.answer(queueItemId, user, body.accept);
  }
}
