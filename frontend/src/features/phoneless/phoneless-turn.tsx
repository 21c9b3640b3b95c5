import MicExternalOn from '@mui/icons-material/MicExternalOn';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/light/notice';
import { useToast } from '@/components/toast';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import { t } from '@/i18n/i18n';
import { isPhonelessSinger } from './api';

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

/** The host's phone: a notice and a banner for a singer without a phone's turn, once per song. */
export function PhonelessTurn({ queue, playing }: { queue: Queue | undefined; playing: Playing | undefined }) {
  const toast = useToast();
  const turn = phonelessTurn(queue, playing);
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!turn || told.current === turn.key) return;
    told.current = turn.key;
    toast({ title: phonelessTurnText(turn), description: turn.title });
  }, [turn, toast]);
  if (!turn) return null;
  return (
    <Notice
      severity={turn.kind === 'on' ? 'success' : 'warning'}
      icon={turn.kind === 'on' ? <MicExternalOn /> : <NotificationsActive />}
      variant="filled"
      data-testid="phoneless-turn"
      title={phonelessTurnText(turn)}
      titleSx={{ fontWeight: 800, fontSize: 20, mb: 0 }}
    >
      <bdi>{turn.title}</bdi>
    </Notice>
  );
}
