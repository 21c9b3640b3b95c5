/**
 * The playing clock as the apps read it (the API's playingSince/playedMs, docs/product.md §9
 * "The evening"): only the time the room's player reported the video playing counts.
 */
export interface PlayingClock {
  playingSince: string | null;
  playedMs: number;
  letFinish: boolean;
}

/** The stage warns this long before auto-skip. */
export const AUTO_SKIP_WARNING_MS = 30_000;

export function playedMsAt(clock: PlayingClock, now: number): number {
  return clock.playedMs + (clock.playingSince === null ? 0 : Math.max(0, now - new Date(clock.playingSince).getTime()));
}

/** Milliseconds of playing time before auto-skip; null when it will not happen (off, or let finish). */
export function autoSkipLeftMs(clock: PlayingClock, autoSkipMinutes: number, now: number): number | null {
  if (autoSkipMinutes <= 0 || clock.letFinish) return null;
  return Math.max(0, autoSkipMinutes * 60_000 - playedMsAt(clock, now));
}

/** "0:30" for 30 000 ms (rounded up, so the count ends at 0:00 when it is due). */
export function countdownText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
