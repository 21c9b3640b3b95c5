import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { CurrentlyPlayingDto, PlayingDto } from '@api-types';

export type Playing = PlayingDto;

export const playingKey = (roomId: string) => ['room', roomId, 'playing'] as const;
const getPlaying = (roomId: string) => call('get', '/api/rooms/{roomId}/playing', { path: { roomId } });
export const playingQuery = (roomId: string) => queryOptions({ queryKey: playingKey(roomId), queryFn: () => getPlaying(roomId) });
export const playNext = (roomId: string) => call('post', '/api/rooms/{roomId}/play-next', { path: { roomId } });
/**
 * Names the song being skipped, so a second device's press of the same song changes nothing
 * (answered skipped: false). `ended`: the player reached its end (tonight's songs do not mark it skipped).
 */
export const skipSong = (roomId: string, current: CurrentlyPlayingDto | null | undefined, options: { ended?: boolean } = {}) =>
  call('post', '/api/rooms/{roomId}/skip', {
    path: { roomId },
    body: current ? { videoId: current.videoId, startedAt: current.startedAt, ...(options.ended ? { ended: true } : {}) } : { videoId: null },
  });
/**
 * Moves the stage on: the next song (`next`), a skip of the one playing (`skip`), or past the one
 * the player reached the end of (`ended`: moves on like a skip but is not one).
 */
export const advanceStage = (roomId: string, how: 'next' | 'skip' | 'ended', current: CurrentlyPlayingDto | null | undefined) =>
  how === 'next' ? playNext(roomId) : skipSong(roomId, current, { ended: how === 'ended' });
