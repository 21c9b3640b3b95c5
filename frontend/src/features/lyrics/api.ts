import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { LyricsDto, RoomLyricsOffsetEventDto } from '@api-types';

export type Lyrics = LyricsDto;
export type LyricLine = LyricsDto['lines'][number];
export type LyricsOffsetEvent = RoomLyricsOffsetEventDto;

/** The lyrics of one song on stage sit beside the room's parts (kept per song: a new song asks once). */
export const lyricsKey = (roomId: string, videoId: string) => ['room', roomId, 'lyrics', videoId] as const;
export const lyricsQuery = (roomId: string, videoId: string) =>
  queryOptions({
    queryKey: lyricsKey(roomId, videoId),
    queryFn: () => call('get', '/api/rooms/{roomId}/lyrics', { path: { roomId } }),
    // A song's lyrics do not change while it plays; its offset arrives by push (room:lyrics-offset).
    staleTime: Infinity,
  });
export const setLyricsOffset = (roomId: string, videoId: string, offsetMs: number) =>
  call('put', '/api/rooms/{roomId}/lyrics/offset', { path: { roomId }, body: { videoId, offsetMs } });
