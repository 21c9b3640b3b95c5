import { describe, expect, it } from 'vitest';
import { durationSeconds } from '@/lib/estimate';
import { longerThanLimit } from '@/lib/over-limit';
import { autoSkipLeftMs, countdownText, playedMsAt } from './playing-clock';

const t0 = Date.UTC(2026, 10, 24, 20, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('the playing clock on the stage', () => {
  it('counts only playing stretches', () => {
    expect(playedMsAt({ playingSince: null, playedMs: 42_000, letFinish: false }, t0 + 999_999)).toBe(42_000);
    expect(playedMsAt({ playingSince: iso(t0), playedMs: 60_000, letFinish: false }, t0 + 30_000)).toBe(90_000);
  });

  it('answers the time left before auto-skip, none when off or let finish', () => {
    const clock = { playingSince: iso(t0), playedMs: 0, letFinish: false };
    expect(autoSkipLeftMs(clock, 6, t0 + 330_000)).toBe(30_000);
    expect(autoSkipLeftMs(clock, 6, t0 + 400_000)).toBe(0);
    expect(autoSkipLeftMs(clock, 0, t0)).toBeNull();
    expect(autoSkipLeftMs({ ...clock, letFinish: true }, 6, t0)).toBeNull();
  });

  it('writes the countdown', () => {
    expect(countdownText(30_000)).toBe('0:30');
    expect(countdownText(29_001)).toBe('0:30');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(61_000)).toBe('1:01');
  });

  it('marks songs longer than the limit', () => {
    expect(durationSeconds('8:37')).toBe(517);
    expect(longerThanLimit('8:37', 6)).toBe(true);
    expect(longerThanLimit('5:59', 6)).toBe(false);
    expect(longerThanLimit('8:37', 0)).toBe(false);
    expect(longerThanLimit('', 6)).toBe(false);
  });
});
