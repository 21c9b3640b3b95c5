import type { EntityManager } from 'typeorm';

/**
 * Ends people's sessions from any module (a boot, an expired room, an admin's kick) without
 * knowing how sessions are kept. The sessions module (auth/sessions.module.ts) provides it under
 * SESSION_REVOCATION. The ending runs inside the caller's transaction; the implementation also
 * drops the sessions from every instance's cache so the next request of that browser is signed out.
 */
export interface SessionRevocation {
  /**
   * These people stay signed in, but who they are changed (name, role, tier): every instance
   * drops its cached copy so the next request reads them afresh.
   */
  refreshIdentitiesOf(userIds: number[], manager?: EntityManager): Promise<void>;
  endSessionsOf(manager: EntityManager, userIds: number[], reason: string): Promise<void>;
}

export const SESSION_REVOCATION = Symbol('SESSION_REVOCATION');
