import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobRun } from './entities/job-run.entity.js';
import { JobTick } from './entities/job-tick.entity.js';
import { Clock } from '../common/clock.js';
import { JobsService } from './jobs.service.js';
import { DAY, HOUR } from '../common/time.js';
import { OnJob } from './job-wiring.js';
import { tickStart } from './tick.js';

/** Job runs are kept two weeks for the Jobs tab and post-mortems. */
const JOB_RUN_RETENTION_DAYS = 14;

/** Tick claims are only needed while a tick can still be claimed twice; keep a day of them. */
@Injectable()
export class JobTicksCleanup {
  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    @InjectRepository(JobTick) private readonly ticks: Repository<JobTick>,
    @InjectRepository(JobRun) private readonly runs: Repository<JobRun>,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async schedule(): Promise<void> {
    await this.jobs.enqueueTick('jobs.prune-ticks', tickStart(this.clock.now(), HOUR));
  }

  @OnJob('jobs.prune-ticks')
  async prune(): Promise<{ removed: number; runsRemoved: number }> {
    const cutoff = new Date(this.clock.now().getTime() - DAY);
    const [, removed] = (await this.ticks.query('DELETE FROM "job_ticks" WHERE "claimedAt" < $1', [cutoff])) as [unknown, number];
    const runsCutoff = new Date(this.clock.now().getTime() - JOB_RUN_RETENTION_DAYS * DAY);
    const [, runsRemoved] = (await this.runs.query('DELETE FROM "job_runs" WHERE "startedAt" < $1', [runsCutoff])) as [unknown, number];
    return { removed, runsRemoved };
  }
}
