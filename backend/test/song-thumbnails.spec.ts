import { DataSource } from 'typeorm';
import { SongThumbnailsFromIds1764600000500 } from '../src/database/migrations/1764600000500-song-thumbnails-from-ids.js';
import { joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A picture a client could send: it would show in every member's queue and on the stage. */
const HOSTILE = [
  `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><text y="20">Send your password to …</text></svg>')}`,
  'https://evil.example/tracker.gif',
  'javascript:alert(1)',
];
const picture = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`;

describe('song pictures come from the video id, never from the client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('queue adds (both routes) store and show the picture made from the id, on the queue and on the stage', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Pictures' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Mallory');
    const added = await guest.agent
      .post(`/api/rooms/${room.roomId}/queue`)
      .send({ videoId: 'pictures001', title: 'One', thumbnail: HOSTILE[0], duration: '3:00' })
      .expect(201);
    expect(added.body.thumbnail).toBe(picture('pictures001'));
    const named = await host.agent.post('/api/queue').send({ roomId: room.roomId, videoId: 'pictures002', title: 'Two', thumbnail: HOSTILE[1] }).expect(201);
    expect(named.body.thumbnail).toBe(picture('pictures002'));

    const queue = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
    expect(queue.items.map((i: { thumbnail: string }) => i.thumbnail)).toEqual([picture('pictures001'), picture('pictures002')]);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    const playing = (await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body;
    expect(playing.currentlyPlaying.thumbnail).toBe(picture('pictures001'));

    const stored: { thumbnail: string }[] = await t.app.get(DataSource).query(`SELECT thumbnail FROM queue_items WHERE "roomId" = $1`, [room.roomId]);
    expect(stored.map((r) => r.thumbnail)).toEqual([picture('pictures002')]);
  });

  it('favorites store the picture made from the id', async () => {
    const sam = await registerUser(t);
    const saved = await sam.agent.post('/api/favorites').send({ videoId: 'pictures003', title: 'Three', thumbnail: HOSTILE[2] }).expect(201);
    expect(saved.body.thumbnail).toBe(picture('pictures003'));
    expect((await sam.agent.get('/api/favorites').expect(200)).body[0].thumbnail).toBe(picture('pictures003'));
  });

  it('the migration rewrites the pictures already stored from their ids', async () => {
    const db = t.app.get(DataSource);
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Old rows' }).expect(201)).body;
    // Rows as clients could store them before.
    await db.query(
      `INSERT INTO queue_items ("roomId", "videoId", title, thumbnail, duration, "addedBy", "addedById", singer, position)
       VALUES ($1, 'oldpicture1', 'Old', $2, '3:00', 'Host', $3, $5, 1), ($1, 'not a video id', 'Odd', $4, '3:00', 'Host', $3, $5, 2)`,
      [room.roomId, HOSTILE[0], host.user.userId, HOSTILE[1], `user:${host.user.userId}`],
    );
    await db.query(`INSERT INTO favorites ("userId", "videoId", title, thumbnail) VALUES ($1, 'oldpicture2', 'Old', $2)`, [host.user.userId, HOSTILE[0]]);
    await db.query(
      `INSERT INTO currently_playing ("roomId", "videoId", title, thumbnail, "addedBy") VALUES ($1, 'oldpicture3', 'Old', $2, 'Host')
       ON CONFLICT DO NOTHING`,
      [room.roomId, HOSTILE[2]],
    );

    const runner = db.createQueryRunner();
    try {
      await new SongThumbnailsFromIds1764600000500().up(runner);
    } finally {
      await runner.release();
    }

    const queued: { videoId: string; thumbnail: string }[] = await db.query(
      `SELECT "videoId", thumbnail FROM queue_items WHERE "roomId" = $1 ORDER BY position`,
      [room.roomId],
    );
    expect(queued).toEqual([
      { videoId: 'oldpicture1', thumbnail: picture('oldpicture1') },
      { videoId: 'not a video id', thumbnail: '' },
    ]);
    const [favorite] = await db.query(`SELECT thumbnail FROM favorites WHERE "videoId" = 'oldpicture2'`);
    expect(favorite.thumbnail).toBe(picture('oldpicture2'));
    const [playing] = await db.query(`SELECT thumbnail FROM currently_playing WHERE "roomId" = $1`, [room.roomId]);
    expect(playing.thumbnail).toBe(picture('oldpicture3'));
    // No stored picture is anything but a YouTube one, or none.
    for (const table of ['queue_items', 'favorites', 'currently_playing']) {
      const [{ n }] = await db.query(
        `SELECT count(*)::int AS n FROM "${table}" WHERE thumbnail <> '' AND thumbnail NOT LIKE 'https://i.ytimg.com/vi/%/mqdefault.jpg'`,
      );
      expect(n).toBe(0);
    }
  });
});
