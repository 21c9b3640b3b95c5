import MicExternalOn from '@mui/icons-material/MicExternalOn';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/light/notice';
import { useToast } from '@/components/toast';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import { Pill } from '@/components/light/pill';
import { yoursLabel } from '@/lib/estimate';
import { useNow } from '@/lib/use-now';
import { msg, t } from '@/i18n/i18n';

const UP_NEXT_TEXT = msg("You're up next — get ready!");
const ON_NOW_TEXT = msg("You're on!");

const TURN_TITLE = { fontWeight: 800, fontSize: 20, mb: 0 };

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
  if (current && !current.isRickRoll && current.addedById === userId) return 'on';
  const head = queue?.items?.[0];
  if (head && head.addedById === userId) return 'next';
  return null;
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
  return (queue?.items ?? []).flatMap((item, index) => (item.addedById === userId ? [index + 1] : []));
}

/**
 * The singer's phone: a notice and a buzz when their song becomes next and when it starts, once
 * per song; and a banner while it holds.
 */
export function YourTurn({ queue, playing, userId }: { queue: Queue | undefined; playing: Playing | undefined; userId: number }) {
  const toast = useToast();
  const turn = turnOf(queue, playing, userId);
  const key = turn === 'on' ? `on:${playing?.currentlyPlaying?.startedAt}` : turn === 'next' ? `next:${queue?.items?.[0]?.queueItemId}` : null;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!key || told.current === key) return;
    told.current = key;
    if (key.startsWith('on:')) {
      toast({ title: t(ON_NOW_TEXT), description: playing?.currentlyPlaying?.title });
      buzz([300, 100, 300]);
    } else {
      toast({ title: t(UP_NEXT_TEXT), description: queue?.items[0]?.title });
      buzz(200);
    }
  }, [key, toast, playing, queue]);
  if (turn === 'on') {
    return (
      <Notice severity="success" icon={<MicExternalOn />} variant="filled" data-testid="your-turn" title={t(ON_NOW_TEXT)} titleSx={TURN_TITLE}>
        <bdi>{playing?.currentlyPlaying?.title}</bdi>
      </Notice>
    );
  }
  if (turn === 'next') {
    return (
      <Notice severity="warning" icon={<NotificationsActive />} variant="filled" data-testid="your-turn" title={t(UP_NEXT_TEXT)} titleSx={TURN_TITLE}>
        <bdi>{queue?.items[0]?.title}</bdi>
      </Notice>
    );
  }
  return null;
}

/** "Yours: #2 · ~8 min, #5" — the places of my songs in the queue, and how long until the first. */
export function YoursChip({ queue, playing, userId }: { queue: Queue | undefined; playing: Playing | undefined; userId: number }) {
  const now = useNow(15_000);
  const label = yoursLabel(queue, playing, userId, now);
  if (!label) return null;
  return <Pill color="secondary" label={label} sx={{ fontWeight: 700 }} />;
}
