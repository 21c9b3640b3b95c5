import type { EntityManager } from 'typeorm';

/**
 * Ends people's sessions from any module (a boot, an expired room, a kick) without knowing how they
 * are kept (auth/sessions.module.ts provides it): inside the caller's transaction, dropped from
 * every instance's cache, and, once committed, every instance disconnects their sockets.
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
