import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { NOT_ROOM_OWNER, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { ReportUnplayableDto, UnplayableResultDto } from './dto/unplayable.dto.js';
import { HOSTS_TO_HIDE, UnplayableService } from './unplayable.service.js';
import { PLAYER_ERROR_CODE_CHOICES, UNPLAYABLE_VIDEO_ID_INVALID } from './player.errors.js';

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
      "The room's player could not play a video (owner): if it is the song on stage the room moves on and is told (room:notice), " +
      "and errors 100/101/150 count as one host's report; a report about any other video changes nothing",
    description:
      `A video is hidden from every room's search once ${HOSTS_TO_HIDE} different hosts reported it from their own stage, or an admin did ` +
      '(GET /api/admin/hidden-videos lists them; DELETE restores one).',
  })
  @ApiOkResponse({ type: UnplayableResultDto })
  @ApiErrors(UNPLAYABLE_VIDEO_ID_INVALID, PLAYER_ERROR_CODE_CHOICES, NOT_SIGNED_IN, NOT_ROOM_OWNER, ROOM_NOT_FOUND)
  report(@Param('roomId', RoomIdPipe) roomId: string, @CurrentUser() user: SessionUser, @Body() body: ReportUnplayableDto): Promise<UnplayableResultDto> {
    return this.unplayable.report(roomId, user, body);
  }
}
