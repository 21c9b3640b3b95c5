import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpHook } from '../common/http/hooks.js';
import { SessionResolver } from './session-resolver.js';

/**
 * Resolves the session cookie of every API request to request.sessionUser before any guard runs,
 * so guards and services take the acting identity from the session, never from a body field.
 * A Fastify preHandler, an entry of the hook list in app.factory.ts (docs/architecture.md, "Wiring").
 */
@Injectable()
export class IdentityHook implements HttpHook {
  readonly name = 'identity';
  readonly phases = ['preHandler'] as const;

  constructor(private readonly sessions: SessionResolver) {}

  register(fastify: FastifyInstance): void {
    fastify.addHook('preHandler', this.preHandler);
  }

  readonly preHandler = async (request: FastifyRequest): Promise<void> => {
    if (!request.url.startsWith('/api/')) return;
    const token = this.sessions.tokenOf(request);
    if (token) request.sessionUser = await this.sessions.resolve(token);
  };
}
