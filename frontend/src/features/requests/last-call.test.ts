import { describe, expect, it } from 'vitest';
import { clockText, lastCallLeftMs } from './last-call';

describe('the Last call window', () => {
  const closesAt = '2026-01-15T22:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('opens 15 minutes before closing and closes at closing time', () => {
    expect(lastCallLeftMs(closesAt, at('2026-01-15T21:44:59Z'))).toBeNull();
    expect(lastCallLeftMs(closesAt, at('2026-01-15T21:45:00Z'))).toBe(15 * 60_000);
    expect(lastCallLeftMs(closesAt, at('2026-01-15T21:59:59Z'))).toBe(1000);
    expect(lastCallLeftMs(closesAt, at('2026-01-15T22:00:00Z'))).toBeNull();
    expect(lastCallLeftMs(null, at('2026-01-15T21:50:00Z'))).toBeNull();
  });

  it('shows the time left as minutes and seconds, never 0:00 while some is left', () => {
    expect(clockText(15 * 60_000)).toBe('15:00');
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(200)).toBe('0:01');
  });
});
