/**
 * Applause is limited per person by folding, never by refusing: each person has a small bucket
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

/** A bucket left alone this long is full again: it can be forgotten. */
export const BUCKET_FULL_AFTER_MS = REACTION_BURST * REACTION_REFILL_MS;

/** The reactions a phone offers while a song plays, and how each looks. */
export const REACTIONS = { clap: '👏', fire: '🔥', heart: '❤️', laugh: '😂', mic: '🎤' } as const;
export type ReactionKind = keyof typeof REACTIONS;
export const REACTION_KINDS = Object.keys(REACTIONS) as ReactionKind[];
