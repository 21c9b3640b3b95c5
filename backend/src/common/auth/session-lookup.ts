import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { assertBound } from '../binding.js';
import type { SessionUser } from './session-user.js';

export type SessionLookupHandler = (cookieHeader: string | undefined) => Promise<SessionUser | undefined>;

/**
 * Resolves a Cookie header to the acting identity outside HTTP routes (the Socket.IO handshake),
 * without importing the auth module, which implements it at start.
 */
@Injectable()
export class SessionLookup implements OnApplicationBootstrap {
  private handler?: SessionLookupHandler;

  onApplicationBootstrap(): void {
    assertBound([[this.handler !== undefined, 'SessionLookup is not bound (the auth module\'s SessionsService implements it)']]);
  }

  implement(handler: SessionLookupHandler): void {
    this.handler = handler;
  }

  async fromCookieHeader(cookieHeader: string | undefined): Promise<SessionUser | undefined> {
    if (!this.handler) throw new Error('Session lookup is not available: the auth module did not register it.');
    return this.handler(cookieHeader);
  }
}
