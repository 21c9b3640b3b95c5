import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SessionsService } from '../src/auth/sessions.service.js';
import { Clock } from '../src/common/clock.js';
import { FeatureEvents } from '../src/common/metrics/feature-events.service.js';
import { LIVE_ROOM_TTL_MS, LiveRooms } from '../src/room-engine/live-rooms.js';
import { UsersRepository } from '../src/users/users.repository.js';
import { recordRedisConnections } from './support/redis-connections.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { closeInstances, connect as connectTo, nextEvent as next, startInstances, urlOf } from './support/sockets.js';
import { statementsDuring } from './support/statements.js';
import type { TestApp } from './support/test-app.js';
import { songsById } from './support/songs.js';

const NOT_IN_ROOM = 'You are not in this room. Join it with its code first.';
const PARTS = ['', '/users', '/queue', '/playing'];
const song = songsById({ thumbnail: 'x' });

const connect = (t: TestApp, actor: Actor): Promise<Socket> => connectTo(urlOf(t), actor);

/**
 * Whether the app runs alone (no Redis): it then makes every change itself and holds rooms and
 * sessions until evicted; beside other instances an entry is checked again once it aged out.
 */
const lone = !process.env.REDIS_URL;

/**
 * The SQL statements of a change. Web Push's look for the new head's subscriptions runs after the
 * change is committed and answered (RoomTransactions.onCommitted, not awaited), and the feature
 * events are written behind in batches on their own timer (FeatureEvents), which on a busy machine
 * may fire while a change runs: neither is a statement of the change.
 */
const countQueries = (t: TestApp, work: () => Promise<unknown>) =>
  statementsDuring(t, work, (query) => !/FROM "push_subscriptions"|^INSERT INTO "feature_events"/.test(query));

/** A phone on instance `t`: the same session cookie as `actor`, sent to `t`'s server. */
const on = (t: TestApp, actor: Actor) => ({
  get: (path: string, etag?: string) => {
    const req = request(t.server).get(path).set('Cookie', actor.cookie);
    return etag ? req.set('If-None-Match', etag) : req;
  },
});

