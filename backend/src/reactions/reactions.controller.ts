import { Body, Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { deviceKey, deviceOf } from '../common/http/device-cookie.js';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { RoomIdPipe } from '../rooms/room-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { ReactionResultDto, SendReactionDto } from './dto/reaction.dto.js';
import { NOTHING_PLAYING_TO_APPLAUD, REACTION_CHOICES } from './reactions.errors.js';
import { ReactionsService } from './reactions.service.js';

@ApiTags('reactions')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('rooms/:roomId/reactions')
@UseGuards(SignedInGuard)
export class ReactionsController {
  constructor(private readonly reactions: ReactionsService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Cheer the song on stage (the room's people): pushed to the room as room:reaction and counted on the song",
    description:
      'A tap storm is folded, not refused: per person and per browser (kp_device cookie) in the room, taps beyond 5 at once, then 2.5 a second, ' +
      'answer counted: false. Leaving and joining again as a new guest on the same browser does not start afresh.',
  })
  @ApiOkResponse({ type: ReactionResultDto })
  @ApiErrors(REACTION_CHOICES, NOT_SIGNED_IN, NOT_IN_ROOM, ROOM_NOT_FOUND, NOTHING_PLAYING_TO_APPLAUD)
  react(
    @Param('roomId', RoomIdPipe) roomId: string,
    @Body() body: SendReactionDto,
    @CurrentUser() user: SessionUser,
    @Req() request: FastifyRequest,
  ): Promise<ReactionResultDto> {
    const device = deviceOf(request);
    return this.reactions.react(roomId, user, body.reaction, device === undefined ? undefined : deviceKey(device));
  }
}
