import { instantOf, isTimeZone, lastCallLeftMs, nextClosing, TIME_OF_DAY, zoneOffsetMs } from './closing-time.js';

/** The closing time's zone-aware, DST-safe arithmetic (docs/product.md "Requests and closing time"). */
describe('closing time', () => {
  it('knows time zones and times of day', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(TIME_OF_DAY.test('23:00')).toBe(true);
    expect(TIME_OF_DAY.test('00:59')).toBe(true);
    expect(TIME_OF_DAY.test('24:00')).toBe(false);
    expect(TIME_OF_DAY.test('9:00')).toBe(false);
  });

  it('reads the offset of a zone in winter and in summer', () => {
    expect(zoneOffsetMs('Europe/Berlin', Date.parse('2026-01-15T12:00:00Z'))).toBe(3_600_000);
    expect(zoneOffsetMs('Europe/Berlin', Date.parse('2026-07-15T12:00:00Z'))).toBe(7_200_000);
    expect(zoneOffsetMs('America/New_York', Date.parse('2026-07-15T12:00:00.250Z'))).toBe(-4 * 3_600_000);
  });

  it("closes tonight at the host's time of day, in the host's zone", () => {
    // 20:00 in Berlin (CET, +1): 23:00 is three hours later.
    expect(nextClosing('23:00', 'Europe/Berlin', new Date('2026-01-15T19:00:00Z')).toISOString()).toBe('2026-01-15T22:00:00.000Z');
    // The same moment in New York is 14:00: its 23:00 is another instant.
    expect(nextClosing('23:00', 'America/New_York', new Date('2026-01-15T19:00:00Z')).toISOString()).toBe('2026-01-16T04:00:00.000Z');
  });

  it('a closing time past midnight is tonight, not yesterday', () => {
    // 22:00 in Berlin: 01:00 is three hours away, on the next day.
    expect(nextClosing('01:00', 'Europe/Berlin', new Date('2026-01-15T21:00:00Z')).toISOString()).toBe('2026-01-16T00:00:00.000Z');
    // Across a new year, in a zone behind UTC.
    expect(nextClosing('00:30', 'America/Los_Angeles', new Date('2026-12-31T23:00:00-08:00')).toISOString()).toBe('2027-01-01T08:30:00.000Z');
  });

  it('a party on the night the clocks go forward closes at the right instant', () => {
    // Berlin, 29 March 2026: 02:00 CET jumps to 03:00 CEST. From 22:00 CET, closing at 04:00 (CEST) is five hours away, not six.
    expect(nextClosing('04:00', 'Europe/Berlin', new Date('2026-03-28T21:00:00Z')).toISOString()).toBe('2026-03-29T02:00:00.000Z');
    // 02:30 does not exist that night: it closes as late as the jump makes it, 03:30 CEST.
    expect(nextClosing('02:30', 'Europe/Berlin', new Date('2026-03-28T21:00:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a party on the night the clocks go back closes the first time the clocks show it', () => {
    // Berlin, 25 October 2026: 03:00 CEST falls back to 02:00 CET; 02:30 is shown twice, first at 00:30 UTC.
    expect(nextClosing('02:30', 'Europe/Berlin', new Date('2026-10-24T20:00:00Z')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 04:00 is CET (+1) that night: seven hours after 22:00 CEST, not six.
    expect(nextClosing('04:00', 'Europe/Berlin', new Date('2026-10-24T20:00:00Z')).toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(instantOf('America/New_York', { year: 2026, month: 11, day: 1 }, '01:30')).toBe(Date.parse('2026-11-01T05:30:00Z'));
  });

  it('once the time of day has passed, the next is tomorrow', () => {
    expect(nextClosing('23:00', 'UTC', new Date('2026-01-15T23:00:00Z')).toISOString()).toBe('2026-01-16T23:00:00.000Z');
  });
});

describe('the Last call window', () => {
  const closesAt = '2026-01-15T22:00:00.000Z';
  it('opens 15 minutes before closing and counts down to it', () => {
    expect(lastCallLeftMs(closesAt, new Date('2026-01-15T21:44:59Z'))).toBeNull();
    expect(lastCallLeftMs(closesAt, new Date('2026-01-15T21:45:00Z'))).toBe(15 * 60_000);
    expect(lastCallLeftMs(closesAt, new Date('2026-01-15T21:59:30Z'))).toBe(30_000);
  });
  it('closes at closing time, and there is none without a closing time', () => {
    expect(lastCallLeftMs(closesAt, new Date('2026-01-15T22:00:00Z'))).toBeNull();
    expect(lastCallLeftMs(null, new Date('2026-01-15T21:50:00Z'))).toBeNull();
  });
});
