import { Inject, Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, type OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RealtimeService, roomChannel } from './realtime.service.js';
import { ROOM_CHANNEL_AUTHORIZER, type RoomChannelAuthorization } from './room-channel-authorization.js';

export interface JoinRoomMessage {
  roomId?: unknown;
}

/** version: the room's version when the socket joined; a push of any later version but the next one is a gap. */
export type JoinAck = { ok: true; roomId: string; version?: number } | { ok: false; message: string };

/**
 * The Socket.IO endpoint at /socket.io. A client asks to join a room's channel with
 * `room:join` {roomId} and is acknowledged with {ok} or {ok: false, message}; after that it
 * receives the room's events. `room:leave` stops them.
 */
@WebSocketGateway({ path: '/socket.io', transports: ['websocket', 'polling'] })
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger('Realtime');

  constructor(
    private readonly realtime: RealtimeService,
    private readonly metrics: Metrics,
    @Inject(ROOM_CHANNEL_AUTHORIZER) private readonly authorizer: RoomChannelAuthorization,
  ) {}

  afterInit(server: Server): void {
    this.realtime.attach(server);
    this.metrics.countSockets(server);
    this.logger.log('Socket.IO gateway ready at /socket.io');
  }

  @SubscribeMessage('room:join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: JoinRoomMessage): Promise<JoinAck> {
    const roomId = typeof body?.roomId === 'string' ? body.roomId.trim() : '';
    if (!roomId) return { ok: false, message: 'A roomId is required to join a room channel.' };
    const verdict = await this.authorizer.authorize(socket, roomId);
    if (typeof verdict === 'string') return { ok: false, message: verdict };
    await socket.join(roomChannel(roomId));
    return { ok: true, roomId, ...(typeof verdict === 'object' ? { version: verdict.version } : {}) };
  }

  @SubscribeMessage('room:leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: JoinRoomMessage): Promise<{ ok: true }> {
    if (typeof body?.roomId === 'string') await socket.leave(roomChannel(body.roomId));
    return { ok: true };
  }
}
