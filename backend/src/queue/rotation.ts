import { guestNameKey } from '../rooms/guest-identity.js';

/**
 * Fair rotation (room setting queueMode 'rotation', the default): whoever has sung least goes
 * next. Pure rules, no database: the queue services call them (docs/product.md "Fair turns").
 *
 * A waiting song's round is how many turns its singer will have had before it. The queue's stored
 * order is the truth; these rules decide where a new song goes, and overrides (the host's moves, a
 * singer letting others go first) are simply moves that later adds respect.
 */

/** A turn counts when the song played at least this long, or to its end. */
export const MIN_TURN_SECONDS = 30;

/** How a song came to stand where it is, when not by the rules of the queue's mode. */
export type Placement = 'host-next' | 'host-end' | 'host-moved' | 'deferred';

export interface Waiting {
  /** The singer key: one per person whatever device they use (singerKey; the queue's column keeps the name `singer`). */
  singer: string;
  placement?: Placement | null;
}

/** Turns each singer has had tonight (counted turns, and the song on stage now). */
export type Turns = ReadonlyMap<string, number>;

/**
 * The singer a person is: an account on any number of phones is one singer; a guest has no
 * account, so a guest is known by the name they typed (compared as a boot compares names), and the
 * same name joining from a second phone is the same singer. A singer without a phone is known by
 * their name too, marked so every screen that shows the song can tell their turn to the host and
 * the stage (docs/product.md "Singers without a phone").
 */
export function singerKey(person: { userId: number; isGuest: boolean; displayName: string; noPhone?: boolean }): string {
  if (person.noPhone) return `${PHONELESS_SINGER}${guestNameKey(person.displayName)}`;
  return person.isGuest ? `guest:${guestNameKey(person.displayName)}` : `user:${person.userId}`;
}

/** The start of a singer without a phone's key (singerKey). */
export const PHONELESS_SINGER = 'nophone:';

/** Why a song left the stage: the stage moved on (a skip, the video's end, auto-skip), or it could not play. */
export type EndedBy = 'next' | 'unplayable';

/** A song that played to within this of its length played to its end. */
const END_SLACK_SECONDS = 3;

/**
 * A song that left the stage was a turn when it played for 30 s or to its end (which stage
 * control moved on does not tell: the room's and the stage's players both skip at a video's end),
 * and never when it could not play.
 */
export function countsAsTurn(ended: { endedBy: EndedBy; playedSeconds: number; songSeconds: number | null }): boolean {
  if (ended.endedBy === 'unplayable') return false;
  return ended.playedSeconds >= MIN_TURN_SECONDS || (ended.songSeconds !== null && ended.playedSeconds >= ended.songSeconds - END_SLACK_SECONDS);
}

/**
 * The catch-up cap: a newcomer (or someone who sat out) starts one turn behind whoever has sung
 * most, so they get one song ahead of those people, not a song for every round they missed.
 */
export function turnsForRotation(turns: Turns, key: string): number {
  let most = 0;
  for (const n of turns.values()) most = Math.max(most, n);
  return Math.max(turns.get(key) ?? 0, most - 1);
}

/** Each waiting song's round, in queue order. */
export function rounds(queue: readonly Waiting[], turns: Turns): number[] {
  return places(queue, turns).map((place) => place.round);
}

/**
 * Where a song stands in the rotation: its round, and the turns its singer will really have had
 * before it (`sung`, below the round only for a catch-up song).
 */
interface Place {
  round: number;
  sung: number;
}

function places(queue: readonly Waiting[], turns: Turns): Place[] {
  const ahead = new Map<string, number>();
  return queue.map((item) => {
    const before = ahead.get(item.singer) ?? 0;
    ahead.set(item.singer, before + 1);
    return { round: turnsForRotation(turns, item.singer) + before, sung: (turns.get(item.singer) ?? 0) + before };
  });
}

/**
 * Whether a song at `a` goes before one at `b` that was added later. Within a round, a catch-up
 * song waits for everyone who has really sung more: the cap gives a newcomer one song ahead of
 * people who have sung more, never a second.
 */
const comesFirst = (a: Place, b: Place): boolean => a.round < b.round || (a.round === b.round && a.sung >= b.sung);

/**
 * Songs that keep their place whatever is added: the head, announced as up next ("You're up
 * next — get ready!", the stage's interstitial) as soon as it is the head.
 */
const reserved = (queue: readonly Waiting[]): number => Math.min(queue.length, 1);

/**
 * 0-based index where a new song of the singer key `key` goes in `queue` (already in play order): after the
 * last song that comes first (an earlier round, or its round reached by real turns), never ahead of the announced head, and never behind a
 * song the host sent to the end.
 */
