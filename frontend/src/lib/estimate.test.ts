import { describe, expect, it } from 'vitest';
import type { Playing } from './api/player';
import type { Queue, QueueItem } from './api/queue';
import { inWords, remainingSeconds, startsInSeconds, yoursLabel } from './estimate';

const at = Date.parse('2026-11-24T20:00:00Z');
const playing = (duration: string, startedSecondsAgo: number): Playing =>
  ({
    currentlyPlaying: { videoId: 'x', title: 'On now', duration, startedAt: new Date(at - startedSecondsAgo * 1000).toISOString(), addedBy: 'Ann' },
    version: 1,
  }) as Playing;
const item = (queueItemId: number, addedById: number, waitSeconds: number) => ({ queueItemId, addedById, waitSeconds }) as QueueItem;

describe('how long until a song', () => {
  it('adds what remains of the current song to the wait the server counted', () => {
    expect(remainingSeconds(playing('4:00', 60), at)).toBe(180);
    expect(remainingSeconds(playing('4:00', 300), at)).toBe(0);
    expect(remainingSeconds(playing('', 10), at)).toBe(0);
    expect(remainingSeconds(undefined, at)).toBe(0);
    expect(startsInSeconds(item(1, 1, 250), playing('4:00', 60), at)).toBe(430);
  });

  it('says it in words', () => {
    expect([0, 20, 31, 90, 719, 720].map(inWords)).toEqual(['in <1 min', 'in <1 min', 'in ~1 min', 'in ~2 min', 'in ~12 min', 'in ~12 min']);
  });

  it("shows a phone its own songs' places and the wait for the first", () => {
    const queue = { items: [item(1, 7, 10), item(2, 9, 200), item(3, 7, 400), item(4, 9, 600)] } as Queue;
    expect(yoursLabel(queue, playing('4:00', 60), 9, at)).toBe('Yours: #2 · ~6 min, #4');
    expect(yoursLabel(queue, undefined, 8, at)).toBeNull();
  });
});
