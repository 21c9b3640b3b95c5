import type { Socket } from 'socket.io-client';
import { joinAsGuest, registerUser } from './support/sessions.js';
import { closeInstances, connect, nextEvent as next, startInstances, urlOf as url } from './support/sockets.js';
import type { TestApp } from './support/test-app.js';

describe('live room updates', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => ({ a, b } = await startInstances({ listen: true })));
  afterAll(() => closeInstances(sockets, b, a));

  it('pushes every change with a rising version to members, on every instance; strangers cannot listen', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Live' }).expect(201)).body;
    const guest = await joinAsGuest(a, room.code, 'Phone');
    const phone = await connect(url(b ?? a), guest);
    sockets.push(phone);
    expect(await phone.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toEqual({ ok: true, roomId: room.roomId, version: expect.any(Number) });

    const stranger = await registerUser(a);
    const snoop = await connect(url(a), stranger);
    const anonymous = await connect(url(a));
    sockets.push(snoop, anonymous);
    expect(await snoop.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toEqual({
      ok: false,
      message: 'You are not in this room. Join it with its code first.',
    });
    expect((await anonymous.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).ok).toBe(false);

    const queued = next<{ roomId: string; version: number; changes: string[] }>(phone, 'room:changed');
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'ddddddddddd', title: 'Live one', thumbnail: 'x', duration: '1:00' }).expect(201);
    const first = await queued;
    expect(first).toMatchObject({ roomId: room.roomId, changes: ['queue'] });

    const played = next<{ version: number; changes: string[] }>(phone, 'room:changed');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    const second = await played;
    expect(second.changes).toEqual(['playing', 'queue']);
    expect(second.version).toBe(first.version + 1);

    // The booted phone is told it was removed (or, when its ended session closes the connection
    // first, why the session ended), never the room's push that follows (socket-removal.spec.ts).
    const booted = new Promise<{ message: string }>((resolve) => {
      phone.once('room:removed', resolve);
      phone.once('session:ended', resolve);
    });
    await host.agent.post(`/api/rooms/${room.roomId}/boot/${guest.user.userId}`).expect(200);
    expect(await booted).toMatchObject({ message: 'You have been removed from the room by the host.' });
  });
});
