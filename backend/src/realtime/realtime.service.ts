import { Inject, Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { type Notice, said, type SaidNotice } from '../common/errors/domain-error.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

const pushLog = new Logger('Realtime');

/** Shared by the Redis adapter and the emitter so both talk on the same channels. */
export function socketIoRedisKey(config: AppConfig): string {
  return `${config.redisPrefix}:socket.io`;
}

/**
 * How the Redis adapter and the emitter encode what crosses Redis: JSON instead of their default
 * MessagePack, whose JavaScript decoder costs far more CPU a message (docs/performance.md §6).
 * Pushes are JSON on the wire to the phones anyway: no event carries binary data.
 */
export const socketIoRedisParser = {
  encode: (message: unknown): string => JSON.stringify(message),
  decode: (message: Buffer | string): unknown => JSON.parse(typeof message === 'string' ? message : message.toString('utf8')),
};

const ROOM_CHANNEL_PREFIX = 'room:';

export function roomChannel(roomId: string): string {
  return `${ROOM_CHANNEL_PREFIX}${roomId}`;
}

/**
 * Channels that name who a socket is, joined at its handshake (realtime.gateway.ts): its person,
 * its session, and admins (who may watch any room, docs/product.md §6). Nothing is ever pushed to them as a
 * broadcast; they let one instance act on that person's or session's sockets on every instance.
 */
export function userChannel(userId: number): string {
  return `user:${userId}`;
}
export function sessionChannel(key: string): string {
  return `session:${key}`;
}
export const ADMINS_CHANNEL = 'admins';
/** A paired screen's sockets (its cookie, at the handshake), and every screen of a room: they stay in the room's channel as its people change. */
export function screenChannel(screenId: string): string {
  return `screen:${screenId}`;
}
export function roomScreensChannel(roomId: string): string {
  return `screens-of:${roomId}`;
}
/** Server → client, just before the server closes a screen's connection: the host ended that screen. */
export const SCREEN_ENDED_EVENT = 'screen:ended';
export type ScreenEndedPayload = SaidNotice;

/** Server → client: this socket was taken out of a room's channel (a boot, a kick, a move). */
export const ROOM_REMOVED_EVENT = 'room:removed';
export interface RoomRemovedPayload extends SaidNotice {
  roomId: string;
}
/** Server → client: a stage of the room opened or closed on some screen (the host's view leaves it the playing). */
export const ROOM_STAGE_EVENT = 'room:stage';
export interface RoomStagePayload {
  roomId: string;
  open: boolean;
}
/** Server → client, just before the server closes the connection: its session has ended. */
export const SESSION_ENDED_EVENT = 'session:ended';
export interface SessionEndedPayload extends SaidNotice {
  /** Why the session ended ('booted', 'left', 'room-deleted', 'expired', 'inactive', 'kicked', 'logout'…), so the phone can say it its way. */
  reason?: string;
}

/**
 * What the rest of the backend uses to push: room-scoped emits only (a broadcast to every socket
 * holds the server for tens of ms: docs/architecture.md "Pushes are room-scoped").
 */
@Injectable()
export class RealtimeService {
  private server?: Server;
  private emitter?: Emitter;
  private readonly resubscribedListeners: ((roomIds: string[]) => Promise<void>)[] = [];

  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Where emits go: this process's Socket.IO server, or, in a worker process without HTTP, the
   * Redis emitter that reaches the API instances' sockets. Without either there is no one to tell.
   */
  private get target(): Pick<Server, 'to' | 'in'> | undefined {
    if (this.server) return this.server;
    if (!this.redis.enabled) return undefined;
    this.emitter ??= new Emitter(this.redis.publisher('socket.io-emitter'), { key: socketIoRedisKey(this.config), parser: socketIoRedisParser });
    return this.emitter as unknown as Pick<Server, 'to' | 'in'>;
  }

  attach(server: Server): void {
    this.server = server;
  }

  /**
   * Only these people (the room's members and owner) and admins may go on listening to the room:
   * every other socket in its channel is told why (room:removed) and leaves it, on every instance,
   * before anything else is pushed to it. The Redis adapter sends the leave ahead of the next push
   * on the same connection, so other instances apply it first; it applies a leave only when its own
   * message comes back, so this instance's sockets leave here and now.
   */
  keepOnly(roomId: string, userIds: Iterable<number>, why: Notice): void {
    const channel = roomChannel(roomId);
    const except = [...new Set(userIds)].map(userChannel).concat(ADMINS_CHANNEL, roomScreensChannel(roomId));
    const payload: RoomRemovedPayload = { roomId, ...said(why) };
    this.target?.to(channel).except(except).emit(ROOM_REMOVED_EVENT, payload);
    this.server?.local.in(channel).except(except).socketsLeave(channel);
    this.target?.in(channel).except(except).socketsLeave(channel);
  }

  /** A screen was ended by its host: its sockets are told, then closed, on every instance. */
  endScreen(screenId: string, why: Notice): void {
    const payload: ScreenEndedPayload = said(why);
    this.target?.to(screenChannel(screenId)).emit(SCREEN_ENDED_EVENT, payload);
    this.target?.in(screenChannel(screenId)).disconnectSockets(true);
  }

  /** The room ended: after its last push, every socket leaves its channel, on every instance. */
  closeChannel(roomId: string): void {
    const channel = roomChannel(roomId);
    this.server?.local.in(channel).socketsLeave(channel);
    this.target?.in(channel).socketsLeave(channel);
  }

  /**
   * The adapter's subscription to Redis (the adapter hands it over). While it is down, pushes
   * other instances send are lost for the phones connected here, and a phone only notices a gap
   * at the next push, which a quiet room may not have for minutes: when it is back, whoever
   * registered with onResubscribed tells these phones where their rooms are.
   */
  listen(subscriber: Redis): void {
    let connectedOnce = false;
    subscriber.on('ready', () => {
      if (connectedOnce) void this.resubscribed();
      connectedOnce = true;
    });
  }

  onResubscribed(listener: (roomIds: string[]) => Promise<void>): void {
    this.resubscribedListeners.push(listener);
  }

  private async resubscribed(): Promise<void> {
    const rooms = this.server?.of('/').adapter.rooms;
    const roomIds = [...(rooms?.keys() ?? [])]
      .filter((channel) => channel.startsWith(ROOM_CHANNEL_PREFIX))
      .map((channel) => channel.slice(ROOM_CHANNEL_PREFIX.length));
    if (roomIds.length === 0) return;
    for (const listener of this.resubscribedListeners) {
      try {
        await listener(roomIds);
      } catch (error) {
        pushLog.warn(`Could not tell this instance's phones where their rooms are after Redis came back: ${(error as Error).message}`);
      }
    }
  }

  /** Emits to the room's sockets on this instance only. */
  emitHere(roomId: string, event: string, payload: unknown): void {
    this.server?.local.to(roomChannel(roomId)).emit(event, payload);
  }

  /** Emits to every socket in the room's channel, on every instance. */
  emitToRoom(roomId: string, event: string, payload: unknown): void {
    this.target?.to(roomChannel(roomId)).emit(event, payload);
    // At LOG_LEVEL=debug: the push, with the request id of the request (or job) that caused it.
    pushLog.debug(`Pushed ${event} to room ${roomId}`);
  }
}
