import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In } from 'typeorm';
import { SessionRevocation } from '../common/auth/session-revocation.js';
import { Clock } from '../common/clock.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MINUTE } from '../common/time.js';
import { tickStart } from '../jobs/tick.js';
import { ADMIN_TIER, TIER_NUMBERS } from '../tiers/tier-defaults.js';
import { TiersService } from '../tiers/tiers.service.js';
import { User } from '../users/entities/user.entity.js';
import { Room } from './entities/room.entity.js';
import { inactivityMinutesSql, inactivityTimeoutMs, RoomEnding } from './room-ending.js';
import { RoomTransactions } from './room-transactions.service.js';

/**
 * Keeps rooms honest over time, once per minute across all instances:
 * - inactivity: people silent for the room's inactivityTimeoutMinutes leave it (a guest's
 *   session ends with its stay), and a room left empty by an owner who is also gone ends;
 * - expiry: a room ends at its owner's tier room time or its maxRoomDurationHours, whichever
 *   comes first (admin rooms: the maximum duration only).
 * Every change goes through the room lock and re-checks, so running a tick twice is harmless.
 */
@Injectable()
export class RoomLifecycleJobs implements OnModuleInit {
  private readonly logger = new Logger('RoomLifecycle');

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly transactions: RoomTransactions,
    private readonly tiers: TiersService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionRevocation,
    private readonly ending: RoomEnding,
  ) {}

  onModuleInit(): void {
    this.jobs.register('rooms.inactivity', () => this.sweepInactive());
    this.jobs.register('rooms.expiry', () => this.expireRooms());
  }

  @Cron(CronExpression.EVERY_MINUTE)
  async schedule(): Promise<void> {
    const tick = tickStart(this.clock.now(), MINUTE);
    await this.jobs.enqueueTick('rooms.inactivity', tick);
    await this.jobs.enqueueTick('rooms.expiry', tick);
  }

  async sweepInactive(): Promise<{ removed: number; roomsEnded: number }> {
    const now = this.clock.now();
    const silent: { roomId: string }[] = await this.dataSource.query(
      `SELECT DISTINCT u."roomId" FROM "users" u JOIN "rooms" r ON r."roomId" = u."roomId"
        WHERE r."endedAt" IS NULL AND u."userId" <> r."ownerId"
          AND COALESCE(u."lastActive", u."createdAt") <= $1::timestamptz
              - make_interval(mins => ${inactivityMinutesSql('r')})`,
      [now],
    );
    let removed = 0;
    for (const { roomId } of silent) {
      removed += await this.safely(roomId, () =>
        this.transactions.change(roomId, async (manager, room) => {
          const cutoff = new Date(now.getTime() - inactivityTimeoutMs(room));
          const gone = (await manager.getRepository(User).find({ where: { roomId }, select: { userId: true, isGuest: true, lastActive: true, createdAt: true } })).filter(
            (u) => u.userId !== room.ownerId && (u.lastActive ?? u.createdAt) <= cutoff,
          );
          if (gone.length === 0) return { result: 0, changes: [] };
          await manager.getRepository(User).update({ userId: In(gone.map((u) => u.userId)) }, { roomId: null });
          await this.sessions.endSessionsOf(manager, gone.filter((u) => u.isGuest).map((u) => u.userId), 'inactive');
          return { result: gone.length, changes: ['users', 'room'] };
        }),
      );
    }

    // Rooms nobody is in any more, whose owner has been silent as long: the party is over.
    const empty: { roomId: string }[] = await this.dataSource.query(
      `SELECT r."roomId" FROM "rooms" r JOIN "users" o ON o."userId" = r."ownerId"
        WHERE r."endedAt" IS NULL
          AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."roomId" = r."roomId")
          AND r."lastActivity" <= $1::timestamptz - make_interval(mins => ${inactivityMinutesSql('r')})
          AND COALESCE(o."lastActive", o."createdAt") <= $1::timestamptz - make_interval(mins => ${inactivityMinutesSql('r')})`,
      [now],
    );
    let roomsEnded = 0;
    for (const { roomId } of empty) {
      roomsEnded += await this.safely(roomId, () =>
        this.transactions.change(roomId, async (manager, room) => {
          const cutoff = new Date(now.getTime() - inactivityTimeoutMs(room));
          const anyone = await manager.getRepository(User).exists({ where: { roomId } });
          if (anyone || room.lastActivity > cutoff) return { result: 0, changes: [] };
          await this.endRoom(manager, room, 'inactive');
          return { result: 1, changes: ['ended'] };
        }),
      );
    }
    return { removed, roomsEnded };
  }

  async expireRooms(): Promise<{ ended: number }> {
    const now = this.clock.now();
    // The shortest possible life is one hour (maxRoomDurationHours >= 1, tier room times >= 60 min).
    const candidates: { roomId: string; createdAt: Date; settings: Room['settings']; tier: number }[] = await this.dataSource.query(
      `SELECT r."roomId", r."createdAt", r."settings", o."subscriptionTier" AS tier
         FROM "rooms" r JOIN "users" o ON o."userId" = r."ownerId"
        WHERE r."endedAt" IS NULL AND r."createdAt" <= $1::timestamptz - interval '1 minute' * $2`,
      [now, Math.min(60, ...this.tierMinutes())],
    );
    let ended = 0;
    for (const candidate of candidates) {
      const lifeMs = this.ending.lifetimeMs(candidate.settings, candidate.tier);
      if (new Date(candidate.createdAt).getTime() + lifeMs > now.getTime()) continue;
      ended += await this.safely(candidate.roomId, () =>
        this.transactions.change(candidate.roomId, async (manager, room) => {
          await this.endRoom(manager, room, 'expired');
          return { result: 1, changes: ['ended'] };
        }),
      );
    }
    return { ended };
  }

  private tierMinutes(): number[] {
    return TIER_NUMBERS.filter((tier) => tier !== ADMIN_TIER).map((tier) => this.tiers.limitsFor(tier).roomTimeMinutes);
  }

  /** Ends a live room inside its transaction: everyone in it is let go, guests' sessions end. */
  async endRoom(manager: EntityManager, room: Room, reason: 'expired' | 'inactive'): Promise<void> {
    await this.ending.letEveryoneGo(manager, [room.roomId], reason);
    await manager.getRepository(Room).update({ roomId: room.roomId }, { endedAt: this.clock.now(), endReason: reason });
  }

  private async safely(roomId: string, work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Room ${roomId}: ${(error as Error).message}`);
      return 0;
    }
  }
}
