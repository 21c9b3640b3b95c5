import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveSocket } from '@/lib/socket';
import { type Lyrics, lyricsKey, type LyricsOffsetEvent, lyricsQuery } from './api';

/**
 * The lyrics of the song on stage (null id: nothing plays), with its offset kept in step by the
 * room's push (room:lyrics-offset): a nudge by the host or the singer moves every screen at once.
 */
export function useLyrics(roomId: string, videoId: string | null, enabled = true) {
  const queryClient = useQueryClient();
  const lyrics = useQuery({ ...lyricsQuery(roomId, videoId ?? ''), enabled: enabled && videoId !== null });
  useEffect(() => {
    const client = liveSocket();
    const heard = (event: LyricsOffsetEvent) => {
      if (event?.roomId !== roomId) return;
      queryClient.setQueryData<Lyrics>(lyricsKey(roomId, event.videoId), (known) => (known ? { ...known, offsetMs: event.offsetMs } : known));
    };
    client.on('room:lyrics-offset', heard);
    return () => {
      client.off('room:lyrics-offset', heard);
    };
  }, [roomId, queryClient]);
  return lyrics;
}
