import { useEffect, useState } from 'react';
import type { RoomStageEventDto } from '@api-types';
import { liveSocket } from '@/lib/socket';

/**
 * A stage on another screen says it is open every 10 s over the room's channel (`room:stage`,
 * stage-presence.ts); silence this long counts as closed. Kept apart from stage-presence.ts so
 * that a guest's first download holds only this (docs/performance.md §5).
 */
export const SCREEN_SILENCE_MS = 25_000;

/**
 * Whether the room's stage is heard open on any screen, this browser's other tabs included (the
 * stage says it over the room's channel wherever it is). Only the live channel's word: light
 * enough for a guest's first download (docs/performance.md §5).
 */
export function useStageHeard(roomId: string): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const client = liveSocket();
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = (event: RoomStageEventDto) => {
      if (event?.roomId !== roomId) return;
      clearTimeout(silence);
      setOpen(event.open);
      // Silence counts as closed, as for the host's view.
      if (event.open) silence = setTimeout(() => setOpen(false), SCREEN_SILENCE_MS);
    };
    client.on('room:stage', heard);
    return () => {
      clearTimeout(silence);
      client.off('room:stage', heard);
    };
  }, [roomId]);
  return open;
}
