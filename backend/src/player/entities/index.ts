import { CurrentlyPlaying } from './currently-playing.entity.js';
import { UnplayableVideo } from './unplayable-video.entity.js';
import { UnplayableReport } from './unplayable-report.entity.js';

/** The player module's tables (currently_playing, unplayable_videos, unplayable_reports). */
export const PLAYER_ENTITIES = [CurrentlyPlaying, UnplayableVideo, UnplayableReport];
