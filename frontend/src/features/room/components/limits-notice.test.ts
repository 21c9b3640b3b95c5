import { describe, expect, it } from 'vitest';
import { limitWarnings } from './limits-notice';

describe('limit warnings', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  /** A Basic room's queue with room to spare. */
  const calm = { waiting: 3, maxQueueSize: 10 };

  it('says nothing while no limit is near', () => {
    expect(limitWarnings({ ...calm, guests: 2, maxGuests: 4, expiresAt: at(40), now })).toEqual([]);
    expect(limitWarnings({ ...calm, guests: 50, maxGuests: 999, expiresAt: null, now })).toEqual([]);
  });

  it('counts the guests against the plan before the room is full, and when it is', () => {
    expect(limitWarnings({ ...calm, guests: 3, maxGuests: 4, expiresAt: null, now })).toEqual(['3 of 4 guests: one more can join.']);
    expect(limitWarnings({ ...calm, guests: 4, maxGuests: 4, expiresAt: null, now })).toEqual([
      '4 of 4 guests: the room is full, and newcomers are turned away until someone leaves.',
    ]);
  });

  it('counts the songs waiting against the plan two songs before the queue is full, and when it is', () => {
    const room = { guests: 1, maxGuests: 4, expiresAt: null, now };
    expect(limitWarnings({ ...room, waiting: 7, maxQueueSize: 10 })).toEqual([]);
    expect(limitWarnings({ ...room, waiting: 8, maxQueueSize: 10 })).toEqual(['8 of 10 songs waiting: the queue is nearly full.']);
    expect(limitWarnings({ ...room, waiting: 10, maxQueueSize: 10 })).toEqual([
      '10 of 10 songs waiting: the queue is full, and new songs are refused until one has played.',
    ]);
    expect(limitWarnings({ ...room, waiting: 40, maxQueueSize: 999 })).toEqual([]);
  });

  it('says when the room ends in its last quarter hour', () => {
    expect(limitWarnings({ ...calm, guests: 0, maxGuests: 4, expiresAt: at(12), now })).toEqual([
      'The room ends in 12 min: then the party stops for everyone.',
    ]);
    expect(limitWarnings({ ...calm, guests: 0, maxGuests: 4, expiresAt: at(16), now })).toEqual([]);
  });
});
