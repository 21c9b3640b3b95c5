import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_GRACE_MS, pollEvery, useChannelDown } from './use-live-room';

describe('polling a room part', () => {
  it('polls while the live channel is down, and while live only after a failed fetch', () => {
    expect(pollEvery(false, 2000)({ state: { status: 'success' } })).toBe(2000);
    expect(pollEvery(true, 2000)({ state: { status: 'success' } })).toBe(false);
    expect(pollEvery(true, 2000)({ state: { status: 'pending' } })).toBe(false);
    expect(pollEvery(true, 2000)({ state: { status: 'error' } })).toBe(2000);
  });

  it('tries a failed refetch again while the channel is live, until the phone holds the room', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers = [new Error('The load balancer lost the instance that was answering.'), { version: 7 }];
    let fetches = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['room', 'r1', 'queue'],
      queryFn: async () => {
        const answer = answers[Math.min(fetches++, answers.length - 1)];
        if (answer instanceof Error) throw answer;
        return answer;
      },
      staleTime: Infinity,
      refetchInterval: pollEvery(true, 20),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ version: 7 }));
      expect(fetches).toBe(2);
      expect(observer.getCurrentResult().status).toBe('success');
    } finally {
      unsubscribe();
    }
  });
});

describe('saying the live channel is away', () => {
  afterEach(() => vi.useRealTimers());

  it('stays quiet while a freshly opened room joins its channel, and speaks once it dropped', () => {
    vi.useFakeTimers();
    const hook = renderHook(({ live }) => useChannelDown(live), { initialProps: { live: false } });
    expect(hook.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(CHANNEL_GRACE_MS - 100);
    });
    hook.rerender({ live: true });
    expect(hook.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    hook.rerender({ live: false });
    expect(hook.result.current).toBe(true);
    hook.rerender({ live: true });
    expect(hook.result.current).toBe(false);
  });

  it('speaks when the channel has not come up within the grace period', () => {
    vi.useFakeTimers();
    const hook = renderHook(({ live }) => useChannelDown(live), { initialProps: { live: false } });
    act(() => {
      vi.advanceTimersByTime(CHANNEL_GRACE_MS - 1);
    });
    expect(hook.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(hook.result.current).toBe(true);
  });
});
