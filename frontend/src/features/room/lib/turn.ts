import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';

/**
 * Where the phone allows it (not iOS Safari), a buzz; never an error. Browsers block vibration
 * until the person has tapped the page (and Chrome logs each blocked call), so it waits for that.
 */
export function buzz(pattern: number | number[], nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): void {
  if (!nav || typeof nav.vibrate !== 'function') return;
  // userActivation is missing in older browsers: there, try (a refusal is silent).
  if (nav.userActivation && !nav.userActivation.hasBeenActive) return;
  try {
    nav.vibrate(pattern);
  } catch {
    // refused: the notice on screen is enough
  }
}

/**
 * A singer's turn, as the server decides it: the queue is kept in play order (first come, or fair
 * rotation — see backend/src/queue/rotation.ts), so the head of the queue is the next song and
 * `currentlyPlaying` the one on now.
 */
export function turnOf(queue: Queue | undefined, playing: Playing | undefined, userId: number): 'on' | 'next' | null {
  const current = playing?.currentlyPlaying;
  if (current && !current.isRickRoll && sings(current, userId)) return 'on';
  const head = queue?.items?.[0];
  if (head && sings(head, userId)) return 'next';
  return null;
}

/** Whether this person sings the song: they added it, or accepted its adder's "Sing with me". */
export function sings(song: { addedById: number | null; singers?: readonly { userId: number; state: string }[] }, userId: number): boolean {
  return song.addedById === userId || (song.singers?.some((one) => one.userId === userId && one.state === 'accepted') ?? false);
}

/**
 * Whether "Notify me when it's my turn" is worth offering: a song of mine waits, and it is not my
 * turn already (beside "You're on!" or "You're up next" it would only be noise).
 */
export function offersTurnNotice(queue: Queue | undefined, playing: Playing | undefined, userId: number): boolean {
  return turnOf(queue, playing, userId) === null && myPlaces(queue, userId).length > 0;
}

/** My songs' places in the queue (1-based, in play order). */
export function myPlaces(queue: Queue | undefined, userId: number): number[] {
  return (queue?.items ?? []).flatMap((item, index) => (sings(item, userId) ? [index + 1] : []));
}
