import { describe, expect, it } from 'vitest';
import { limitWarnings } from './limits-notice';

describe('limit warnings', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('says nothing while no limit is near', () => {
    expect(limitWarnings({ guests: 2, maxGuests: 4, expiresAt: at(40), now })).toEqual([]);
    expect(limitWarnings({ guests: 50, maxGuests: 999, expiresAt: null, now })).toEqual([]);
  });

  it('counts the guests against the plan before the room is full, and when it is', () => {
    expect(limitWarnings({ guests: 3, maxGuests: 4, expiresAt: null, now })).toEqual(['3 of 4 guests: one more can join.']);
    expect(limitWarnings({ guests: 4, maxGuests: 4, expiresAt: null, now })).toEqual([
      '4 of 4 guests: the room is full, and newcomers are turned away until someone leaves.',
    ]);
  });

  it('says when the room ends in its last quarter hour', () => {
    expect(limitWarnings({ guests: 0, maxGuests: 4, expiresAt: at(12), now })).toEqual(['The room ends in 12 min: then the party stops for everyone.']);
    expect(limitWarnings({ guests: 0, maxGuests: 4, expiresAt: at(16), now })).toEqual([]);
  });
});
