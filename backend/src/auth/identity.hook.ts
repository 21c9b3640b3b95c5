import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SessionResolver } from './session-resolver.js';

/**
 * Resolves the session cookie of every API request to request.sessionUser before any guard runs,
 * so guards and services take the acting identity from the session, never from a body field.
 * A Fastify preHandler, registered with the others in app.factory.ts in their order.
 */
@Injectable()
export class IdentityHook {
  constructor(private readonly sessions: SessionResolver) {}

  readonly preHandler = async (request: FastifyRequest): Promise<void> => {
    if (!request.url.startsWith('/api/')) return;
    const token = this.sessions.tokenOf(request);
    if (token) request.sessionUser = await this.sessions.resolve(token);
  };
}
