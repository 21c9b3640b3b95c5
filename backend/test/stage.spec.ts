import type { Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { connect, listen } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';

const add = (actor: Actor, roomId: string, videoId: string, title: string) =>
  actor.agent.post(`/api/rooms/${roomId}/queue`).send({ videoId, title, thumbnail: null, duration: '4:00' }).expect(201);

/** The stage's room setting, and unplayable videos that never stall the party. */
describe('the stage', () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({
      env: { YOUTUBE_API_KEY: 'AIzaTEST-stage', YOUTUBE_API_BASE_URL: base, YOUTUBE_OEMBED_URL: `${base}/oembed`, YOUTUBE_DAILY_QUOTA: '1000' },
    });
    url = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
    await stub.stop();
  });

  it("keeps the stage's and the board's language as a room setting: each screen's own by default, one of the app's languages, or refused", async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Idiomas' }).expect(201)).body;
    expect(room.settings.language).toBeNull();
    const set = (value: unknown) => host.agent.patch(`/api/rooms/${room.roomId}/settings`).send({ settings: { language: value } });
    expect((await set('es').expect(200)).body.settings.language).toBe('es');
    expect((await set('pt-BR').expect(200)).body.settings.language).toBe('pt-BR');
    for (const bad of ['xx', 'ES', 3]) {
      const refused = await set(bad).expect(400);
      expect(JSON.stringify(refused.body.message)).toContain("language must be one of en, es, de, fr, pt-BR, ja, ar, or null for each screen's own.");
    }
    expect((await host.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.settings.language).toBe('pt-BR');
    expect((await set(null).expect(200)).body.settings.language).toBeNull();
  });

  it('keeps the "Up next" pause as a room setting: 10 s by default, 0-30 s, anything else refused with a sentence', async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Interstitial' }).expect(201)).body;
    expect(room.settings.interstitialSeconds).toBe(10);
    const set = (value: unknown) => host.agent.patch(`/api/rooms/${room.roomId}/settings`).send({ settings: { interstitialSeconds: value } });
    expect((await set(0).expect(200)).body.settings.interstitialSeconds).toBe(0);
    expect((await set(30).expect(200)).body.settings.interstitialSeconds).toBe(30);
    for (const bad of [31, -1, 2.5, 'ten']) {
      const refused = await set(bad).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(JSON.stringify(refused.body.message)).toContain('interstitialSeconds must be a whole number of seconds between 0 and 30.');
    }
    expect((await host.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.settings.interstitialSeconds).toBe(30);
    const guest = await joinAsGuest(t, room.code, 'Gia');
    await guest.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { interstitialSeconds: 5 } })
      .expect(403);
  });

  it('moves on by itself when the current video cannot play, tells the room, and counts one host’s report that YouTube will not embed it', async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Refusals' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Uma');

    // Search offers three videos; the first will turn out to forbid embedding.
    const found = (await guest.agent.get('/api/youtube/search?q=never%20embeddable').expect(200)).body.videos as Array<{ id: string; title: string }>;
    expect(found).toHaveLength(3);
    const [refused, fine] = found;
    await add(guest, room.roomId, refused.id, refused.title);
    await add(guest, room.roomId, fine.id, fine.title);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);

    const socket = await connect(url, guest);
    sockets.push(socket);
    expect(await socket.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).toMatchObject({ ok: true });
    const notice = new Promise<unknown>((resolve) => socket.once('room:notice', resolve));

    const report = (actor: Actor, body: object) => actor.agent.post(`/api/rooms/${room.roomId}/unplayable`).send(body);
    expect((await report(guest, { videoId: refused.id, errorCode: 150 }).expect(403)).body.message).toBe('Only the room owner can do that.');
    expect((await report(host, { videoId: refused.id, errorCode: 42 }).expect(400)).body.message).toBe(
      'errorCode must be one of 2, 5, 100, 101 or 150 (YouTube player errors).',
    );
    expect((await report(host, { errorCode: 150 }).expect(400)).body.message).toBe('videoId must be a YouTube video id.');
    await host.agent.post('/api/rooms/nope-nope/unplayable').send({ videoId: refused.id, errorCode: 150 }).expect(404);

    const moved = await report(host, { videoId: refused.id, errorCode: 150 }).expect(200);
    expect(moved.body).toMatchObject({
      skipped: true,
      recorded: true,
      hidden: false,
      isRickRoll: false,
      currentlyPlaying: { videoId: fine.id, addedBy: 'Uma' },
    });
    expect(await notice).toEqual({
      roomId: room.roomId,
      kind: 'unplayable',
      code: 'VIDEO_UNPLAYABLE',
      params: { title: refused.title },
      videoId: refused.id,
      title: refused.title,
      message: `"${refused.title}" can't be played here, so the party moves on.`,
    });
    expect((await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying.videoId).toBe(fine.id);

    // A second player reporting the same error late does not skip the song that plays now, nor count.
    const late = await report(host, { videoId: refused.id, errorCode: 150 }).expect(200);
    expect(late.body).toMatchObject({ skipped: false, recorded: false, hidden: false, currentlyPlaying: { videoId: fine.id } });

    // One host's report is counted, but does not hide the video from everyone (unplayable-reports.spec.ts).
    expect((await guest.agent.get('/api/youtube/search?q=never%20embeddable').expect(200)).body.videos.map((v: { id: string }) => v.id)).toContain(refused.id);
    const rows = await t.app.get(DataSource).query(`SELECT "videoId", "errorCode", "roomId" FROM unplayable_reports WHERE "videoId" = $1`, [refused.id]);
    expect(rows).toEqual([{ videoId: refused.id, errorCode: 150, roomId: room.roomId }]);
  });

  it('skips on a passing player failure (error 5) without marking the video for everyone', async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Glitch' }).expect(201)).body;
    await add(host, room.roomId, 'glitchy0001', 'Glitchy');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    const moved = await host.agent.post(`/api/rooms/${room.roomId}/unplayable`).send({ videoId: 'glitchy0001', errorCode: 5 }).expect(200);
    expect(moved.body).toEqual({ skipped: true, recorded: false, hidden: false, currentlyPlaying: null, isRickRoll: false });
    expect(await t.app.get(DataSource).query(`SELECT 1 FROM unplayable_videos WHERE "videoId" = 'glitchy0001'`)).toEqual([]);
  });
});
