/**
 * A room's closing time (docs/product.md "Requests and closing time"): a time of day on the host's
 * clock, in the host's time zone, turned into the one instant the party closes. Time zones move
 * their clocks twice a year, so a time of day is found on the zone's own calendar, never by adding
 * hours to midnight.
 */

/** "23:00": hours 00-23, minutes 00-59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The final stretch before closing in which the stage and the host see "Last call". */
export const LAST_CALL_MS = 15 * 60_000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string): Intl.DateTimeFormat {
  let known = formats.get(timeZone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, known);
  }
  return known;
}

/** Whether the name is a time zone this server knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    format(name);
    return true;
  } catch {
    return false;
  }
}

/** The zone's calendar and clock at an instant. */
function wallClock(timeZone: string, at: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    format(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const wall = wallClock(timeZone, at);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant a day's time of day happens in the zone. A time the clocks skip (spring forward)
 * happens as late as the jump makes it (02:30 becomes 03:30); a time they show twice (fall back)
 * happens the first time.
 */
export function instantOf(timeZone: string, day: { year: number; month: number; day: number }, time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  // No zone moves its clocks twice within a day: the offsets half a day either side are the only candidates.
  const before = zoneOffsetMs(timeZone, wall - DAY / 2);
  const after = zoneOffsetMs(timeZone, wall + DAY / 2);
  const shown = [wall - before, wall - after].filter((at) => {
    const clock = wallClock(timeZone, at);
    return clock.hour === hour && clock.minute === minute && clock.day === day.day;
  });
  if (shown.length > 0) return Math.min(...shown);
  return wall - before;
}

/**
 * The first time the zone's clocks show `time` after `after` (the moment the host set it): a
 * closing time of 01:00 set in the evening is tonight's, past midnight.
 */
export function nextClosing(time: string, timeZone: string, after: Date): Date {
  const from = after.getTime();
  const today = wallClock(timeZone, from);
  for (let days = 0; days <= 2; days++) {
    const noon = Date.UTC(today.year, today.month - 1, today.day + days, 12);
    const date = new Date(noon);
    const at = instantOf(timeZone, { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, time);
    if (at > from) return new Date(at);
  }
  throw new Error(`No ${time} in ${timeZone} within two days of ${after.toISOString()}`);
}

/**
 * The time left in the "Last call" window: from 15 minutes before closing until closing, else
 * null (the stage's banner and the host's; frontend/src/features/requests/last-call.ts says the same).
 */
export function lastCallLeftMs(closesAt: string | Date | null | undefined, now: Date): number | null {
  if (!closesAt) return null;
  const left = new Date(closesAt).getTime() - now.getTime();
  return left > 0 && left <= LAST_CALL_MS ? left : null;
}
