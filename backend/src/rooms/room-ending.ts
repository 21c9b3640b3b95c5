import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import { HOUR, MINUTE } from '../common/time.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import { TiersService } from '../tiers/tiers.service.js';
import { UsersService } from '../users/users.service.js';
import { DEFAULT_ROOM_SETTINGS } from './entities/room-settings.js';
import type { Room } from './entities/room.entity.js';

/** The room's inactivity timeout in milliseconds (the default of docs/product.md §9 when its settings do not say). */
export function inactivityTimeoutMs(room: Pick<Room, 'settings'>): number {
  return (room.settings.inactivityTimeoutMinutes ?? DEFAULT_ROOM_SETTINGS.inactivityTimeoutMinutes) * MINUTE;
}

/** The rules of a room's end: how long it may live, and who is let go when it ends. */
@Injectable()
export class RoomEnding {
  constructor(
    private readonly tiers: TiersService,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
    private readonly users: UsersService,
  ) {}

  /**
   * How long a room may live: the owner's tier room time or the room's maximum duration,
   * whichever comes first. Unlimited (admin) rooms have no end of time (docs/product.md §9: 999999 min,
   * "unlimited"); only inactivity ends them.
   */
  lifetimeMs(settings: Room['settings'], ownerTier: number): number {
    if (ownerTier === ADMIN_TIER) return Number.POSITIVE_INFINITY;
    const maxMs = (settings.maxRoomDurationHours ?? DEFAULT_ROOM_SETTINGS.maxRoomDurationHours) * HOUR;
    return Math.min(maxMs, this.tiers.limitsFor(ownerTier).roomTimeMinutes * MINUTE);
  }

  /** When the room's time is up, or null for rooms that never expire (they show no timer). */
  expiresAt(room: Pick<Room, 'createdAt' | 'settings'>, ownerTier: number): Date | null {
    const lifeMs = this.lifetimeMs(room.settings, ownerTier);
    return Number.isFinite(lifeMs) ? new Date(room.createdAt.getTime() + lifeMs) : null;
  }

  /**
   * Lets everyone in these rooms go, inside the transaction that ends or deletes them: guests'
   * sessions end (their stay was their account), everyone else simply leaves the room. The
   * people in `alsoSignOut` are signed out in the same step (an account deleted with its rooms).
   */
  async letEveryoneGo(manager: EntityManager, roomIds: string[], reason: string, alsoSignOut: number[] = []): Promise<void> {
    const guests = await this.users.emptyRooms(manager, roomIds);
    await this.sessions.endSessionsOf(manager, [...alsoSignOut, ...guests], reason);
  }
}
