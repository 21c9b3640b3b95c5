import { useCallback, useEffect, useRef } from 'react';

/**
 * How long a song's player may take to start playing on the stage before the song is treated as
 * unplayable (docs/product.md "The evening": a stage that never hangs). YouTube's embed on a slow
 * smart TV or a busy Wi-Fi takes a few seconds to load its script, then the video, then to buffer;
 * 15 s leaves it room, and is short enough that the room barely notices the gap. Time the stage is
 * paused, or waits for the click the browser wants before it plays sound, does not count.
 */
export const START_LIMIT_MS = 15_000;

/**
 * The player error code the stage reports for a song that never started: YouTube's 5 ("the
 * browser's player failed"), which skips the song without recording the video as never playable:
 * a stage with no network would otherwise take every song it tried out of everyone's search.
 */
export const DID_NOT_START_ERROR = 5;

/**
 * A watchdog around the stage's player, whichever it is (the YouTube embed, or a player of the
 * host's own files): each song's turn (`turnKey`, e.g. `${videoId}@${startedAt}`; null when
 * nothing should be playing) must be `settle`d — the player said it started, ended or failed —
 * within `limitMs` of waiting time, else `onStalled(videoId)` runs, once per turn. Waiting time
 * stops while `holding` (paused, or the browser has not let the page play yet).
 *
 * Every player gives the same signals: started (the first "playing" of a video), ended, and an
 * error that means it will not play. Wire `settle` to all three.
 */
export function useStartWatchdog({
  turnKey,
  videoId,
  holding,
  limitMs = START_LIMIT_MS,
  onStalled,
}: {
  turnKey: string | null;
  videoId: string | null;
  holding: boolean;
  limitMs?: number;
  onStalled: (videoId: string) => void;
}): { settle: (videoId: string) => void } {
  const turn = useRef<{ key: string | null; videoId: string | null; waitedMs: number; done: boolean }>({ key: null, videoId: null, waitedMs: 0, done: false });
  if (turn.current.key !== turnKey) turn.current = { key: turnKey, videoId, waitedMs: 0, done: false };
  const onStalledRef = useRef(onStalled);
  onStalledRef.current = onStalled;
  const timer = useRef<{ id: ReturnType<typeof setTimeout>; since: number; turn: typeof turn.current } | null>(null);

  const stopClock = useCallback(() => {
    if (!timer.current) return;
    clearTimeout(timer.current.id);
    // The turn the clock ran for: by a new turn's effect, turn.current is already the new one.
    timer.current.turn.waitedMs += Date.now() - timer.current.since;
    timer.current = null;
  }, []);

  useEffect(() => {
    const current = turn.current;
    if (current.key === null || current.videoId === null || current.done || holding) return;
    const stalledVideo = current.videoId;
    const id = setTimeout(
      () => {
        timer.current = null;
        if (turn.current !== current || current.done) return;
        current.done = true;
        onStalledRef.current(stalledVideo);
      },
      Math.max(0, limitMs - current.waitedMs),
    );
    timer.current = { id, since: Date.now(), turn: current };
    return stopClock;
  }, [turnKey, holding, limitMs, stopClock]);

  const settle = useCallback(
    (settledVideo: string) => {
      if (turn.current.videoId !== settledVideo || turn.current.done) return;
      turn.current.done = true;
      stopClock();
    },
    [stopClock],
  );
  return { settle };
}
