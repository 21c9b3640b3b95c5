import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlayingDto, PlayNextDto } from '../../../lib/api-types';

export type Playing = PlayingDto;
export const RICK_ROLL_VIDEO_ID = 'dQw4w9WgXcQ';

export const playingKey = (roomId: string) => ['room', roomId, 'playing'] as const;
export const getPlaying = (roomId: string) => api.get<PlayingDto>(`/api/rooms/${encodeURIComponent(roomId)}/playing`);
export const playingQuery = (roomId: string) => queryOptions({ queryKey: playingKey(roomId), queryFn: () => getPlaying(roomId) });
export const playNext = (roomId: string) => api.post<PlayNextDto>(`/api/rooms/${encodeURIComponent(roomId)}/play-next`);
export const skipSong = (roomId: string) => api.post<PlayNextDto>(`/api/rooms/${encodeURIComponent(roomId)}/skip`);
