import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';

/** What the server pushes to a room's channel on every change (backend RoomChangedPayload). */
export interface RoomChanged {
  roomId: string;
  version: number;
  changes: Array<'room' | 'settings' | 'users' | 'queue' | 'playing' | 'ended'>;
  removedUserId?: number;
}

/** Which cached answers each kind of change makes stale. */
const STALE: Record<RoomChanged['changes'][number], Array<'room' | 'users' | 'queue' | 'playing'>> = {
  room: ['room'],
  settings: ['room'],
  users: ['users', 'room'],
  queue: ['queue', 'room'],
  playing: ['playing'],
  ended: ['room', 'users', 'queue', 'playing'],
};

let shared: Socket | undefined;
function socket(): Socket {
  shared ??= io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true, autoConnect: false });
  return shared;
}

/** Signing out: the next person in this browser gets a connection made with their own cookie. */
export function disconnectSocket(): void {
  shared?.disconnect();
  shared = undefined;
}

/**
 * Live updates for one room: joins its channel (again after every reconnect, then refetches
 * everything, since events may have been missed), and refetches exactly the parts each
 * `room:changed` names. Answers whether the channel is live; while it is not, callers poll.
 */
export function useRoomChannel(roomId: string, onChange?: (event: RoomChanged) => void): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const client = socket();
    let joined = false;
    const join = () => {
      client.emit('room:join', { roomId }, (ack: { ok: boolean; message?: string }) => {
        joined = ack?.ok === true;
        setLive(joined);
        if (!joined) console.warn(`Live updates unavailable: ${ack?.message ?? 'no answer'}`);
        else void queryClient.invalidateQueries({ queryKey: ['room', roomId] });
      });
    };
    const changed = (event: RoomChanged) => {
      if (event.roomId !== roomId) return;
      const parts = new Set(event.changes.flatMap((change) => STALE[change] ?? []));
      for (const part of parts) void queryClient.invalidateQueries({ queryKey: ['room', roomId, part] });
      onChangeRef.current?.(event);
    };
    const lost = () => setLive(false);
    client.on('connect', join);
    client.on('disconnect', lost);
    client.on('room:changed', changed);
    if (client.connected) join();
    else client.connect();
    return () => {
      client.off('connect', join);
      client.off('disconnect', lost);
      client.off('room:changed', changed);
      if (joined) client.emit('room:leave', { roomId });
      setLive(false);
    };
  }, [roomId, queryClient]);

  return live;
}

/** The shared connection, for listeners of other room events (the stage's room:notice). */
export function liveSocket(): Socket {
  return socket();
}
