import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { LibraryService } from '../src/library/library.service.js';
import { LRCLIB_USER_AGENT } from '../src/lyrics/lrclib.client.js';
import { LYRICS_OFFSET_NOT_ALLOWED, LYRICS_OFFSET_RANGE, LYRICS_SONG_NOT_ON_STAGE } from '../src/lyrics/lyrics.errors.js';
import { writeCdgPair, writeMedia } from './support/library-media.js';
import { LrclibStub, type StubRecord } from './support/lrclib-stub.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { connect, listen, nextEvent } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const RHAPSODY: StubRecord = {
  id: 101,
  trackName: 'Bohemian Rhapsody',
  artistName: 'Queen',
  duration: 355,
  plainLyrics: 'Is this the real life?\nIs this just fantasy?',
  syncedLyrics: '[ti:Bohemian Rhapsody]\n[00:00.50] Is this the real life?\n[00:04.20] Is this just fantasy?\n[00:07.00]\n',
};

/**
 * Lyrics of the song on stage (docs/product.md "Lyrics"), with LRCLIB played by a local stub: the
 * match on artist, title and length, what is kept and for how long, one lookup per song at once,
 * LRCLIB down, the timing offset (who may set it, its range, its push, its limit).
 */
describe('lyrics', () => {
  const lrclib = new LrclibStub();
  let t: TestApp;
  let base: string;
  const sockets: Socket[] = [];
  let counter = 0;

  beforeAll(async () => {
    const stub = await lrclib.start();
    t = await startTestApp({ env: { LRCLIB_URL: stub, LYRICS_OFFSET_RATE_LIMIT: '10' } });
    base = await listen(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
    await lrclib.stop();
  });
  beforeEach(() => {
    lrclib.reset();
    lrclib.records = [RHAPSODY];
  });

  const db = () => t.app.get(DataSource);
  const row = async (videoId: string) => (await db().query(`SELECT * FROM video_lyrics WHERE "videoId" = $1`, [videoId]))[0];
  /** A fresh video id (11 characters, as YouTube's). */
  const newVideoId = () => `lyr${String(++counter).padStart(4, '0')}${process.pid % 10000}`.slice(0, 11).padEnd(11, 'x');

  /** A host's room playing `title` (added by `singer` when given: a guest of the room). */
  async function stage(title: string, duration: string | null = '5:55', options: { videoId?: string } = {}) {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Lyrics night' }).expect(201)).body;
    const singer = await joinAsGuest(t, room.code, 'Freddie');
    const videoId = options.videoId ?? newVideoId();
    await singer.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId, title, duration }).expect(201);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    return { host, singer, roomId: room.roomId as string, code: room.code as string, videoId };
  }
  const lyricsOf = async (actor: Actor, roomId: string) => (await actor.agent.get(`/api/rooms/${roomId}/lyrics`).expect(200)).body;

  it('finds the exact recording by artist, title and length: the title cleaned, the length in seconds, our User-Agent', async () => {
    const { host, roomId, videoId } = await stage('Queen - Bohemian Rhapsody (Official Video) [HD]');
    const lyrics = await lyricsOf(host, roomId);
    expect(lyrics).toEqual({
      videoId,
      kind: 'synced',
      reason: null,
      lines: [
        { ms: 500, text: 'Is this the real life?' },
        { ms: 4200, text: 'Is this just fantasy?' },
        { ms: 7000, text: '' },
      ],
      plain: RHAPSODY.plainLyrics,
      offsetMs: 0,
    });
    expect(lrclib.requests).toEqual([{ url: '/api/get?track_name=Bohemian+Rhapsody&artist_name=Queen&duration=355', userAgent: LRCLIB_USER_AGENT }]);
  });

  it('takes a search answer only when title and artist match once normalised and the length is within 3 s', async () => {
    lrclib.records = [
      { ...RHAPSODY, id: 201, artistName: 'Queen Tribute Band' },
      { ...RHAPSODY, id: 202, duration: 362 },
      { ...RHAPSODY, id: 203, trackName: 'Bohemian Rhapsody (Live)', duration: 410 },
      { ...RHAPSODY, id: 204, trackName: 'Bohemian Rhapsody', artistName: 'QUEEN', duration: 357.4 },
    ];
    // "Title - Artist", a length LRCLIB's exact match (within 2 s) does not take.
    const { host, roomId, videoId } = await stage('Bohemian Rhapsody – Queen | Lyrics', '5:55');
    const lyrics = await lyricsOf(host, roomId);
    expect(lyrics.kind).toBe('synced');
    expect(lrclib.calls).toEqual({ get: 1, search: 1 });
    expect((await row(videoId)).lrclibId).toBe(204);
  });

  it('keeps a find 30 days and a miss 1 day, asking LRCLIB no more while they last', async () => {
    const found = await stage('Queen - Bohemian Rhapsody');
    await lyricsOf(found.host, found.roomId);
    await lyricsOf(found.singer, found.roomId);
    expect(lrclib.calls.get).toBe(1);
    const kept = await row(found.videoId);
    expect(kept.lookup).toBe('found');
    expect(new Date(kept.expiresAt).getTime() - new Date(kept.fetchedAt).getTime()).toBe(30 * DAY);

    const missing = await stage('Nobody - Unknown Song', '3:00');
    expect(await lyricsOf(missing.host, missing.roomId)).toMatchObject({ kind: 'none', reason: 'not-found', lines: [], plain: null });
    const calls = lrclib.calls.get + lrclib.calls.search;
    expect(await lyricsOf(missing.singer, missing.roomId)).toMatchObject({ kind: 'none', reason: 'not-found' });
    expect(lrclib.calls.get + lrclib.calls.search).toBe(calls);
    const miss = await row(missing.videoId);
    expect(new Date(miss.expiresAt).getTime() - new Date(miss.fetchedAt).getTime()).toBe(DAY);
  });

  it('asks LRCLIB once for a song however many ask at once', async () => {
    lrclib.delayMs = 300;
    const { host, singer, roomId, code } = await stage('Queen - Bohemian Rhapsody');
    const others = await Promise.all([1, 2, 3].map((n) => joinAsGuest(t, code, `Fan ${n}`)));
    const answers = await Promise.all([host, singer, ...others, host, singer].map((actor) => lyricsOf(actor, roomId)));
    expect(answers.every((a) => a.kind === 'synced')).toBe(true);
    expect(lrclib.calls).toEqual({ get: 1, search: 0 });
  });

  it('keeps "LRCLIB unreachable" 10 minutes, then asks again; an answer over the size cap counts as unreachable', async () => {
    lrclib.mode = 'down';
    const { host, roomId, videoId } = await stage('Queen - Bohemian Rhapsody');
    expect(await lyricsOf(host, roomId)).toMatchObject({ kind: 'none', reason: 'unreachable' });
    const down = await row(videoId);
    expect(down.lookup).toBe('unreachable');
    expect(new Date(down.expiresAt).getTime() - new Date(down.fetchedAt).getTime()).toBe(10 * MINUTE);
    lrclib.mode = 'ok';
    expect(await lyricsOf(host, roomId)).toMatchObject({ kind: 'none', reason: 'unreachable' });
    expect(lrclib.calls.get).toBe(1);
    // Ten minutes later (the row due), LRCLIB is asked again.
    await db().query(`UPDATE video_lyrics SET "expiresAt" = now() - interval '1 second' WHERE "videoId" = $1`, [videoId]);
    expect(await lyricsOf(host, roomId)).toMatchObject({ kind: 'synced' });
    expect(lrclib.calls.get).toBe(2);

    lrclib.mode = 'huge';
    const huge = await stage('Bohemian Rhapsody', '5:55');
    expect(await lyricsOf(huge.host, huge.roomId)).toMatchObject({ kind: 'none', reason: 'unreachable' });
  });

  it('has no lyrics for karaoke and instrumental tracks (in any of the languages) nor when the host turns them off', async () => {
    for (const title of [
      'Queen - Bohemian Rhapsody (Karaoke Version)',
      'クイーン - ボヘミアン・ラプソディ カラオケ',
      '夜に駆ける (伴奏)',
      'Bohemian Rhapsody - Sin voz',
    ]) {
      const { host, roomId } = await stage(title);
      expect(await lyricsOf(host, roomId)).toMatchObject({ kind: 'off', reason: 'karaoke-track' });
    }
    const { host, singer, roomId } = await stage('Queen - Bohemian Rhapsody');
    await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { lyrics: 'yes' } })
      .expect(400, { statusCode: 400, message: 'lyrics must be true or false.', error: 'Bad Request', code: 'LYRICS_SETTING_INVALID', params: {} });
    const changed = await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { lyrics: false } })
      .expect(200);
    expect(changed.body.settings.lyrics).toBe(false);
    expect(await lyricsOf(singer, roomId)).toMatchObject({ kind: 'off', reason: 'room-setting' });
    expect(lrclib.calls).toEqual({ get: 0, search: 0 });
  });

  it('refuses lyrics to people outside the room', async () => {
    const { roomId } = await stage('Queen - Bohemian Rhapsody');
    const stranger = await registerUser(t);
    await stranger.agent.get(`/api/rooms/${roomId}/lyrics`).expect(403);
    await request(t.server).get(`/api/rooms/${roomId}/lyrics`).expect(401);
  });

  it("lets the host and the singer move the song's lyrics, for everyone, pushed to the room; others and bad values are refused", async () => {
    const { host, singer, roomId, code, videoId } = await stage('Queen - Bohemian Rhapsody');
    await lyricsOf(host, roomId);
    const fan = await joinAsGuest(t, code, 'Fan');
    const phone = await connect(base, fan);
    sockets.push(phone);
    expect((await phone.timeout(5000).emitWithAck('room:join', { roomId })).ok).toBe(true);

    const heard = nextEvent<Record<string, unknown>>(phone, 'room:lyrics-offset');
    await singer.agent.put(`/api/rooms/${roomId}/lyrics/offset`).send({ videoId, offsetMs: 1500 }).expect(200, { videoId, offsetMs: 1500 });
    expect(await heard).toEqual({ roomId, videoId, offsetMs: 1500, changedBy: 'Freddie' });
    expect((await lyricsOf(fan, roomId)).offsetMs).toBe(1500);

    await host.agent.put(`/api/rooms/${roomId}/lyrics/offset`).send({ videoId, offsetMs: -10000 }).expect(200);
    await fan.agent
      .put(`/api/rooms/${roomId}/lyrics/offset`)
      .send({ videoId, offsetMs: 500 })
      .expect(403, { statusCode: 403, message: LYRICS_OFFSET_NOT_ALLOWED.message, error: 'Forbidden', code: 'LYRICS_OFFSET_NOT_ALLOWED', params: {} });
    for (const offsetMs of [10500, -10500, 250, 'soon', null]) {
      const refused = await host.agent.put(`/api/rooms/${roomId}/lyrics/offset`).send({ videoId, offsetMs }).expect(400);
      expect(refused.body.message).toBe(LYRICS_OFFSET_RANGE.message);
    }
    await host.agent
      .put(`/api/rooms/${roomId}/lyrics/offset`)
      .send({ videoId: 'someOtherId', offsetMs: 0 })
      .expect(409, { statusCode: 409, message: LYRICS_SONG_NOT_ON_STAGE.message, error: 'Conflict', code: 'LYRICS_SONG_NOT_ON_STAGE', params: {} });
    await request(t.server).put(`/api/rooms/${roomId}/lyrics/offset`).send({ videoId, offsetMs: 0 }).expect(401);
    expect((await row(videoId)).offsetMs).toBe(-10000);

    // The song's offset outlives a new lookup, and reaches another room playing it.
    await db().query(`UPDATE video_lyrics SET "expiresAt" = now() - interval '1 second' WHERE "videoId" = $1`, [videoId]);
    const elsewhere = await stage('Queen - Bohemian Rhapsody', '5:55', { videoId });
    expect(await lyricsOf(elsewhere.host, elsewhere.roomId)).toMatchObject({ kind: 'synced', offsetMs: -10000 });
  });

  it('limits offset changes per person (LYRICS_OFFSET_RATE_LIMIT a minute)', async () => {
    const { singer, roomId, videoId } = await stage('Queen - Bohemian Rhapsody');
    for (let i = 1; i <= 10; i++)
      await singer.agent
        .put(`/api/rooms/${roomId}/lyrics/offset`)
        .send({ videoId, offsetMs: i * 500 })
        .expect(200);
    const refused = await singer.agent.put(`/api/rooms/${roomId}/lyrics/offset`).send({ videoId, offsetMs: 0 }).expect(429);
    expect(refused.body.message).toMatch(/^Too many changes to the lyrics timing\. Try again in \d+ seconds?\.$/);
  });
});