export function rotationInsertIndex(queue: readonly Waiting[], turns: Turns, key: string): number {
  const existing = places(queue, turns);
  const mine = queue.filter((item) => item.singer === key).length;
  const place: Place = { round: turnsForRotation(turns, key) + mine, sung: (turns.get(key) ?? 0) + mine };
  let index = 0;
  existing.forEach((other, i) => {
    if (comesFirst(other, place) && queue[i].placement !== 'host-end') index = i + 1;
  });
  let lastBeforeEnd = queue.length;
  while (lastBeforeEnd > 0 && queue[lastBeforeEnd - 1].placement === 'host-end') lastBeforeEnd--;
  return Math.max(reserved(queue), Math.min(index, lastBeforeEnd));
}

/** The queue re-ordered fairly (a room switching to rotation): the head stays, the rest sorted by round, stable. */
export function rotationOrder<T extends Waiting>(queue: readonly T[], turns: Turns): T[] {
  const keep = reserved(queue);
  const all = places(queue, turns);
  const rest = queue.slice(keep).map((item, i) => ({ item, place: all[i + keep], index: i }));
  rest.sort((a, b) => a.place.round - b.place.round || b.place.sung - a.place.sung || a.index - b.index);
  return [...queue.slice(0, keep), ...rest.map((entry) => entry.item)];
}

/**
 * A song of the singer key `key` left the stage without being a turn (skipped early, or unplayable): their next
 * waiting song moves up to where a new song of theirs would go now, never down, never ahead of the
 * announced head, and not when it was placed by hand. Everyone else keeps their order.
 */
export function afterLostTurn<T extends Waiting>(queue: readonly T[], turns: Turns, key: string): T[] {
  const at = queue.findIndex((item) => item.singer === key);
  if (at < reserved(queue) || queue[at].placement) return [...queue];
  const before = queue.slice(0, at);
  const index = rotationInsertIndex(before, turns, key);
  if (index >= at) return [...queue];
  return [...before.slice(0, index), queue[at], ...before.slice(index), ...queue.slice(at + 1)];
}

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * Why each waiting song stands where it does, in a few words ("Sam's 2nd song · after everyone's
 * 1st turn"), from the same facts the order was made from: `turns` are the turns counted tonight.
 */
export function orderReasons(queue: readonly (Waiting & { addedBy: string })[], turns: Turns, mode: 'fifo' | 'rotation'): string[] {
  const all = rounds(queue, turns);
  const ahead = new Map<string, number>();
  return queue.map((item, i) => {
    const before = ahead.get(item.singer) ?? 0;
    ahead.set(item.singer, before + 1);
    const nth = (turns.get(item.singer) ?? 0) + before + 1;
    const song = `${item.addedBy}'s ${ordinal(nth)} song`;
    return `${song} · ${why(item, all[i], nth, mode)}`;
  });
}

function why(item: Waiting & { addedBy: string }, round: number, nth: number, mode: 'fifo' | 'rotation'): string {
  switch (item.placement) {
    case 'host-next':
      return 'moved up by the host';
    case 'host-end':
      return 'moved to the end by the host';
    case 'host-moved':
      return 'placed here by the host';
    case 'deferred':
      return `${item.addedBy} let others go first`;
  }
  if (mode === 'fifo') return 'in the order added';
  if (round > nth - 1) return `catching up, joins round ${round + 1}`;
  if (round === 0) return 'first round';
  return `after everyone's ${ordinal(round)} turn`;
}

/**
 * 0-based index where a song of the singer key `key` asked for at `askedAt` goes once the host approves it
 * (docs/product.md "Requests and closing time"): where it would stand had it been added then. A
 * song added before it comes first as rotationInsertIndex says; one added after it comes first
 * only when it would have gone ahead of it anyway (an earlier round, or a catch-up). Never ahead of
 * the announced head, never behind a song the host sent to the end.
 */
export function rotationInsertIndexAt<T extends Waiting & { addedAt: Date | string }>(queue: readonly T[], turns: Turns, key: string, askedAt: Date): number {
  const existing = places(queue, turns);
  const mine = queue.filter((item) => item.singer === key).length;
  const place: Place = { round: turnsForRotation(turns, key) + mine, sung: (turns.get(key) ?? 0) + mine };
  let index = 0;
  existing.forEach((other, i) => {
    if (queue[i].placement === 'host-end') return;
    const earlier = new Date(queue[i].addedAt).getTime() <= askedAt.getTime();
    if (earlier ? comesFirst(other, place) : !comesFirst(place, other)) index = i + 1;
  });
  let lastBeforeEnd = queue.length;
  while (lastBeforeEnd > 0 && queue[lastBeforeEnd - 1].placement === 'host-end') lastBeforeEnd--;
  return Math.max(reserved(queue), Math.min(index, lastBeforeEnd));
}
