import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isScreen } from '../common/auth/screen-viewer.js';
import type { HttpHook } from '../common/http/hooks.js';
import type { RoomPart } from './room-parts.js';
import { RoomPollCache } from './room-poll-cache.js';

/**
 * The polled routes by their pattern (Fastify's routeOptions.url, the global prefix included):
 * rooms.controller.ts, queue.controller.ts and player.controller.ts, each answering through
 * RoomPollCache.answer with the part named here.
 */
export const POLLED_ROUTES: ReadonlyMap<string, RoomPart> = new Map<string, RoomPart>([
  ['/api/rooms/:roomId', 'room'],
  ['/api/rooms/:roomId/users', 'users'],
  ['/api/rooms/:roomId/queue', 'queue'],
  ['/api/rooms/:roomId/playing', 'playing'],
]);

/**
 * Answers the polls memory can answer before Nest's router pipeline (guards, pipes, parameter
 * decorators, the route handler), which cost more than the answer itself: a Fastify preHandler
 * hook, listed after the identity hook whose request.sessionUser it reads (`after`, checked at
 * start: docs/architecture.md, "Wiring"), handing the poll to
 * RoomPollCache.answerFromMemory, which applies the route's own rules. Whatever it cannot answer
 * (no session, a room not in memory or not the caller's, a body not built yet) goes on to the
 * route untouched, so refusals and loads stay where they are. The answer goes through Fastify's
 * reply as the route's would: the onRequest headers, compression, metrics and the request line.
 */
@Injectable()
export class RoomPollFastPath implements HttpHook {
  readonly name = 'room-poll-fast-path';
  readonly phases = ['preHandler'] as const;
  readonly after = ['identity', 'screen-identity'];

  constructor(private readonly polls: RoomPollCache) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('preHandler', this.preHandler);
  }

  readonly preHandler = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    // A paired screen reads the room, its queue and what plays; never its people (ScreenMayRead on those routes).
    const actor = request.sessionUser ?? request.screenViewer;
    if (actor && request.method === 'GET') {
      const part = POLLED_ROUTES.get(request.routeOptions.url as string);
      if (part === 'users' && isScreen(actor)) return done();
      // Answered: the hook chain stops here (done is not called). An id that is not a room id
      // is never a key of memory, so the route's RoomIdPipe still gives its 404.
      if (part && this.polls.answerFromMemory(request, reply, (request.params as { roomId: string }).roomId, actor, part)) return;
    }
    done();
  };
}
