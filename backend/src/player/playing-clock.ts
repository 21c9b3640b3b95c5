import { MINUTE } from '../common/time.js';

/**
 * A song's playing time (docs/product.md §9 "The evening"): only the time the room's player reports
 * the video playing counts, not the "Up next" interstitial, loading or pauses. Stored with what
 * plays: `playedMs` banked before the current stretch, `playingSince` when the current stretch
 * began (null while paused or not started yet), and `letFinish` when the host let this song finish.
 */
export interface PlayingClock {
  playingSince: Date | string | null;
  playedMs: number;
  letFinish: boolean;
}

/** The stage shows "Auto-skip in 0:30" this long before a song is cut. */
export const AUTO_SKIP_WARNING_MS = 30_000;

/** Milliseconds the song has played by `now`. */
export function playedMsAt(clock: PlayingClock, now: Date): number {
  const since = clock.playingSince === null ? null : new Date(clock.playingSince).getTime();
  return clock.playedMs + (since === null ? 0 : Math.max(0, now.getTime() - since));
}

/** Whole seconds the song has played by `now` ("played for N seconds"). */
export function playedSecondsAt(clock: PlayingClock, now: Date): number {
  return Math.floor(playedMsAt(clock, now) / 1000);
}

/** The clock after the player reports the video playing or paused at `now`; the same clock when nothing changes. */
export function reportPlaying(clock: PlayingClock, playing: boolean, now: Date): PlayingClock {
  if (playing === (clock.playingSince !== null)) return clock;
  if (playing) return { ...clock, playingSince: now };
  return { ...clock, playingSince: null, playedMs: playedMsAt(clock, now) };
}

/** Milliseconds of playing time left before auto-skip; null when it will not happen (off, or let finish). */
export function autoSkipLeftMs(clock: PlayingClock, autoSkipMinutes: number, now: Date): number | null {
  if (autoSkipMinutes <= 0 || clock.letFinish) return null;
  return Math.max(0, autoSkipMinutes * MINUTE - playedMsAt(clock, now));
}

/** Whether auto-skip is due: the song has played the room's limit and nobody let it finish. */
export function autoSkipDue(clock: PlayingClock, autoSkipMinutes: number, now: Date): boolean {
  return autoSkipLeftMs(clock, autoSkipMinutes, now) === 0;
}
