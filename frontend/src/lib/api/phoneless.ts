import { call } from '@/lib/api-client';
import type { SongInput } from '@/lib/api/queue';

/** Singers without a phone (docs/product.md "Singers without a phone"): the host's and helpers' calls. */
export const addPhonelessSinger = (roomId: string, displayName: string) =>
  call('post', '/api/rooms/{roomId}/phoneless-singers', { path: { roomId }, body: { displayName } });
export const removePhonelessSinger = (roomId: string, userId: number) =>
  call('delete', '/api/rooms/{roomId}/phoneless-singers/{userId}', { path: { roomId, userId } });
export const addSongForPhoneless = (roomId: string, userId: number, song: SongInput) =>
  call('post', '/api/rooms/{roomId}/phoneless-singers/{userId}/queue', { path: { roomId, userId }, body: song });

/** Whether a song's singer (QueueItemDto.singer) is a singer without a phone. */
export const isPhonelessSinger = (singer: string | null | undefined): boolean => singer?.startsWith('nophone:') === true;
