import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN_MESSAGE, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { RoomIdPipe } from '../common/http/path-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { NOT_ROOM_OWNER } from '../rooms/room-access.js';
import { ROOM_NOT_FOUND } from '../rooms/room-transactions.service.js';
import { ReportUnplayableDto, UnplayableResultDto } from './dto/unplayable.dto.js';
import { UnplayableService } from './unplayable.service.js';

@ApiTags('player')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms/:roomId')
@UseGuards(SignedInGuard)
export class UnplayableController {
  constructor(private readonly unplayable: UnplayableService) {}

  @Post('unplayable')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The room's player could not play a video (owner): if it is the current song the room moves on and is told (room:notice); " +
        "errors 100/101/150 record the video as not embeddable, so search leaves it out for everyone",
  })
  @ApiOkResponse({ type: UnplayableResultDto })
  @ApiErrors({
    400: ['videoId must be a YouTube video id.', 'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).'],
    401: NOT_SIGNED_IN_MESSAGE,
    403: NOT_ROOM_OWNER,
    404: ROOM_NOT_FOUND,
  })
  report(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser, @Body() body: ReportUnplayableDto): Promise<UnplayableResultDto> {
    return this.unplayable.report(roomId, user, body);
  }
}
