import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { PlayingDto } from '../../../lib/api-types';

export type Playing = PlayingDto;
export const RICK_ROLL_VIDEO_ID = 'dQw4w9WgXcQ';

export const playingKey = (roomId: string) => ['room', roomId, 'playing'] as const;
export const getPlaying = (roomId: string) => call('get', '/api/rooms/{roomId}/playing', { path: { roomId } });
export const playingQuery = (roomId: string) => queryOptions({ queryKey: playingKey(roomId), queryFn: () => getPlaying(roomId) });
export const playNext = (roomId: string) => call('post', '/api/rooms/{roomId}/play-next', { path: { roomId } });
export const skipSong = (roomId: string) => call('post', '/api/rooms/{roomId}/skip', { path: { roomId } });
