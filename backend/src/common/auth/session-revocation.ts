import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertBound } from '../binding.js';

export type EndSessionsHandler = (manager: EntityManager, userIds: number[], reason: string) => Promise<void>;
export type RefreshIdentitiesHandler = (userIds: number[], manager?: EntityManager) => Promise<void>;

/**
 * Ends people's sessions from any module (a boot, an expired room, an admin's kick) without
 * importing the auth module, which owns sessions and implements this at start. The ending runs
 * inside the caller's transaction; the implementation also drops the sessions from every
 * instance's cache so the next request of that browser is signed out.
 */
@Injectable()
export class SessionRevocation implements OnApplicationBootstrap {
  private handler?: EndSessionsHandler;
  private refreshHandler?: RefreshIdentitiesHandler;

  onApplicationBootstrap(): void {
    assertBound([
      [this.handler !== undefined, 'SessionRevocation is not bound (the auth module\'s SessionsService implements it)'],
      [this.refreshHandler !== undefined, 'SessionRevocation\'s identity refresh is not bound (the auth module\'s SessionsService implements it)'],
    ]);
  }

  implement(handler: EndSessionsHandler, refresh: RefreshIdentitiesHandler): void {
    this.handler = handler;
    this.refreshHandler = refresh;
  }

  /**
   * These people stay signed in, but who they are changed (name, role, tier): every instance
   * drops its cached copy so the next request reads them afresh.
   */
  async refreshIdentitiesOf(userIds: number[], manager?: EntityManager): Promise<void> {
    if (userIds.length === 0) return;
    if (!this.refreshHandler) throw new Error('Session refresh is not available: the auth module did not register it.');
    await this.refreshHandler(userIds, manager);
  }

  async endSessionsOf(manager: EntityManager, userIds: number[], reason: string): Promise<void> {
    if (userIds.length === 0) return;
    if (!this.handler) throw new Error('Session revocation is not available: the auth module did not register it.');
    await this.handler(manager, userIds, reason);
  }
}
