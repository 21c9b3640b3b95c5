import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

/** A distinct, valid 11-character video id per call. */
const song = numberedSongs('vid', { counted: true, duration: '3:30', thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg' });

async function createRoom(owner: Actor): Promise<{ roomId: string; code: string }> {
  return (await owner.agent.post('/api/rooms').send({ name: 'Queue tests' }).expect(201)).body;
}

async function positions(t: TestApp, roomId: string): Promise<number[]> {
  const rows: { position: number }[] = await t.app.get(DataSource).query(`SELECT position FROM queue_items WHERE "roomId" = $1 ORDER BY position`, [roomId]);
  return rows.map((r) => r.position);
}

describe('queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.app.get(Clock).reset());
  afterAll(() => t.close());

  it('adds a song as the session person, ignoring addedBy/addedById in the body', async () => {
    const host = await registerUser(t);
    const room = await createRoom(host);
    const guest = await joinAsGuest(t, room.code, 'Maya');
    const res = await guest.agent
      .post(`/api/rooms/${room.roomId}/queue`)
      .send({ ...song('Dancing Queen'), addedBy: 'Host', addedById: host.user.userId })
      .expect(201);
    expect(res.body).toMatchObject({ roomId: room.roomId, addedBy: 'Maya', addedById: guest.user.userId, position: 1, duration: '3:30' });
    const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
    expect(queue.items).toHaveLength(1);
    expect(queue.queueMode).toBe('rotation');
  });

  it('refuses people who are not in the room and bad songs', async () => {
    const host = await registerUser(t);
    const room = await createRoom(host);
    const stranger = await registerUser(t);
    expect((await stranger.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(403)).body.message).toBe(
      'You are not in this room. Join it with its code first.',
    );
    expect(
      (
        await host.agent
          .post(`/api/rooms/${room.roomId}/queue`)
          .send({ ...song(), videoId: 'short' })
          .expect(400)
      ).body.message,
    ).toBe("videoId must be an 11-character YouTube video id or a library song's id.");
    await host.agent.post('/api/rooms/nope/queue').send(song()).expect(404);
  });

  it('limits songs waiting per guest and per user (the owner is exempt), then the queue size of the tier', async () => {
    const host = await registerUser(t); // tier 1: queue of 5
    const room = await createRoom(host);
    const guest = await joinAsGuest(t, room.code);
    const member = await registerUser(t);
    await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);

    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    const third = await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(403);
    expect(third.body.message).toBe('You already have 2 songs waiting, the most this room allows. Add another once one has played.');

    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerUser: 1 } })
      .expect(200);
    await member.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    expect((await member.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(403)).body.message).toBe(
      'You already have 1 song waiting, the most this room allows. Add another once one has played.',
    );

    // The host has no song limit of their own: only Basic's queue of 10 stops them.
    for (let waiting = 3; waiting < 10; waiting++) await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    const full = await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(403);
    expect(full.body.message).toBe('The queue is full (10 songs). Add this song once one has played.');
  });

  it('adds a double tap once, and the same song again after 10 seconds', async () => {
    const host = await registerUser(t);
    const room = await createRoom(host);
    const guest = await joinAsGuest(t, room.code);
    const tune = song();
    const [a, b] = await Promise.all([
      guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(tune),
      guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(tune),
    ]);
    expect(a.body.queueItemId).toBe(b.body.queueItemId);
    expect(await positions(t, room.roomId)).toEqual([1]);
    t.app.get(Clock).advance(11_000);
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(tune).expect(201);
    expect(await positions(t, room.roomId)).toEqual([1, 2]);
  });

  it('adds from the favorites screen with the room in the body', async () => {
    const host = await registerUser(t);
    const room = await createRoom(host);
    const res = await host.agent
      .post('/api/queue')
      .send({ roomId: room.roomId, videoId: 'abcdefghijk', title: 'Fav', thumbnail: null, duration: null })
      .expect(201);
    expect(res.body).toMatchObject({ videoId: 'abcdefghijk', thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/mqdefault.jpg', duration: '', position: 1 });
    const other = await registerUser(t);
    await other.agent.post('/api/queue').send({ roomId: room.roomId, videoId: 'abcdefghijk', title: 'Fav' }).expect(403);
  });

  it('removes, reorders and clears (owner only), keeping positions 1..n', async () => {
    const host = await registerUser(t);
    const room = await createRoom(host);
    const guest = await joinAsGuest(t, room.code);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201)).body.queueItemId);

    expect((await guest.agent.delete(`/api/queue/${ids[1]}`).expect(403)).body.message).toBe(
      'That song was added by someone else: you can change only your own songs, and the host manages the rest.',
    );
    await host.agent.delete(`/api/queue/${ids[1]}`).expect(200);
    expect(await positions(t, room.roomId)).toEqual([1, 2, 3, 4]);
    expect((await host.agent.delete(`/api/queue/${ids[1]}`).expect(404)).body.message).toBe('That song is no longer in the queue.');

    await guest.agent.patch(`/api/queue/${ids[4]}/position`).send({ roomId: room.roomId, newPosition: 1 }).expect(403);
    const moved = await host.agent.patch(`/api/queue/${ids[4]}/position`).send({ roomId: room.roomId, newPosition: 1 }).expect(200);
    expect(moved.body.items.map((i: { queueItemId: number }) => i.queueItemId)).toEqual([ids[4], ids[0], ids[2], ids[3]]);
    const down = await host.agent.patch(`/api/queue/${ids[4]}/position`).send({ roomId: room.roomId, newPosition: 3 }).expect(200);
    expect(down.body.items.map((i: { queueItemId: number }) => i.queueItemId)).toEqual([ids[0], ids[2], ids[4], ids[3]]);
    expect((await host.agent.patch(`/api/queue/${ids[4]}/position`).send({ roomId: room.roomId, newPosition: 9 }).expect(400)).body.message).toBe(
      'newPosition must be between 1 and 4, the number of songs in the queue.',
    );
    await host.agent.patch(`/api/queue/${ids[4]}/position`).send({ roomId: room.roomId, newPosition: 0 }).expect(400);

    await guest.agent.delete(`/api/rooms/${room.roomId}/queue`).expect(403);
    await host.agent.delete(`/api/rooms/${room.roomId}/queue`).expect(200, { removed: 4 });
    expect(await positions(t, room.roomId)).toEqual([]);
  });

  it('keeps positions 1..n under 50 concurrent adds racing reorders and removals', async () => {
    const admin = await signInAdmin(t); // tier 999: a queue of 999
    const room = await createRoom(admin);
    const guests = await Promise.all(Array.from({ length: 5 }, (_, i) => joinAsGuest(t, room.code, `Racer ${i}`)));
    await admin.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 999 } })
      .expect(200);
    const seed: number[] = [];
    for (let i = 0; i < 5; i++) seed.push((await admin.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201)).body.queueItemId);

    const adds = Array.from({ length: 50 }, (_, i) => guests[i % guests.length].agent.post(`/api/rooms/${room.roomId}/queue`).send(song('Race')));
    const reorders = Array.from({ length: 10 }, (_, i) =>
      admin.agent.patch(`/api/queue/${seed[i % 4]}/position`).send({ roomId: room.roomId, newPosition: 1 + ((i * 7) % 5) }),
    );
    const removal = admin.agent.delete(`/api/queue/${seed[4]}`);
    const results = await Promise.all([...adds, ...reorders, removal]);
    for (const res of results) expect([200, 201]).toContain((res as { status: number }).status);

    const final = await positions(t, room.roomId);
    expect(final).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  });

  it('rotation puts whoever has sung least first, and the queue shows the real order', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = await createRoom(host);
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 999, queueMode: 'fifo' } })
      .expect(200);
    const greedy = await joinAsGuest(t, room.code, 'Greedy');
    const shy = await joinAsGuest(t, room.code, 'Shy');
    for (let i = 0; i < 3; i++) await greedy.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('G')).expect(201);
    await shy.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('S')).expect(201);
    const order = async () => (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.items.map((i: { addedBy: string }) => i.addedBy);
    expect(await order()).toEqual(['Greedy', 'Greedy', 'Greedy', 'Shy']);

    const switched = await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { queueMode: 'rotation' } })
      .expect(200);
    expect(switched.body.settings.queueMode).toBe('rotation');
    expect(await order()).toEqual(['Greedy', 'Shy', 'Greedy', 'Greedy']);

    // Greedy sings; a newcomer who has not sung goes before Greedy's later songs.
    expect((await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200)).body.currentlyPlaying.addedBy).toBe('Greedy');
    const late = await joinAsGuest(t, room.code, 'Late');
    await late.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('L')).expect(201);
    expect(await order()).toEqual(['Shy', 'Late', 'Greedy', 'Greedy']);
    expect(await positions(t, room.roomId)).toEqual([1, 2, 3, 4]);
  });
});
