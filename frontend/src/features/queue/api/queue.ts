import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueueDto, QueueItemDto } from '../../../lib/api-types';

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
export const getQueue = (roomId: string) => api.get<QueueDto>(`/api/rooms/${encodeURIComponent(roomId)}/queue`);
export const queueQuery = (roomId: string) => queryOptions({ queryKey: queueKey(roomId), queryFn: () => getQueue(roomId) });

/** The adder is the session's person; the server ignores addedBy/addedById. */
export const addToRoomQueue = (roomId: string, song: SongInput) => api.post<QueueItemDto>(`/api/rooms/${encodeURIComponent(roomId)}/queue`, song);
/** The favorites screen's variant. */
export const addToQueue = (roomId: string, song: SongInput) => api.post<QueueItemDto>('/api/queue', { roomId, ...song });
export const removeQueueItem = (queueItemId: number) => api.delete(`/api/queue/${queueItemId}`);
export const clearQueue = (roomId: string) => api.delete(`/api/rooms/${encodeURIComponent(roomId)}/queue`);
/** newPosition is 1-based: the drop index plus one (SPEC §4). */
export const moveQueueItem = (queueItemId: number, roomId: string, newPosition: number) =>
  api.patch<QueueDto>(`/api/queue/${queueItemId}/position`, { roomId, newPosition });
