import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CurrentlyPlayingDto, PlayingDto, PlayNextDto } from '../../../lib/api-types';

export type Playing = PlayingDto;
export const RICK_ROLL_VIDEO_ID = 'dQw4w9WgXcQ';

export const playingKey = (roomId: string) => ['room', roomId, 'playing'] as const;
export const getPlaying = (roomId: string) => api.get<PlayingDto>(`/api/rooms/${encodeURIComponent(roomId)}/playing`);
export const playingQuery = (roomId: string) => queryOptions({ queryKey: playingKey(roomId), queryFn: () => getPlaying(roomId) });
export const playNext = (roomId: string) => api.post<PlayNextDto>(`/api/rooms/${encodeURIComponent(roomId)}/play-next`);
/** Names the song being skipped, so a second device's press of the same song changes nothing (answered skipped: false). */
export const skipSong = (roomId: string, current: CurrentlyPlayingDto | null | undefined) =>
  api.post<PlayNextDto>(`/api/rooms/${encodeURIComponent(roomId)}/skip`, current ? { videoId: current.videoId, startedAt: current.startedAt } : { videoId: null });
