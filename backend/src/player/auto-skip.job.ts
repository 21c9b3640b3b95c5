import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { JobsService } from '../jobs/jobs.service.js';
import { SECOND } from '../common/time.js';
import { JOB_INFO } from '../jobs/job-names.js';
import { OnJob } from '../jobs/job-wiring.js';
import { tickStart } from '../jobs/tick.js';
import { RoomReads, RoomTransactions } from '../room-engine/index.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';
import { AUTO_SKIP } from './player-plans.js';
import { PlayerService } from './player.service.js';
import { autoSkipDue } from './playing-clock.js';

/** How often auto-skip looks: the stage's "Auto-skip in 0:30" ends within this of 0:00. */
const AUTO_SKIP_TICK_MS = 10 * SECOND;

/**
 * Auto-skip: a song whose playing time (playing-clock.ts: not the interstitial, not pauses)
 * reached the room's autoSkipMinutes (0 = never) makes way for the next one, as if the host
 * pressed Skip, unless the host let it finish (AUTO_SKIP). Idempotent: each room is re-checked at
 * the change, so a tick run twice (or racing a host's skip) moves the stage once.
 */
@Injectable()
export class AutoSkipJob {
  private readonly logger = new Logger('AutoSkip');

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly transactions: RoomTransactions,
    private readonly player: PlayerService,
    @InjectRepository(CurrentlyPlaying) private readonly playing: Repository<CurrentlyPlaying>,
    private readonly rooms: RoomReads,
  ) {}

  @Cron(JOB_INFO['player.auto-skip'].cron!)
  async schedule(): Promise<void> {
    await this.jobs.enqueueTick('player.auto-skip', tickStart(this.clock.now(), AUTO_SKIP_TICK_MS));
  }

  @OnJob('player.auto-skip')
  async run(): Promise<{ skipped: number }> {
    const now = this.clock.now();
    // Songs that have played at all and were not let finish, then the rooms' own settings.
    const clocks = await this.playing
      .createQueryBuilder('p')
      .select(['p.roomId', 'p.playingSince', 'p.playedMs', 'p.letFinish'])
      .where('p.letFinish = false AND (p.playingSince IS NOT NULL OR p.playedMs > 0)')
      .getMany();
    const settings = await this.rooms.liveSettings(clocks.map((p) => p.roomId));
    const due = clocks.filter((p) => autoSkipDue(p, settings.get(p.roomId)?.autoSkipMinutes ?? 0, now));
    let skipped = 0;
    for (const { roomId } of due) {
      try {
        const moved = await this.transactions.apply(roomId, AUTO_SKIP, null, { rickRoll: this.player.drawRickRoll() });
        if (moved) skipped++;
      } catch (error) {
        this.logger.warn(`Auto-skip of room ${roomId} failed: ${(error as Error).message}`);
      }
    }
    return { skipped };
  }
}
