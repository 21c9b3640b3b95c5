import { useEffect, useState } from 'react';
import type { StagePresenceAckDto, StagePresenceMessageDto } from '@api-types';
import { liveSocket } from '@/lib/socket';
import { useStageHeard } from './stage-heard';

/**
 * Where the room's stage is open, so the host's own view leaves the playing to it (two players
 * would sing over each other and both end the song; docs/product.md §2, Room, "A stage
 * elsewhere"). In the same browser a BroadcastChannel per room says it at once; on any other
 * screen the stage says it over the room's channel (`stage:presence`, heard as `room:stage`).
 * Either way it repeats "open" while open and says "closed" when it closes; silence counts as closed.
 */
const channelName = (roomId: string) => `karaoke-stage:${roomId}`;
const TAB_EVERY_MS = 2000;
const TAB_SILENCE_MS = 5000;
const SCREEN_EVERY_MS = 10_000;
/** A refused presence (the stage's channel not joined yet) is said again this soon. */
const SCREEN_RETRY_MS = 1000;

export type StageElsewhere = 'tab' | 'screen' | null;

export function useAnnounceStage(roomId: string): void {
  useEffect(() => {
    const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName(roomId));
    const client = liveSocket();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sayOpen = () => {
      clearTimeout(timer);
      if (!client.connected) {
        timer = setTimeout(sayOpen, SCREEN_RETRY_MS);
        return;
      }
      const open: StagePresenceMessageDto = { roomId, open: true };
      client.timeout(5000).emit('stage:presence', open, (error: Error | null, ack?: StagePresenceAckDto) => {
        timer = setTimeout(sayOpen, !error && ack?.ok ? SCREEN_EVERY_MS : SCREEN_RETRY_MS);
      });
    };
    const here = () => channel?.postMessage('here');
    const gone = () => {
      channel?.postMessage('gone');
      if (client.connected) client.emit('stage:presence', { roomId, open: false });
    };
    here();
    const tabTimer = setInterval(here, TAB_EVERY_MS);
    sayOpen();
    window.addEventListener('pagehide', gone);
    return () => {
      clearInterval(tabTimer);
      clearTimeout(timer);
      window.removeEventListener('pagehide', gone);
      gone();
      channel?.close();
    };
  }, [roomId]);
}

/** Whether the room's stage is open in another tab of this browser, on another screen, or nowhere. */
export function useStageOpenElsewhere(roomId: string): StageElsewhere {
  const [tab, setTab] = useState(false);
  const screen = useStageHeard(roomId);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName(roomId));
    let tabHeard = 0;
    channel.onmessage = (event: MessageEvent) => {
      tabHeard = event.data === 'here' ? Date.now() : 0;
      setTab(tabHeard > 0);
    };
    const timer = setInterval(() => {
      if (tabHeard && Date.now() - tabHeard > TAB_SILENCE_MS) {
        tabHeard = 0;
        setTab(false);
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      channel.close();
    };
  }, [roomId]);
  return tab ? 'tab' : screen ? 'screen' : null;
}
