import { QueueItem } from './queue-item.entity.js';
import { SongRequest } from './song-request.entity.js';
import { PlayedSong } from './played-song.entity.js';

/** The queue module's tables (queue_items, song_requests, played_songs). */
export const QUEUE_ENTITIES = [QueueItem, SongRequest, PlayedSong];
