import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Server, Socket } from 'socket.io';
import { assertBound } from '../common/binding.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';

const pushLog = new Logger('Realtime');

/** Shared by the Redis adapter and the emitter so both talk on the same channels. */
export function socketIoRedisKey(config: AppConfig): string {
  return `${config.redisPrefix}:socket.io`;
}

/**
 * Decides whether a socket may listen to a room's channel (the refusal's sentence, or true, or the
 * room's current version for the join's acknowledgement); the rooms module installs the real rule.
 */
export type RoomChannelVerdict = true | { version: number } | string;
export type RoomChannelAuthorizer = (socket: Socket, roomId: string) => Promise<RoomChannelVerdict>;

export function roomChannel(roomId: string): string {
  return `room:${roomId}`;
}

/**
 * What the rest of the backend uses to push: room-scoped emits only (a broadcast to every socket
 * holds the server for tens of ms, see ARCHITECTURE.md).
 */
@Injectable()
export class RealtimeService implements OnApplicationBootstrap {
  private server?: Server;
  private emitter?: Emitter;
  /** Who may listen to a room's channel: bound by the rooms module at start, never allow-everyone. */
  private authorizer?: RoomChannelAuthorizer;

  constructor(
    private readonly redis: RedisService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Where emits go: this process's Socket.IO server, or, in a worker process without HTTP, the
   * Redis emitter that reaches the API instances' sockets. Without either there is no one to tell.
   */
  private get target(): Pick<Server, 'to'> | undefined {
    if (this.server) return this.server;
    if (!this.redis.enabled) return undefined;
    this.emitter ??= new Emitter(this.redis.connect('socket.io-emitter'), { key: socketIoRedisKey(this.config) });
    return this.emitter as unknown as Pick<Server, 'to'>;
  }

  attach(server: Server): void {
    this.server = server;
  }

  setRoomChannelAuthorizer(authorizer: RoomChannelAuthorizer): void {
    this.authorizer = authorizer;
  }

  onApplicationBootstrap(): void {
    assertBound([[this.authorizer !== undefined, "RealtimeService's room channel authorizer is not bound (the rooms module's RoomChannelAuthorizer sets it)"]]);
  }

  authorize(socket: Socket, roomId: string): Promise<RoomChannelVerdict> {
    if (!this.authorizer) throw new Error('No room channel authorizer is bound.');
    return this.authorizer(socket, roomId);
  }

  /** Emits to every socket in the room's channel, on every instance. */
  emitToRoom(roomId: string, event: string, payload: unknown): void {
    this.target?.to(roomChannel(roomId)).emit(event, payload);
    // At LOG_LEVEL=debug: the push, with the request id of the request (or job) that caused it.
    pushLog.debug(`Pushed ${event} to room ${roomId}`);
  }
}
