import { CronExpression } from '@nestjs/schedule';

/**
 * Every job the product runs. Each name has exactly one handler, the method marked @OnJob(name) in
 * the module that owns the work; the start stops on a name without one or with two
 * (docs/architecture.md, "Wiring"). Add names here as features land.
 */
export const JOB_NAMES = [
  'jobs.prune-ticks',
  'sessions.cleanup',
  'player.auto-skip',
  'rooms.inactivity',
  'rooms.expiry',
  'youtube.purge-non-karaoke',
  'youtube.cache-expiry',
  'youtube.quota-rollover',
  'admin.sample-usage',
  'push.your-turn',
] as const;

export type JobName = (typeof JOB_NAMES)[number];

export interface JobInfo {
  /** What it does, for the back office's Jobs tab and docs/operations.md. */
  description: string;
  /** The @Cron expression of its schedule (the same constant the owning module's @Cron uses); none: on demand only. */
  cron?: string;
  /** The schedule in words. */
  every: string;
}

export const JOB_INFO: Record<JobName, JobInfo> = {
  'jobs.prune-ticks': {
    description: 'Drops tick claims older than a day and job runs older than 14 days',
    cron: CronExpression.EVERY_HOUR,
    every: 'every hour',
  },
  'sessions.cleanup': {
    description: 'Ends expired sessions and deletes sessions ended over 30 days ago',
    cron: CronExpression.EVERY_10_MINUTES,
    every: 'every 10 minutes',
  },
  'player.auto-skip': {
    description: 'Starts the next song when the playing one has run past its length',
    cron: CronExpression.EVERY_10_SECONDS,
    every: 'every 10 seconds',
  },
  'rooms.inactivity': { description: 'Removes people silent for the room’s inactivity timeout', cron: CronExpression.EVERY_MINUTE, every: 'every minute' },
  'rooms.expiry': { description: 'Ends rooms past their tier’s room time or maximum duration', cron: CronExpression.EVERY_MINUTE, every: 'every minute' },
  'youtube.purge-non-karaoke': { description: 'Deletes cached videos that are not karaoke (an admin’s action)', every: 'on demand' },
  'youtube.cache-expiry': {
    description: 'Drops expired search answers and video metadata from the YouTube cache',
    cron: CronExpression.EVERY_HOUR,
    every: 'every hour',
  },
  'youtube.quota-rollover': { description: 'Opens the new quota day at midnight Pacific Time', cron: CronExpression.EVERY_5_MINUTES, every: 'every 5 minutes' },
  'admin.sample-usage': { description: 'Samples how many people are online (peak concurrency)', cron: CronExpression.EVERY_MINUTE, every: 'every minute' },
  'push.your-turn': {
    description: 'Sends “You’re up next” and “You’re on!” by Web Push to the singer’s subscribed phones',
    every: 'when a song becomes next or starts',
  },
};

/**
 * Where each job kind waits and runs (docs/architecture.md, "Jobs that cannot be starved"): pushes
 * talk to servers the party's guests chose, so they have a lane of their own (a BullMQ queue with
 * its own worker; a share of their own in-process) and never wait in front of auto-skip, room
 * expiry or inactivity, whatever those servers do.
 */
export type JobLane = 'main' | 'push';
export const JOB_LANE: Record<JobName, JobLane> = {
  'jobs.prune-ticks': 'main',
  'sessions.cleanup': 'main',
  'player.auto-skip': 'main',
  'rooms.inactivity': 'main',
  'rooms.expiry': 'main',
  'youtube.purge-non-karaoke': 'main',
  'youtube.cache-expiry': 'main',
  'youtube.quota-rollover': 'main',
  'admin.sample-usage': 'main',
  'push.your-turn': 'push',
};

/** Jobs of one lane running at once in one process: its BullMQ worker's concurrency. */
export const LANE_CONCURRENCY: Record<JobLane, number> = { main: 4, push: 8 };

/**
 * The same in-process (no Redis): pushes get their share of 8, and the main lane stays unbounded as
 * it always was there (its jobs are few, scheduled, and each bounded by its timeout).
 */
export const IN_PROCESS_CONCURRENCY: Record<JobLane, number> = { main: Infinity, push: 8 };

/**
 * Each job kind's hard timeout: past it the attempt is failed (and retried like any failure), its
 * handler's AbortSignal is aborted, and its slot is free again. Generous for the job's real work;
 * a push's own requests end within OUTBOUND_DEADLINE_MS (10 s) anyway.
 */
export const JOB_TIMEOUT_MS: Record<JobName, number> = {
  'jobs.prune-ticks': 120_000,
  'sessions.cleanup': 120_000,
  'player.auto-skip': 30_000,
  'rooms.inactivity': 50_000,
  'rooms.expiry': 50_000,
  'youtube.purge-non-karaoke': 600_000,
  'youtube.cache-expiry': 300_000,
  'youtube.quota-rollover': 60_000,
  'admin.sample-usage': 50_000,
  'push.your-turn': 20_000,
};

/**
 * Retry policy of every job, the same in both modes: BullMQ's attempts + exponential backoff with
 * Redis, the same loop in-process without it. 3 attempts: the first retry after 2 s, the next 4 s later.
 */
export const JOB_RETRY = { attempts: 3, backoffMs: 2000 } as const;

export function retryDelayMs(failedAttempt: number): number {
  return JOB_RETRY.backoffMs * 2 ** (failedAttempt - 1);
}
