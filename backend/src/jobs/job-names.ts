/**
 * Every job the product runs. Each name has exactly one handler, registered by the module that
 * owns the work; JobsService checks at boot that none is missing. Add names here as features land.
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
] as const;

export type JobName = (typeof JOB_NAMES)[number];
