import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ServerNotice } from '@/i18n/server-notices';
import type { RoomChangedEventDto, RoomChangedStateDto, RoomJoinAckDto, RoomRemovedEventDto, SessionEndedEventDto } from '@api-types';

/** The parts of a room the phones hold, each under ['room', roomId, part]: the ones a push carries (the API document's). */
export type RoomPart = keyof RoomChangedStateDto;

/** What the server pushes to a room's channel on every change (the API document's RoomChangedEventDto). */
export type RoomChanged = RoomChangedEventDto;

/** How long a room:join may go unanswered, and the backoff of asking again (1 s, 2 s, 4 s … 10 s). */
const JOIN_ANSWER_MS = 5000;
const JOIN_RETRY_FIRST_MS = 1000;
const JOIN_RETRY_MAX_MS = 10_000;

/** Which cached answers each kind of change makes stale. */
const STALE: Record<RoomChanged['changes'][number], RoomPart[]> = {
  room: ['room'],
  settings: ['room'],
  users: ['users', 'room'],
  queue: ['queue', 'room'],
  playing: ['playing'],
  ended: ['room', 'users', 'queue', 'playing'],
};

/** Refetches everything of the room once (a gap, a reconnect, the room's end). */
function refetchRoom(queryClient: QueryClient, roomId: string): void {
  void queryClient.invalidateQueries({ queryKey: ['room', roomId] });
}

/**
 * Applies one push to the query cache and answers the version now known. The next version in
 * line is applied as is (setQueryData, no request); a push older than what is known is ignored;
 * a gap (a push was missed, e.g. lost between instances) or an end refetches everything once.
 * A part the push names but does not carry is refetched.
 */
export function applyRoomChange(queryClient: QueryClient, roomId: string, known: number | undefined, event: RoomChanged): number | undefined {
  if (event.roomId !== roomId) return known;
  if (known !== undefined && event.version <= known) return known;
  if (known === undefined || event.version !== known + 1 || event.changes.includes('ended')) {
    refetchRoom(queryClient, roomId);
    return event.version;
  }
  const state = event.state ?? {};
  const stale = new Set(event.changes.flatMap((change) => STALE[change] ?? []));
  for (const [part, data] of Object.entries(state) as [RoomPart, unknown][]) {
    // A poll already on its way answers an older version: it must not overwrite this one.
    void queryClient.cancelQueries({ queryKey: ['room', roomId, part] });
    queryClient.setQueryData(['room', roomId, part], data);
    stale.delete(part);
  }
  const queue = state.queue as { items?: unknown[] } | undefined;
  if (queue?.items && !state.room) {
    // The room's queueCount follows its queue; nothing else of the room changed.
    queryClient.setQueryData(['room', roomId, 'room'], (room: Record<string, unknown> | undefined) =>
      room ? { ...room, queueCount: queue.items!.length, version: event.version } : room,
    );
    stale.delete('room');
  }
  for (const part of stale) void queryClient.invalidateQueries({ queryKey: ['room', roomId, part] });
  return event.version;
}

let shared: Socket | undefined;
function socket(): Socket {
  shared ??= io({ path: '/socket.io', transports: ['websocket'], withCredentials: true, autoConnect: false });
  return shared;
}

/** Signing out: the next person in this browser gets a connection made with their own cookie. */
export function disconnectSocket(): void {
  shared?.disconnect();
  shared = undefined;
}

/**
 * The server took this person out of the room (`room:removed`: a boot, a kick) or ended the
 * session this connection was opened with (`session:ended`, just before it closes it): the
 * sentence to show, whether it was the session, and why it ended ('booted', 'room-deleted'…).
 */
export type OnRemoved = (told: ServerNotice, sessionEnded: boolean, reason?: string) => void;

/**
 * Live updates for one room: joins its channel (again after every reconnect, then refetches
 * everything once when the room moved on meanwhile, since events were missed) and applies the state each `room:changed`
 * carries straight into the query cache; a version gap refetches once (applyRoomChange).
 * Answers whether the channel is live; while it is not, callers poll. Removals go to `onRemoved`.
 */
export function useRoomChannel(roomId: string, onChange?: (event: RoomChanged) => void, onRemoved?: OnRemoved): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onRemovedRef = useRef(onRemoved);
  onRemovedRef.current = onRemoved;

  useEffect(() => {
    const client = socket();
    let joined = false;
    let known: number | undefined;
    // A join the server could not decide (retry: its database or cache away for a moment), or one
    // left unanswered, is asked again while connected, backing off; otherwise the phone would stay
    // on polling for the rest of the evening.
    let attempt = 0;
    let again: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      clearTimeout(again);
      const delay = Math.min(JOIN_RETRY_MAX_MS, JOIN_RETRY_FIRST_MS * 2 ** attempt++);
      again = setTimeout(() => {
        if (client.connected) join();
      }, delay);
    };
    const join = () => {
      clearTimeout(again);
      client.timeout(JOIN_ANSWER_MS).emit('room:join', { roomId }, (error: Error | null, ack?: RoomJoinAckDto) => {
        joined = !error && ack?.ok === true;
        setLive(joined);
        if (!joined) {
          console.warn(`Live updates unavailable: ${ack?.code ?? 'no answer'}`);
          if (error || ack?.retry) retryLater();
          return;
        }
        attempt = 0;
        // Changes may have happened between the screen's first fetches (or a disconnect) and now,
        // unless the room is still at the version this phone last applied: then it holds all of
        // it, and a venue's Wi-Fi blinking costs the server a join, not every phone's four
        // requests (docs/performance.md §7, the reconnect storm).
        const caughtUp = known !== undefined && ack?.version === known;
        known = ack?.version;
        if (!caughtUp) refetchRoom(queryClient, roomId);
      });
    };
    const changed = (event: RoomChanged) => {
      if (event.roomId !== roomId) return;
      known = applyRoomChange(queryClient, roomId, known, event);
      onChangeRef.current?.(event);
    };
    const lost = () => {
      clearTimeout(again);
      setLive(false);
    };
    const removed = (event: RoomRemovedEventDto) => {
      if (event?.roomId !== roomId) return;
      joined = false;
      setLive(false);
      onRemovedRef.current?.({ code: event.code, params: event.params, message: event.message }, false);
    };
    // The session this connection was opened with ended. The browser may hold a newer one (signed
    // in again in another tab): reconnect with the cookies it has now and ask again; a 401 means
    // there is none, and the app signs the person out (query-client.ts).
    const ended = (event: SessionEndedEventDto) => {
      refetchRoom(queryClient, roomId);
      client.connect();
      onRemovedRef.current?.({ code: event?.code, params: event?.params, message: event?.message }, true, event?.reason);
    };
    client.on('connect', join);
    client.on('disconnect', lost);
    client.on('room:changed', changed);
    client.on('room:removed', removed);
    client.on('session:ended', ended);
    if (client.connected) join();
    else client.connect();
    return () => {
      client.off('connect', join);
      client.off('disconnect', lost);
      client.off('room:changed', changed);
      client.off('room:removed', removed);
      client.off('session:ended', ended);
      clearTimeout(again);
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
