import type { QueueItemDto, SongRequestDto } from '@api-types';
import { call } from '../api-client';

/** A guest's song waiting for the host's approval, or declined (docs/product.md "Requests and closing time"). */
export type SongRequest = SongRequestDto;

/** An add's answer: the song in the queue (201), or the request that waits for the host (202). */
export const isRequest = (answer: QueueItemDto | SongRequestDto): answer is SongRequestDto => 'requestId' in answer;

export const approveRequest = (roomId: string, requestId: string) =>
  call('post', '/api/rooms/{roomId}/requests/{requestId}/approve', { path: { roomId, requestId } });
export const declineRequest = (roomId: string, requestId: string, reason: string) =>
  call('post', '/api/rooms/{roomId}/requests/{requestId}/decline', { path: { roomId, requestId }, body: reason ? { reason } : {} });
/** A guest withdraws their waiting request or dismisses a declined one. */
export const withdrawRequest = (roomId: string, requestId: string) =>
  call('delete', '/api/rooms/{roomId}/requests/{requestId}', { path: { roomId, requestId } });
