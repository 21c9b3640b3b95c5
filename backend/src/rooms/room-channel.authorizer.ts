import { HttpException, Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Socket } from 'socket.io';
import { SCREEN_LOOKUP, type ScreenLookup } from '../common/auth/screen-viewer.js';
import { SESSION_LOOKUP, type SessionLookup } from '../common/auth/session-lookup.js';
import type { RoomChannelAuthorization, RoomChannelVerdict } from '../realtime/room-channel-authorization.js';
import { LiveRooms } from '../room-engine/index.js';
import { canManageRoom } from './room-access.js';
import { isRoomIdShape } from './room-params.js';
import { NOT_SIGNED_IN } from '../common/auth/session-user.js';
import { LEFT_ROOM, NOT_IN_ROOM, REMOVED_BY_HOST, REMOVED_FROM_ROOM, ROOM_NOT_FOUND } from './rooms.errors.js';
import type { Notice } from '../common/errors/domain-error.js';
import { ROW_KEPT } from './people-plans.js';

/**
 * How long a room id found to name no room is answered "not found" without a lookup, and how many
 * are remembered: a socket emitting random ids reaches the database once per id at most, and
 * only as fast as its event allowance lets it (socket-rate-limit.ts). Room ids are random and
 * never reused, so an id that named no room will not name one later.
 */
export const UNKNOWN_ROOM_MEMORY = { ttlMs: 5 * 60_000, max: 20_000 };

/**
 * Room ids that name no room a session may have looked up in a window; past it, an id that is
 * neither its own room nor a room in memory is "not found" without a lookup until the window ends. Per session, not per
 * socket: a flooder that reconnects each time its socket is cut off (socket-rate-limit.ts) keeps
 * its session. A phone looks up the one room it is in.
 */
export const UNKNOWN_ROOMS_PER_SESSION = { count: 30, windowMs: 10 * 60_000 };

/**
 * Only members of a room (and admins watching it, docs/product.md §6) may listen to its channel: the
 * socket's cookie says who it is (the same session as HTTP), and the room's live state in memory
 * says whether that person is in the room now. Provided to the realtime gateway as ROOM_CHANNEL_AUTHORIZER.
 */
@Injectable()
export class RoomChannelAuthorizer implements RoomChannelAuthorization {
  constructor(
    @Inject(SESSION_LOOKUP) private readonly sessions: SessionLookup,
    @Inject(SCREEN_LOOKUP) private readonly screens: ScreenLookup,
    private readonly live: LiveRooms,
  ) {}

  private readonly unknown = new LRUCache<string, true>({ max: UNKNOWN_ROOM_MEMORY.max, ttl: UNKNOWN_ROOM_MEMORY.ttlMs });
  /** Per session key: how many ids that named no room it looked up in the current window (from its first). */
  private readonly misses = new LRUCache<string, { count: number }>({ max: 50_000, ttl: UNKNOWN_ROOMS_PER_SESSION.windowMs, noUpdateTTL: true });

  private missesOf(socket: Socket): { count: number } | undefined {
    const key = this.sessions.sessionKeyOf(socket.handshake.headers.cookie);
    if (!key) return undefined;
    let misses = this.misses.get(key);
    if (!misses) this.misses.set(key, (misses = { count: 0 }));
    return misses;
  }

  /** Whether the id cannot name a room: not of a room id's shape, or found to name none lately. */
  private namesNoRoom(roomId: string): boolean {
    return !isRoomIdShape(roomId) || this.unknown.has(roomId);
  }

  async authorize(socket: Socket, roomId: string): Promise<RoomChannelVerdict> {
    // Before any lookup, of the session too.
    if (this.namesNoRoom(roomId)) return ROOM_NOT_FOUND;
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) return this.authorizeScreen(socket, roomId);
    // Past its allowance of ids that named no room, a session still reaches its own room and any
    // room in memory (no query either way), but no other.
    const misses = this.missesOf(socket);
    if (misses && misses.count >= UNKNOWN_ROOMS_PER_SESSION.count && user.roomId !== roomId && !this.live.peek(roomId)) return ROOM_NOT_FOUND;
    // A refusal (no such room) is the answer; anything else (the database away) is a fault the
    // gateway reports as passing, so the phone asks again.
    const live = await this.live.get(roomId).catch((error: unknown) => {
      if (error instanceof HttpException) return undefined;
      throw error;
    });
    if (!live) {
      this.unknown.set(roomId, true);
      if (misses) misses.count++;
      return ROOM_NOT_FOUND;
    }
    if (!this.live.canRead(live, user)) return NOT_IN_ROOM;
    return { version: live.room.version };
  }

  /** A paired screen listens to its own room's channel only (its stage's events); it never runs the room (mayRun). */
  private async authorizeScreen(socket: Socket, roomId: string): Promise<RoomChannelVerdict> {
    const screen = await this.screens.fromCookieHeader(socket.handshake.headers.cookie);
    if (!screen) return NOT_SIGNED_IN;
    if (screen.roomId !== roomId) return NOT_IN_ROOM;
    const live = await this.live.get(roomId).catch((error: unknown) => {
      if (error instanceof HttpException) return undefined;
      throw error;
    });
    return live ? { version: live.room.version } : ROOM_NOT_FOUND;
  }

  async mayRun(socket: Socket, roomId: string): Promise<boolean> {
    if (this.namesNoRoom(roomId)) return false;
    const user = await this.sessions.fromCookieHeader(socket.handshake.headers.cookie);
    if (!user) return false;
    const live = await this.live.get(roomId).catch(() => undefined);
    return live !== undefined && canManageRoom(live.room, user);
  }

  /** A guest's stay ended with their session (docs/product.md §8 'Removed from Room'); a registered user is signed out. */
  sessionEndedNotice(reason: string): Notice {
    if (reason === 'booted') return REMOVED_BY_HOST;
    return reason === 'left' ? LEFT_ROOM : REMOVED_FROM_ROOM;
  }

  endsWithRoom(reason: string): boolean {
    return Object.hasOwn(ROW_KEPT, reason);
  }
}
