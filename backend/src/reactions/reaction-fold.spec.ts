import { foldTap, foldTapUnder, REACTION_BURST, REACTION_REFILL_MS, type TapBucket } from './reaction-fold.js';

function taps(times: number[]): boolean[] {
  let bucket: TapBucket | undefined;
  return times.map((now) => {
    const tap = foldTap(bucket, now);
    bucket = tap.bucket;
    return tap.counted;
  });
}

describe('folding applause per person', () => {
  it('counts a burst, then folds a tap storm into it', () => {
    // 50 taps in one second from one phone.
    const storm = taps(Array.from({ length: 50 }, (_, i) => i * 20));
    const counted = storm.filter(Boolean).length;
    expect(storm.slice(0, REACTION_BURST)).toEqual(Array(REACTION_BURST).fill(true));
    // The burst plus what refilled during the second (1000 / 400 = 2).
    expect(counted).toBe(REACTION_BURST + 2);
  });

  it('counts every tap of someone tapping at a human pace', () => {
    expect(taps(Array.from({ length: 20 }, (_, i) => i * REACTION_REFILL_MS))).toEqual(Array(20).fill(true));
  });

  it('is full again after a pause', () => {
    let bucket: TapBucket | undefined;
    for (let i = 0; i < 10; i++) bucket = foldTap(bucket, 0).bucket;
    expect(foldTap(bucket, 1).counted).toBe(false);
    const later = foldTap(bucket, REACTION_BURST * REACTION_REFILL_MS);
    expect(later.counted).toBe(true);
    expect(later.bucket.tokens).toBe(REACTION_BURST - 1);
  });
});

describe('a tap under the person and the browser', () => {
  it('counts only while both have room, so a new person on the same browser starts from the browser’s spent bucket', () => {
    const buckets = new Map<string, TapBucket>();
    const ana = ['room:user:1', 'room:device:phone'];
    const anaAgain = ['room:user:2', 'room:device:phone'];
    const taps = (keys: string[], count: number, at: number) => Array.from({ length: count }, () => foldTapUnder(buckets, keys, at));
    expect(taps(ana, 8, 0)).toEqual([true, true, true, true, true, false, false, false]);
    // Ana leaves and joins again as someone new, on the same phone: no fresh burst.
    expect(taps(anaAgain, 5, 100)).toEqual([false, false, false, false, false]);
    // The phone's bucket refills at the usual pace, whoever taps.
    expect(taps(anaAgain, 2, 500)).toEqual([true, false]);
    // Another phone of the room is untouched, and so is the same phone in another room.
    expect(taps(['room:user:3', 'room:device:other'], 5, 500).every(Boolean)).toBe(true);
    expect(taps(['elsewhere:user:2', 'elsewhere:device:phone'], 5, 500).every(Boolean)).toBe(true);
  });

  it('spends nothing of a bucket on a tap another bucket folds', () => {
    const buckets = new Map<string, TapBucket>();
    for (let i = 0; i < 5; i++) foldTapUnder(buckets, ['r:device:phone'], 0);
    // The person's own bucket is full; the browser's is spent: folded, and the person keeps theirs.
    expect(foldTapUnder(buckets, ['r:user:9', 'r:device:phone'], 0)).toBe(false);
    expect(buckets.get('r:user:9')?.tokens).toBe(REACTION_BURST);
  });
});
