import { Inject, Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Server } from 'socket.io';
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
 * MessagePack (notepack.io), whose decoder, written in JavaScript, cost an instance about 0.2 ms of
 * CPU for every room:changed another instance published (V8's JSON.parse: a few µs). Every push is
 * JSON on the wire to the phones anyway, so nothing is lost: no event carries binary data.
 */
export const socketIoRedisParser = {
  encode: (message: unknown): string => JSON.stringify(message),
  decode: (message: Buffer | string): unknown => JSON.parse(typeof message === 'string' ? message : message.toString('utf8')),
};

export function roomChannel(roomId: string): string {
  return `room:${roomId}`;
}

/**
 * What the rest of the backend uses to push: room-scoped emits only (a broadcast to every socket
 * holds the server for tens of ms, see ARCHITECTURE.md).
 */
@Injectable()
export class RealtimeService {
  private server?: Server;
  private emitter?: Emitter;

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
    this.emitter ??= new Emitter(this.redis.connect('socket.io-emitter'), { key: socketIoRedisKey(this.config), parser: socketIoRedisParser });
    return this.emitter as unknown as Pick<Server, 'to'>;
  }

  attach(server: Server): void {
    this.server = server;
  }

  /** Emits to every socket in the room's channel, on every instance. */
  emitToRoom(roomId: string, event: string, payload: unknown): void {
    this.target?.to(roomChannel(roomId)).emit(event, payload);
    // At LOG_LEVEL=debug: the push, with the request id of the request (or job) that caused it.
    pushLog.debug(`Pushed ${event} to room ${roomId}`);
  }
}
