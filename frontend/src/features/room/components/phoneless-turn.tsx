import MicExternalOn from '@mui/icons-material/MicExternalOn';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useEffect, useRef } from 'react';
import { Notice } from '@/components/light/notice';
import { useToast } from '@/components/toast';
import type { Playing } from '@/lib/api/player';
import type { Queue } from '@/lib/api/queue';
import { phonelessTurn, phonelessTurnText } from '@/lib/phoneless-turn';

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
