import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { SessionLookup } from '../common/auth/session-lookup.js';
import { RealtimeService, type RoomChannelVerdict } from '../realtime/realtime.service.js';
import { LiveRooms } from './live-rooms.js';
import { NOT_IN_ROOM, ROOM_NOT_FOUND } from './rooms.errors.js';

/**
 * Only members of a room (and admins watching it, SPEC §6) may listen to its channel: the
 * socket's cookie says who it is (the same session as HTTP), and the room's live state in memory
 * says whether that person is in the room now.
 */
@Injectable()
export class RoomChannelAuthorizer implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly sessions: SessionLookup,
    private readonly live: LiveRooms,
  ) {}

  onModuleInit(): void {
    this.realtime.setRoomChannelAuthorizer((socket, roomId) => this.authorize(socket, roomId));
  }

  async authorize(socket: Socket, roomId: string): Promise<RoomChannelVerdict> {
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) return 'You need to be logged in to access this page.';
    const live = await this.live.get(roomId).catch(() => undefined);
    if (!live) return ROOM_NOT_FOUND.message;
    if (!this.live.canRead(live, user)) return NOT_IN_ROOM.message;
    return { version: live.room.version };
  }
}
