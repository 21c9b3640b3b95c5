import { AdminAudit } from '../admin/entities/admin-audit.entity.js';
import { Session } from '../auth/entities/session.entity.js';
import { FeatureEvent } from '../common/metrics/feature-event.entity.js';
import { UsageSample } from '../common/metrics/usage-sample.entity.js';
import { AppSetting } from './app-setting.entity.js';
import { Favorite } from '../favorites/entities/favorite.entity.js';
import { JobRun } from '../jobs/entities/job-run.entity.js';
import { JobTick } from '../jobs/entities/job-tick.entity.js';
import { CurrentlyPlaying } from '../player/entities/currently-playing.entity.js';
import { UnplayableReport } from '../player/entities/unplayable-report.entity.js';
import { UnplayableVideo } from '../player/entities/unplayable-video.entity.js';
import { PushSubscription } from '../push/entities/push-subscription.entity.js';
import { PlayedSong } from '../queue/entities/played-song.entity.js';
import { QueueItem } from '../queue/entities/queue-item.entity.js';
import { SongRequest } from '../queue/entities/song-request.entity.js';
import { PlanRequest } from '../plans/entities/plan-request.entity.js';
import { ScreenSession } from '../screens/entities/screen-session.entity.js';
import { RoomBoot } from '../rooms/entities/room-boot.entity.js';
import { RoomCreationLog } from '../rooms/entities/room-creation-log.entity.js';
import { Room } from '../rooms/entities/room.entity.js';
import { GuestUser } from '../users/entities/guest-user.entity.js';
import { User } from '../users/entities/user.entity.js';
import { YoutubeApiCall } from '../youtube/entities/youtube-api-call.entity.js';
import { YoutubeQuotaUsage } from '../youtube/entities/youtube-quota-usage.entity.js';
import { YoutubeSearchCache } from '../youtube/entities/youtube-search-cache.entity.js';
import { VideoLyrics } from '../lyrics/entities/video-lyrics.entity.js';
import { YoutubeVideoCache } from '../youtube/entities/youtube-video-cache.entity.js';

/** Every entity of the product; the migration test proves the migrations build exactly these. */
export const ENTITIES = [
  User,
  GuestUser,
  Room,
  RoomCreationLog,
  QueueItem,
  SongRequest,
  CurrentlyPlaying,
  PlayedSong,
  YoutubeSearchCache,
  YoutubeVideoCache,
  YoutubeApiCall,
  YoutubeQuotaUsage,
  Favorite,
  Session,
  JobTick,
  JobRun,
  FeatureEvent,
  UsageSample,
  AdminAudit,
  AppSetting,
  RoomBoot,
  UnplayableVideo,
  UnplayableReport,
  PushSubscription,
  ScreenSession,
  PlanRequest,
  VideoLyrics,
];
