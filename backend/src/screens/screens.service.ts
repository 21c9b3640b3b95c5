import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ScreenViewer } from '../common/auth/screen-viewer.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { LiveRooms } from '../room-engine/index.js';
import { assertCanManageRoom } from '../rooms/room-access.js';
import { generateRoomCode } from '../rooms/rooms.service.js';
import type { PairingCodeDto, ScreenDto, ScreenEndedDto } from './dto/screen.dto.js';
import type { ScreenSession } from './entities/screen-session.entity.js';
import { ScreenSessions } from './screen-sessions.js';
import { PAIRING_CODE_EXPIRED, PAIRING_CODE_UNKNOWN, SCREEN_ENDED, SCREEN_NOT_FOUND, SCREEN_NOT_PAIRED } from './screens.errors.js';

const toDto = (row: Pick<ScreenSession, 'screenId' | 'roomId' | 'name' | 'pairedAt'>): ScreenDto => ({
  screenId: row.screenId,
  roomId: row.roomId,
  name: row.name,
  pairedAt: row.pairedAt!,
});

/**
 * A TV in one step (docs/product.md): the host draws a pairing code for their room, a browser at
 * /tv types it and becomes a screen of that room, able to read its stage and nothing else; the
 * host lists and ends the room's screens; a screen ends with its room.
 */
@Injectable()
export class ScreensService {
  constructor(
    private readonly sessions: ScreenSessions,
    private readonly live: LiveRooms,
    private readonly realtime: RealtimeService,
  ) {}

  private async managedRoom(roomId: string, actor: SessionUser): Promise<void> {
    assertCanManageRoom((await this.live.get(roomId)).room, actor);
  }

  private roomIsLive = (roomId: string): Promise<boolean> =>
    this.live.get(roomId).then(
      () => true,
      () => false,
    );

  async newCode(roomId: string, actor: SessionUser): Promise<PairingCodeDto> {
    await this.managedRoom(roomId, actor);
    let code = generateRoomCode();
    for (let i = 0; i < 10 && (await this.sessions.codeTaken(code)); i++) code = generateRoomCode();
    const drawn = await this.sessions.newCode(roomId, code);
    return { ...drawn, link: `/tv?code=${drawn.code}` };
  }

  async pair(code: string, name: string | undefined, request: FastifyRequest, reply: FastifyReply): Promise<ScreenDto> {
    const outcome = await this.sessions.pair(code, name || 'TV', request, reply, this.roomIsLive);
    if ('refused' in outcome) throw new DomainError(outcome.refused === 'expired' ? PAIRING_CODE_EXPIRED : PAIRING_CODE_UNKNOWN);
    return toDto(outcome.paired);
  }

  /** The screen asking, while its room goes on; a screen whose room ended is ended with it. */
  async me(viewer: ScreenViewer | undefined, request: FastifyRequest, reply: FastifyReply): Promise<ScreenDto> {
    const row = viewer ? await this.sessions.find(viewer.screenId) : null;
    if (!viewer || !row) {
      this.sessions.clearCookie(request, reply);
      throw new DomainError(SCREEN_NOT_PAIRED);
    }
    if (!(await this.roomIsLive(row.roomId))) {
      await this.sessions.end(row.roomId, row.screenId, 'room-ended');
      this.sessions.clearCookie(request, reply);
      throw new DomainError(SCREEN_NOT_PAIRED);
    }
    return toDto(row);
  }

  async list(roomId: string, actor: SessionUser): Promise<ScreenDto[]> {
    await this.managedRoom(roomId, actor);
    return (await this.sessions.pairedTo(roomId)).map(toDto);
  }

  /** The host ends a screen: its next read is refused, and its sockets are told and closed, on every instance. */
  async end(roomId: string, screenId: string, actor: SessionUser): Promise<ScreenEndedDto> {
    await this.managedRoom(roomId, actor);
    if (!(await this.sessions.end(roomId, screenId, 'ended-by-host'))) throw new DomainError(SCREEN_NOT_FOUND);
    this.realtime.endScreen(screenId, SCREEN_ENDED);
    return { screenId, ended: true };
  }
}
