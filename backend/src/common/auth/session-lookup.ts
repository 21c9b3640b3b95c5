import type { SessionUser } from './session-user.js';

/**
 * Resolves a Cookie header to the acting identity outside HTTP routes (the Socket.IO handshake),
 * and tells the live connections when their session ends. The auth module provides it under
 * SESSION_LOOKUP.
 */
export interface SessionLookup {
  fromCookieHeader(cookieHeader: string | undefined): Promise<SessionUser | undefined>;
  /** The key under which revocations name this Cookie header's session, or undefined without one. */
  sessionKeyOf(cookieHeader: string | undefined): string | undefined;
  /**
   * Calls `listener` on this instance for every revocation, wherever it happened: the keys of
   * sessions that ended or whose person changed (role, room), or null when any may have.
   */
  onRevoked(listener: (keys: readonly string[] | null) => void): void;
  /** Which of these sessions have ended, each with why (e.g. 'booted'), once the transaction ending them has finished. */
  endedOf(keys: readonly string[]): Promise<Map<string, string>>;
}

export const SESSION_LOOKUP = Symbol('SESSION_LOOKUP');
