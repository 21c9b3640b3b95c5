import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Socket } from 'socket.io';
import { DataSource, IsNull } from 'typeorm';
import { SessionLookup } from '../common/auth/session-lookup.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { Room } from './entities/room.entity.js';
import { isRoomMember, NOT_IN_ROOM } from './room-access.js';
import { ROOM_NOT_FOUND } from './room-transactions.service.js';

/** The Socket.IO room every socket of a person joins, so a boot or kick can reach all of them. */
export function personChannel(userId: number): string {
  return `user:${userId}`;
}

/**
 * Only members of a room may listen to its channel: the socket's cookie says who it is (the
 * same session as HTTP), and the database says whether that person is in the room now.
 */
@Injectable()
export class RoomChannelAuthorizer implements OnModuleInit {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly sessions: SessionLookup,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.realtime.setRoomChannelAuthorizer((socket, roomId) => this.authorize(socket, roomId));
  }

  async authorize(socket: Socket, roomId: string): Promise<true | string> {
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) return 'You need to be logged in to access this page.';
    const room = await this.dataSource.getRepository(Room).findOne({ where: { roomId, endedAt: IsNull() } });
    if (!room) return ROOM_NOT_FOUND;
    if (!(await isRoomMember(this.dataSource.manager, room, user))) return NOT_IN_ROOM;
    await socket.join(personChannel(user.userId));
    return true;
  }
}
