import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';

/**
 * Lets the rooms module sign a guest in (guest join) without knowing how sessions are kept. The
 * sessions module (auth/sessions.module.ts) provides it under SESSION_ISSUER.
 */
export interface SessionIssuer {
  /** Starts a session for the person inside the caller's transaction and sets the cookie on the reply. */
  issue(manager: EntityManager, request: FastifyRequest, reply: FastifyReply, userId: number, kind: 'user' | 'guest'): Promise<void>;
  /** Who this browser's cookie belonged to, even if that session has ended (a booted guest coming back). */
  previousUserId(request: FastifyRequest): Promise<number | undefined>;
}

export const SESSION_ISSUER = Symbol('SESSION_ISSUER');
