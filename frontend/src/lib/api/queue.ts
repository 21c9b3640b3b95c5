import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { QueueDto, QueueItemDto } from '@api-types';

export type QueueItem = QueueItemDto;
export type Queue = QueueDto;

/** A song as the search, favorites and queue know it. */
export interface SongInput {
  videoId: string;
  title: string;
  thumbnail: string | null;
  duration: string | null;
}

export const queueKey = (roomId: string) => ['room', roomId, 'queue'] as const;
const getQueue = (roomId: string) => call('get', '/api/rooms/{roomId}/queue', { path: { roomId } });
export const queueQuery = (roomId: string) => queryOptions({ queryKey: queueKey(roomId), queryFn: () => getQueue(roomId) });

/** The adder is the session's person; the server ignores addedBy/addedById. */
export const addToRoomQueue = (roomId: string, song: SongInput) => call('post', '/api/rooms/{roomId}/queue', { path: { roomId }, body: song });
/** The favorites screen's variant. */
export const addToQueue = (roomId: string, song: SongInput) => call('post', '/api/queue', { body: { roomId, ...song } });
/** Answers the song as it was: what restoreQueueItem (restore-queue-item.ts) needs to undo the removal. */
export const removeQueueItem = (queueItemId: number) => call('delete', '/api/queue/{queueItemId}', { path: { queueItemId } });
export const clearQueue = (roomId: string) => call('delete', '/api/rooms/{roomId}/queue', { path: { roomId } });
/** newPosition is 1-based: the drop index plus one (docs/product.md §4). */
export const moveQueueItem = (queueItemId: number, roomId: string, newPosition: number) =>
  call('patch', '/api/queue/{queueItemId}/position', { path: { queueItemId }, body: { roomId, newPosition } });
/** The host's one-tap overrides and a singer's "Let others go first"; each answers the queue as it is now. */
export const playQueueItemNext = (queueItemId: number) => call('post', '/api/queue/{queueItemId}/play-next', { path: { queueItemId } });
export const moveQueueItemToEnd = (queueItemId: number) => call('post', '/api/queue/{queueItemId}/move-to-end', { path: { queueItemId } });
export const letOthersGoFirst = (queueItemId: number) => call('post', '/api/queue/{queueItemId}/let-others-go-first', { path: { queueItemId } });
