import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { playingQuery } from '@/lib/api/player';

/**
 * The "Up next" interstitial's countdown, per upcoming song (`interstitialKey`, null when there is
 * none): `seconds` long, held while `paused`; at 0 (or on `startNow`) the song starts. A second
 * stage (or the host's Skip) may have started it already: it looks first, so the song that just
 * began is not skipped by a late play-next.
 */
export function useInterstitial({
  roomId,
  interstitialKey,
  songKey,
  seconds,
  paused,
  now,
  playNext,
  refresh,
}: {
  roomId: string;
  interstitialKey: number | null;
  songKey: string | null;
  seconds: number;
  paused: boolean;
  now: number;
  playNext: () => void;
  refresh: RoomRefresh;
}) {
  const queryClient = useQueryClient();
  const [deadline, setDeadline] = useState<{ key: number; at: number; left: number } | null>(null);
  useEffect(() => {
    if (interstitialKey === null) return setDeadline(null);
    setDeadline({ key: interstitialKey, at: Date.now() + seconds * 1000, left: seconds * 1000 });
  }, [interstitialKey, seconds]);
  useEffect(() => {
    setDeadline((d) => (d ? (paused ? { ...d, left: Math.max(0, d.at - Date.now()) } : { ...d, at: Date.now() + d.left }) : d));
  }, [paused]);
  // Until the effect above arms this song's countdown, it shows the full pause (never a flash of 0).
  const msLeft = deadline && deadline.key === interstitialKey ? (paused ? deadline.left : Math.max(0, deadline.at - now)) : seconds * 1000;
  const startedFor = useRef<number | null>(null);
  const startNow = useCallback(() => {
    if (interstitialKey === null || startedFor.current === interstitialKey) return;
    startedFor.current = interstitialKey;
    const expected = songKey;
    queryClient
      .fetchQuery({ ...playingQuery(roomId), staleTime: 0 })
      .then((fresh) => {
        const now = fresh.currentlyPlaying;
        if ((now ? `${now.videoId}@${now.startedAt}` : null) === expected) playNext();
        else refresh('queue');
      })
      .catch(() => playNext());
  }, [interstitialKey, songKey, queryClient, roomId, playNext, refresh]);
  useEffect(() => {
    if (deadline && deadline.key === interstitialKey && !paused && msLeft <= 0) startNow();
  }, [deadline, interstitialKey, paused, msLeft, startNow]);
  return { msLeft, startNow };
}
