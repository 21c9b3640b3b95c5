import { useEffect, useState } from 'react';

/**
 * The stage and the host's room view in the same browser: while a stage tab of the room is open,
 * the host view leaves the playing to it (two players would sing over each other and both end the
 * song). A BroadcastChannel per room; the stage says "here" every 2 s and "gone" when it closes.
 */
const channelName = (roomId: string) => `karaoke-stage:${roomId}`;

export function useAnnounceStage(roomId: string): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName(roomId));
    const here = () => channel.postMessage('here');
    here();
    const timer = setInterval(here, 2000);
    const gone = () => channel.postMessage('gone');
    window.addEventListener('pagehide', gone);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', gone);
      gone();
      channel.close();
    };
  }, [roomId]);
}

export function useStageOpenElsewhere(roomId: string): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName(roomId));
    let lastHeard = 0;
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'here') {
        lastHeard = Date.now();
        setOpen(true);
      } else if (event.data === 'gone') {
        lastHeard = 0;
        setOpen(false);
      }
    };
    const timer = setInterval(() => {
      if (lastHeard && Date.now() - lastHeard > 5000) {
        lastHeard = 0;
        setOpen(false);
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      channel.close();
    };
  }, [roomId]);
  return open;
}
