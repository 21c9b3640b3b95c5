import type { SessionUser } from './session-user.js';

/**
 * Resolves a Cookie header to the acting identity outside HTTP routes (the Socket.IO handshake).
 * The auth module provides it under SESSION_LOOKUP.
 */
export interface SessionLookup {
  fromCookieHeader(cookieHeader: string | undefined): Promise<SessionUser | undefined>;
}

export const SESSION_LOOKUP = Symbol('SESSION_LOOKUP');
