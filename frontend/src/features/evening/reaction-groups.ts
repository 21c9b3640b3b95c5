import { t } from '@/i18n/i18n';

/**
 * The stage groups reactions that come at once: the same emoji within a short window is one
 * bubble that counts up ("👏 ×12") instead of a dozen bubbles covering the singer.
 */
export interface ReactionBubble {
  id: number;
  emoji: string;
  count: number;
  /** Who cheered last. */
  name: string;
  /** Everyone whose taps are in the bubble, first cheer first (one person's storm is one name). */
  people: { userId: number; name: string }[];
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

/** Who cheered: the person's id (one person tapping five times is still one person) and name. */
export interface Cheerer {
  userId: number;
  name: string;
}

/** The bubbles after one more reaction at `now` (expired ones dropped). */
export function addReaction(bubbles: readonly ReactionBubble[], emoji: string, by: Cheerer, now: number, lane = Math.random()): ReactionBubble[] {
  const alive = bubbles.filter((b) => now - b.lastAt < BUBBLE_LIFE_MS);
  const joined = alive.find((b) => b.emoji === emoji && now - b.lastAt < GROUP_WINDOW_MS);
  const person = { userId: by.userId, name: by.name };
  if (joined) {
    const people = joined.people.some((p) => p.userId === by.userId) ? joined.people : [...joined.people, person];
    return alive.map((b) => (b === joined ? { ...b, count: b.count + 1, lastAt: now, name: by.name, people } : b));
  }
  return [...alive, { id: nextId++, emoji, count: 1, name: by.name, people: [person], startedAt: now, lastAt: now, lane }].slice(-MAX_BUBBLES);
}

/**
 * Who a bubble thanks, exactly: "Sofía" (however often she tapped), "Sofía and Leo", and
 * "Sofía and 3 others" only when three other people cheered with her.
 */
export function creditOf(bubble: Pick<ReactionBubble, 'people'>): string {
  const [first, second] = bubble.people;
  if (!first) return '';
  if (!second) return first.name;
  if (bubble.people.length === 2) return t('{name} and {other}', { name: first.name, other: second.name });
  return t('{name} and {count} others', { name: first.name, count: bubble.people.length - 1 });
}

/** The bubbles still rising at `now`. */
export function aliveAt(bubbles: readonly ReactionBubble[], now: number): ReactionBubble[] {
  return bubbles.filter((b) => now - b.lastAt < BUBBLE_LIFE_MS);
}
