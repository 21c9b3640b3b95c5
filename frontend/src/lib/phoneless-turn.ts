import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import { isPhonelessSinger } from '@/lib/api/phoneless';
import { t } from '@/i18n/i18n';

export interface PhonelessTurnNow {
  kind: 'on' | 'next';
  name: string;
  title: string;
  /** One per song and kind, so a turn is told once. */
  key: string;
}

/**
 * The turn of a singer without a phone, as their own phone would have it (your-turn.tsx turnOf):
 * on while their song plays, up next while it heads the queue (docs/product.md "Singers without a
 * phone"). The host's phone and the stage tell it for them.
 */
export function phonelessTurn(queue: Queue | undefined, playing: Playing | undefined): PhonelessTurnNow | null {
  const current = playing?.currentlyPlaying;
  if (current && !current.isRickRoll && isPhonelessSinger(current.singer)) {
    return { kind: 'on', name: current.addedBy, title: current.title, key: `on:${current.startedAt}` };
  }
  const head = queue?.items?.[0];
  if (head && isPhonelessSinger(head.singer) && head.singer !== current?.singer) {
    return { kind: 'next', name: head.addedBy, title: head.title, key: `next:${head.queueItemId}` };
  }
  return null;
}

/** The sentence of such a turn. */
export const phonelessTurnText = (turn: PhonelessTurnNow): string =>
  turn.kind === 'on' ? t('{name} is on!', { name: turn.name }) : t('{name} is up next — hand them the mic!', { name: turn.name });
