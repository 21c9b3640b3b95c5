import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { connect, listen, nextEvent } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

/**
 * The moments around the songs and the people of a party: removals told by name and undone,
 * names unique in a room, guests renaming themselves and leaving, a full room naming its host,
 * and the end of a party told as such (docs/product.md §4, "Telling people what happened").
 */
const song = numberedSongs('pfv', { counted: true, duration: '3:30' });

interface Notice {
  kind: string;
  by: string;
  songs: { title: string; addedById: number }[];
}

describe('party flow', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  async function party(tier = 3) {
    const host = await registerUser(t, { displayName: 'Rita', tier });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Flow' }).expect(201)).body as { roomId: string; code: string };
    return { host, ...room };
  }

  async function phone(actor: Actor, roomId: string): Promise<Socket> {
    const socket = await connect(url, actor);
    sockets.push(socket);
    expect(await socket.timeout(5000).emitWithAck('room:join', { roomId })).toMatchObject({ ok: true });
    return socket;
  }

  const titles = async (actor: Actor, roomId: string) =>
    ((await actor.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body.items as { title: string; position: number; addedBy: string }[]).map(
      (item) => `${item.position}:${item.title}:${item.addedBy}`,
    );

  describe('removing a song, and undoing it', () => {
    it('answers the removed song, tells the room who removed whose song, and restores it at its place', async () => {
      const { host, roomId, code } = await party();
      const zoe = await joinAsGuest(t, code, 'Zoe');
      const a = (await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song('Dancing Queen')).expect(201)).body;
      const b = (await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('Waterloo')).expect(201)).body;
      const zoePhone = await phone(zoe, roomId);

      const told = nextEvent<{ notice?: Notice; changes: string[] }>(zoePhone, 'room:changed');
      const removed = (await host.agent.delete(`/api/queue/${a.queueItemId}`).expect(200)).body;
      expect(removed).toMatchObject({ removed: 1, item: { queueItemId: a.queueItemId, title: a.title, addedById: zoe.user.userId, position: 1 } });
      expect((await told).notice).toEqual({
        kind: 'song-removed',
        by: 'Rita',
        byUserId: host.user.userId,
        songs: [{ title: a.title, addedById: zoe.user.userId }],
      });
      expect(await titles(host, roomId)).toEqual([`1:${b.title}:Rita`]);

      const back = nextEvent<{ notice?: Notice }>(zoePhone, 'room:changed');
      const restored = (await host.agent.post(`/api/rooms/${roomId}/queue/restore`).send(removed.item).expect(201)).body;
      expect(restored).toMatchObject({ title: a.title, addedById: zoe.user.userId, addedBy: 'Zoe', position: 1 });
      expect((await back).notice).toMatchObject({ kind: 'song-restored', by: 'Rita' });
      expect(await titles(host, roomId)).toEqual([`1:${a.title}:Zoe`, `2:${b.title}:Rita`]);

      // An undo sent twice answers the song already back, and adds nothing.
      const again = (await host.agent.post(`/api/rooms/${roomId}/queue/restore`).send(removed.item).expect(201)).body;
      expect(again.queueItemId).toBe(restored.queueItemId);
      expect(await titles(host, roomId)).toHaveLength(2);
    });

    it('puts a song last when the queue got shorter, and refuses guests, strangers and songs of people who left', async () => {
      const { host, roomId, code } = await party();
      const zoe = await joinAsGuest(t, code, 'Zoe');
      const a = (await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song()).expect(201)).body;
      const removed = (await host.agent.delete(`/api/queue/${a.queueItemId}`).expect(200)).body.item;

      const refusal = (await zoe.agent.post(`/api/rooms/${roomId}/queue/restore`).send(removed).expect(403)).body;
      expect(refusal.message).toBe('Only the room owner can do that.');
      expect(
        (
          await host.agent
            .post(`/api/rooms/${roomId}/queue/restore`)
            .send({ ...removed, videoId: 'bad' })
            .expect(400)
        ).body.message,
      ).toBe("videoId must be an 11-character YouTube video id or a library song's id.");

      const restored = (
        await host.agent
          .post(`/api/rooms/${roomId}/queue/restore`)
          .send({ ...removed, position: 9 })
          .expect(201)
      ).body;
      expect(restored.position).toBe(1);

      await host.agent.delete(`/api/queue/${restored.queueItemId}`).expect(200);
      await zoe.agent.post(`/api/rooms/${roomId}/leave`).expect(200);
      const gone = (await host.agent.post(`/api/rooms/${roomId}/queue/restore`).send(removed).expect(409)).body;
      expect(gone.message).toBe(`'${removed.title}' cannot come back: the person who added it has left the room.`);
    });

    it('lets a guest undo the removal of their own song with its token, and nothing else', async () => {
      const { host, roomId, code } = await party();
      const zoe = await joinAsGuest(t, code, 'Zoe');
      const leo = await joinAsGuest(t, code, 'Leo');
      const a = (await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song('Dancing Queen')).expect(201)).body;
      const b = (await leo.agent.post(`/api/rooms/${roomId}/queue`).send(song('Waterloo')).expect(201)).body;
      const removed = (await zoe.agent.delete(`/api/queue/${a.queueItemId}`).expect(200)).body;
      expect(removed.undoToken).toMatch(/^\d{13}\.[\w-]{43}$/);
      const undo = { ...removed.item, undoToken: removed.undoToken };

      // The token vouches for this song at this place in this room, for its own remover only.
      const owner = 'Only the room owner can do that.';
      expect((await zoe.agent.post(`/api/rooms/${roomId}/queue/restore`).send(removed.item).expect(403)).body.message).toBe(owner);
      expect(
        (
          await zoe.agent
            .post(`/api/rooms/${roomId}/queue/restore`)
            .send({ ...undo, position: 9 })
            .expect(403)
        ).body.message,
      ).toBe(owner);
      expect(
        (
          await zoe.agent
            .post(`/api/rooms/${roomId}/queue/restore`)
            .send({ ...undo, title: 'Other' })
            .expect(403)
        ).body.message,
      ).toBe(owner);
      expect((await leo.agent.post(`/api/rooms/${roomId}/queue/restore`).send(undo).expect(403)).body.message).toBe(owner);

      const back = (await zoe.agent.post(`/api/rooms/${roomId}/queue/restore`).send(undo).expect(201)).body;
      expect(back).toMatchObject({ title: a.title, addedById: zoe.user.userId, position: 1 });
      expect(await titles(host, roomId)).toEqual([`1:${a.title}:Zoe`, `2:${b.title}:Leo`]);

      // A minute later the token is spent.
      const again = (await zoe.agent.delete(`/api/queue/${back.queueItemId}`).expect(200)).body;
      const clock = t.app.get(Clock);
      clock.advance(61_000);
      try {
        await zoe.agent
          .post(`/api/rooms/${roomId}/queue/restore`)
          .send({ ...again.item, undoToken: again.undoToken })
          .expect(403);
      } finally {
        clock.reset();
      }
    });

    it("tells everyone who cleared the queue, with each person's songs", async () => {
      const { host, roomId, code } = await party();
      const zoe = await joinAsGuest(t, code, 'Zoe');
      const mine = (await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song()).expect(201)).body;
      const zoePhone = await phone(zoe, roomId);
      const told = nextEvent<{ notice?: Notice }>(zoePhone, 'room:changed');
      await host.agent.delete(`/api/rooms/${roomId}/queue`).expect(200);
      expect((await told).notice).toEqual({
        kind: 'queue-cleared',
        by: 'Rita',
        byUserId: host.user.userId,
        songs: [{ title: mine.title, addedById: zoe.user.userId }],
      });
    });
  });

  describe('names in a room', () => {
    it('refuses a second guest under a name someone in the room goes by, whatever its case, and takes another', async () => {
      const { roomId, code } = await party();
      await joinAsGuest(t, code, 'Zoe');
      const twin = await request(t.server).post('/api/guest/join').send({ roomCode: code, displayName: ' zoe ' }).expect(409);
      expect(twin.body.message).toBe('Someone in this room is already called zoe. Add an initial or a nickname so everyone can tell you apart.');
      const host = await request(t.server).post('/api/guest/join').send({ roomCode: code, displayName: 'RITA' }).expect(409);
      expect(host.body.message).toContain('already called RITA');
      const other = await joinAsGuest(t, code, 'Zoe B');
      expect(other.room.roomId).toBe(roomId);
    });

    it('lets a guest rename themselves (their songs follow), within the same rules', async () => {
      const { host, roomId, code } = await party();
      const zoe = await joinAsGuest(t, code, 'Zoe');
      await joinAsGuest(t, code, 'Max');
      const added = (await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song()).expect(201)).body;

      const renamed = (await zoe.agent.patch('/api/guest/me').send({ displayName: '  Zoe B ' }).expect(200)).body;
      expect(renamed).toMatchObject({ userId: zoe.user.userId, displayName: 'Zoe B', isGuest: true });
      expect(await titles(host, roomId)).toEqual([`1:${added.title}:Zoe B`]);
      const people = (await host.agent.get(`/api/rooms/${roomId}/users`).expect(200)).body as { displayName: string }[];
      expect(people.map((p) => p.displayName)).toEqual(['Rita', 'Max', 'Zoe B']);
      // The session knows the new name at once: the next song is added under it.
      expect((await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song()).expect(201)).body.addedBy).toBe('Zoe B');

      expect((await zoe.agent.patch('/api/guest/me').send({ displayName: 'max' }).expect(409)).body.message).toContain('already called max');
      expect((await zoe.agent.patch('/api/guest/me').send({ displayName: '   ' }).expect(400)).body.message).toBe('Please enter your name');
      expect(
        (
          await zoe.agent
            .patch('/api/guest/me')
            .send({ displayName: 'x'.repeat(51) })
            .expect(400)
        ).body.message,
      ).toBe('Display name is too long');
      expect((await host.agent.patch('/api/guest/me').send({ displayName: 'R' }).expect(403)).body.message).toBe(
        'Only guests change their name here; an account changes it in Profile.',
      );
      await request(t.server).patch('/api/guest/me').send({ displayName: 'Nobody' }).expect(401);
    });
  });

  describe('leaving', () => {
    it("takes the guest's waiting songs with them, closes the queue up and ends the guest's session", async () => {
      const { host, roomId, code } = await party();
      const zoe = await joinAsGuest(t, code, 'Zoe');
      const max = await joinAsGuest(t, code, 'Max');
      await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song('Z1')).expect(201);
      const m = (await max.agent.post(`/api/rooms/${roomId}/queue`).send(song('M1')).expect(201)).body;
      await zoe.agent.post(`/api/rooms/${roomId}/queue`).send(song('Z2')).expect(201);
      const zoePhone = await phone(zoe, roomId);
      const heard: { event: string; message: string }[] = [];
      zoePhone.on('room:removed', (payload: { message: string }) => heard.push({ event: 'room:removed', message: payload.message }));
      const session = nextEvent<{ message: string; reason: string }>(zoePhone, 'session:ended');

      expect((await zoe.agent.post(`/api/rooms/${roomId}/leave`).expect(200)).body).toEqual({ left: true, songsRemoved: 2 });
      // Her other phones are told why by her ended session; the room's own word (room:removed) may
      // lose that race (the connection closes), and when it comes it says the same.
      expect(await session).toEqual({ code: 'LEFT_ROOM', params: {}, message: 'You left the room.', reason: 'left' });
      for (const told of heard) expect(told.message).toBe('You left the room.');
      expect(await titles(host, roomId)).toEqual([`1:${m.title}:Max`]);
      const people = (await host.agent.get(`/api/rooms/${roomId}/users`).expect(200)).body as { displayName: string }[];
      expect(people.map((p) => p.displayName)).toEqual(['Rita', 'Max']);
      await zoe.agent.get(`/api/rooms/${roomId}/queue`).expect(401);
      // The name is free again.
      await joinAsGuest(t, code, 'Zoe');
    });

    it('refuses the owner and people not in the room', async () => {
      const { host, roomId, code } = await party();
      expect((await host.agent.post(`/api/rooms/${roomId}/leave`).expect(403)).body.message).toBe(
        'The host cannot leave their own room. Delete it from the dashboard to end the party.',
      );
      const stranger = await registerUser(t);
      expect((await stranger.agent.post(`/api/rooms/${roomId}/leave`).expect(403)).body.message).toBe('You are not in this room. Join it with its code first.');
      const member = await registerUser(t);
      await member.agent.post(`/api/rooms/${roomId}/join`).send({}).expect(200);
      expect((await member.agent.post(`/api/rooms/${roomId}/leave`).expect(200)).body).toEqual({ left: true, songsRemoved: 0 });
      // A registered user stays signed in.
      await member.agent.get('/api/auth/me').expect(200);
      await joinAsGuest(t, code, 'Late');
    });
  });

  it('tells a newcomer to a full room whom to ask', async () => {
    const { code } = await party(1);
    for (const name of ['A', 'B', 'C', 'D']) await joinAsGuest(t, code, name);
    const refused = await request(t.server).post('/api/guest/join').send({ roomCode: code, displayName: 'E' }).expect(403);
    expect(refused.body.message).toBe('This room is full: it allows 4 guests at a time. Ask Rita — their plan allows 4 guests.');
  });

  it("tells the room's phones who ended the party, and a guest's session why it ended", async () => {
    const { host, roomId, code } = await party();
    const zoe = await joinAsGuest(t, code, 'Zoe');
    const zoePhone = await phone(zoe, roomId);
    const ended = nextEvent<{ changes: string[]; notice?: Notice }>(zoePhone, 'room:changed', 1000);
    const session = nextEvent<{ message: string; reason?: string }>(zoePhone, 'session:ended');
    await host.agent.delete(`/api/rooms/${roomId}`).expect(200);
    const [change, over] = await Promise.all([ended.catch(() => undefined), session]);
    expect(over.reason).toBe('room-deleted');
    // The push may lose the race with the session's end (the socket closes); when it comes, it says who.
    if (change) expect(change).toMatchObject({ changes: ['ended'], notice: { kind: 'party-ended', by: 'Rita', songs: [] } });
    const rows: { n: number }[] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM "rooms" WHERE "roomId" = $1`, [roomId]);
    expect(rows[0].n).toBe(0);
  });
});
