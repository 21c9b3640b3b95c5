import { DAY } from '../common/time.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CronTime } from 'cron';
import { Repository } from 'typeorm';
import { JobRun } from './entities/job-run.entity.js';
import { Clock } from '../common/clock.js';
import type { JobListDto, JobRunDto, JobRunListDto, JobSummaryDto } from './dto/jobs.dto.js';
import { JOB_INFO, JOB_NAMES, JOB_RETRY, type JobName } from './job-names.js';
import { JobsService } from './jobs.service.js';
import { unknownJob } from './jobs.errors.js';

interface RunRow {
  runId: string;
  name: string;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: JobRunDto['outcome'];
  attempt: number;
  maxAttempts: number;
  trigger: string;
  itemsTouched: number | null;
  error: string | null;
  requestId: string | null;
}

/** The back office's view of the jobs: schedules, next runs, recent runs, and "run now". */
@Injectable()
export class JobRunsService {
  constructor(
    @InjectRepository(JobRun) private readonly jobRuns: Repository<JobRun>,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  jobName(name: string): JobName {
    if (!(JOB_NAMES as readonly string[]).includes(name)) throw new NotFoundException(unknownJob(name).message);
    return name as JobName;
  }

  async list(): Promise<JobListDto> {
    const now = this.clock.now();
    const rows = (await this.jobRuns.query(
      `SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY "name" ORDER BY "startedAt" DESC, "runId" DESC) AS n FROM "job_runs") r
        WHERE n <= 5 ORDER BY "startedAt" DESC, "runId" DESC`,
    )) as RunRow[];
    const failures = (await this.jobRuns.query(
      `SELECT "name", count(*)::int AS failures FROM "job_runs" WHERE "outcome" = 'failed' AND "startedAt" >= $1 GROUP BY 1`,
      [new Date(now.getTime() - DAY)],
    )) as { name: string; failures: number }[];
    const failuresByName = new Map(failures.map((f) => [f.name, f.failures]));
    const jobs: JobSummaryDto[] = JOB_NAMES.map((name) => {
      const info = JOB_INFO[name];
      return {
        name,
        description: info.description,
        schedule: info.every,
        ...(info.cron ? { cron: info.cron } : {}),
        nextRunAt: info.cron ? new CronTime(info.cron).getNextDateFrom(now).toJSDate().toISOString() : null,
        lastRuns: rows.filter((r) => r.name === name).map(toDto),
        failuresLast24h: failuresByName.get(name) ?? 0,
      };
    });
    return {
      mode: this.jobs.mode,
      maxAttempts: JOB_RETRY.attempts,
      backoffMs: JOB_RETRY.backoffMs,
      dashboardUrl: this.jobs.mode === 'bullmq' ? '/admin/queues' : null,
      jobs,
    };
  }

  async runs(name: string, limit = 50): Promise<JobRunListDto> {
    const job = this.jobName(name);
    const rows = (await this.jobRuns.query(`SELECT * FROM "job_runs" WHERE "name" = $1 ORDER BY "startedAt" DESC, "runId" DESC LIMIT $2`, [
      job,
      limit,
    ])) as RunRow[];
    return { name: job, runs: rows.map(toDto) };
  }

  async runNow(name: string): Promise<{ name: string; message: string }> {
    const job = this.jobName(name);
    await this.jobs.runNow(job);
    return { name: job, message: `${job} is queued; it shows in its runs when it starts.` };
  }
}

function toDto(row: RunRow): JobRunDto {
  const started = new Date(row.startedAt);
  const finished = row.finishedAt ? new Date(row.finishedAt) : null;
  return {
    runId: Number(row.runId),
    name: row.name,
    startedAt: started.toISOString(),
    finishedAt: finished?.toISOString() ?? null,
    outcome: row.outcome,
    attempt: row.attempt,
    maxAttempts: row.maxAttempts,
    trigger: row.trigger,
    itemsTouched: row.itemsTouched,
    durationMs: finished ? finished.getTime() - started.getTime() : null,
    error: row.error,
    requestId: row.requestId,
  };
}
