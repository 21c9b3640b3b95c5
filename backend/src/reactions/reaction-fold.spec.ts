import { foldTap, REACTION_BURST, REACTION_REFILL_MS, type TapBucket } from './reaction-fold.js';

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
