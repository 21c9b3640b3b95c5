import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { vi } from 'vitest';
import type * as Socket from '@/lib/socket';
import type { ServerNotice } from '@/i18n/server-notices';
import type { OnRemoved, RoomChanged } from '@/lib/socket';

/**
 * The live channel for component tests: always up, joined by every room view, with no real
 * socket. What the server would push, a test pushes with pushRoomChange(); the push goes
 * through the product's applyRoomChange, as a phone's does. Use it as
 * `vi.mock('…/lib/socket', () => liveChannelMock())`.
 */
interface Channel {
  queryClient: QueryClient;
  roomId: string;
  known: number | undefined;
  onChange: (event: RoomChanged) => void;
  onRemoved: OnRemoved | undefined;
}
const channels = new Set<Channel>();
let actual: typeof Socket;

function useRoomChannel(roomId: string, onChange?: (event: RoomChanged) => void, onRemoved?: OnRemoved): boolean {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onRemovedRef = useRef(onRemoved);
  onRemovedRef.current = onRemoved;
  useEffect(() => {
    const channel: Channel = {
      queryClient,
      roomId,
      known: undefined,
      onChange: (event) => onChangeRef.current?.(event),
      get onRemoved() {
        return onRemovedRef.current;
      },
    };
    channels.add(channel);
    return () => void channels.delete(channel);
  }, [queryClient, roomId]);
  return true;
}

/** The server's `room:changed` reaching every open view of the room (the next version in line unless one was seen). */
export function pushRoomChange(event: RoomChanged): void {
  act(() => {
    for (const channel of channels) {
      if (channel.roomId !== event.roomId) continue;
      channel.known = actual.applyRoomChange(channel.queryClient, channel.roomId, channel.known ?? event.version - 1, event);
      channel.onChange(event);
    }
  });
}

/** The server's `room:removed` (a boot, a kick) reaching the views of that room. */
export function pushRoomRemoved(roomId: string, told: ServerNotice): void {
  act(() => {
    for (const channel of channels) if (channel.roomId === roomId) channel.onRemoved?.(told, false);
  });
}

/** The server's `session:ended`, just before it closes the connection: as useRoomChannel, the room is asked again and the screen told. */
export function pushSessionEnded(told: ServerNotice, reason?: string): void {
  act(() => {
    for (const channel of channels) {
      void channel.queryClient.invalidateQueries({ queryKey: ['room', channel.roomId] });
      channel.onRemoved?.(told, true, reason);
    }
  });
}

/** Listeners of other room events on the shared connection (room:notice, room:reaction). */
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const socket = {
  on: (event: string, listener: (payload: unknown) => void) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener),
  off: (event: string, listener: (payload: unknown) => void) => void listeners.get(event)?.delete(listener),
};

/** The server emitting `event` to the room's channel (e.g. room:reaction), heard by every listener. */
export function pushSocketEvent(event: string, payload: unknown): void {
  act(() => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  });
}

export async function liveChannelMock(): Promise<typeof Socket> {
  actual = await vi.importActual<typeof Socket>('@/lib/socket');
  return { ...actual, useRoomChannel, disconnectSocket: () => undefined, liveSocket: () => socket as never };
}
