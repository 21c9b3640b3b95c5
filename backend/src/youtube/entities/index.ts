import { YoutubeSearchCache } from './youtube-search-cache.entity.js';
import { YoutubeVideoCache } from './youtube-video-cache.entity.js';
import { YoutubeApiCall } from './youtube-api-call.entity.js';
import { YoutubeQuotaUsage } from './youtube-quota-usage.entity.js';

/** The youtube module's tables (its caches and its quota's accounting). */
export const YOUTUBE_ENTITIES = [YoutubeSearchCache, YoutubeVideoCache, YoutubeApiCall, YoutubeQuotaUsage];