/** The host's library (MEDIA_DIR): a file gives its own artist and title; a CD+G song draws its own words. */
describe("lyrics of the host's library", () => {
  const lrclib = new LrclibStub();
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-lyrics-library-'));
    await writeMedia(path.join(root, 'Queen - Bohemian Rhapsody.mp4'), 'mp4', { seconds: 2 });
    await writeCdgPair(path.join(root, 'Toto - Africa'));
    const stub = await lrclib.start();
    lrclib.records = [
      { ...RHAPSODY, duration: 2 },
      { id: 300, trackName: 'Africa', artistName: 'Toto', duration: 1, plainLyrics: 'x', syncedLyrics: '[00:00.10]x' },
    ];
    t = await startTestApp({ env: { LRCLIB_URL: stub, MEDIA_DIR: root } });
    await t.app.get(LibraryService).settled();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await lrclib.stop();
    await rm(root, { recursive: true, force: true });
  });

  async function play(q: string) {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Library night' }).expect(201)).body;
    const [song] = (await host.agent.get('/api/library/search').query({ q }).expect(200)).body.songs;
    await host.agent
      .post(`/api/rooms/${room.roomId}/queue`)
      .send({ videoId: song.id, title: `${song.artist} - ${song.title}` })
      .expect(201);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    return (await host.agent.get(`/api/rooms/${room.roomId}/lyrics`).expect(200)).body;
  }

  it('looks a video file up by its own artist, title and length', async () => {
    expect(await play('bohemian')).toMatchObject({ kind: 'synced', reason: null });
    expect(lrclib.requests.map((r) => r.url)).toEqual(['/api/get?track_name=Bohemian+Rhapsody&artist_name=Queen&duration=2']);
  });

  it('has no lyrics for a CD+G song, and does not ask LRCLIB', async () => {
    lrclib.reset();
    expect(await play('africa')).toMatchObject({ kind: 'off', reason: 'cdg' });
    expect(lrclib.requests).toEqual([]);
  });
});