describe('live room state in memory', () => {
  let a: TestApp;
  /** A second instance on the same database and Redis (when both are configured, as in CI). */
  let b: TestApp | undefined;
  const sockets: Socket[] = [];
  const redisOf = recordRedisConnections();
  beforeAll(async () => ({ a, b } = await startInstances({ listen: true })));
  afterAll(() => closeInstances(sockets, b, a));

  it('joins a guest to a room memory holds without reading its queue or its stage again', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Door' }).expect(201)).body;
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('dQw4w9WgXcQ')).expect(201);
    await a.app.get(FeatureEvents).flush();
    const join = await statementsDuring(a, () => joinAsGuest(a, room.code, 'Newcomer'));
    // Its people are read under the room's lock; its queue, turns and stage, held at that version,
    // are not (the room's pushed part still counts its waiting songs).
    expect(join.some((query) => /FROM "users"/.test(query))).toBe(true);
    const held = join.filter((query) => /FROM "(queue_items|played_songs|currently_playing)"/.test(query) && !/count\(\*\)/.test(query));
    expect(held).toEqual([]);
  });

  it('answers an unchanged poll 304 without any SQL, and the poll after a change from the state the change built', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Quiet' }).expect(201)).body;
    const guest = await joinAsGuest(a, room.code, 'Poller');
    const phone = on(a, guest);
    const etags = new Map<string, string>();
    for (const part of PARTS) {
      const res = await phone.get(`/api/rooms/${room.roomId}${part}`).expect(200);
      etags.set(part, res.headers.etag as string);
    }

    // Feature events queued by the room's creation and the join are written in a batch on a timer:
    // written now, so the batch cannot land inside the windows counted below.
    await a.app.get(FeatureEvents).flush();
    const unchanged = await countQueries(a, async () => {
      for (const part of PARTS) await phone.get(`/api/rooms/${room.roomId}${part}`, etags.get(part)).expect(304);
    });
    expect(unchanged).toEqual([]);

    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('aaaaaaaaaaa')).expect(201);
    await a.app.get(FeatureEvents).flush();
    let changed: request.Response | undefined;
    const afterAdd = await countQueries(a, async () => {
      changed = await phone.get(`/api/rooms/${room.roomId}/queue`, etags.get('/queue')).expect(200);
    });
    expect(changed!.body.items.map((i: { videoId: string }) => i.videoId)).toEqual(['aaaaaaaaaaa']);
    expect(afterAdd).toEqual([]);
  });

  it('adds a song in one short transaction: membership and limits from memory, the feature event written later in a batch', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Short' }).expect(201)).body;
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 5 } })
      .expect(200);
    const guest = await joinAsGuest(a, room.code, 'Adder');
    await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200);
    const dataSource = a.app.get(DataSource);
    await a.app.get(FeatureEvents).flush();
    const before = Number((await dataSource.query(`SELECT count(*) AS n FROM "feature_events" WHERE "feature" = 'song-added'`))[0].n);

    // The instance has held the room's queue since the room's first change here (the guest's
    // join): an add is one statement, the version's compare-and-set and the insert together, with
    // no transaction around it, no read of people and no feature event.
    for (const videoId of ['fffffffffff', 'ggggggggggg']) {
      const statements = await countQueries(a, () => guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song(videoId)).expect(201));
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/^WITH "bumped" AS \(\s*UPDATE "rooms"[\s\S]*INSERT INTO "queue_items"/);
    }
    // Beside other instances an entry older than LIVE_ROOM_TTL_MS is read again on its next use;
    // nothing changed, so the queue it held is still the room's and the next add is still one
    // statement. Alone, the entry holds however old it is.
    const live = a.app.get(LiveRooms);
    (live as unknown as { entries: Map<string, { loadedAt: number }> }).entries.get(room.roomId)!.loadedAt -= LIVE_ROOM_TTL_MS;
    // Checked, not read whole: the version and the people, not the room's row nor its queue.
    const check = await countQueries(a, () => guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200));
    if (lone) expect(check).toEqual([]);
    else {
      expect(check).toHaveLength(2);
      expect(check.some((q) => q.startsWith('SELECT "roomId", "version" FROM "rooms"'))).toBe(true);
      expect(check.some((q) => /FROM "users"/.test(q))).toBe(true);
    }
    const afterReload = await countQueries(a, () => guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('kkkkkkkkkkk')).expect(201));
    expect(afterReload).toHaveLength(1);
    const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
    expect(queue.items.map((i: { videoId: string; position: number }) => [i.videoId, i.position])).toEqual([
      ['fffffffffff', 1],
      ['ggggggggggg', 2],
      ['kkkkkkkkkkk', 3],
    ]);

    await a.app.get(FeatureEvents).flush();
    const after = Number((await dataSource.query(`SELECT count(*) AS n FROM "feature_events" WHERE "feature" = 'song-added'`))[0].n);
    expect(after).toBe(before + 3);
  });

  (lone ? it.skip : it)('checks the rooms that aged out together in two statements, whatever their number', async () => {
    const rooms: { roomId: string; code: string }[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const host = await registerUser(a);
      const room = (await host.agent.post('/api/rooms').send({ name }).expect(201)).body;
      await joinAsGuest(a, room.code, `Guest of ${name}`);
      rooms.push(room);
    }
    const live = a.app.get(LiveRooms);
    const entries = (live as unknown as { entries: Map<string, { loadedAt: number }> }).entries;
    for (const room of rooms) await live.get(room.roomId);
    for (const room of rooms) entries.get(room.roomId)!.loadedAt -= LIVE_ROOM_TTL_MS;
    // Asked for in one turn, as a burst of adds or a storm of joins asks.
    let checked: Awaited<ReturnType<LiveRooms['get']>>[] = [];
    const statements = await countQueries(a, async () => (checked = await Promise.all(rooms.map((room) => live.get(room.roomId)))));
    expect(statements).toHaveLength(2);
    expect(statements.some((q) => q.startsWith('SELECT "roomId", "version" FROM "rooms"'))).toBe(true);
    expect(statements.some((q) => /FROM "users"/.test(q))).toBe(true);
    // Each room keeps its own people (its guest; the owner is a member by ownership).
    expect(checked.map((room) => room.people.size)).toEqual([1, 1, 1]);
  });

  // Alone, nothing changes behind memory's back (the test below writes to the database directly).
  (lone ? it.skip : it)(
    'checks an entry that aged out against the database: people gone behind its back are refused, a room that moved on is read whole',
    async () => {
      const host = await registerUser(a);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Aged' }).expect(201)).body;
      const guest = await joinAsGuest(a, room.code, 'Leaver');
      await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200);
      const dataSource = a.app.get(DataSource);
      const entries = (a.app.get(LiveRooms) as unknown as { entries: Map<string, { loadedAt: number }> }).entries;
      const age = () => (entries.get(room.roomId)!.loadedAt -= LIVE_ROOM_TTL_MS);

      // The guest leaves the room without a change of its version (as a deleted account does):
      // memory still lists them until the entry ages out, and the check reads the people again.
      await dataSource.query(`UPDATE "users" SET "roomId" = NULL WHERE "userId" = $1`, [guest.user.userId]);
      age();
      const refused = await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('lllllllllll')).expect(403);
      expect(refused.body.message).toBe('You are not in this room. Join it with its code first.');

      // The room moved on behind memory's back: at another version the whole room is read.
      await dataSource.query(`UPDATE "rooms" SET "version" = "version" + 1, "name" = 'Renamed' WHERE "roomId" = $1`, [room.roomId]);
      age();
      const reread = await countQueries(a, () => host.agent.get(`/api/rooms/${room.roomId}`).expect(200));
      expect(reread.some((q) => q.startsWith('SELECT "roomId", "version" FROM "rooms"'))).toBe(true);
      expect(reread.some((q) => /^SELECT "Room"\."roomId"/.test(q))).toBe(true);
      expect((await host.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.name).toBe('Renamed');
    },
  );

  it('moves the stage in one statement when memory holds the queue and what plays; a stale skip is answered by the locked path', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Stage' }).expect(201)).body;
    const guest = await joinAsGuest(a, room.code, 'Singer');
    for (const videoId of ['lllllllllll', 'mmmmmmmmmmm', 'nnnnnnnnnnn'])
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song(videoId)).expect(201);
    await a.app.get(FeatureEvents).flush();

    let next: request.Response | undefined;
    const statements = await countQueries(a, async () => {
      next = await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^WITH "bumped" AS [\s\S]*DELETE FROM "queue_items"[\s\S]*INSERT INTO "currently_playing"/);
    expect(next!.body).toMatchObject({ currentlyPlaying: { videoId: 'lllllllllll' }, isRickRoll: false, skipped: true });
    const playing = (await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body;
    expect(playing.currentlyPlaying).toEqual(next!.body.currentlyPlaying);

    // A skip naming the song on stage after it was a turn (30 s): one statement too; the played
    // history and positions hold. (An early skip is not a turn and takes the locked path.)
    a.app.get(Clock).advance(31_000);
    const skip = await countQueries(a, () =>
      host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: 'lllllllllll', startedAt: playing.currentlyPlaying.startedAt }).expect(200),
    );
    a.app.get(Clock).reset();
    expect(skip).toHaveLength(1);
    const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
    expect(queue.items.map((i: { videoId: string; position: number }) => [i.videoId, i.position])).toEqual([['nnnnnnnnnnn', 1]]);
    const dataSource = a.app.get(DataSource);
    const played = await dataSource.query(`SELECT "videoId" FROM "played_songs" WHERE "roomId" = $1 ORDER BY "playedAt", "playedSongId"`, [room.roomId]);
    expect(played.map((r: { videoId: string }) => r.videoId)).toEqual(['lllllllllll', 'mmmmmmmmmmm']);

    // A second press for the song already skipped: stale, so nothing changes and the locked path says what plays now.
    const stale = await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: 'lllllllllll' }).expect(200);
    expect(stale.body).toMatchObject({ skipped: false, currentlyPlaying: { videoId: 'mmmmmmmmmmm' } });
    // A guest cannot move the stage, whatever memory holds.
    await guest.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(403);
  });

  it("takes the locked path when the queue in memory is not the room's current one, and refuses only from the database", async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Stale' }).expect(201)).body;
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 2 } })
      .expect(200);
    const guest = await joinAsGuest(a, room.code, 'Racer');
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('hhhhhhhhhhh')).expect(201);
    // The room moves on behind this instance's back (as a change whose Redis message was lost
    // would): memory still holds the one-song queue at the old version.
    const dataSource = a.app.get(DataSource);
    await dataSource.query(`UPDATE "rooms" SET "version" = "version" + 1 WHERE "roomId" = $1`, [room.roomId]);
    const statements = await countQueries(a, () => guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('iiiiiiiiiii')).expect(201));
    // The compare-and-set wrote nothing, then the locked path added the song.
    expect(statements[0]).toMatch(/^WITH "bumped" AS \(\s*UPDATE "rooms"/);
    expect(statements.some((q) => /^(START TRANSACTION|BEGIN)/i.test(q))).toBe(true);
    const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
    expect(queue.items.map((i: { videoId: string; position: number }) => [i.videoId, i.position])).toEqual([
      ['hhhhhhhhhhh', 1],
      ['iiiiiiiiiii', 2],
    ]);
    // At the limit, memory does not refuse on its own: the locked path does, with the rule's sentence.
    const refused = await countQueries(a, async () => {
      const res = await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('jjjjjjjjjjj')).expect(403);
      expect(res.body.message).toBe('You already have 2 songs waiting, the most this room allows. Add another once one has played.');
    });
    expect(refused.some((q) => /^(START TRANSACTION|BEGIN)/i.test(q))).toBe(true);
  });

  it('lets an admin watch any room (polls and its live channel) without becoming one of its people', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Watched' }).expect(201)).body;
    const admin = await signInAdmin(a);
    const stranger = await registerUser(a);
    for (const part of PARTS) await admin.agent.get(`/api/rooms/${room.roomId}${part}`).expect(200);
    expect((await stranger.agent.get(`/api/rooms/${room.roomId}/queue`).expect(403)).body.message).toBe(NOT_IN_ROOM);
    const people = (await admin.agent.get(`/api/rooms/${room.roomId}/users`).expect(200)).body as { userId: number }[];
    expect(people.map((p) => p.userId)).toEqual([host.user.userId]);

    const socket = await connect(a, admin);
    sockets.push(socket);
    expect(await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toMatchObject({ ok: true, roomId: room.roomId });
  });

  it('adds a song for a host idle for minutes: one statement alone; beside others, the session read and the room checked first', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Idle' }).expect(201)).body;
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('iiiiiiiiiii')).expect(201);
    await a.app.get(FeatureEvents).flush();
    // Five minutes later: the session's use is due to be recorded, and memory's copies of the
    // session and of the room have aged out (they are read again).
    a.app.get(Clock).advance(5 * 60_000);
    const sessions = a.app.get(SessionsService);
    for (const entry of (sessions as unknown as { cache: Map<string, { cachedAt: number }> }).cache.values()) entry.cachedAt -= 5 * 60_000;
    (a.app.get(LiveRooms) as unknown as { entries: Map<string, { loadedAt: number }> }).entries.get(room.roomId)!.loadedAt -= LIVE_ROOM_TTL_MS;
    try {
      const statements = await countQueries(a, () => host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('jjjjjjjjjjj')).expect(201));
      expect(statements.filter((q) => /^\s*(UPDATE "sessions"|UPDATE "users"|UPDATE "guest_users"|WITH v AS)/.test(q))).toEqual([]);
      if (lone) {
        // Alone, memory still holds the session and the room: the add is its one statement.
        expect(statements).toHaveLength(1);
        expect(statements[0]).toMatch(/^WITH "bumped" AS \(\s*UPDATE "rooms"[\s\S]*INSERT INTO "queue_items"/);
      } else {
        // Beside other instances: the session, the room's version and people, and the add.
        expect(statements.filter((q) => /FROM "sessions"/.test(q))).toHaveLength(1);
        expect(statements).toHaveLength(4);
      }
    } finally {
      a.app.get(Clock).reset();
      // The use it recorded is written now, not inside a later test's count.
      await sessions.flushActivity();
      await a.app.get(UsersRepository).flushActivity();
    }
  });

  it('refuses a person booted on one instance on the other at once (polls, adds and the live channel)', async () => {
    const other = b ?? a;
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Bouncer' }).expect(201)).body;
    const member = await registerUser(a);
    await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
    const phone = on(other, member);
    // The other instance now holds the room, with this person in it, in memory.
    const before = await phone.get(`/api/rooms/${room.roomId}/queue`).expect(200);
    await phone.get(`/api/rooms/${room.roomId}/queue`, before.headers.etag as string).expect(304);

    await host.agent.post(`/api/rooms/${room.roomId}/boot/${member.user.userId}`).expect(200);

    expect((await phone.get(`/api/rooms/${room.roomId}/queue`, before.headers.etag as string).expect(403)).body.message).toBe(NOT_IN_ROOM);
    const add = await request(other.server).post(`/api/rooms/${room.roomId}/queue`).set('Cookie', member.cookie).send(song('bbbbbbbbbbb'));
    expect(add.status).toBe(403);
    const socket = await connect(other, member);
    sockets.push(socket);
    expect(await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toEqual({
      ok: false,
      code: 'NOT_IN_ROOM',
      params: {},
      message: NOT_IN_ROOM,
    });
  });

  it('forgets a person in the room they left for another, on every instance, and tells that room', async () => {
    const other = b ?? a;
    const hostA = await registerUser(a);
    const hostB = await registerUser(a);
    const roomA = (await hostA.agent.post('/api/rooms').send({ name: 'First' }).expect(201)).body;
    const roomB = (await hostB.agent.post('/api/rooms').send({ name: 'Second' }).expect(201)).body;
    const member = await registerUser(a);
    await member.agent.post(`/api/rooms/${roomA.roomId}/join`).send({}).expect(200);
    await on(other, member).get(`/api/rooms/${roomA.roomId}/queue`).expect(200);
    const socket = await connect(other, hostA);
    sockets.push(socket);
    await socket.timeout(5000).emitWithAck('room:join', { roomId: roomA.roomId });
    const told = next<{ changes: string[]; state: { users: { userId: number }[] } }>(socket, 'room:changed');

    await member.agent.post(`/api/rooms/${roomB.roomId}/join`).send({}).expect(200);
    expect((await on(other, member).get(`/api/rooms/${roomA.roomId}/queue`).expect(403)).body.message).toBe(NOT_IN_ROOM);
    expect((await told).state.users.map((p) => p.userId)).toEqual([hostA.user.userId]);
  });

  it('pushes the changed state with the version, exactly as the polls answer it', async () => {
    const host = await registerUser(a);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Pushy' }).expect(201)).body;
    const guest = await joinAsGuest(a, room.code, 'Listener');
    const socket = await connect(b ?? a, guest);
    sockets.push(socket);
    const ack = await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId });
    expect(ack).toEqual({ ok: true, roomId: room.roomId, version: expect.any(Number) });

    type Pushed = { version: number; changes: string[]; state: Record<string, any> };
    const added = next<Pushed>(socket, 'room:changed');
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('ccccccccccc', 'Pushed song')).expect(201);
    const first = await added;
    expect(first.version).toBe(ack.version + 1);
    expect(first.changes).toEqual(['queue']);
    expect(first.state.queue).toEqual((await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body);
    expect(first.state.queue).toMatchObject({
      version: first.version,
      items: [{ videoId: 'ccccccccccc', title: 'Pushed song', addedBy: host.user.displayName }],
    });

    const played = next<Pushed>(socket, 'room:changed');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    const second = await played;
    expect(second.version).toBe(first.version + 1);
    expect(second.state.playing).toMatchObject({ version: second.version, currentlyPlaying: { videoId: 'ccccccccccc' } });
    expect(second.state.queue).toMatchObject({ version: second.version, items: [] });

    const joined = next<Pushed>(socket, 'room:changed');
    const newcomer = await joinAsGuest(a, room.code, 'Newcomer');
    const third = await joined;
    expect(third.state.users.map((p: { userId: number }) => p.userId)).toEqual(
      expect.arrayContaining([host.user.userId, guest.user.userId, newcomer.user.userId]),
    );
    expect(third.state.room).toMatchObject({ roomId: room.roomId, version: third.version, userCount: 3 });
    // Room-scoped and small: a one-song queue change is well under a kilobyte.
    expect(JSON.stringify(first).length).toBeLessThan(1024);
  });

  (process.env.REDIS_URL && process.env.DATABASE_URL ? it : it.skip)(
    'moves the other instance on with the queue a change built, so its next add is one statement too',
    async () => {
      const host = await registerUser(a);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Both sides' }).expect(201)).body;
      const guest = await joinAsGuest(a, room.code, 'Over there');
      const phone = { post: (path: string) => request(b!.server).post(path).set('Cookie', guest.cookie) };
      // B holds the room (with its queue) from the guest's first request there.
      await on(b!, guest).get(`/api/rooms/${room.roomId}/queue`).expect(200);

      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('ooooooooooo')).expect(201);
      await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('ppppppppppp')).expect(201);
      // The three changes reach B over Redis; wait until it holds the last one.
      const live = b!.app.get(LiveRooms);
      const version = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.version as number;
      for (
        let i = 0;
        i < 100 && (live as unknown as { entries: Map<string, { room: { version: number } }> }).entries.get(room.roomId)?.room.version !== version;
        i++
      )
        await new Promise((r) => setTimeout(r, 20));

      // B answers the polls of that version from the parts the message brought: no SQL.
      const polled = await countQueries(b!, async () => {
        const answer = await on(b!, guest).get(`/api/rooms/${room.roomId}/queue`).expect(200);
        expect(answer.body).toEqual((await on(a, guest).get(`/api/rooms/${room.roomId}/queue`).expect(200)).body);
      });
      expect(polled).toEqual([]);

      const statements = await countQueries(b!, () => phone.post(`/api/rooms/${room.roomId}/queue`).send(song('qqqqqqqqqqq')).expect(201));
      expect(statements).toHaveLength(1);
      // A hears of B's add over Redis a moment later (until then it answers the version it holds).
      let queue = (await on(a, guest).get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
      for (let i = 0; i < 100 && queue.items.length < 2; i++) {
        await new Promise((r) => setTimeout(r, 20));
        queue = (await on(a, guest).get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
      }
      expect(queue.items.map((i: { videoId: string; position: number }) => [i.videoId, i.position])).toEqual([
        ['ppppppppppp', 1],
        ['qqqqqqqqqqq', 2],
      ]);
      expect((await on(b!, guest).get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying).toMatchObject({ videoId: 'ooooooooooo' });
    },
  );

  (process.env.REDIS_URL && process.env.DATABASE_URL ? it : it.skip)(
    'keeps working when Redis loses a change message: the next version repairs the other instance',
    async () => {
      const host = await registerUser(a);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Lossy' }).expect(201)).body;
      const guest = await joinAsGuest(a, room.code, 'Remote');
      const phone = on(b!, guest);
      const start = await phone.get(`/api/rooms/${room.roomId}/queue`).expect(200);

      // B stops listening: the message of the next change is lost for real.
      const live = b!.app.get(LiveRooms);
      const subscriber = redisOf(b!, 'rooms-subscriber');
      await subscriber.unsubscribe(live.channel);
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('ddddddddddd')).expect(201);
      await subscriber.subscribe(live.channel);
      // Until the next change (or LIVE_ROOM_TTL_MS), B still believes the old version.
      await phone.get(`/api/rooms/${room.roomId}/queue`, start.headers.etag as string).expect(304);

      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('eeeeeeeeeee')).expect(201);
      const repaired = await phone.get(`/api/rooms/${room.roomId}/queue`, start.headers.etag as string).expect(200);
      expect(repaired.body.items.map((i: { videoId: string }) => i.videoId)).toEqual(['ddddddddddd', 'eeeeeeeeeee']);
      expect(repaired.body.version).toBe(start.body.version + 2);
    },
  );

  (process.env.REDIS_URL && process.env.DATABASE_URL ? it : it.skip)(
    'tells its phones where their rooms are when it hears Redis again, so a phone that missed a push catches up with no new change',
    async () => {
      const host = await registerUser(a);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Blip' }).expect(201)).body;
      const guest = await joinAsGuest(a, room.code, 'Across the blip');
      const socket = await connect(b!, guest);
      sockets.push(socket);
      const ack = await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId });
      const heard: { version: number; changes: string[] }[] = [];
      socket.on('room:changed', (event: { version: number; changes: string[] }) => heard.push(event));

      // B's Socket.IO subscription to Redis drops (Redis restarting, say): A's push is lost for B's phones.
      const subscriber = redisOf(b!, 'socket.io-sub');
      subscriber.disconnect();
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('ggggggggggg')).expect(201);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);

      // Back: the phone hears the room's version (a gap, so it refetches), though nothing changed since.
      const told = next<{ roomId: string; version: number; changes: string[] }>(socket, 'room:changed');
      await subscriber.connect();
      expect(await told).toEqual({ roomId: room.roomId, version: ack.version + 1, changes: ['room', 'users', 'queue', 'playing'] });
      // …and pushes flow again.
      const pushed = next<{ version: number }>(socket, 'room:changed');
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('hhhhhhhhhhh')).expect(201);
      expect((await pushed).version).toBe(ack.version + 2);
    },
  );

  (process.env.REDIS_URL && process.env.DATABASE_URL ? it : it.skip)(
    'answers from the database while it cannot hear the other instances: a guest who joined there is let in, a song added there is seen',
    async () => {
      const host = await registerUser(a);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Deaf' }).expect(201)).body;
      const first = await joinAsGuest(a, room.code, 'Early');
      // B holds the room in memory, with only the early guest in it.
      const start = await on(b!, first).get(`/api/rooms/${room.roomId}/queue`).expect(200);
      await on(b!, first)
        .get(`/api/rooms/${room.roomId}/queue`, start.headers.etag as string)
        .expect(304);

      // B's connection to Redis drops (Redis restarting, say): it hears nothing A does meanwhile.
      const live = b!.app.get(LiveRooms);
      const subscriber = redisOf(b!, 'rooms-subscriber');
      subscriber.disconnect();
      try {
        const late = await joinAsGuest(a, room.code, 'Late');
        await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('fffffffffff')).expect(201);

        const polled = await on(b!, late).get(`/api/rooms/${room.roomId}/queue`);
        expect([polled.status, polled.body.message]).toEqual([200, undefined]);
        expect(polled.body.items.map((i: { videoId: string }) => i.videoId)).toEqual(['fffffffffff']);
        const socket = await connect(b!, late);
        sockets.push(socket);
        expect(await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toMatchObject({ ok: true, version: polled.body.version });
        // The early guest's unchanged-looking poll is not answered 304 from the old version.
        const again = await on(b!, first)
          .get(`/api/rooms/${room.roomId}/queue`, start.headers.etag as string)
          .expect(200);
        expect(again.body.version).toBe(polled.body.version);
      } finally {
        await subscriber.connect();
        await subscriber.subscribe(live.channel);
      }
    },
  );
});
