import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { PlayingDto, QueueDto } from '@api-types';
import { applyRoomChange, type RoomChanged } from './socket';

const ROOM = 'r1';
// Only the fields these tests read; the cache holds whatever the event carries.
const queue = (version: number, ids: string[]) =>
  ({ items: ids.map((videoId, i) => ({ videoId, position: i + 1 })), queueMode: 'fifo', version }) as unknown as QueueDto;

function cache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetches: string[] = [];
  for (const part of ['room', 'users', 'queue', 'playing']) {
    client.setQueryData(
      ['room', ROOM, part],
      part === 'queue' ? queue(3, ['a']) : part === 'room' ? { roomId: ROOM, queueCount: 1, version: 3 } : { version: 3 },
    );
    // An observer with a queryFn, as the room screen's useQuery: invalidation refetches through it.
    new QueryObserver(client, { queryKey: ['room', ROOM, part], queryFn: async () => (fetches.push(part), { version: 99 }), staleTime: Infinity }).subscribe(
      () => undefined,
    );
  }
  return { client, fetches };
}

describe('applying pushed room changes', () => {
  it('applies the next version from the event itself, without a request', async () => {
    const { client, fetches } = cache();
    const event: RoomChanged = { roomId: ROOM, version: 4, changes: ['queue'], state: { queue: queue(4, ['a', 'b']) } };
    expect(applyRoomChange(client, ROOM, 3, event)).toBe(4);
    expect(client.getQueryData(['room', ROOM, 'queue'])).toEqual(queue(4, ['a', 'b']));
    expect(client.getQueryData(['room', ROOM, 'room'])).toMatchObject({ queueCount: 2, version: 4 });
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetches).toEqual([]);
  });

  it('refetches once when a version was missed (a gap), and ignores an event older than what it holds', async () => {
    const { client, fetches } = cache();
    const late: RoomChanged = { roomId: ROOM, version: 6, changes: ['queue'], state: { queue: queue(6, ['a', 'b', 'c']) } };
    expect(applyRoomChange(client, ROOM, 4, late)).toBe(6);
    await vi.waitFor(() => expect(fetches.sort()).toEqual(['playing', 'queue', 'room', 'users']));

    const stale: RoomChanged = { roomId: ROOM, version: 5, changes: ['queue'], state: { queue: queue(5, ['x']) } };
    expect(applyRoomChange(client, ROOM, 6, stale)).toBe(6);
    expect(client.getQueryData(['room', ROOM, 'queue'])).not.toEqual(queue(5, ['x']));
  });

  it('after a lost push, the next version repairs the phone: one refetch, then pushes apply again', async () => {
    const { client, fetches } = cache();
    // Version 4 never arrived; 5 does.
    let known = applyRoomChange(client, ROOM, 3, { roomId: ROOM, version: 5, changes: ['playing'], state: { playing: { version: 5 } as PlayingDto } });
    await vi.waitFor(() => expect(fetches).toHaveLength(4));
    known = applyRoomChange(client, ROOM, known, { roomId: ROOM, version: 6, changes: ['queue'], state: { queue: queue(6, ['z']) } });
    expect(known).toBe(6);
    expect(client.getQueryData(['room', ROOM, 'queue'])).toEqual(queue(6, ['z']));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetches).toHaveLength(4);
  });

  it('refetches a part an event names but does not carry', async () => {
    const { client, fetches } = cache();
    applyRoomChange(client, ROOM, 3, { roomId: ROOM, version: 4, changes: ['settings'] });
    await vi.waitFor(() => expect(fetches).toEqual(['room']));
  });
});
