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
 * Retry policy of every job, the same in both modes: BullMQ's attempts + exponential backoff with
 * Redis, the same loop in-process without it. 3 attempts: the first retry after 2 s, the next 4 s later.
 */
export const JOB_RETRY = { attempts: 3, backoffMs: 2000 } as const;

export function retryDelayMs(failedAttempt: number): number {
  return JOB_RETRY.backoffMs * 2 ** (failedAttempt - 1);
}
