import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock.js';
import { RoomLifecycleJobs } from '../src/rooms/room-lifecycle.job.js';
import { type Actor, joinAsGuest, registerUser, signIn } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

/**
 * Fair turns through the API (docs/product.md "Fair turns"): rotation by default, turns that
 * count, the catch-up cap, the reserved head, one singer across devices, the host's overrides
 * and a singer's own songs, each refusal with its sentence.
 */
const song = numberedSongs('fair');

const NOT_YOURS = 'That song was added by someone else: you can change only your own songs, and the host manages the rest.';
const NOT_OWNER = 'Only the room owner can do that.';

interface Item {
  queueItemId: number;
  title: string;
  singer: string;
  position: number;
  placement: string | null;
  orderReason: string;
  waitSeconds: number;
}

describe('fair turns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.app.get(Clock).reset());
  afterAll(() => t.close());

  async function party(): Promise<{ host: Actor; room: { roomId: string; code: string } }> {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Fair' }).expect(201)).body;
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 999, maxSongsPerUser: 999, autoSkipMinutes: 0 } })
      .expect(200);
    return { host, room };
  }
  const queueOf = async (who: Actor, roomId: string): Promise<{ items: Item[]; queueMode: string }> =>
    (await who.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body;
  const titles = async (who: Actor, roomId: string) => (await queueOf(who, roomId)).items.map((i) => i.title);
  /** The room's player reports the song on stage playing: its playing time starts (player/playing-clock.ts). */
  const startsPlaying = async (host: Actor, roomId: string): Promise<void> => {
    const { currentlyPlaying } = (await host.agent.get(`/api/rooms/${roomId}/playing`).expect(200)).body;
    if (!currentlyPlaying) return;
    const { videoId, startedAt } = currentlyPlaying;
    await host.agent.post(`/api/rooms/${roomId}/playing/clock`).send({ videoId, startedAt, playing: true }).expect(200);
  };
  const add = async (who: Actor, roomId: string, label: string, duration?: string): Promise<Item> =>
    (await who.agent.post(`/api/rooms/${roomId}/queue`).send(song(label, duration)).expect(201)).body;
  /** Guests joined in turn, each a browser of its own. */
  const guests = async (code: string, ...names: string[]): Promise<Actor[]> => {
    const joined: Actor[] = [];
    for (const name of names) joined.push(await joinAsGuest(t, code, name));
    return joined;
  };
  /** Songs added one after the other, each by its singer. */
  const addInOrder = async (roomId: string, songs: readonly (readonly [Actor, string])[]): Promise<void> => {
    for (const [who, label] of songs) await add(who, roomId, label);
  };

  it('starts new rooms in rotation and answers each song with why it stands there and how long until it starts', async () => {
    const { host, room } = await party();
    const [ann, bob] = await guests(room.code, 'Ann', 'Bob');
    await add(ann, room.roomId, 'a1', '4:00');
    await add(ann, room.roomId, 'a2', '');
    const b1 = await add(bob, room.roomId, 'b1', '2:00');
    expect(b1).toMatchObject({ position: 2, orderReason: "Bob's 1st song · first round" });
    const queue = await queueOf(host, room.roomId);
    expect(queue.queueMode).toBe('rotation');
    expect(queue.items.map((i) => [i.title, i.orderReason])).toEqual([
      ['a1', "Ann's 1st song · first round"],
      ['b1', "Bob's 1st song · first round"],
      ['a2', "Ann's 2nd song · after everyone's 1st turn"],
    ]);
    // 10 s of "Up next" before each song; a2's unknown length would count as the average (180 s).
    expect(queue.items.map((i) => i.waitSeconds)).toEqual([10, 260, 390]);
  });

  it('counts a turn only when the song played 30 s or to its end: an early skip or an unplayable one gives the singer their place back', async () => {
    const { host, room } = await party();
    const [ann, bob, cat] = await guests(room.code, 'Ann', 'Bob', 'Cat');
    await addInOrder(room.roomId, [
      [ann, 'a1'],
      [bob, 'b1'],
      [cat, 'c1'],
      [bob, 'b2'],
      [ann, 'a2'],
    ]);
    expect(await titles(host, room.roomId)).toEqual(['a1', 'b1', 'c1', 'b2', 'a2']);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200); // a1 on stage
    await startsPlaying(host, room.roomId);
    expect(await titles(host, room.roomId)).toEqual(['b1', 'c1', 'b2', 'a2']);
    // a1 skipped after 5 s: not a turn, so Ann has not sung and a2 moves ahead of Bob's second song.
    t.app.get(Clock).advance(5_000);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({}).expect(200); // b1 on stage
    await startsPlaying(host, room.roomId);
    const db = t.app.get(DataSource);
    const history = async () =>
      db.query(`SELECT "title", "playedSeconds", "endedBy", "countsAsTurn" FROM "played_songs" WHERE "roomId" = $1 ORDER BY "playedSongId"`, [room.roomId]);
    expect(await history()).toEqual([
      { title: 'a1', playedSeconds: 5, endedBy: 'next', countsAsTurn: false },
      { title: 'b1', playedSeconds: null, endedBy: null, countsAsTurn: null },
    ]);
    expect(await titles(host, room.roomId)).toEqual(['c1', 'a2', 'b2']);
    // b1 played 40 s: a turn. c1 then cannot play: not a turn.
    t.app.get(Clock).advance(40_000);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({}).expect(200); // c1 on stage
    const c1 = (await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying;
    await host.agent.post(`/api/rooms/${room.roomId}/unplayable`).send({ videoId: c1.videoId, errorCode: 5 }).expect(200);
    expect((await history()).map((r: { countsAsTurn: boolean | null }) => r.countsAsTurn)).toEqual([false, true, false, null]);
    expect((await history()).map((r: { title: string }) => r.title)).toEqual(['a1', 'b1', 'c1', 'a2']);
    const turns = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.turns;
    expect(Object.fromEntries(turns.map((x: { singer: string; turns: number }) => [x.singer, x.turns]))).toEqual({ 'guest:ann': 1, 'guest:bob': 1 });
  });

  it('gives a newcomer one catch-up song, and never puts a later song ahead of the one announced as up next', async () => {
    const { host, room } = await party();
    const [ann, bob] = await guests(room.code, 'Ann', 'Bob');
    await addInOrder(room.roomId, [
      [ann, 'a1'],
      [bob, 'b1'],
      [ann, 'a2'],
      [bob, 'b2'],
      [ann, 'a3'],
      [bob, 'b3'],
    ]);
    for (let i = 0; i < 4; i++) {
      t.app.get(Clock).advance(60_000);
      await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
      await startsPlaying(host, room.roomId);
    }
    // Ann has sung 2 (a2 on stage), Bob 2; a3 is up next. Zoe arrives with three songs.
    expect(await titles(host, room.roomId)).toEqual(['a3', 'b3']);
    const zoe = await joinAsGuest(t, room.code, 'Zoe');
    for (const label of ['z1', 'z2', 'z3']) await add(zoe, room.roomId, label);
    const queue = await queueOf(host, room.roomId);
    expect(queue.items.map((i) => i.title)).toEqual(['a3', 'z1', 'b3', 'z2', 'z3']);
    expect(queue.items[1].orderReason).toBe("Zoe's 1st song · catching up, joins round 2");
  });

  it("makes one singer of an account on two phones; a second phone under a guest's name is asked for another", async () => {
    const { host, room } = await party();
    const sam = await registerUser(t, { password: 'sam-password', displayName: 'Sam' });
    await sam.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
    const samPhone2 = await signIn(t, sam.user.username, 'sam-password');
    const ann = await joinAsGuest(t, room.code, 'Ann');
    // Names are unique in a room (docs/product.md §4): a guest's singer is her name, so a second
    // phone cannot take it while she is there, and she keeps her turns if she comes back under it.
    const second = await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: ' ANN ' });
    expect(second.status).toBe(409);
    await add(sam, room.roomId, 's1');
    await add(samPhone2, room.roomId, 's2');
    await add(ann, room.roomId, 'a1');
    await add(ann, room.roomId, 'a2');
    const queue = await queueOf(host, room.roomId);
    expect(queue.items.map((i) => [i.title, i.singer])).toEqual([
      ['s1', `user:${sam.user.userId}`],
      ['a1', 'guest:ann'],
      ['s2', `user:${sam.user.userId}`],
      ['a2', 'guest:ann'],
    ]);
  });

  it('holds a guest who comes back under her name to the songs she left waiting: the limit is the singer’s', async () => {
    const { host, room } = await party();
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 2 } })
      .expect(200);
    const ann = await joinAsGuest(t, room.code, 'Ann');
    await add(ann, room.roomId, 'a1');
    await add(ann, room.roomId, 'a2');
    // Her phone went quiet past the room's 30 minutes: she is let go, her songs keep their places.
    t.app.get(Clock).advance(31 * 60_000);
    await host.agent.patch(`/api/users/${host.user.userId}/heartbeat`).expect(200);
    expect((await t.app.get(RoomLifecycleJobs).sweepInactive()).removed).toBeGreaterThanOrEqual(1);
    await ann.agent.get('/api/auth/check').expect(401);
    const back = await joinAsGuest(t, room.code, 'Ann');
    const refused = await back.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('a3')).expect(403);
    expect(refused.body.message).toBe('You already have 2 songs waiting, the most this room allows. Add another once one has played.');
    expect((await queueOf(host, room.roomId)).items.map((i) => [i.title, i.singer])).toEqual([
      ['a1', 'guest:ann'],
      ['a2', 'guest:ann'],
    ]);
  });

  it('lets guests remove and postpone their own songs only, never move one up', async () => {
    const { host, room } = await party();
    const [ann, bob] = await guests(room.code, 'Ann', 'Bob');
    const a1 = await add(ann, room.roomId, 'a1');
    const b1 = await add(bob, room.roomId, 'b1');
    const a2 = await add(ann, room.roomId, 'a2');
    const b2 = await add(bob, room.roomId, 'b2');

    expect((await bob.agent.delete(`/api/queue/${a1.queueItemId}`).expect(403)).body.message).toBe(NOT_YOURS);
    expect((await bob.agent.post(`/api/queue/${a1.queueItemId}/let-others-go-first`).expect(403)).body.message).toBe(NOT_YOURS);
    expect((await bob.agent.post(`/api/queue/${a2.queueItemId}/play-next`).expect(403)).body.message).toBe(NOT_OWNER);
    expect((await bob.agent.post(`/api/queue/${b2.queueItemId}/play-next`).expect(403)).body.message).toBe(NOT_OWNER);
    expect((await bob.agent.post(`/api/queue/${b1.queueItemId}/move-to-end`).expect(403)).body.message).toBe(NOT_OWNER);
    expect(await titles(host, room.roomId)).toEqual(['a1', 'b1', 'a2', 'b2']);

    const postponed = (await bob.agent.post(`/api/queue/${b1.queueItemId}/let-others-go-first`).expect(200)).body;
    expect(postponed.items.map((i: Item) => i.title)).toEqual(['a1', 'a2', 'b1', 'b2']);
    expect(postponed.items[2]).toMatchObject({ placement: 'deferred', orderReason: "Bob's 1st song · Bob let others go first" });
    expect((await bob.agent.post(`/api/queue/${b2.queueItemId}/let-others-go-first`).expect(409)).body.message).toBe(
      'That song is already last in the queue, so nobody else can go first.',
    );

    await ann.agent.delete(`/api/queue/${a1.queueItemId}`).expect(200);
    expect(await titles(bob, room.roomId)).toEqual(['a2', 'b1', 'b2']);
    // A later add respects the postponement: Cat's first song goes after every first-round song.
    const cat = await joinAsGuest(t, room.code, 'Cat');
    await add(cat, room.roomId, 'c1');
    expect(await titles(bob, room.roomId)).toEqual(['a2', 'b1', 'c1', 'b2']);
    expect((await ann.agent.delete(`/api/queue/${a1.queueItemId}`).expect(404)).body.message).toBe('That song is no longer in the queue.');
    // The host's move of another song keeps how this one was placed.
    const moved = (await host.agent.post(`/api/queue/${b2.queueItemId}/play-next`).expect(200)).body;
    expect(moved.items.map((i: Item) => [i.title, i.placement])).toEqual([
      ['b2', 'host-next'],
      ['a2', null],
      ['b1', 'deferred'],
      ['c1', null],
    ]);
    expect((await queueOf(ann, room.roomId)).items.map((i) => i.placement)).toEqual(['host-next', null, 'deferred', null]);
  });

  it('lets the host play one next or move one to the end, keeping the order of the rest', async () => {
    const { host, room } = await party();
    const [ann, bob, cat] = await guests(room.code, 'Ann', 'Bob', 'Cat');
    await addInOrder(room.roomId, [
      [ann, 'a1'],
      [bob, 'b1'],
      [cat, 'c1'],
      [ann, 'a2'],
      [bob, 'b2'],
    ]);
    const ids = Object.fromEntries((await queueOf(host, room.roomId)).items.map((i) => [i.title, i.queueItemId]));

    const next = (await host.agent.post(`/api/queue/${ids.b2}/play-next`).expect(200)).body;
    expect(next.items.map((i: Item) => i.title)).toEqual(['b2', 'a1', 'b1', 'c1', 'a2']);
    expect(next.items[0]).toMatchObject({ placement: 'host-next', orderReason: "Bob's 1st song · moved up by the host" });
    const end = (await host.agent.post(`/api/queue/${ids.a1}/move-to-end`).expect(200)).body;
    expect(end.items.map((i: Item) => i.title)).toEqual(['b2', 'b1', 'c1', 'a2', 'a1']);
    // Songs added later go ahead of the one the host sent to the end (a2 is now Ann's first).
    const dan = await joinAsGuest(t, room.code, 'Dan');
    await add(dan, room.roomId, 'd1');
    expect(await titles(host, room.roomId)).toEqual(['b2', 'b1', 'c1', 'a2', 'd1', 'a1']);
    // The host may also remove and postpone anyone's song.
    await host.agent.post(`/api/queue/${ids.c1}/let-others-go-first`).expect(200);
    await host.agent.delete(`/api/queue/${ids.b1}`).expect(200);
    expect(await titles(host, room.roomId)).toEqual(['b2', 'a2', 'c1', 'd1', 'a1']);
    // A move to where the song already is changes nothing and is not a new version.
    const before = (await queueOf(host, room.roomId)) as unknown as { version: number };
    const again = (await host.agent.post(`/api/queue/${ids.a1}/move-to-end`).expect(200)).body;
    expect(again.version).toBe(before.version);
    expect((await host.agent.post(`/api/queue/999999/play-next`).expect(404)).body.message).toBe('That song is no longer in the queue.');
  });
});
