import { jest } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { ROOM_JOIN_UNAVAILABLE } from '../src/realtime/realtime.gateway.js';
import { LiveRooms } from '../src/room-engine/live-rooms.js';
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
      code: 'NOT_IN_ROOM',
      params: {},
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

  it("tells the host's other screens, on every instance, that the room's stage opened and closed; only the host may say so", async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Two screens' }).expect(201)).body;
    const guest = await joinAsGuest(a, room.code, 'Gina');
    // The TV's browser on one instance, the host's laptop on the other (or both here, embedded).
    const stage = await connect(url(a), host);
    const laptop = await connect(url(b ?? a), host);
    const phone = await connect(url(b ?? a), guest);
    sockets.push(stage, laptop, phone);
    const say = (socket: Socket, body: unknown) => socket.timeout(5000).emitWithAck('stage:presence', body);

    expect(await say(stage, { roomId: room.roomId, open: true })).toEqual({
      ok: false,
      code: 'STAGE_NOT_JOINED',
      params: {},
      message: "Join the room's channel before saying its stage is open.",
    });
    for (const socket of [stage, laptop, phone]) expect((await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).ok).toBe(true);
    expect(await say(phone, { roomId: room.roomId, open: true })).toEqual({
      ok: false,
      code: 'STAGE_ONLY_HOST',
      params: {},
      message: 'Only the host can run the stage.',
    });
    expect(await say(stage, { roomId: room.roomId, open: 'yes' })).toEqual({
      ok: false,
      code: 'STAGE_PRESENCE_INVALID',
      params: {},
      message: 'A roomId and open (true or false) are required.',
    });

    const opened = next<{ roomId: string; open: boolean }>(laptop, 'room:stage');
    expect(await say(stage, { roomId: room.roomId, open: true })).toEqual({ ok: true });
    expect(await opened).toEqual({ roomId: room.roomId, open: true });
    // Said again at once (a reconnect, a second tab): acknowledged, not passed on again.
    const heard: unknown[] = [];
    laptop.on('room:stage', (payload) => heard.push(payload));
    expect(await say(stage, { roomId: room.roomId, open: true })).toEqual({ ok: true });
    const closed = next<{ roomId: string; open: boolean }>(laptop, 'room:stage');
    expect(await say(stage, { roomId: room.roomId, open: false })).toEqual({ ok: true });
    expect(await closed).toEqual({ roomId: room.roomId, open: false });
    expect(heard).toEqual([{ roomId: room.roomId, open: false }]);
    // The stage's screen closing leaves the channel first: its "closed" still counts.
    const reopened = next<{ roomId: string; open: boolean }>(laptop, 'room:stage');
    await say(stage, { roomId: room.roomId, open: true });
    expect(await reopened).toEqual({ roomId: room.roomId, open: true });
    await stage.timeout(5000).emitWithAck('room:leave', { roomId: room.roomId });
    const left = next<{ roomId: string; open: boolean }>(laptop, 'room:stage');
    expect(await say(stage, { roomId: room.roomId, open: false })).toEqual({ ok: true });
    expect(await left).toEqual({ roomId: room.roomId, open: false });
    laptop.off('room:stage');
  });

  it('answers a room:join it could not decide (the database away) with retry, and a missing room with a final refusal', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Fault' }).expect(201)).body;
    const phone = await connect(url(a), host);
    sockets.push(phone);
    // The room is read afresh (as after a restart) while the database is away.
    const live = a.app.get(LiveRooms);
    const read = jest.spyOn(live, 'get').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    expect(await phone.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toEqual({
      ok: false,
      retry: true,
      code: 'LIVE_UPDATES_UNAVAILABLE',
      params: {},
      message: ROOM_JOIN_UNAVAILABLE.message,
    });
    // Asked again once it is back: in, and only then listening.
    expect(await phone.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toEqual({ ok: true, roomId: room.roomId, version: expect.any(Number) });
    read.mockRestore();
    expect(await phone.timeout(5000).emitWithAck('room:join', { roomId: 'no-such-room' })).toEqual({
      ok: false,
      code: 'ROOM_NOT_FOUND',
      params: {},
      message: 'Room not found',
    });
  });
});
