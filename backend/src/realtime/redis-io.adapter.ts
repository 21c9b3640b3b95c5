import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { FOREIGN_ORIGIN_MESSAGE, foreignOriginCheck, rawRequestOrigin } from '../common/http/origin-check.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RealtimeService, socketIoRedisKey, socketIoRedisParser } from './realtime.service.js';
import { limitSocketEvents, SOCKET_EVENT_LIMIT } from './socket-rate-limit.js';

/**
 * The largest message a client may send (engine.io's maxHttpBufferSize; its default is 1 MB). The
 * party app's messages are a room id and a flag; a polling request may carry a few of them.
 */
export const SOCKET_MESSAGE_LIMIT_BYTES = 16 * 1024;

/**
 * Socket.IO server factory. With REDIS_URL it installs the Redis adapter, so an emit to a room
 * channel on one API instance reaches that room's sockets on every instance.
 */
export class KaraokeIoAdapter extends IoAdapter {
  private readonly log = new Logger('Realtime');

  constructor(private readonly app: INestApplicationContext) {
    super(app);
  }

  /**
   * The gateway's message handlers, as plain listeners. Nest's IoAdapter keeps an RxJS pipeline a
   * handler and one for the disconnect on every socket for its whole life (twelve subscribers and
   * their closures a socket here, about 14 KB: docs/performance.md §2). The same answers: the
   * handler's result, once settled and not null, acknowledges the message (or is emitted when it
   * names an `event`); a failure is logged, and the socket keeps listening.
   */
  override bindMessageHandlers(socket: Socket, handlers: MessageMappingProperties[], transform: (data: unknown) => Observable<unknown>): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...args: unknown[]) => {
        // As RxJS's fromEvent hands Nest's pipeline: one argument alone, several as an array.
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        let answers: Observable<unknown>;
        try {
          answers = transform(callback(data, ack));
        } catch (error) {
          this.log.error(error);
          return;
        }
        answers.subscribe({
          next: (response) => {
            if (response === null || response === undefined) return;
            const named = response as { event?: string; data?: unknown };
            if (named.event) socket.emit(named.event, named.data);
            else if (!isAckHandledManually && typeof ack === 'function') ack(response);
          },
          error: (error: unknown) => this.log.error(error),
        });
      });
    }
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const config = this.app.get<AppConfig>(APP_CONFIG);
    // A WebSocket is not bound by CORS and carries the browser's cookies: a page of another site
    // (even a same-site one on another port) could otherwise open a connection as the visitor and
    // listen to their room. The handshake passes the API's cross-site rule (origin-check.ts); a
    // refusal answers 403 with its sentence, before any session is looked at.
    const foreign = foreignOriginCheck(config);
    const ownOrigin = rawRequestOrigin(config.trustProxy);
    const server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      maxHttpBufferSize: SOCKET_MESSAGE_LIMIT_BYTES,
      allowRequest: (request, answer) => (foreign(request.headers, ownOrigin(request)) ? answer(FOREIGN_ORIGIN_MESSAGE, false) : answer(null, true)),
    } as ServerOptions) as Server;
    // Every event of every socket passes its token bucket first (socket-rate-limit.ts).
    const metrics = this.app.get(Metrics);
    server.on('connection', (socket: Socket) =>
      limitSocketEvents(socket, {
        ...SOCKET_EVENT_LIMIT,
        onRefused: () => metrics.socketEventsLimited.inc({ outcome: 'refused' }),
        onDisconnect: (flooder) => {
          metrics.socketEventsLimited.inc({ outcome: 'disconnected' });
          this.log.warn(`Disconnected a socket from ${flooder.handshake.address} that kept sending events past its limit`);
        },
      }),
    );
    const redis = this.app.get(RedisService);
    if (redis.enabled) {
      // Publishes issued in the same tick (a burst of changes) leave in one write.
      const pub = redis.publisher('socket.io-pub', { enableAutoPipelining: true });
      const sub = redis.connect('socket.io-sub');
      this.app.get(RealtimeService).listen(sub);
      server.adapter(createAdapter(pub, sub, { key: socketIoRedisKey(config), parser: socketIoRedisParser }));
    }
    return server;
  }
}
