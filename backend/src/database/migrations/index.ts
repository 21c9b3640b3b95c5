import { InitialSchema1763800000000 } from './1763800000000-initial-schema.js';
import { PlayedSongs1763900000000 } from './1763900000000-played-songs.js';
import { AnalyticsAndAudit1763900000100 } from './1763900000100-analytics-and-audit.js';
import { SettingsAndBoots1763900000200 } from './1763900000200-settings-and-boots.js';
import { VideoSearchIndex1763900000300 } from './1763900000300-video-search-index.js';
import { AdminSearchIndexes1763900000400 } from './1763900000400-admin-search-indexes.js';
import { JobRuns1764400000000 } from './1764400000000-job-runs.js';
import { Stage1764500000000 } from './1764500000000-stage.js';
import { BootRecords1764600000000 } from './1764600000000-boot-records.js';
import { SongThumbnailsFromIds1764600000500 } from './1764600000500-song-thumbnails-from-ids.js';

/** Every migration, oldest first. Add new ones at the end. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  PlayedSongs1763900000000,
  AnalyticsAndAudit1763900000100,
  SettingsAndBoots1763900000200,
  VideoSearchIndex1763900000300,
  AdminSearchIndexes1763900000400,
  JobRuns1764400000000,
  Stage1764500000000,
  BootRecords1764600000000,
  SongThumbnailsFromIds1764600000500,
];
