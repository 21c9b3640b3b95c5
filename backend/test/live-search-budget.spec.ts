import request from 'supertest';
import { Clock } from '../src/common/clock.js';
import { nextPacificMidnight } from '../src/youtube/youtube-format.js';
import { type Actor, joinAsGuest, registerUser, signIn, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';

// The day's YouTube quota is about 99 searches: nobody may spend it alone. Each person gets a
// ration of live searches a quota day (a guest is a person; an account counts across all its
// sessions), everyone together a ration an hour; past either, search answers from what the app
// already knows and says why.

const PERSONAL =
  /^You have used your 3 live YouTube searches for today\. Until they come back in \d+ (hours|minutes?), results come from songs this app already knows\.$/;
const BUSY = /^Live YouTube search is busy for everyone right now\. For the next \d+ minutes?, results come from songs this app already knows\.$/;

const search = (actor: Actor, q: string) => actor.agent.get(`/api/youtube/search?q=${encodeURIComponent(q)}`);

function withStub(env: Record<string, string>): { stub: YoutubeStub; app: () => TestApp } {
  const stub = new YoutubeStub();
  let t: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({ env: { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: base, YOUTUBE_OEMBED_URL: `${base}/oembed`, ...env } });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });
  return { stub, app: () => t };
}

describe('a person’s live searches a quota day', () => {
  const { stub, app } = withStub({ YOUTUBE_LIVE_SEARCHES_PER_PERSON: '3', YOUTUBE_LIVE_SEARCHES_PER_HOUR: '100' });

  it('are 3 across all their sessions; then search answers from songs the app knows and says why, until the next quota day', async () => {
    const t = app();
    const sam = await registerUser(t, { password: 'secret-password' });
    const samOnPhone = await signIn(t, sam.user.username, 'secret-password');
    for (const [actor, q] of [
      [sam, 'song alpha'],
      [samOnPhone, 'song bravo'],
      [sam, 'song charlie'],
    ] as const) {
      expect((await search(actor, q).expect(200)).body).toMatchObject({ source: 'api', liveSearch: 'available', notice: null });
    }
    expect(stub.calls.search).toBe(3);

    // A new session does not bring a new ration: the 4th is answered from the videos already seen.
    const fourth = await search(await signIn(t, sam.user.username, 'secret-password'), 'song').expect(200);
    expect(fourth.body).toMatchObject({ source: 'metadata_cache', canSearchApi: false, liveSearch: 'personal_limit' });
    expect(fourth.body.notice).toMatch(PERSONAL);
    expect(fourth.body.videos.length).toBeGreaterThan(0);
    // A search already cached still answers, with the same sentence; a pasted link goes through keyless oEmbed.
    expect((await search(samOnPhone, 'song alpha').expect(200)).body).toMatchObject({ source: 'cache', liveSearch: 'personal_limit' });
    const link = await search(sam, 'https://youtu.be/AbCdEfGhI12').expect(200);
    expect(link.body.videos).toEqual([expect.objectContaining({ id: 'AbCdEfGhI12', title: 'oEmbed title of AbCdEfGhI12' })]);
    expect(stub.calls).toEqual({ search: 3, videos: 3, oembed: 1, innertube: 0 });

    // Others keep theirs: a guest of sam's room is a person of their own.
    const room = (await sam.agent.post('/api/rooms').send({ name: 'Ration' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code);
    expect((await search(guest, 'song delta').expect(200)).body.source).toBe('api');

    // At Pacific midnight YouTube's quota and sam's ration start afresh.
    const clock = t.app.get(Clock);
    clock.advance(nextPacificMidnight(clock.now()).getTime() - clock.now().getTime() + 60_000);
    expect((await search(sam, 'song echo').expect(200)).body).toMatchObject({ source: 'api', liveSearch: 'available' });
    clock.reset();
  });
});

describe('everyone’s live searches an hour', () => {
  const { stub, app } = withStub({ YOUTUBE_LIVE_SEARCHES_PER_PERSON: '3', YOUTUBE_LIVE_SEARCHES_PER_HOUR: '2' });

  it('are 2: the next person gets songs the app knows and a sentence, without losing any of their own; admins are not rationed', async () => {
    const t = app();
    const [ann, bob, cid] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    expect((await search(ann, 'tune one').expect(200)).body.source).toBe('api');
    expect((await search(bob, 'tune two').expect(200)).body.source).toBe('api');
    for (let i = 0; i < 5; i++) {
      const refused = await search(cid, `tune ${i + 3}`).expect(200);
      expect(refused.body).toMatchObject({ source: 'metadata_cache', canSearchApi: false, liveSearch: 'busy' });
      expect(refused.body.notice).toMatch(BUSY);
    }
    expect(stub.calls.search).toBe(2);
    const admin = await signInAdmin(t);
    expect((await search(admin, 'tune admin').expect(200)).body).toMatchObject({ source: 'api', liveSearch: 'available' });
  });
});

describe('a ration of 0', () => {
  const { stub, app } = withStub({ YOUTUBE_LIVE_SEARCHES_PER_PERSON: '0' });

  it('keeps live search for admins, and says so to everyone else', async () => {
    const t = app();
    const refused = await search(await registerUser(t), 'only admins').expect(200);
    expect(refused.body).toMatchObject({
      source: 'metadata_cache',
      liveSearch: 'personal_limit',
      notice: 'Live YouTube search is kept for the admins of this server, so results come from songs this app already knows.',
    });
    expect((await search(await signInAdmin(t), 'only admins').expect(200)).body.source).toBe('api');
    expect(stub.calls.search).toBe(1);
  });
});

// N instances on one database and one Redis: a person and everyone are counted once, whichever instance answers.
(process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip)('live-search rations on two instances', () => {
  const stub = new YoutubeStub();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    const env = { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: base, YOUTUBE_LIVE_SEARCHES_PER_PERSON: '3', YOUTUBE_LIVE_SEARCHES_PER_HOUR: '4' };
    a = await startTestApp({ env });
    b = await startTestApp({ shareWith: a, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await stub.stop();
  });

  it('counts them in Redis', async () => {
    const sam = await registerUser(a);
    const on = (t: TestApp, who: Actor, q: string) =>
      request(t.server)
        .get(`/api/youtube/search?q=${encodeURIComponent(q)}`)
        .set('Cookie', who.cookie);
    for (const [t, q] of [
      [a, 'redis one'],
      [b, 'redis two'],
      [a, 'redis three'],
    ] as const) {
      expect((await on(t, sam, q).expect(200)).body.source).toBe('api');
    }
    expect((await on(b, sam, 'redis four').expect(200)).body).toMatchObject({ source: 'metadata_cache', liveSearch: 'personal_limit' });
    const amy = await registerUser(b);
    expect((await on(b, amy, 'redis five').expect(200)).body.source).toBe('api');
    const bob = await registerUser(a);
    expect((await on(a, bob, 'redis six').expect(200)).body).toMatchObject({ source: 'metadata_cache', liveSearch: 'busy' });
    expect(stub.calls.search).toBe(4);
  });
});
