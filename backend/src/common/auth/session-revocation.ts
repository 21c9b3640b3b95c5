import type { EntityManager } from 'typeorm';

/**
 * Ends people's sessions from any module (a boot, an expired room, an admin's kick) without
 * knowing how sessions are kept. The sessions module (auth/sessions.module.ts) provides it under
 * SESSION_REVOCATION. The ending runs inside the caller's transaction; the implementation also
 * drops the sessions from every instance's cache so the next request of that browser is signed out,
 * and, once that transaction has committed, every instance disconnects those sessions' sockets
 * (realtime.gateway.ts). A new way of ending sessions gets all of this by going through here (or
 * through SessionsService, whose every ending revokes by forget()).
 */
export interface SessionRevocation {
  /**
   * These people stay signed in, but who they are changed (name, role, tier): every instance
   * drops its cached copy so the next request reads them afresh.
   */
  refreshIdentitiesOf(userIds: number[], manager?: EntityManager): Promise<void>;
  /** Ends every live session of these people, except `keepSessionId` (the caller's own, when it stays signed in). */
  endSessionsOf(manager: EntityManager, userIds: number[], reason: string, keepSessionId?: string): Promise<void>;
}

export const SESSION_REVOCATION = Symbol('SESSION_REVOCATION');
