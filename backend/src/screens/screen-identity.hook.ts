import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpHook } from '../common/http/hooks.js';
import { ScreenSessions } from './screen-sessions.js';

/**
 * Resolves a paired screen's cookie to request.screenViewer before any guard runs; the guards let
 * it through only on the routes marked @ScreenMayRead(). Its own entry of the hook list (app.factory.ts).
 */
@Injectable()
export class ScreenIdentityHook implements HttpHook {
  readonly name = 'screen-identity';
  readonly phases = ['preHandler'] as const;
  readonly after = ['identity'];

  constructor(private readonly screens: ScreenSessions) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('preHandler', this.preHandler);
  }

  readonly preHandler = async (request: FastifyRequest): Promise<void> => {
    if (!request.url.startsWith('/api/') || request.sessionUser) return;
    request.screenViewer = await this.screens.fromRequest(request);
  };
}
