import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MINUTE } from '../common/time.js';
import { tickStart } from '../jobs/tick.js';
import { RoomReads } from '../rooms/room-reads.js';
import { RoomTransactions } from '../rooms/room-transactions.service.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';
import { PlayerService } from './player.service.js';

/**
 * Auto-skip: a song that has played longer than the room's autoSkipMinutes (0 = never) makes
 * way for the next one, as if the host pressed Skip. Idempotent: each room is re-checked under
 * its lock, so a tick run twice (or racing a host's skip) moves the stage once.
 */
@Injectable()
export class AutoSkipJob implements OnModuleInit {
  private readonly logger = new Logger('AutoSkip');

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly transactions: RoomTransactions,
    private readonly player: PlayerService,
    @InjectRepository(CurrentlyPlaying) private readonly playing: Repository<CurrentlyPlaying>,
    private readonly rooms: RoomReads,
  ) {}

  onModuleInit(): void {
    this.jobs.register('player.auto-skip', () => this.run());
  }

  @Cron(CronExpression.EVERY_MINUTE)
  async schedule(): Promise<void> {
    await this.jobs.enqueueTick('player.auto-skip', tickStart(this.clock.now(), MINUTE));
  }

  async run(): Promise<{ skipped: number }> {
    const now = this.clock.now();
    // Songs on for at least a minute (the shortest auto-skip), then the rooms' own settings.
    const long = await this.playing.find({
      where: { startedAt: LessThanOrEqual(new Date(now.getTime() - MINUTE)) },
      select: { roomId: true, startedAt: true },
    });
    const settings = await this.rooms.liveSettings(long.map((p) => p.roomId));
    const due = long.filter((p) => {
      const minutes = settings.get(p.roomId)?.autoSkipMinutes ?? 0;
      return minutes > 0 && p.startedAt.getTime() + minutes * MINUTE <= now.getTime();
    });
    let skipped = 0;
    for (const { roomId } of due) {
      try {
        const moved = await this.transactions.change(roomId, async (manager, room) => {
          const current = await manager.getRepository(CurrentlyPlaying).findOne({ where: { roomId } });
          const minutes = room.settings.autoSkipMinutes ?? 0;
          const stillDue = current && minutes > 0 && current.startedAt.getTime() + minutes * MINUTE <= now.getTime();
          if (!stillDue) return { result: false, changes: [] };
          await this.player.advance(manager, room);
          return { result: true, changes: ['playing', 'queue'] };
        });
        if (moved) skipped++;
      } catch (error) {
        this.logger.warn(`Auto-skip of room ${roomId} failed: ${(error as Error).message}`);
      }
    }
    return { skipped };
  }
}
