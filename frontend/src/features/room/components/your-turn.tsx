import MicExternalOn from '@mui/icons-material/MicExternalOn';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/light/notice';
import { useToast } from '@/components/toast';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import { msg, t } from '@/i18n/i18n';
import { isFreshOwnAdd } from '@/lib/own-adds';
import { buzz, turnOf } from '../lib/turn';

const UP_NEXT_TEXT = msg("You're up next — get ready!");
const ON_NOW_TEXT = msg("You're on!");

const TURN_TITLE = { fontWeight: 800, fontSize: 20, mb: 0 };

/**
 * The singer's phone: a notice and a buzz when their song becomes next and when it starts, once
 * per song (no toast for a song just added here: its add says so); and a banner while it holds.
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
      // A song the person just added is confirmed by its add's own toast, which this one would replace.
      if (!isFreshOwnAdd(queue?.items[0]?.videoId)) toast({ title: t(UP_NEXT_TEXT), description: queue?.items[0]?.title });
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
