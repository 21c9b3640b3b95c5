import { useEffect, useRef } from 'react';
import type { RoomNoticeEventDto } from '@api-types';
import { liveSocket } from '@/lib/socket';

/** What the server pushes as a notice to show (room:notice), e.g. a video that could not play: the socket contract's type. */
export type RoomNotice = RoomNoticeEventDto;

/**
 * Calls `onNotice` for each room:notice of this room. It listens on the shared connection; the
 * room's channel is joined by useRoomChannel, which every room view also uses.
 */
export function useRoomNotices(roomId: string, onNotice: (notice: RoomNotice) => void): void {
  const onNoticeRef = useRef(onNotice);
  onNoticeRef.current = onNotice;
  useEffect(() => {
    const client = liveSocket();
    const heard = (notice: RoomNotice) => {
      if (notice?.roomId === roomId) onNoticeRef.current(notice);
    };
    client.on('room:notice', heard);
    return () => {
      client.off('room:notice', heard);
    };
  }, [roomId]);
}
