import { jest } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { RealtimeService } from '../src/realtime/realtime.service.js';
import { ROOM_CHANNEL_AUTHORIZER, type RoomChannelAuthorization, type RoomChannelVerdict } from '../src/realtime/room-channel-authorization.js';
import { closeInstances, connect, listen, nextEvent, urlOf } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Replaces the rooms module's rule (ROOM_CHANNEL_AUTHORIZER) for these transport tests. */
function allowChannels(t: TestApp, rule: (roomId: string) => RoomChannelVerdict = () => true): void {
  const authorizer = t.app.get<RoomChannelAuthorization>(ROOM_CHANNEL_AUTHORIZER);
  jest.spyOn(authorizer, 'authorize').mockImplementation(async (_socket, roomId) => rule(roomId));
}

function join(socket: Socket, roomId: string): Promise<{ ok: boolean; message?: string }> {
  return socket.timeout(5000).emitWithAck('room:join', { roomId });
}

describe('realtime room channels', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    a = await startTestApp();
    // Two instances on one database and one Redis, as behind a load balancer (CI sets REDIS_URL).
    if (process.env.REDIS_URL) b = await startTestApp({ shareWith: a });
    // These tests are about the transport; who may join a room's channel is proven in room-events.spec.ts.
    for (const t of [a, b]) if (t) allowChannels(t);
  });
  afterAll(() => closeInstances(sockets, b, a));

  it('delivers a room event to a client of the same instance, and only to that room', async () => {
    const url = await listen(a);
    const inRoom = await connect(url);
    const elsewhere = await connect(url);
    sockets.push(inRoom, elsewhere);
    expect(await join(inRoom, 'room-1')).toEqual({ ok: true, roomId: 'room-1' });
    expect(await join(elsewhere, 'room-2')).toEqual({ ok: true, roomId: 'room-2' });
    let leaked = false;
    elsewhere.on('queue:changed', () => (leaked = true));
    const received = nextEvent<{ version: number }>(inRoom, 'queue:changed');
    a.app.get(RealtimeService).emitToRoom('room-1', 'queue:changed', { version: 7 });
    expect(await received).toEqual({ version: 7 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leaked).toBe(false);
  });

  it('refuses a channel the authorizer refuses, with its sentence', async () => {
    allowChannels(a, (roomId) => (roomId === 'secret' ? { code: 'NOT_IN_ROOM', message: 'You are not in this room.' } : true));
    const socket = await connect(urlOf(a));
    sockets.push(socket);
    expect(await join(socket, 'secret')).toEqual({ ok: false, code: 'NOT_IN_ROOM', params: {}, message: 'You are not in this room.' });
    expect(await join(socket, '')).toEqual({ ok: false, code: 'ROOM_ID_REQUIRED', params: {}, message: 'A roomId is required to join a room channel.' });
    allowChannels(a);
  });

  (process.env.REDIS_URL ? it : it.skip)('fans an event emitted on one instance out to clients of another over Redis', async () => {
    const urlB = await listen(b!);
    const onB = await connect(urlB);
    sockets.push(onB);
    expect(await join(onB, 'room-x')).toEqual({ ok: true, roomId: 'room-x' });
    const received = nextEvent<{ version: number }>(onB, 'playing:changed');
    a.app.get(RealtimeService).emitToRoom('room-x', 'playing:changed', { version: 3 });
    expect(await received).toEqual({ version: 3 });
  });

  it('encodes a push once per instance, however many phones listen, and writes those bytes to each', async () => {
    const address = async (t: TestApp) => ((t.app.getHttpServer() as { listening: boolean }).listening ? urlOf(t) : listen(t));
    const urlA = await address(a);
    const urlB = b ? await address(b) : undefined;
    const phones = await Promise.all(Array.from({ length: 20 }, (_, i) => connect(i % 2 === 1 && urlB ? urlB : urlA)));
    sockets.push(...phones);
    for (const phone of phones) expect((await join(phone, 'room-once')).ok).toBe(true);
    // The Socket.IO server's packet encoder on each instance (socket.io-adapter's broadcast encodes
    // once and hands the same frame to every socket of the room).
    const encoderOf = (t: TestApp) =>
      (t.app.get(RealtimeService) as unknown as { server: { encoder: { encode: (packet: unknown) => unknown } } }).server.encoder;
    const encodes = [a, b].filter((t): t is TestApp => t !== undefined).map((t) => jest.spyOn(encoderOf(t), 'encode'));
    const heard = Promise.all(phones.map((phone) => nextEvent<{ version: number }>(phone, 'queue:changed')));
    a.app.get(RealtimeService).emitToRoom('room-once', 'queue:changed', { version: 11, state: { queue: { items: [] } } });
    expect(await heard).toEqual(phones.map(() => ({ version: 11, state: { queue: { items: [] } } })));
    // One encoding per instance for 20 phones (10 on each when there are two).
    for (const encode of encodes) expect(encode.mock.calls.filter(([packet]) => JSON.stringify(packet).includes('queue:changed'))).toHaveLength(1);
    for (const encode of encodes) encode.mockRestore();
  });
});
