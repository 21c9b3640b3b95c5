import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MINUTE } from '../common/time.js';
import { OnJob } from '../jobs/job-wiring.js';
import { tickStart } from '../jobs/tick.js';
import { ADMIN_TIER, TIER_NUMBERS } from '../tiers/tier-defaults.js';
import { TiersService } from '../tiers/tiers.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { Room } from './entities/room.entity.js';
import { END_ROOM, inactivityTimeoutMs, REMOVE_SILENT } from './people-plans.js';
import { RoomEnding } from './room-ending.js';
import { RoomTransactions } from '../room-engine/index.js';

/**
 * Keeps rooms honest over time, once per minute across all instances:
 * - inactivity: people silent for the room's inactivityTimeoutMinutes leave it (a guest's
 *   session ends with its stay), and a room left empty by an owner who is also gone ends;
 * - expiry: a room ends at its owner's tier room time or its maxRoomDurationHours, whichever
 *   comes first (admin rooms: the maximum duration only).
 * Every change goes through the room lock and re-checks, so running a tick twice is harmless.
 */
@Injectable()
export class RoomLifecycleJobs {
  private readonly logger = new Logger('RoomLifecycle');

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly transactions: RoomTransactions,
    private readonly tiers: TiersService,
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly users: UsersRepository,
    private readonly ending: RoomEnding,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async schedule(): Promise<void> {
    const tick = tickStart(this.clock.now(), MINUTE);
    await this.jobs.enqueueTick('rooms.inactivity', tick);
    await this.jobs.enqueueTick('rooms.expiry', tick);
  }

  @OnJob('rooms.inactivity')
  async sweepInactive(): Promise<{ removed: number; roomsEnded: number }> {
    const now = this.clock.now();
    // Each live room's cutoff is its own inactivity timeout; who is silent is the users module's to say.
    const live = (await this.rooms.find({ where: { endedAt: IsNull() }, select: { roomId: true, ownerId: true, settings: true, lastActivity: true } })).map(
      (room) => ({
        ...room,
        cutoff: new Date(now.getTime() - inactivityTimeoutMs(room)),
      }),
    );
    const silent = await this.users.roomsWithSilentMembers(live);
    let removed = 0;
    for (const roomId of silent) {
      removed += await this.safely(roomId, () => this.transactions.apply(roomId, REMOVE_SILENT, null, undefined));
    }

    // Rooms nobody is in any more, whose owner has been silent as long: the party is over.
    const quiet = live.filter((room) => room.lastActivity <= room.cutoff);
    const occupied = await this.users.occupiedRooms(quiet.map((room) => room.roomId));
    const owners = await this.users.profiles(quiet.map((room) => room.ownerId));
    const empty = quiet.filter((room) => {
      const owner = owners.get(room.ownerId);
      return !occupied.has(room.roomId) && owner !== undefined && (owner.lastActive ?? owner.createdAt) <= room.cutoff;
    });
    let roomsEnded = 0;
    for (const { roomId } of empty) {
      roomsEnded += await this.safely(roomId, () => this.transactions.apply(roomId, END_ROOM, null, { reason: 'inactive' }));
    }
    return { removed, roomsEnded };
  }

  @OnJob('rooms.expiry')
  async expireRooms(): Promise<{ ended: number }> {
    const now = this.clock.now();
    // The shortest possible life is one hour (maxRoomDurationHours >= 1, tier room times >= 60 min).
    const oldEnough = new Date(now.getTime() - Math.min(60, ...this.tierMinutes()) * MINUTE);
    const candidates = await this.rooms.find({
      where: { endedAt: IsNull(), createdAt: LessThanOrEqual(oldEnough) },
      select: { roomId: true, ownerId: true, createdAt: true, settings: true },
    });
    const owners = await this.users.profiles(candidates.map((room) => room.ownerId));
    let ended = 0;
    for (const candidate of candidates) {
      const owner = owners.get(candidate.ownerId);
      if (!owner) continue;
      const lifeMs = this.ending.lifetimeMs(candidate.settings, owner.subscriptionTier);
      if (new Date(candidate.createdAt).getTime() + lifeMs > now.getTime()) continue;
      ended += await this.safely(candidate.roomId, () => this.transactions.apply(candidate.roomId, END_ROOM, null, { reason: 'expired' }));
    }
    return { ended };
  }

  private tierMinutes(): number[] {
    return TIER_NUMBERS.filter((tier) => tier !== ADMIN_TIER).map((tier) => this.tiers.limitsFor(tier).roomTimeMinutes);
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
