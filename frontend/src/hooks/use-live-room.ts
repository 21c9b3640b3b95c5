import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { type OnRemoved, type RoomChanged, type RoomPart, useRoomChannel } from '@/lib/socket';
import { playingQuery } from '@/lib/api/player';
import { queueQuery } from '@/lib/api/queue';
import { roomQuery, roomUsersQuery } from '@/lib/api/rooms';

/**
 * How often a room part is polled (docs/product.md §7 intervals): while the live channel is down, and while
 * the part's last fetch failed. A refetch after a reconnect or a missed push can meet a dying
 * instance or an absent database; tried again, it brings the phone up to date, where otherwise
 * it would hold the old state until the next push, which a quiet room may not send for minutes.
 */
export function pollEvery(live: boolean, ms: number): (query: { state: { status: string } }) => number | false {
  return (query) => (live && query.state.status !== 'error' ? false : ms);
}

/** How long a freshly opened room may take to join its live channel before the screen says it is reconnecting (docs/product.md §9 Timings). */
export const CHANNEL_GRACE_MS = 5000;

/**
 * Whether to tell the person the live channel is away: once it was live and dropped, or when it
 * has not come up within CHANNEL_GRACE_MS of opening the room. Saying "Reconnecting…" during the
 * first second of every visit would be wrong, and the badge's coming and going would shift the
 * header's buttons under a finger about to tap them.
 */
export function useChannelDown(live: boolean): boolean {
  const [wasLive, setWasLive] = useState(false);
  if (live && !wasLive) setWasLive(true);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), CHANNEL_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return !live && (wasLive || waited);
}

/**
 * A room as its phones hold it: the room, its people (`withUsers`), its queue and what plays,
 * kept current by the live channel (each `room:changed` writes the new state into the cache,
 * lib/socket.ts) and by polling only while that channel is down or a fetch failed (pollEvery).
 *
 * `refresh(...parts)` is what an action calls after it changed the room: a no-op while the
 * channel is live (the push brings the change), a refetch of those parts while it is down.
 * `down` says when to tell the person the channel is away (useChannelDown).
 */
export function useLiveRoom(
  roomId: string,
  { withUsers = false, onChange, onRemoved }: { withUsers?: boolean; onChange?: (event: RoomChanged) => void; onRemoved?: OnRemoved } = {},
) {
  const queryClient = useQueryClient();
  const live = useRoomChannel(roomId, onChange, onRemoved);
  const down = useChannelDown(live);
  const poll = (ms: number) => pollEvery(live, ms);
  const room = useQuery({ ...roomQuery(roomId), refetchInterval: poll(5000) });
  const users = useQuery({ ...roomUsersQuery(roomId), refetchInterval: poll(5000), enabled: withUsers && room.isSuccess });
  const queue = useQuery({ ...queueQuery(roomId), refetchInterval: poll(2000), enabled: room.isSuccess });
  const playing = useQuery({ ...playingQuery(roomId), refetchInterval: poll(2000), enabled: room.isSuccess });
  const refresh = useCallback(
    (...parts: RoomPart[]) => {
      if (live) return;
      for (const part of parts) void queryClient.invalidateQueries({ queryKey: ['room', roomId, part] });
    },
    [live, queryClient, roomId],
  );
  return { live, down, room, users, queue, playing, refresh };
}

export type RoomRefresh = ReturnType<typeof useLiveRoom>['refresh'];
