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
import { FairTurns1764700000000 } from './1764700000000-fair-turns.js';
import { EveningHistoryAndClock1764700000500 } from './1764700000500-evening-history-and-clock.js';
import { PushSubscriptions1764700000900 } from './1764700000900-push-subscriptions.js';
import { RoomLanguage1764701000000 } from './1764701000000-room-language.js';
import { UnplayableReports1764701500000 } from './1764701500000-unplayable-reports.js';
import { SessionDevices1764702500000 } from './1764702500000-session-devices.js';
import { PlanRequests1764703500000 } from './1764703500000-plan-requests.js';
import { PhonelessSingers1764704500000 } from './1764704500000-phoneless-singers.js';
import { SongSingers1764704600000 } from './1764704600000-song-singers.js';
import { ScreenSessions1764703000000 } from './1764703000000-screen-sessions.js';
import { VideoLyrics1764704000000 } from './1764704000000-video-lyrics.js';
import { SongRequests1764705000000 } from './1764705000000-song-requests.js';
import { RoomSettingsDefault1764705500000 } from './1764705500000-room-settings-default.js';
import { PushSubscriptionLanguage1764706000000 } from './1764706000000-push-subscription-language.js';

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
  FairTurns1764700000000,
  EveningHistoryAndClock1764700000500,
  PushSubscriptions1764700000900,
  RoomLanguage1764701000000,
  UnplayableReports1764701500000,
  SessionDevices1764702500000,
  ScreenSessions1764703000000,
  PlanRequests1764703500000,
  VideoLyrics1764704000000,
  SongRequests1764705000000,
  PhonelessSingers1764704500000,
  SongSingers1764704600000,
  RoomSettingsDefault1764705500000,
  PushSubscriptionLanguage1764706000000,
];
