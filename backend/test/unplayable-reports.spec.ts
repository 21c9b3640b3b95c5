import request from 'supertest';
import { DataSource } from 'typeorm';
import { HOSTS_TO_HIDE } from '../src/player/unplayable.service.js';
import { VIDEO_NOT_HIDDEN } from '../src/admin/admin.errors.js';
import { type Actor, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';

interface Video {
  id: string;
  title: string;
}

/**
 * Hiding a video from everyone (docs/product.md, "Videos that cannot play"): only a report about
 * the video on that room's stage counts; it takes several hosts' stages or an admin; the back
 * office lists hidden videos and restores them.
 */
describe('unplayable reports', () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({
      env: { YOUTUBE_API_KEY: 'AIzaTEST-unplayable', YOUTUBE_API_BASE_URL: base, YOUTUBE_OEMBED_URL: `${base}/oembed`, YOUTUBE_DAILY_QUOTA: '100000' },
    });
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  const search = async (actor: Actor, q: string): Promise<Video[]> =>
    (await actor.agent.get(`/api/youtube/search?q=${encodeURIComponent(q)}`).expect(200)).body.videos;
  const report = (actor: Actor, roomId: string, videoId: string, errorCode = 150) =>
    actor.agent.post(`/api/rooms/${roomId}/unplayable`).send({ videoId, errorCode });

  /** A host with a room whose stage plays `video` (queued, then played next). */
  async function stageOf(video: Video, host?: Actor): Promise<{ host: Actor; roomId: string }> {
    const owner = host ?? (await registerUser(t));
    const room = (
      await owner.agent
        .post('/api/rooms')
        .send({ name: `Stage of ${video.id}` })
        .expect(201)
    ).body;
    await owner.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: video.id, title: video.title, thumbnail: null, duration: '4:00' }).expect(201);
    await owner.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    return { host: owner, roomId: room.roomId };
  }

  const rows = (table: string, videoId: string) => t.app.get(DataSource).query(`SELECT * FROM ${table} WHERE "videoId" = $1`, [videoId]);

  it('changes nothing when the room is not playing the reported video: an empty room, or one playing another', async () => {
    const [victim, other] = await search(admin, 'a song someone wants gone');
    // Any account's own empty room, any video id, the error that would hide it.
    const idle = await registerUser(t);
    const empty = (await idle.agent.post('/api/rooms').send({ name: 'Empty' }).expect(201)).body;
    expect((await report(idle, empty.roomId, victim.id).expect(200)).body).toEqual({
      skipped: false,
      recorded: false,
      hidden: false,
      currentlyPlaying: null,
      isRickRoll: false,
    });
    // A room whose stage plays something else.
    const busy = await stageOf(other);
    expect((await report(busy.host, busy.roomId, victim.id, 101).expect(200)).body).toMatchObject({
      skipped: false,
      recorded: false,
      hidden: false,
      currentlyPlaying: { videoId: other.id },
    });
    // However many times.
    for (let i = 0; i < HOSTS_TO_HIDE + 1; i++) await report(idle, empty.roomId, victim.id, 100).expect(200);
    expect(await rows('unplayable_reports', victim.id)).toEqual([]);
    expect(await rows('unplayable_videos', victim.id)).toEqual([]);
    expect((await search(admin, 'a song someone wants gone')).map((v) => v.id)).toContain(victim.id);
  });

  it(`hides a video from everyone only once ${HOSTS_TO_HIDE} hosts reported it from their own stage; one host counts once`, async () => {
    const [video] = await search(admin, 'never embeddable anywhere');
    const first = await stageOf(video);
    expect((await report(first.host, first.roomId, video.id).expect(200)).body).toMatchObject({ skipped: true, recorded: true, hidden: false });
    // The same host playing it again in their room and reporting again is still one host.
    await first.host.agent
      .post(`/api/rooms/${first.roomId}/queue`)
      .send({ videoId: video.id, title: video.title, thumbnail: null, duration: '4:00' })
      .expect(201);
    await first.host.agent.post(`/api/rooms/${first.roomId}/play-next`).expect(200);
    expect((await report(first.host, first.roomId, video.id).expect(200)).body).toMatchObject({ skipped: true, recorded: true, hidden: false });
    expect(await rows('unplayable_reports', video.id)).toHaveLength(1);
    expect((await search(admin, 'never embeddable anywhere')).map((v) => v.id)).toContain(video.id);

    for (let host = 2; host < HOSTS_TO_HIDE; host++) {
      const next = await stageOf(video);
      expect((await report(next.host, next.roomId, video.id).expect(200)).body).toMatchObject({ recorded: true, hidden: false });
    }
    const last = await stageOf(video);
    expect((await report(last.host, last.roomId, video.id).expect(200)).body).toMatchObject({ skipped: true, recorded: true, hidden: true });
    // Everyone's search, and a pasted link, leave it out from now on.
    const someone = await registerUser(t);
    expect((await search(someone, 'never embeddable anywhere')).map((v) => v.id)).not.toContain(video.id);
    expect(await search(someone, `https://www.youtube.com/watch?v=${video.id}`)).toEqual([]);
    expect(await rows('unplayable_videos', video.id)).toMatchObject([{ videoId: video.id, hiddenBy: 'hosts', roomId: last.roomId }]);
  });

  it("hides a video on an admin's report from the stage; the back office lists hidden videos and restores one", async () => {
    const [video, , spare] = await search(admin, 'admin hides this one');
    const adminStage = await stageOf(video, admin);
    expect((await report(admin, adminStage.roomId, video.id, 100).expect(200)).body).toMatchObject({ skipped: true, recorded: true, hidden: true });
    expect((await search(admin, 'admin hides this one')).map((v) => v.id)).not.toContain(video.id);

    // The list, in the product's convention and in react-admin's.
    const page = (await admin.agent.get('/api/admin/hidden-videos?pageSize=25&sortBy=reportedAt&sortOrder=desc').expect(200)).body;
    expect(page.data[0]).toMatchObject({ videoId: video.id, title: video.title, errorCode: 100, hiddenBy: 'admin', reports: 1 });
    expect(page.pagination).toMatchObject({ page: 1, pageSize: 25 });
    const found = await admin.agent
      .get(`/api/admin/hidden-videos?range=[0,24]&sort=["title","ASC"]&filter=${encodeURIComponent(JSON.stringify({ q: video.title }))}`)
      .expect(200);
    expect(found.body).toEqual([expect.objectContaining({ videoId: video.id })]);
    expect(found.headers['content-range']).toBe('hidden-videos 0-0/1');
    expect((await admin.agent.get('/api/admin/hidden-videos?sortBy=views').expect(400)).body.message).toBe('sortBy must be one of reportedAt, title.');

    // Only admins.
    const host = await registerUser(t);
    await host.agent.get('/api/admin/hidden-videos').expect(403);
    await host.agent.delete(`/api/admin/hidden-videos/${video.id}`).expect(403);
    await request(t.server).get('/api/admin/hidden-videos').expect(401);

    // Restored: search offers it again, its reports are forgotten, the audit log says who.
    expect((await admin.agent.delete(`/api/admin/hidden-videos/${video.id}`).expect(200)).body).toEqual({ videoId: video.id, restored: true });
    expect((await search(host, 'admin hides this one')).map((v) => v.id)).toContain(video.id);
    expect(await rows('unplayable_reports', video.id)).toEqual([]);
    const audit = await t.app.get(DataSource).query(`SELECT action, "targetType", "adminUsername" FROM admin_audit_log WHERE "targetId" = $1`, [video.id]);
    expect(audit).toEqual([{ action: 'restore-video', targetType: 'video', adminUsername: 'admin' }]);
    // A new single host's report does not hide it again.
    const again = await stageOf(video, host);
    expect((await report(host, again.roomId, video.id).expect(200)).body).toMatchObject({ recorded: true, hidden: false });

    // Restoring what is not hidden, or no video at all, is a 404 with a sentence.
    for (const id of [spare.id, video.id, 'not a video id!']) {
      const refused = await admin.agent.delete(`/api/admin/hidden-videos/${encodeURIComponent(id)}`).expect(404);
      expect(refused.body.message).toBe(VIDEO_NOT_HIDDEN.message);
    }
  });
});
