import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { CurrentlyPlayingDto } from '@api-types';
import { reportClock } from '@/lib/api/evening';

/**
 * The room's player (the stage, or the host's screen when no stage runs) tells the server when
 * the song on stage starts playing and pauses: auto-skip counts that playing time only. Each
 * change is sent once per song; a failed report is sent again with the next change.
 */
export function useClockReport(roomId: string, current: CurrentlyPlayingDto | null): (videoId: string, playing: boolean) => void {
  const sent = useRef<{ key: string; playing: boolean } | null>(null);
  const report = useMutation({
    mutationFn: ({ song, playing }: { song: CurrentlyPlayingDto; playing: boolean }) => reportClock(roomId, song, playing),
    onError: () => {
      sent.current = null;
    },
  });
  const mutate = report.mutate;
  return useCallback(
    (videoId: string, playing: boolean) => {
      if (!current || current.videoId !== videoId) return;
      const key = `${current.videoId}@${current.startedAt}`;
      if (sent.current?.key === key && sent.current.playing === playing) return;
      sent.current = { key, playing };
      mutate({ song: current, playing });
    },
    [current, mutate],
  );
}
