import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type RoomChanged, type RoomPart, useRoomChannel } from '../../../lib/socket';
import { playingQuery } from '../../player/api/player';
import { queueQuery } from '../../queue/api/queue';
import { roomQuery, roomUsersQuery } from '../../rooms/api/rooms';

/**
 * A room as its phones hold it: the room, its people (`withUsers`), its queue and what plays,
 * kept current by the live channel (each `room:changed` writes the new state into the cache,
 * lib/socket.ts) and by polling only while that channel is down (SPEC §7 intervals).
 *
 * `refresh(...parts)` is what an action calls after it changed the room: a no-op while the
 * channel is live (the push brings the change), a refetch of those parts while it is down.
 */
export function useLiveRoom(roomId: string, { withUsers = false, onChange }: { withUsers?: boolean; onChange?: (event: RoomChanged) => void } = {}) {
  const queryClient = useQueryClient();
  const live = useRoomChannel(roomId, onChange);
  const poll = (ms: number) => (live ? false : ms);
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
  return { live, room, users, queue, playing, refresh };
}

export type RoomRefresh = ReturnType<typeof useLiveRoom>['refresh'];
