import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { SESSION_LOOKUP, type SessionLookup } from '../common/auth/session-lookup.js';
import type { RoomChannelAuthorization, RoomChannelVerdict } from '../realtime/room-channel-authorization.js';
import { LiveRooms } from './live-rooms.js';
import { canManageRoom } from './room-access.js';
import { NOT_SIGNED_IN_MESSAGE } from '../common/auth/session-user.js';
import { LEFT_ROOM_MESSAGE, NOT_IN_ROOM, REMOVED_BY_HOST_MESSAGE, REMOVED_FROM_ROOM, ROOM_NOT_FOUND } from './rooms.errors.js';

/**
 * Only members of a room (and admins watching it, docs/product.md §6) may listen to its channel: the
 * socket's cookie says who it is (the same session as HTTP), and the room's live state in memory
 * says whether that person is in the room now. Provided to the realtime gateway as ROOM_CHANNEL_AUTHORIZER.
 */
@Injectable()
export class RoomChannelAuthorizer implements RoomChannelAuthorization {
  constructor(
    @Inject(SESSION_LOOKUP) private readonly sessions: SessionLookup,
    private readonly live: LiveRooms,
  ) {}

  async authorize(socket: Socket, roomId: string): Promise<RoomChannelVerdict> {
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) return NOT_SIGNED_IN_MESSAGE;
    // A refusal (no such room) is the answer; anything else (the database away) is a fault the
    // gateway reports as passing, so the phone asks again.
    const live = await this.live.get(roomId).catch((error: unknown) => {
      if (error instanceof HttpException) return undefined;
      throw error;
    });
    if (!live) return ROOM_NOT_FOUND.message;
    if (!this.live.canRead(live, user)) return NOT_IN_ROOM.message;
    return { version: live.room.version };
  }

  async mayRun(socket: Socket, roomId: string): Promise<boolean> {
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) return false;
    const live = await this.live.get(roomId).catch(() => undefined);
    return live !== undefined && canManageRoom(live.room, user);
  }

  /** A guest's stay ended with their session (docs/product.md §8 'Removed from Room'); a registered user is signed out. */
  sessionEndedMessage(reason: string): string {
    if (reason === 'booted') return REMOVED_BY_HOST_MESSAGE;
    return reason === 'left' ? LEFT_ROOM_MESSAGE : REMOVED_FROM_ROOM.message;
  }
}
