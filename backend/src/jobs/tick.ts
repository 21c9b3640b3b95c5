/** The start of the tick that `now` falls in, for ticks of `periodMs` aligned to the epoch. */
export function tickStart(now: Date, periodMs: number): Date {
  return new Date(Math.floor(now.getTime() / periodMs) * periodMs);
}
