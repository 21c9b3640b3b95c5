/**
 * The stage groups reactions that come at once: the same emoji within a short window is one
 * bubble that counts up ("👏 ×12") instead of a dozen bubbles covering the singer.
 */
export interface ReactionBubble {
  id: number;
  emoji: string;
  count: number;
  /** Who cheered last (shown under a bubble of one). */
  name: string;
  /** When the bubble started rising, and when its last reaction joined it (ms). */
  startedAt: number;
  lastAt: number;
  /** Horizontal place on the screen, 0..1, so bubbles do not stack on each other. */
  lane: number;
}

/** Reactions of one emoji this close together join one bubble. */
export const GROUP_WINDOW_MS = 1500;
/** A bubble rises for this long after its last reaction. */
export const BUBBLE_LIFE_MS = 4000;
/** At most this many bubbles at once; the oldest go first. */
export const MAX_BUBBLES = 8;

let nextId = 1;

/** The bubbles after one more reaction at `now` (expired ones dropped). */
export function addReaction(bubbles: readonly ReactionBubble[], emoji: string, name: string, now: number, lane = Math.random()): ReactionBubble[] {
  const alive = bubbles.filter((b) => now - b.lastAt < BUBBLE_LIFE_MS);
  const joined = alive.find((b) => b.emoji === emoji && now - b.lastAt < GROUP_WINDOW_MS);
  if (joined) return alive.map((b) => (b === joined ? { ...b, count: b.count + 1, lastAt: now, name } : b));
  return [...alive, { id: nextId++, emoji, count: 1, name, startedAt: now, lastAt: now, lane }].slice(-MAX_BUBBLES);
}

/** The bubbles still rising at `now`. */
export function aliveAt(bubbles: readonly ReactionBubble[], now: number): ReactionBubble[] {
  return bubbles.filter((b) => now - b.lastAt < BUBBLE_LIFE_MS);
}
