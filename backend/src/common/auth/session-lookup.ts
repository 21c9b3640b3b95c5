import { Injectable } from '@nestjs/common';
import type { SessionUser } from './session-user.js';

export type SessionLookupHandler = (cookieHeader: string | undefined) => Promise<SessionUser | undefined>;

/**
 * Resolves a Cookie header to the acting identity outside HTTP routes (the Socket.IO handshake),
 * without importing the auth module, which implements it at start.
 */
@Injectable()
export class SessionLookup {
  private handler?: SessionLookupHandler;

  implement(handler: SessionLookupHandler): void {
    this.handler = handler;
  }

  async fromCookieHeader(cookieHeader: string | undefined): Promise<SessionUser | undefined> {
    if (!this.handler) throw new Error('Session lookup is not available: the auth module did not register it.');
    return this.handler(cookieHeader);
  }
}
