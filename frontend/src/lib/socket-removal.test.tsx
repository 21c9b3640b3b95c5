import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUser } from './identity';

/** A connected socket.io-client stand-in: what the server emits, a test emits with `serverSays`. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    connected: true,
    on: (event: string, handler: (payload?: unknown) => void) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
    off: (event: string, handler: (payload?: unknown) => void) => void handlers.get(event)?.delete(handler),
    emit: (event: string, _body: unknown, ack?: (answer: unknown) => void) => {
      if (event === 'room:join') ack?.({ ok: true, version: 1 });
    },
    connect: () => undefined,
    disconnect: () => undefined,
  };
  return { socket, serverSays: (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)) };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { useRoomChannel } = await import('./socket');

function channel(onRemoved?: (message: string, sessionEnded: boolean) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setUser(queryClient, { userId: 8, username: 'rita', displayName: 'Rita', subscriptionTier: 1, role: 'user', isGuest: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useRoomChannel('r00m1d', undefined, onRemoved), { wrapper });
  return { hook, queryClient };
}

afterEach(() => vi.restoreAllMocks());

describe('the live channel when the server removes someone', () => {
  it('hands a removal from this room to the screen and stops counting on the channel; removals from other rooms are not its', () => {
    const onRemoved = vi.fn();
    const { hook } = channel(onRemoved);
    expect(hook.result.current).toBe(true);
    act(() => fake.serverSays('room:removed', { roomId: 'elsewhere', message: 'You have been removed from this room' }));
    expect(onRemoved).not.toHaveBeenCalled();
    act(() => fake.serverSays('room:removed', { roomId: 'r00m1d', message: 'You have been removed from the room by the host.' }));
    expect(onRemoved).toHaveBeenCalledWith('You have been removed from the room by the host.', false);
    // Out of the channel: the screen polls again until it has left.
    expect(hook.result.current).toBe(false);
    hook.unmount();
  });

  it('when the session ends, asks the room again over a new connection (a newer session carries on; none means a 401)', () => {
    const connect = vi.spyOn(fake.socket, 'connect');
    const onRemoved = vi.fn();
    const { hook, queryClient } = channel(onRemoved);
    const asked = vi.spyOn(queryClient, 'invalidateQueries');
    connect.mockClear();
    act(() => fake.serverSays('session:ended', { message: 'You have been removed from this room' }));
    expect(asked).toHaveBeenCalledWith({ queryKey: ['room', 'r00m1d'] });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(onRemoved).toHaveBeenCalledWith('You have been removed from this room', true);
    hook.unmount();
    // Unmounted: the screen hears nothing more.
    onRemoved.mockClear();
    act(() => fake.serverSays('session:ended', { message: 'x' }));
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
