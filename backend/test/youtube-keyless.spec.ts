import request from 'supertest';
import { DataSource } from 'typeorm';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';

// Keyless YouTube search (docs/product.md §4 "Search result source"): with no key, or when the Data API's day or
// hour is spent, live search goes through YouTube's own web API (InnerTube, via youtubei.js),
// here a local stub answering the JSON the library parses (test/support/innertube-search.ts).

const search = (actor: Actor, q: string) => actor.agent.get(`/api/youtube/search?q=${encodeURIComponent(q)}`);
/** Nothing listens on port 9 of loopback: "YouTube cannot be reached", refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';
const WEB = "results come from YouTube's web search";

async function hostAndGuest(t: TestApp, name: string): Promise<{ host: Actor; guest: Actor; code: string }> {
  const host = await registerUser(t);
  const room = (await host.agent.post('/api/rooms').send({ name }).expect(201)).body;
  return { host, guest: await joinAsGuest(t, room.code), code: room.code };
}

describe('keyless search on a server with no key (YOUTUBE_SEARCH=auto, the default)', () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({ env: { YOUTUBE_SEARCH: 'auto', YOUTUBE_INNERTUBE_URL: base, YOUTUBE_OEMBED_URL: `${base}/oembed` } });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it("answers a guest's first search with songs from YouTube's web search within a second, every field filled, live streams left out", async () => {
    const { guest } = await hostAndGuest(t, 'No key');
    const started = performance.now();
    const res = await search(guest, 'Bohemian Rhapsody').expect(200);
    const ms = performance.now() - started;
    console.log(`keyless: a guest's first search answered in ${ms.toFixed(0)} ms`);
    // The target is 1 s (about 0.3-0.5 s measured alone); the bound leaves room for a machine
    // shared by parallel suites, where the embedded database alone can take a second.
    expect(ms).toBeLessThanOrEqual(3000);
    expect(res.body).toMatchObject({ source: 'keyless', liveSearch: 'not_configured', canSearchApi: false, notice: null });
    const ids = [0, 1, 2].map((i) => YoutubeStub.idFor('bohemian rhapsody karaoke', i));
    expect(res.body.videos).toHaveLength(3);
    // rankForSinging puts karaoke channels first; every field as an API result has it.
    expect(res.body.videos).toEqual(
      expect.arrayContaining([
        {
          id: ids[0],
          title: 'bohemian rhapsody karaoke (Karaoke Version)',
          channel: 'Sing King Karaoke',
          duration: '4:05',
          thumbnail: `https://i.ytimg.com/vi/${ids[0]}/mqdefault.jpg`,
          views: 1_234_567,
        },
        {
          id: ids[1],
          title: 'bohemian rhapsody karaoke - Instrumental with Lyrics',
          channel: 'Sing King Karaoke',
          duration: '1:02:03',
          thumbnail: `https://i.ytimg.com/vi/${ids[1]}/mqdefault.jpg`,
          views: 2_469_134,
        },
        expect.objectContaining({ id: ids[2], channel: 'Official Artist', duration: '4:05', views: 3_703_701 }),
      ]),
    );
    expect(res.body.videos.map((v: { title: string }) => v.title)).not.toContain('bohemian rhapsody karaoke live stream');
    // What went to YouTube: the words, a WEB client context, never a key.
    expect(stub.calls).toEqual({ search: 0, videos: 0, oembed: 0, innertube: 1 });
    const body = JSON.parse(stub.innertubeBodies[0]) as { query: string; context: { client: { clientName: string } } };
    expect(body.query).toBe('bohemian rhapsody karaoke');
    expect(body.context.client.clientName).toBe('WEB');
  });

  it('caches keyless answers like API ones, and leaves out videos a stage found unplayable', async () => {
    const { guest, host } = await hostAndGuest(t, 'Cache');
    const first = await search(guest, 'Dancing Queen').expect(200);
    expect(first.body.source).toBe('keyless');
    const calls = stub.calls.innertube;
    const again = await search(host, 'dancing   queen').expect(200);
    expect(again.body).toMatchObject({ source: 'cache', notice: null });
    expect(again.body.videos).toEqual(first.body.videos);
    expect(stub.calls.innertube).toBe(calls);

    const refused = YoutubeStub.idFor('dancing queen karaoke', 0);
    await t.app
      .get(DataSource)
      .query(`INSERT INTO "unplayable_videos" ("videoId", "errorCode", "title", "reportedAt", "roomId") VALUES ($1, 150, 'x', now(), 'r')`, [refused]);
    const ids = (await search(guest, 'dancing queen').expect(200)).body.videos.map((v: { id: string }) => v.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(refused);
    // A fresh keyless search leaves it out too.
    stub.titles = () => ['Waterloo (Karaoke Version)'];
    const fresh = await search(guest, 'waterloo').expect(200);
    expect(fresh.body.source).toBe('keyless');
    stub.titles = (q) => [`${q} (Karaoke Version)`, `${q} - Instrumental with Lyrics`, `${q} (Official Music Video)`];
  });

  it('counts keyless searches apart in the tracker, with no quota units, and says keyless answers now', async () => {
    const admin = await signInAdmin(t);
    const before = (await admin.agent.get('/api/admin/youtube-tracker/quota-stats').expect(200)).body;
    await search(admin, `tracker song ${Date.now()}`).expect(200);
    const stats = (await admin.agent.get('/api/admin/youtube-tracker/quota-stats').expect(200)).body;
    expect(stats).toMatchObject({ totalQuotaUsed: 0, searchMode: 'auto', keyConfigured: false, answeringNow: 'keyless' });
    expect(stats.keylessSearches).toBe(before.keylessSearches + 1);
    const [last] = (await admin.agent.get('/api/admin/youtube-tracker/recent-calls?limit=1').expect(200)).body;
    expect(last).toMatchObject({ endpoint: 'innertube.search', quotaCost: 0, responseStatus: 200, errorMessage: null });
  });

  it('when YouTube answers with an error, answers from the songs it knows and says YouTube cannot be reached', async () => {
    const { guest } = await hostAndGuest(t, 'Error');
    stub.mode = 'error';
    try {
      const res = await search(guest, 'bohemian').expect(200);
      expect(res.body).toMatchObject({
        source: 'metadata_cache',
        notice: 'YouTube cannot be reached right now, so results come from songs this app already knows.',
      });
      // The videos seen by earlier keyless searches are known now.
      expect(res.body.videos.length).toBeGreaterThan(0);
    } finally {
      stub.mode = 'ok';
    }
  });
});

describe('YouTube out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { YOUTUBE_SEARCH: 'auto', YOUTUBE_INNERTUBE_URL: UNREACHABLE, YOUTUBE_OEMBED_URL: `${UNREACHABLE}/oembed` } });
  });
  afterAll(() => t.close());

  it('a pasted link says YouTube cannot be reached (503), not "no songs"', async () => {
    const { guest } = await hostAndGuest(t, 'Offline');
    const res = await search(guest, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ').expect(503);
    expect(res.body.message).toBe('YouTube cannot be reached right now, so this link could not be looked up. Try again in a moment.');
    // In the guest's language, like every refusal.
    const es = await guest.agent.get(`/api/youtube/search?q=dQw4w9WgXcQ`).set('Accept-Language', 'es').expect(503);
    expect(es.body.message).not.toBe(res.body.message);
  });

  it('a search says so in one line and answers what the app knows', async () => {
    const { guest } = await hostAndGuest(t, 'Offline search');
    const res = await search(guest, 'anything at all').expect(200);
    expect(res.body).toMatchObject({
      source: 'metadata_cache',
      videos: [],
      notice: 'YouTube cannot be reached right now, so results come from songs this app already knows.',
    });
  });
});

describe('with a key whose hourly budget is spent', () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({
      env: {
        YOUTUBE_API_KEY: 'test-key',
        YOUTUBE_API_BASE_URL: base,
        YOUTUBE_OEMBED_URL: `${base}/oembed`,
        YOUTUBE_SEARCH: 'auto',
        YOUTUBE_INNERTUBE_URL: base,
        YOUTUBE_LIVE_SEARCHES_PER_PERSON: '10',
        YOUTUBE_LIVE_SEARCHES_PER_HOUR: '2',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it("two fresh guests spend everyone's hour: other parties keep searching keyless and are told so; hosts and admins keep the API", async () => {
    // Two fresh guests of one party drain the hour.
    const party = await hostAndGuest(t, 'Drainers');
    const second = await joinAsGuest(t, party.code);
    expect((await search(party.guest, 'first song').expect(200)).body.source).toBe('api');
    expect((await search(second, 'second song').expect(200)).body.source).toBe('api');

    // Another party: its guest still gets songs, keyless, with one calm line saying which source.
    const other = await hostAndGuest(t, 'Another party');
    const res = await search(other.guest, 'third song').expect(200);
    expect(res.body).toMatchObject({ source: 'keyless', liveSearch: 'busy', canSearchApi: false });
    expect(res.body.notice).toMatch(new RegExp(`^This hour's YouTube API searches are used up, so for the next \\d+ minutes? ${WEB}\\.$`));
    expect(res.body.videos).toHaveLength(3);
    // The spent hour did not cost the guest their own day: the API counted only the first two.
    expect(stub.calls).toMatchObject({ search: 2, innertube: 1 });

    // The host of a live room and the admins are not held to everyone's hour.
    for (const actor of [other.host, party.host, await signInAdmin(t)]) {
      const answer = await search(actor, `host song ${actor.user.userId}`).expect(200);
      expect(answer.body).toMatchObject({ source: 'api', liveSearch: 'available', notice: null });
    }

    // The quota card tells the truth: the day's use, the hour spent, keyless answering now.
    const admin = await signInAdmin(t);
    const stats = (await admin.agent.get('/api/admin/youtube-tracker/quota-stats').expect(200)).body;
    expect(stats).toMatchObject({
      searchMode: 'auto',
      keyConfigured: true,
      totalQuotaUsed: 5 * 101,
      keylessSearches: 1,
      answeringNow: 'keyless',
      hourlyBudget: { used: 2, limit: 2, spent: true },
    });
    expect(stats.hourlyBudget.resetsInSeconds).toBeGreaterThan(0);
  });
});

describe('the hourly budget on the quota card before it is spent', () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({
      env: {
        YOUTUBE_API_KEY: 'test-key',
        YOUTUBE_API_BASE_URL: base,
        YOUTUBE_SEARCH: 'auto',
        YOUTUBE_INNERTUBE_URL: base,
        YOUTUBE_LIVE_SEARCHES_PER_HOUR: '5',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it('counts what is used and says the API answers', async () => {
    const { guest } = await hostAndGuest(t, 'Counting');
    await search(guest, 'one').expect(200);
    await search(guest, 'two').expect(200);
    const admin = await signInAdmin(t);
    const stats = (await admin.agent.get('/api/admin/youtube-tracker/quota-stats').expect(200)).body;
    expect(stats).toMatchObject({ answeringNow: 'api', keylessSearches: 0, hourlyBudget: { used: 2, limit: 5, spent: false, resetsInSeconds: 0 } });
  });
});

describe("when the day's quota is spent", () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({ env: { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: base, YOUTUBE_SEARCH: 'auto', YOUTUBE_INNERTUBE_URL: base } });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it('search goes on keyless, says so, and a pasted link goes through oEmbed', async () => {
    const { guest, host } = await hostAndGuest(t, 'Quota');
    stub.mode = 'quota';
    const first = await search(guest, 'quota song').expect(200);
    // YouTube said quotaExceeded on this very search: keyless answered it.
    expect(first.body).toMatchObject({ source: 'keyless', liveSearch: 'quota_spent' });
    expect(first.body.notice).toBe(`Today's YouTube API quota is used up, so until it comes back at midnight Pacific time, ${WEB}.`);
    // In the person's language.
    const es = await guest.agent.get('/api/youtube/search?q=quota%20song').set('Accept-Language', 'es').expect(200);
    expect(es.body.notice).toBe(
      'La cuota de la API de YouTube de hoy se agotó, así que hasta que vuelva a medianoche (hora del Pacífico) ' +
        'los resultados vienen de la búsqueda web de YouTube.',
    );
    expect((await search(host, 'another quota song').expect(200)).body.source).toBe('keyless');
    expect(stub.calls.search).toBe(1);
  });
});

describe('YOUTUBE_SEARCH=keyless with a key', () => {
  const stub = new YoutubeStub();
  let t: TestApp;
  beforeAll(async () => {
    const base = await stub.start();
    t = await startTestApp({ env: { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE_URL: base, YOUTUBE_SEARCH: 'keyless', YOUTUBE_INNERTUBE_URL: base } });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it('never spends the key on a search', async () => {
    const admin = await signInAdmin(t);
    const res = await request(t.server).get('/api/youtube/search?q=only%20keyless').set('Cookie', admin.cookie).expect(200);
    expect(res.body).toMatchObject({ source: 'keyless', notice: null });
    expect(stub.calls).toMatchObject({ search: 0, videos: 0, innertube: 1 });
  });
});
