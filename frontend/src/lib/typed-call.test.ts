import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client';
import type { QueueDto, RoomDto, SocketEvents } from '@api-types';

function mockFetch(body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call: the typed client over openapi/openapi.json', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills in path parameters (encoded), the query and the JSON body', async () => {
    const fetchMock = mockFetch({});
    await call('get', '/api/rooms/{roomId}', { path: { roomId: 'a b/c' } });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/rooms/a%20b%2Fc', expect.objectContaining({ method: 'GET' }));
    await call('get', '/api/youtube/search', { query: { q: 'abba & co' } });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/youtube/search?q=abba+%26+co', expect.objectContaining({ method: 'GET' }));
    await call('patch', '/api/queue/{queueItemId}/position', { path: { queueItemId: 7 }, body: { roomId: 'r1', newPosition: 1 } });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/queue/7/position', expect.objectContaining({ method: 'PATCH', body: '{"roomId":"r1","newPosition":1}' }));
    await call('get', '/api/auth/me');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/me', expect.objectContaining({ method: 'GET', body: undefined }));
  });

  it('answers the documented type, and refuses at compile time what the document does not say', async () => {
    mockFetch({ items: [], queueMode: 'fifo', version: 1 });
    const queue: QueueDto = await call('get', '/api/rooms/{roomId}/queue', { path: { roomId: 'r1' } });
    expect(queue.version).toBe(1);
    // Each line below is a compile error (tsc fails on an unused @ts-expect-error if one stops being one).
    const never = async () => {
      // @ts-expect-error a path the API does not have
      await call('get', '/api/rooms/{roomId}/karaoke', { path: { roomId: 'r1' } });
      // @ts-expect-error a method the path does not answer
      await call('put', '/api/rooms/{roomId}/queue', { path: { roomId: 'r1' } });
      // @ts-expect-error a missing path parameter
      await call('get', '/api/rooms/{roomId}');
      // @ts-expect-error a body of the wrong shape
      await call('post', '/api/rooms', { body: { title: 'x' } });
      // @ts-expect-error a required body left out
      await call('post', '/api/rooms', {});
      // @ts-expect-error a required query left out
      await call('get', '/api/youtube/search', {});
      // @ts-expect-error an answer read as what it is not
      const room: QueueDto = await call('get', '/api/rooms/{roomId}', { path: { roomId: 'r1' } });
      const ok: RoomDto = await call('get', '/api/rooms/{roomId}', { path: { roomId: 'r1' } });
      // @ts-expect-error an event payload the document does not describe
      const changed: SocketEvents['serverToClient']['room:changed']['payload'] = { roomId: 'r1', version: 1, changes: ['everything'] };
      return [room, ok, changed];
    };
    expect(typeof never).toBe('function');
  });
});
