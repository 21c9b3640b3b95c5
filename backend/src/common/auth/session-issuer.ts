import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntityManager } from 'typeorm';
import { assertBound } from '../binding.js';

export interface SessionIssuerHandlers {
  /** Starts a session for the person inside the caller's transaction and sets the cookie on the reply. */
  issue(manager: EntityManager, request: FastifyRequest, reply: FastifyReply, userId: number, kind: 'user' | 'guest'): Promise<void>;
  /** Who this browser's cookie belonged to, even if that session has ended (a booted guest coming back). */
  previousUserId(request: FastifyRequest): Promise<number | undefined>;
}

/**
 * Lets the rooms module sign a guest in (guest join) without importing the auth module, which
 * owns sessions and implements this at start.
 */
@Injectable()
export class SessionIssuer implements OnApplicationBootstrap {
  private handlers?: SessionIssuerHandlers;

  onApplicationBootstrap(): void {
    assertBound([[this.handlers !== undefined, 'SessionIssuer is not bound (the auth module\'s SessionsService implements it)']]);
  }

  implement(handlers: SessionIssuerHandlers): void {
    this.handlers = handlers;
  }

  private get impl(): SessionIssuerHandlers {
    if (!this.handlers) throw new Error('Session issuing is not available: the auth module did not register it.');
    return this.handlers;
  }

  issue(...args: Parameters<SessionIssuerHandlers['issue']>): Promise<void> {
    return this.impl.issue(...args);
  }

  previousUserId(request: FastifyRequest): Promise<number | undefined> {
    return this.impl.previousUserId(request);
  }
}
