/**
 * The "Last call" window before a room's closing time (docs/product.md "Requests and closing
 * time"): its last 15 minutes, as the server counts them (backend rooms/closing-time.ts).
 */
export const LAST_CALL_MS = 15 * 60_000;

/** Milliseconds left in the Last call window, or null outside it (or without a closing time). */
export function lastCallLeftMs(closesAt: string | null | undefined, now: number): number | null {
  if (!closesAt) return null;
  const left = new Date(closesAt).getTime() - now;
  return left > 0 && left <= LAST_CALL_MS ? left : null;
}

/** "14:05" left, in minutes and seconds, rounded up so it never shows 0:00 while time is left. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
