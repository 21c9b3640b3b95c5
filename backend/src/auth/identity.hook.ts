import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { SessionResolver } from './session-resolver.js';

/**
 * Resolves the session cookie of every API request to request.sessionUser before any guard runs,
 * so guards and services take the acting identity from the session, never from a body field.
 */
@Injectable()
export class IdentityHook implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessions: SessionResolver,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return; // a worker process serves no HTTP
    fastify.addHook('preHandler', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = this.sessions.tokenOf(request);
      if (token) request.sessionUser = await this.sessions.resolve(token);
    });
  }
}
