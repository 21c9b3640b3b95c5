import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { Clock } from '../common/clock.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MINUTE } from '../common/time.js';
import { OnJob } from '../jobs/job-wiring.js';
import { tickStart } from '../jobs/tick.js';
import { Session } from './entities/session.entity.js';

/** Ended sessions are kept this long, so analytics can read session lengths. */
const ENDED_SESSION_RETENTION_DAYS = 30;

/**
 * Expired-session cleanup: sessions past their expiry are marked ended (reason 'expired', ended
 * at their expiry time), and ended sessions older than the retention are deleted. Idempotent.
 */
@Injectable()
export class SessionsCleanupJob {
  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  async schedule(): Promise<void> {
    await this.jobs.enqueueTick('sessions.cleanup', tickStart(this.clock.now(), 10 * MINUTE));
  }

  @OnJob('sessions.cleanup')
  async run(): Promise<{ expired: number; deleted: number }> {
    const now = this.clock.now();
    const expired = await this.sessions
      .createQueryBuilder()
      .update()
      .set({ endedAt: () => '"expiresAt"', endReason: 'expired' })
      .where({ endedAt: IsNull(), expiresAt: LessThan(now) })
      .execute();
    const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_DAYS * 24 * 60 * MINUTE);
    const deleted = await this.sessions.delete({ endedAt: LessThan(cutoff) });
    return { expired: expired.affected ?? 0, deleted: deleted.affected ?? 0 };
  }
}
