import { DataSource } from 'typeorm';
import { USER_CHANGED_MEANWHILE } from '../src/admin/admin.errors.js';
import { type Actor, joinAsGuest, registerUser, signIn, signInAdmin, TEST_ADMIN } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { songsById } from './support/songs.js';

/** Two presses at once change one thing, and a stale save is refused. */
describe('concurrent presses and saves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const add = (actor: Actor, roomId: string, videoId: string) =>
    actor.agent
      .post(`/api/rooms/${roomId}/queue`)
      .send({ videoId, title: `Song ${videoId}`, thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg', duration: '3:00' })
      .expect(201);

  it('two devices of the host pressing Skip on the same song skip one song, not two', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Two remotes' }).expect(201)).body;
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 999 } })
      .expect(200);
    const guest = await joinAsGuest(t, room.code, 'Singer');
    for (const id of ['skipvideo01', 'skipvideo02', 'skipvideo03', 'skipvideo04']) await add(guest, room.roomId, id);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    // The host's phone and laptop: two sessions of the same account.
    const laptop = await signIn(t, host.user.username, 'secret-password');

    const shown = (await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying;
    expect(shown.videoId).toBe('skipvideo01');
    const press = { videoId: shown.videoId, startedAt: shown.startedAt };
    const [a, b] = await Promise.all([
      host.agent.post(`/api/rooms/${room.roomId}/skip`).send(press),
      laptop.agent.post(`/api/rooms/${room.roomId}/skip`).send(press),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Exactly one press skipped; the other was stale and answers what plays now.
    expect([a.body.skipped, b.body.skipped].sort()).toEqual([false, true]);
    expect(a.body.currentlyPlaying.videoId).toBe('skipvideo02');
    expect(b.body.currentlyPlaying.videoId).toBe('skipvideo02');
    const queue = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.items;
    expect(queue.map((i: { videoId: string; position: number }) => [i.videoId, i.position])).toEqual([
      ['skipvideo03', 1],
      ['skipvideo04', 2],
    ]);

    // A stale press changes nothing, not even the room's version.
    const before = (await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.version;
    const stale = await host.agent.post(`/api/rooms/${room.roomId}/skip`).send(press).expect(200);
    expect(stale.body).toMatchObject({ skipped: false, currentlyPlaying: { videoId: 'skipvideo02' } });
    expect((await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.version).toBe(before);

    // Two presses on an empty stage start one song.
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: 'skipvideo02' }).expect(200); // → 03
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: 'skipvideo03' }).expect(200); // → 04
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: 'skipvideo04' }).expect(200); // → empty
    await add(guest, room.roomId, 'skipvideo05');
    await add(guest, room.roomId, 'skipvideo06');
    const [c, d] = await Promise.all([
      host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: null }),
      laptop.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: null }),
    ]);
    expect([c.body.skipped, d.body.skipped].sort()).toEqual([false, true]);
    expect((await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying.videoId).toBe('skipvideo05');

    // Without a body, Skip skips whatever plays (the call as docs/product.md §7 lists it, with no body).
    expect((await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200)).body).toMatchObject({
      skipped: true,
      currentlyPlaying: { videoId: 'skipvideo06' },
    });
    expect((await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ startedAt: 'yesterday' }).expect(400)).body.message).toBe(
      'startedAt must be the date and time the skipped song started (ISO 8601).',
    );
  });

  it('two admins saving the same account at once: the later save is refused with 409 unless made on the latest version', async () => {
    const first = await signInAdmin(t);
    const second = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    const target = await registerUser(t, { displayName: 'Original' });
    const url = `/api/admin/users/${target.user.userId}`;
    const opened = (await first.agent.get(url).expect(200)).body;
    expect(opened.version).toMatch(/^[0-9a-f]{16}$/);
    // The same row in the list carries the same version.
    const listed = (await first.agent.get('/api/admin/users').query({ search: target.user.username }).expect(200)).body.data[0];
    expect(listed.version).toBe(opened.version);

    const [a, b] = await Promise.all([
      first.agent.patch(url).send({ displayName: 'From first', version: opened.version }),
      second.agent.patch(url).send({ subscriptionTier: 3, version: opened.version }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body).toEqual({ statusCode: 409, message: USER_CHANGED_MEANWHILE.message, error: 'Conflict', code: 'USER_CHANGED_MEANWHILE', params: {} });
    const now = (await first.agent.get(url).expect(200)).body;
    // Only the winner's change is in; the loser's did not half-apply.
    expect(a.status === 200 ? [now.displayName, now.subscriptionTier] : [now.displayName, now.subscriptionTier]).toEqual(
      a.status === 200 ? ['From first', 1] : ['Original', 3],
    );
    expect(now.version).not.toBe(opened.version);

    // Saved again on the latest version, it goes through.
    const retried = await (a.status === 409 ? first : second).agent
      .patch(url)
      .send(a.status === 409 ? { displayName: 'From first', version: now.version } : { subscriptionTier: 3, version: now.version });
    expect(retried.status).toBe(200);
    expect([retried.body.displayName, retried.body.subscriptionTier]).toEqual(['From first', 3]);

    // A change made elsewhere (the person's own profile) also makes an open copy stale.
    await target.agent.put(`/api/users/${target.user.userId}`).send({ displayName: 'Renamed by self' }).expect(200);
    expect((await first.agent.patch(url).send({ subscriptionTier: 2, version: retried.body.version }).expect(409)).body.message).toBe(
      USER_CHANGED_MEANWHILE.message,
    );
    expect((await first.agent.patch(url).send({ subscriptionTier: 2, version: 'not-a-version' }).expect(400)).body.message).toBe(
      'version must be the version of the account as read.',
    );
  });

  it("200 rooms' hosts adding at the same moment (and five at once in 20 of them): every acknowledged add is kept once, where it was answered", async () => {
    const hosts: Actor[] = [];
    const rooms: { roomId: string }[] = [];
    // Set up four at a time: password checks beyond 2 running and 8 waiting are refused (503).
    for (let batch = 0; batch < 50; batch++) {
      const made = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const host = await registerUser(t, { tier: 3 });
          const room = (await host.agent.post('/api/rooms').send({ name: 'Burst' }).expect(201)).body;
          return { host, room };
        }),
      );
      for (const { host, room } of made) {
        hosts.push(host);
        rooms.push(room);
      }
    }
    const busy = rooms.slice(0, 20);
    await Promise.all(
      busy.map((room, i) =>
        hosts[i].agent
          .patch(`/api/rooms/${room.roomId}/settings`)
          .send({ settings: { maxSongsPerGuest: 999 } })
          .expect(200),
      ),
    );

    const song = songsById();
    const sends = rooms.flatMap((room, i) =>
      Array.from({ length: i < busy.length ? 5 : 1 }, (_, k) => ({ i, roomId: room.roomId, videoId: `b${String(i).padStart(3, '0')}x${k}`.padEnd(11, 'z') })),
    );
    const answers = await Promise.all(sends.map(({ i, roomId, videoId }) => hosts[i].agent.post(`/api/rooms/${roomId}/queue`).send(song(videoId))));
    expect(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.body.message}`)).toEqual([]);

    const stored: { roomId: string; videoId: string; position: number; queueItemId: number }[] = await t.app
      .get(DataSource)
      .query(`SELECT "roomId", "videoId", position, "queueItemId" FROM queue_items WHERE "roomId" = ANY($1) ORDER BY "roomId", position`, [
        rooms.map((r) => r.roomId),
      ]);
    expect(stored).toHaveLength(sends.length);
    const byId = new Map(stored.map((row) => [row.queueItemId, row]));
    expect(byId.size).toBe(sends.length);
    answers.forEach((answer, n) => {
      // Kept once, in its room, at the position its answer gave.
      expect(byId.get(answer.body.queueItemId)).toEqual({
        roomId: sends[n].roomId,
        videoId: sends[n].videoId,
        position: answer.body.position,
        queueItemId: answer.body.queueItemId,
      });
    });
    for (const room of rooms) {
      const positions = stored.filter((row) => row.roomId === room.roomId).map((row) => row.position);
      expect(positions).toEqual(positions.map((_, k) => k + 1));
    }
  }, 120_000);
});
