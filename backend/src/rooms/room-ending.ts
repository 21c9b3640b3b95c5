import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import { Clock } from '../common/clock.js';
import { HOUR, MINUTE } from '../common/time.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import { TiersService } from '../tiers/tiers.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { DEFAULT_ROOM_SETTINGS } from './entities/room-settings.js';
import { Room } from './entities/room.entity.js';
import type { RoomNotice } from './room-parts.js';
import { RoomTransactions } from './room-transactions.service.js';

/** The room's inactivity timeout in milliseconds (the default of docs/product.md §9 when its settings do not say). */
export function inactivityTimeoutMs(room: Pick<Room, 'settings'>): number {
  return (room.settings.inactivityTimeoutMinutes ?? DEFAULT_ROOM_SETTINGS.inactivityTimeoutMinutes) * MINUTE;
}

/**
 * Why a room ends. Its time ran out or everyone left (`expired`, `inactive`): the row stays, ended.
 * Its owner deleted it or an admin deleted the owner's account: the row goes, with its queue, stage
 * and history (foreign keys cascade).
 */
export type RoomEndReason = 'expired' | 'inactive' | 'room-deleted' | 'account-deleted';

const ROW_KEPT: Record<RoomEndReason, boolean> = { expired: true, inactive: true, 'room-deleted': false, 'account-deleted': false };

/** A room ended inside a transaction, to announce once that transaction has committed (`announceEnded`). */
export interface EndedRoom {
  roomId: string;
  /** The version its `ended` push carries: one past the version the room was read at. */
  version: number;
}

/** The rules of a room's end: how long it may live, and the one way it ends (`endRoom`). */
@Injectable()
export class RoomEnding {
  constructor(
    private readonly tiers: TiersService,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly transactions: RoomTransactions,
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
   * Ends a room inside the caller's transaction, whoever ends it (the lifecycle jobs, its owner's
   * delete, an admin deleting the owner's account): everyone in it leaves, guests' sessions end
   * (their stay was their account), and the row is marked ended or deleted (RoomEndReason).
   * Announce the answer after commit (`announceEnded`), unless the caller runs in
   * `RoomTransactions.change` with the change `ended`, which announces it itself.
   */
  async endRoom(manager: EntityManager, room: Pick<Room, 'roomId' | 'version'>, reason: RoomEndReason): Promise<EndedRoom> {
    const guests = await this.users.emptyRooms([room.roomId], manager);
    await this.sessions.endSessionsOf(manager, guests, reason);
    if (ROW_KEPT[reason]) await manager.getRepository(Room).update({ roomId: room.roomId }, { endedAt: this.clock.now(), endReason: reason });
    else await manager.getRepository(Room).delete({ roomId: room.roomId });
    return { roomId: room.roomId, version: room.version + 1 };
  }

  /** Tells a committed end to the room's phones and every instance; its sockets leave the room's channel. */
  async announceEnded(ended: EndedRoom, notice?: RoomNotice): Promise<void> {
    await this.transactions.announce(ended.roomId, ended.version, ['ended'], undefined, notice ? { notice } : {});
  }
}
