import { call } from '@/lib/api-client';
import type { QueueItem } from '@/lib/api/queue';

/**
 * Undoes a removal: the song as DELETE /api/queue/{queueItemId} answered it goes back to its place.
 * `undoToken` (that answer's) lets a singer undo their own removal without being the host.
 */
export const restoreQueueItem = (roomId: string, item: QueueItem, undoToken?: string) =>
  call('post', '/api/rooms/{roomId}/queue/restore', {
    path: { roomId },
    body: { videoId: item.videoId, title: item.title, duration: item.duration, addedById: item.addedById, position: item.position, undoToken },
  });
