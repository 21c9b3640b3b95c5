/**
 * Applause is limited per person and per browser in each room by folding, never by refusing: each has a small bucket
 * of taps that refills steadily; a tap with room in the bucket counts (it rises on the stage and
 * in the song's applause), a tap storm beyond it is folded into what already counted.
 */
export interface TapBucket {
  /** Taps that may count now (fractions refill between taps). */
  tokens: number;
  /** When the bucket was last looked at (ms since the epoch). */
  at: number;
}

/** A burst of this many taps counts at once... */
export const REACTION_BURST = 5;
/** ...then one tap more every this many milliseconds (2.5 a second). */
export const REACTION_REFILL_MS = 400;

/** The bucket after a tap at `now`, and whether that tap counts. */
export function foldTap(bucket: TapBucket | undefined, now: number): { bucket: TapBucket; counted: boolean } {
  const refilled = bucket ? Math.min(REACTION_BURST, bucket.tokens + Math.max(0, now - bucket.at) / REACTION_REFILL_MS) : REACTION_BURST;
  if (refilled >= 1) return { bucket: { tokens: refilled - 1, at: now }, counted: true };
  return { bucket: { tokens: refilled, at: now }, counted: false };
}

/**
 * A tap under several buckets at once (the person's in the room, and the browser's in the room):
 * it counts only when every one of them has room, and then takes one from each; a folded tap
 * takes nothing. So a guest who leaves and joins again as someone new on the same phone keeps
 * the phone's spent bucket, and a storm counts no faster however many people it is sent as.
 */
export function foldTapUnder(buckets: Map<string, TapBucket>, keys: readonly string[], now: number): boolean {
  const folds = keys.map((key) => foldTap(buckets.get(key), now));
  const counted = folds.every((fold) => fold.counted);
  keys.forEach((key, index) => {
    const { bucket } = folds[index];
    // A folded tap only refills the buckets (what foldTap answers without counting), never spends them.
    buckets.set(key, counted ? bucket : { tokens: Math.min(REACTION_BURST, bucket.tokens + (folds[index].counted ? 1 : 0)), at: now });
  });
  return counted;
}

/** A bucket left alone this long is full again: it can be forgotten. */
export const BUCKET_FULL_AFTER_MS = REACTION_BURST * REACTION_REFILL_MS;

/** The reactions a phone offers while a song plays, and how each looks. */
export const REACTIONS = { clap: '👏', fire: '🔥', heart: '❤️', laugh: '😂', mic: '🎤' } as const;
export type ReactionKind = keyof typeof REACTIONS;
export const REACTION_KINDS = Object.keys(REACTIONS) as ReactionKind[];
