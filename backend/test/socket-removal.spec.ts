import { jest } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import { SESSION_LOOKUP, type SessionLookup } from '../src/common/auth/session-lookup.js';
import { DataSource } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../src/common/auth/session-revocation.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { closeInstances, connect, nextEvent, startInstances, urlOf } from './support/sockets.js';
import type { TestApp } from './support/test-app.js';
import { songsById } from './support/songs.js';

const BY_HOST = 'You have been removed from the room by the host.';
const song = songsById({ thumbnail: 'x' });

/** A phone: its socket in the room's channel and every event it received, in order. */
interface Phone {
  socket: Socket;
  heard: { event: string; payload: unknown }[];
  closed: Promise<string>;
}

/**
 * Removed people's sockets, across two instances on PostgreSQL + Redis (one instance on the
 * embedded database): each phone connects to instance B while everything is done on instance A.
 */
describe('removed people stop hearing the room', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => ({ a, b } = await startInstances({ listen: true })));
  afterAll(() => closeInstances(sockets, b, a));

  /** Connects `actor` to the other instance and joins the room's channel. */
  async function phone(actor: Actor, roomId: string): Promise<Phone> {
    const socket = await connect(urlOf(b ?? a), actor);
    sockets.push(socket);
    const heard: Phone['heard'] = [];
    socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    expect(await socket.timeout(5000).emitWithAck('room:join', { roomId })).toMatchObject({ ok: true });
    return { socket, heard, closed };
  }

  async function room(): Promise<{ host: Actor; roomId: string; code: string }> {
    const host = await registerUser(a, { tier: 3 });
    const created = (await host.agent.post('/api/rooms').send({ name: 'Removals' }).expect(201)).body;
    return { host, roomId: created.roomId, code: created.code };
  }

  /**
   * The first `room:changed` on `socket` that `match` accepts. Earlier pushes (a phone's arrival
   * shown to the others) can still be on their way on a busy machine; the next event is not
   * necessarily the one a step caused.
   */
  function changeWhere<T>(socket: Phone['socket'], match: (event: T) => boolean, ms = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const heard = (event: T) => {
        if (!match(event)) return;
        clearTimeout(timer);
        socket.off('room:changed', heard);
        resolve(event);
      };
      const timer = setTimeout(() => {
        socket.off('room:changed', heard);
        reject(new Error(`No matching "room:changed" within ${ms} ms`));
      }, ms);
      socket.on('room:changed', heard);
    });
  }

  /** The host adds a song and `witness` (still a member, on the same instance as the others) hears it. */
  async function pushWitnessed(host: Actor, roomId: string, witness: Phone, n: number): Promise<number> {
    const heard = changeWhere<{ version: number; changes: string[] }>(witness.socket, (event) => event.changes.includes('queue'));
    await host.agent
      .post(`/api/rooms/${roomId}/queue`)
      .send(song(`vid${String(n).padStart(8, '0')}`, `Song ${n}`))
      .expect(201);
    const event = await heard;
    expect(event.changes).toEqual(['queue']);
    // Pushes to one room leave an instance together; give a socket still listening time to hear it too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return event.version;
  }

  const changes = (p: Phone) => p.heard.filter((h) => h.event === 'room:changed').map((h) => h.payload as { version: number; changes: string[] });

  async function within<T>(promise: Promise<T>, what: string, ms = 5000): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)));
    try {
      return await Promise.race([promise, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('a booted guest is told, hears nothing of the room after, not even the boot, and is disconnected', async () => {
    const { host, roomId, code } = await room();
    const gus = await joinAsGuest(a, code, 'Gus');
    const witness = await phone(await joinAsGuest(a, code, 'Wendy'), roomId);
    const booted = await phone(gus, roomId);

    const bootHeard = changeWhere<{ version: number; removedUserId?: number }>(witness.socket, (event) => event.removedUserId !== undefined);
    await host.agent.post(`/api/rooms/${roomId}/boot/${gus.user.userId}`).expect(200);
    const boot = await bootHeard;
    expect(boot.removedUserId).toBe(gus.user.userId);
    await pushWitnessed(host, roomId, witness, 1);

    expect(await within(booted.closed, 'The booted phone’s disconnection')).toBe('io server disconnect');
    // Told why, by the room (room:removed) unless its ended session closed the connection first.
    expect(booted.heard.find((h) => h.event === 'session:ended')?.payload).toEqual({ code: 'REMOVED_BY_HOST', params: {}, message: BY_HOST, reason: 'booted' });
    for (const told of booted.heard.filter((h) => h.event === 'room:removed'))
      expect(told.payload).toEqual({ roomId, code: 'REMOVED_BY_HOST', params: {}, message: BY_HOST });
    // Not the boot's own push (it carries the people left in the room), nor anything after it.
    expect(changes(booted).filter((c) => c.version >= boot.version)).toEqual([]);
  });

  it('a booted account keeps its session and connection but leaves the room’s channel, and cannot join it again', async () => {
    const { host, roomId, code } = await room();
    const rita = await registerUser(a);
    await rita.agent.post('/api/guest/join').send({ roomCode: code, displayName: 'Rita' }).expect(200);
    const witness = await phone(await joinAsGuest(a, code), roomId);
    const booted = await phone(rita, roomId);

    const removed = nextEvent<{ roomId: string; message: string }>(booted.socket, 'room:removed');
    const bootHeard = changeWhere<{ removedUserId?: number }>(witness.socket, (event) => event.removedUserId === rita.user.userId);
    await host.agent.post(`/api/rooms/${roomId}/boot/${rita.user.userId}`).expect(200);
    expect(await removed).toEqual({ roomId, code: 'REMOVED_BY_HOST', params: {}, message: BY_HOST });
    await bootHeard;
    const after = await pushWitnessed(host, roomId, witness, 2);

    expect(changes(booted).filter((c) => c.version >= after - 1)).toEqual([]);
    expect(booted.socket.connected).toBe(true);
    expect(await booted.socket.timeout(5000).emitWithAck('room:join', { roomId })).toEqual({
      ok: false,
      code: 'NOT_IN_ROOM',
      params: {},
      message: 'You are not in this room. Join it with its code first.',
    });
  });

  it('logout, an admin’s password reset, kick and account deletion disconnect that person’s sockets on every instance', async () => {
    const { host, roomId, code } = await room();
    const admin = await signInAdmin(a);
    const people = await Promise.all(['Lou', 'Pat', 'Kim', 'Del'].map((name) => registerUser(a, { displayName: name })));
    for (const person of people) await person.agent.post('/api/guest/join').send({ roomCode: code, displayName: 'x' }).expect(200);
    const [lou, pat, kim, del] = await Promise.all(people.map((person) => phone(person, roomId)));

    await people[0].agent.post('/api/auth/logout').expect(200);
    await admin.agent.post(`/api/admin/users/${people[1].user.userId}/reset-password`).expect(200);
    await admin.agent.post(`/api/admin/users/${people[2].user.userId}/kick`).expect(200);
    await admin.agent.delete(`/api/admin/users/${people[3].user.userId}`).expect(200);

    for (const [name, p] of Object.entries({ lou, pat, kim, del })) {
      expect(await within(p.closed, `${name}'s disconnection`)).toBe('io server disconnect');
      expect(p.heard.some((h) => h.event === 'session:ended')).toBe(true);
    }
    // The host's own socket lives on.
    const hostPhone = await phone(host, roomId);
    expect(hostPhone.socket.connected).toBe(true);
  });

  it('any way of ending a session closes its sockets once the transaction commits, and none when it rolls back', async () => {
    const { roomId, code } = await room();
    const guest = await joinAsGuest(a, code);
    const p = await phone(guest, roomId);
    const revocation = a.app.get<SessionRevocation>(SESSION_REVOCATION);
    const data = a.app.get(DataSource);

    // A path that does not exist yet ends sessions through the revocation, then fails: nothing ended.
    await expect(
      data.transaction(async (manager) => {
        await revocation.endSessionsOf(manager, [guest.user.userId], 'some-new-reason');
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    await guest.agent.get(`/api/rooms/${roomId}`).expect(200);
    // The revocation was announced all the same: its listeners have looked and found the session live.
    expect(await p.socket.timeout(5000).emitWithAck('room:join', { roomId })).toMatchObject({ ok: true });
    expect(p.socket.connected).toBe(true);

    // The same path, committed: the socket goes, whichever instance it is on.
    await data.transaction(async (manager) => {
      await revocation.endSessionsOf(manager, [guest.user.userId], 'some-new-reason');
      // Still inside, long enough for the revocation to reach every instance: they wait for the
      // outcome rather than read the row as it was (live) and keep the socket.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(p.socket.connected).toBe(true);
    });
    expect(await within(p.closed, 'The disconnection')).toBe('io server disconnect');
  });

  it('a socket whose handshake could not be looked up (database hiccup) connects, and is identified when it joins', async () => {
    const { host, roomId, code } = await room();
    const guest = await joinAsGuest(a, code);
    const lookup = (b ?? a).app.get<SessionLookup>(SESSION_LOOKUP);
    jest.spyOn(lookup, 'fromCookieHeader').mockRejectedValueOnce(new Error('database unavailable'));
    const p = await phone(guest, roomId);
    await host.agent.post(`/api/rooms/${roomId}/boot/${guest.user.userId}`).expect(200);
    expect(await within(p.closed, 'The booted phone’s disconnection')).toBe('io server disconnect');
  });

  it('an admin watching a room who is demoted stops hearing it', async () => {
    const { roomId } = await room();
    const admin = await signInAdmin(a);
    const other = await registerUser(a);
    await admin.agent.post(`/api/admin/users/${other.user.userId}/promote`).expect(200);
    const watcher = await phone(other, roomId);
    const removed = nextEvent<{ roomId: string; message: string }>(watcher.socket, 'room:removed');
    await admin.agent.post(`/api/admin/users/${other.user.userId}/demote`).expect(200);
    expect(await removed).toEqual({ roomId, code: 'NOT_IN_ROOM', params: {}, message: 'You are not in this room. Join it with its code first.' });
    expect(watcher.socket.connected).toBe(true);
  });
});
