import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { HOUR, MINUTE } from '../common/time.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import { TiersService } from '../tiers/tiers.service.js';
import { DEFAULT_ROOM_SETTINGS } from './entities/room-settings.js';
import { END_ROOM, type RoomEndReason, ROW_KEPT } from './people-plans.js';
import { Room } from './entities/room.entity.js';
import { type RoomNotice, RoomTransactions } from '../room-engine/index.js';

export type { RoomEndReason } from './people-plans.js';

/** A room ended inside a transaction, to announce once that transaction has committed (`announceEnded`). */
export interface EndedRoom {
  roomId: string;
  /** The version its `ended` push carries: the one its end wrote. */
  version: number;
}

/** The rules of a room's end: how long it may live, and its end inside another change's transaction (`endRoom`). */
@Injectable()
export class RoomEnding {
  constructor(
    private readonly tiers: TiersService,
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
   * Ends a room inside the caller's transaction (its owner's delete, an admin deleting the owner's
   * account): the same plan as the lifecycle jobs' (people-plans.ts END_ROOM), its rows written at
   * the room's version under its lock; then a deleted room's row goes. Announce the answer after
   * commit (`announceEnded`).
   */
  async endRoom(manager: EntityManager, room: Pick<Room, 'roomId' | 'version'>, reason: RoomEndReason): Promise<EndedRoom> {
    const locked = await manager.getRepository(Room).findOne({ where: { roomId: room.roomId }, lock: { mode: 'pessimistic_write' } });
    let version = (locked?.version ?? room.version) + 1;
    // An ended room's people left when it ended; only its row may still go.
    if (locked && !locked.endedAt) {
      const done = await this.transactions.applyInside(manager, locked, END_ROOM, null, { reason }, this.clock.now());
      if (done.changed) version = done.version;
    }
    if (!ROW_KEPT[reason]) await manager.getRepository(Room).delete({ roomId: room.roomId });
    return { roomId: room.roomId, version };
  }

  /** Tells a committed end to the room's phones and every instance; its sockets leave the room's channel. */
  async announceEnded(ended: EndedRoom, notice?: RoomNotice): Promise<void> {
    await this.transactions.announce(ended.roomId, ended.version, ['ended'], undefined, notice ? { notice } : {});
  }
}
