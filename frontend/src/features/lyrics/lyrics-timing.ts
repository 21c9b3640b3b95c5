import type { LyricLine } from './api';

/** How far the lyrics can be moved either way, and the step of one tap (the server's limits). */
export const OFFSET_LIMIT_MS = 10_000;
export const OFFSET_STEP_MS = 500;
/** A last line is highlighted over this long (it has no next line to end it). */
const LAST_LINE_MS = 5_000;

/**
 * Where the singer is: the line sung at `ms` of the recording (offset applied: a positive offset
 * shows lines later) and how much of it is sung (0-1, for the highlight). -1 before the first line.
 */
export function lyricAt(lines: readonly LyricLine[], ms: number, offsetMs: number): { index: number; progress: number } {
  const at = ms - offsetMs;
  let index = -1;
  for (let i = 0; i < lines.length && lines[i].ms <= at; i++) index = i;
  if (index < 0) return { index, progress: 0 };
  const start = lines[index].ms;
  const end = lines[index + 1]?.ms ?? start + LAST_LINE_MS;
  return { index, progress: end > start ? Math.min(1, Math.max(0, (at - start) / (end - start))) : 1 };
}

/** The offset one step earlier or later, kept within the limits. */
export function nudged(offsetMs: number, steps: number): number {
  return Math.min(OFFSET_LIMIT_MS, Math.max(-OFFSET_LIMIT_MS, offsetMs + steps * OFFSET_STEP_MS));
}

/** Whether a line reads right to left (Arabic, Hebrew…): the sung highlight then moves leftwards. */
export function readsRightToLeft(text: string): boolean {
  return /^[^\p{L}]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u.test(text);
}

/** A song's length ('m:ss' or 'h:mm:ss', as the queue shows it) in ms; 0 when unknown. */
export function songLengthMs(duration: string | null | undefined): number {
  if (!duration || !/^\d{1,3}(:\d{1,2}){1,2}$/.test(duration.trim())) return 0;
  return (
    duration
      .trim()
      .split(':')
      .reduce((total, part) => total * 60 + Number(part), 0) * 1000
  );
}
