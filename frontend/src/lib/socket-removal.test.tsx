import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OnRemoved } from './socket';
import { setUser } from './identity';

/** A connected socket.io-client stand-in: what the server emits, a test emits with `serverSays`. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload?: unknown) => void>>();
  /** What the server answers each room:join, in turn (then ok); 'silence' never answers (the emit's timeout fires). */
  const joinAnswers: unknown[] = [];
  const joins: number[] = [];
  const answer = (event: string, ack?: (error: Error | null, answer?: unknown) => void) => {
    if (event !== 'room:join') return;
    joins.push(Date.now());
    const next = joinAnswers.length > 0 ? joinAnswers.shift() : { ok: true, version: 1 };
    if (next === 'silence') setTimeout(() => ack?.(new Error('operation has timed out')), 5000);
    else ack?.(null, next);
  };
  const socket = {
    connected: true,
    on: (event: string, handler: (payload?: unknown) => void) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(handler),
    off: (event: string, handler: (payload?: unknown) => void) => void handlers.get(event)?.delete(handler),
    emit: () => undefined,
    timeout: () => ({ emit: (event: string, _body: unknown, ack?: (error: Error | null, answer?: unknown) => void) => answer(event, ack) }),
    connect: () => undefined,
    disconnect: () => undefined,
  };
  return { socket, joinAnswers, joins, serverSays: (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)) };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const { useRoomChannel } = await import('./socket');

function channel(onRemoved?: OnRemoved) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setUser(queryClient, { userId: 8, username: 'rita', displayName: 'Rita', subscriptionTier: 1, role: 'user', isGuest: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useRoomChannel('r00m1d', undefined, onRemoved), { wrapper });
  return { hook, queryClient };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  fake.joinAnswers.length = 0;
  fake.joins.length = 0;
  fake.socket.connected = true;
});

describe('the live channel when the server removes someone', () => {
  it('hands a removal from this room to the screen and stops counting on the channel; removals from other rooms are not its', () => {
    const onRemoved = vi.fn();
    const { hook } = channel(onRemoved);
    expect(hook.result.current).toBe(true);
    act(() => fake.serverSays('room:removed', { roomId: 'elsewhere', message: 'You have been removed from this room' }));
    expect(onRemoved).not.toHaveBeenCalled();
    act(() =>
      fake.serverSays('room:removed', { roomId: 'r00m1d', code: 'REMOVED_BY_HOST', params: {}, message: 'You have been removed from the room by the host.' }),
    );
    expect(onRemoved).toHaveBeenCalledWith({ code: 'REMOVED_BY_HOST', params: {}, message: 'You have been removed from the room by the host.' }, false);
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
    act(() => fake.serverSays('session:ended', { code: 'REMOVED_FROM_ROOM', params: {}, message: 'You have been removed from this room' }));
    expect(asked).toHaveBeenCalledWith({ queryKey: ['room', 'r00m1d'] });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(onRemoved).toHaveBeenCalledWith({ code: 'REMOVED_FROM_ROOM', params: {}, message: 'You have been removed from this room' }, true, undefined);
    hook.unmount();
    // Unmounted: the screen hears nothing more.
    onRemoved.mockClear();
    act(() => fake.serverSays('session:ended', { message: 'x' }));
    expect(onRemoved).not.toHaveBeenCalled();
  });
});

describe('a reconnect', () => {
  it('refetches the room only when it moved on while the phone was away', () => {
    fake.joinAnswers.push({ ok: true, version: 4 });
    const { hook, queryClient } = channel();
    const asked = vi.spyOn(queryClient, 'invalidateQueries');
    // Back at the version it last applied (a Wi-Fi blink with nothing said meanwhile): nothing to ask.
    fake.joinAnswers.push({ ok: true, version: 4 });
    act(() => fake.serverSays('disconnect', undefined));
    act(() => fake.serverSays('connect', undefined));
    expect(fake.joins).toHaveLength(2);
    expect(hook.result.current).toBe(true);
    expect(asked).not.toHaveBeenCalled();
    // The room moved on while it was away: everything once.
    fake.joinAnswers.push({ ok: true, version: 6 });
    act(() => fake.serverSays('disconnect', undefined));
    act(() => fake.serverSays('connect', undefined));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledWith({ queryKey: ['room', 'r00m1d'] });
    hook.unmount();
  });
});

describe('a room:join the server could not decide', () => {
  const unavailable = { ok: false, retry: true, message: 'Live updates are unavailable for a moment. Trying again.' };

  it('is asked again, backing off (1 s, 2 s), until it is answered; then the channel is live and the room refetched', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.joinAnswers.push(unavailable, unavailable);
    const { hook, queryClient } = channel();
    const asked = vi.spyOn(queryClient, 'invalidateQueries');
    expect(hook.result.current).toBe(false);
    expect(fake.joins).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fake.joins).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.joins).toHaveLength(2);
    expect(hook.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fake.joins).toHaveLength(3);
    expect(hook.result.current).toBe(true);
    expect(asked).toHaveBeenCalledWith({ queryKey: ['room', 'r00m1d'] });
    // Live: nothing more is asked.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.joins).toHaveLength(3);
    hook.unmount();
  });

  it('is asked again when it goes unanswered', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.joinAnswers.push('silence');
    const { hook } = channel();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(hook.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fake.joins).toHaveLength(2);
    expect(hook.result.current).toBe(true);
    hook.unmount();
  });

  it('is not asked again after a final refusal, nor after the screen closed, nor while disconnected', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.joinAnswers.push({ ok: false, message: 'You are not in this room' });
    const refused = channel();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.joins).toHaveLength(1);
    refused.hook.unmount();

    fake.joins.length = 0;
    fake.joinAnswers.push(unavailable);
    const closed = channel();
    closed.hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.joins).toHaveLength(1);

    fake.joins.length = 0;
    fake.joinAnswers.push(unavailable);
    const offline = channel();
    act(() => fake.serverSays('disconnect', undefined));
    fake.socket.connected = false;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fake.joins).toHaveLength(1);
    offline.hook.unmount();
  });
});
