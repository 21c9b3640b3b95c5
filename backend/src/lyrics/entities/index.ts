import { VideoLyrics } from './video-lyrics.entity.js';

/** The lyrics module's table (video_lyrics). */
export const LYRICS_ENTITIES = [VideoLyrics];
