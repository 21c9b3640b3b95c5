import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import Fastify from 'fastify';
import net, { type AddressInfo, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import request from 'supertest';
import { RedisThrottlerStorage } from '../src/common/http/redis-throttler.storage.js';
import { RedisService } from '../src/common/redis.service.js';
import { trustProxyOption } from '../src/app.factory.js';
import { loadConfig } from '../src/config/env.js';
import { ROOM_CODE_ALPHABET } from '../src/rooms/rooms.service.js';
import { DEFAULT_ROOM_SETTINGS } from '../src/rooms/entities/room-settings.js';
import { type Actor, createRoomInDb, joinAsGuest, registerUser, signIn } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

// Abuse limits (ThrottlerModule named throttlers) beyond sign-in/sign-up/guest join, which
// auth.spec.ts and account-rules.spec.ts cover.

const song = numberedSongs('rl', { counted: true, duration: '3:30', thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg' });
const search = (actor: Actor, q = 'dancing queen') => actor.agent.get(`/api/youtube/search?q=${encodeURIComponent(q)}`);
const randomCode = () => Array.from({ length: 6 }, () => ROOM_CODE_ALPHABET[Math.floor(Math.random() * ROOM_CODE_ALPHABET.length)]).join('');

function expectRefusal(res: request.Response, sentence: RegExp, atLeastSeconds = 1): void {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  expect(res.body.message).toMatch(sentence);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(atLeastSeconds);
  // The sentence names the same wait as the header.
  expect(res.body.message).toContain(`Try again in ${wait} second`);
}

/** Guests joining one room need names of their own. */
let guests = 0;

describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { SEARCH_RATE_LIMIT: '3', QUEUE_ADD_RATE_LIMIT: '3', ROOM_CODE_RATE_LIMIT: '5', ROOM_CODE_ADDRESS_RATE_LIMIT: '8', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => t.close());

  it('limits searches per session: the 4th in a minute is refused, another session of the same person still searches', async () => {
    const sam = await registerUser(t, { password: 'secret-password' });
    for (let i = 0; i < 3; i++) await search(sam, `song ${i}`).expect(200);
    expectRefusal(await search(sam), /^Too many searches\. Try again in \d+ seconds?\.$/);
    const samOnPhone = await signIn(t, sam.user.username, 'secret-password');
    await search(samOnPhone).expect(200);
    const other = await registerUser(t);
    await search(other).expect(200);
  });

  it('limits queue adds per member across both add routes and all their devices; others in the room still add', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = await createRoomInDb(t, host.user.userId, { settings: { ...DEFAULT_ROOM_SETTINGS, maxSongsPerUser: 999, maxSongsPerGuest: 999 } });
    const guest = await joinAsGuest(t, room.code);
    const member = await registerUser(t, { password: 'secret-password' });
    await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
    await member.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    await member.agent
      .post('/api/queue')
      .send({ roomId: room.roomId, ...song() })
      .expect(201);
    const memberOnPhone = await signIn(t, member.user.username, 'secret-password');
    await memberOnPhone.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    expectRefusal(await member.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()), /^You are adding songs too quickly\. Try again in \d+ seconds?\.$/);
    expectRefusal(await memberOnPhone.agent.post('/api/queue').send({ roomId: room.roomId, ...song() }), /^You are adding songs too quickly\./);
    // Nothing refused was queued; the guest and the host are counted on their own.
    const queue = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
    expect(queue.items).toHaveLength(3);
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
  });

  it('counts only codes that do not exist, per browser: a guesser is refused, another browser on the same address still joins', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = await createRoomInDb(t, host.user.userId);
    const venue = '198.51.100.40';
    const prober = await registerUser(t);
    const find = (who: Actor, code: string) => who.agent.get(`/api/rooms/code/${code}`).set('X-Forwarded-For', venue);
    // Finding the real room, and lookups refused 401 before any session, cost nothing.
    for (let i = 0; i < 8; i++) await find(prober, room.code).expect(200);
    for (let i = 0; i < 8; i++) await request(t.server).get(`/api/rooms/code/${room.code}`).set('X-Forwarded-For', venue).expect(401);
    for (const code of ['ZZZZZ2', 'ZZZZZ3', 'ZZZZZ4', 'ZZZZZ5', 'ZZZZZ6']) await find(prober, code).expect(404);
    // The 6th wrong code within the hour is refused, and so is every lookup after it, real codes too.
    expectRefusal(await find(prober, 'ZZZZZ7'), /^Too many wrong room codes\. Try again in \d+ seconds?\.$/, 3000);
    expectRefusal(await find(prober, room.code), /^Too many wrong room codes\./, 3000);
    // Another phone of the same venue (a new browser, no cookie) joins; another account finds the room.
    const phone = request.agent(t.server);
    const joined = await phone.post('/api/guest/join').set('X-Forwarded-For', venue).send({ roomCode: room.code, displayName: 'Alex' }).expect(200);
    expect(joined.body.room.roomId).toBe(room.roomId);
    await find(await registerUser(t), room.code).expect(200);
  });

  it('counts a browser without a session by the device cookie guest join gives it', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = await createRoomInDb(t, host.user.userId);
    const venue = '198.51.100.41';
    const guesser = request.agent(t.server);
    const join = (browser: request.Agent | ReturnType<typeof request>, code: string) =>
      browser.post('/api/guest/join').set('X-Forwarded-For', venue).send({ roomCode: code, displayName: 'Guesser' });
    const first = await join(guesser, 'ZZZZZ2').expect(404);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^kp_device=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Max-Age=34560000/); // 400 days, the most a browser keeps a cookie
    // This browser is counted by its device cookie from its first wrong code on: four more, then refused.
    for (const code of ['ZZZZZ3', 'ZZZZZ4', 'ZZZZZ5', 'ZZZZZ6']) await join(guesser, code).expect(404);
    expectRefusal(await join(guesser, 'ZZZZZ7'), /^Too many wrong room codes\./, 3000);
    expectRefusal(await join(guesser, room.code), /^Too many wrong room codes\./, 3000);
    await join(request.agent(t.server), room.code).expect(200);
  });

  it('refuses an address past its ceiling of wrong codes, whatever the browser, and only that address', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = await createRoomInDb(t, host.user.userId);
    // A script dropping its cookies: each request is a new browser, so only the address counts it.
    const join = (address: string, code: string) =>
      request(t.server).post('/api/guest/join').set('X-Forwarded-For', address).send({ roomCode: code, displayName: 'Script' });
    for (let i = 0; i < 8; i++) await join('198.51.100.42', `ZZZZ${ROOM_CODE_ALPHABET[i]}2`).expect(404);
    expectRefusal(await join('198.51.100.42', 'ZZZZZ9'), /^Too many wrong room codes from your network\. Try again in \d+ seconds?\.$/, 3000);
    expectRefusal(await join('198.51.100.42', room.code), /^Too many wrong room codes from your network\./, 3000);
    await join('203.0.113.50', room.code).expect(200);
  });
});

describe('room-code guessing at the shipped limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ROOM_CODE_RATE_LIMIT: undefined, ROOM_CODE_ADDRESS_RATE_LIMIT: undefined, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  async function guess(live: Set<string>, times: number, lookUp: (code: string) => Promise<request.Response>): Promise<void> {
    for (let i = 1; i <= times; i++) {
      let code = randomCode();
      while (live.has(code)) code = randomCode();
      const res = await lookUp(code);
      if (res.status !== 404) throw new Error(`Guess ${i} answered ${res.status} ${res.body.message}`);
    }
  }

  it('answers a guessing browser 20 wrong codes an hour, and a script dropping its cookies 500 from one address, then refuses them', async () => {
    const host = await registerUser(t, { tier: 999 });
    const live = new Set<string>();
    for (let i = 0; i < 20; i++) live.add((await createRoomInDb(t, host.user.userId)).code);
    const [real] = [...live];

    const guesser = await registerUser(t);
    const find = (code: string) => guesser.agent.get(`/api/rooms/code/${code}`).set('X-Forwarded-For', '198.51.100.60');
    await guess(live, 20, find);
    expectRefusal(await find('ZZZZZ2'), /^Too many wrong room codes\./, 3000);
    // Even the code of a live room is refused now: the guesser learns nothing more for an hour.
    expectRefusal(await find(real), /^Too many wrong room codes\./, 3000);

    const script = (code: string) =>
      request(t.server).post('/api/guest/join').set('X-Forwarded-For', '198.51.100.61').send({ roomCode: code, displayName: 'Bot' });
    await guess(live, 500, script);
    expectRefusal(await script('ZZZZZ2'), /^Too many wrong room codes from your network\./, 3000);
    expectRefusal(await script(real), /^Too many wrong room codes from your network\./, 3000);
  });
});

// N instances on one database and one Redis: a client is counted once, whichever instance answers.
(process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip)('two instances counting in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      SEARCH_RATE_LIMIT: '4',
      QUEUE_ADD_RATE_LIMIT: '2',
      ROOM_CODE_RATE_LIMIT: '2',
      ROOM_CODE_ADDRESS_RATE_LIMIT: '4',
      GUEST_JOIN_RATE_LIMIT: '3',
      TRUST_PROXY: 'true',
    };
    a = await startTestApp({ env });
    b = await startTestApp({ shareWith: a, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts searches, queue adds, room codes and guest joins once for all instances, in Redis', async () => {
    const sam = await registerUser(a);
    const onB = (path: string) => request(b.server).get(path).set('Cookie', sam.cookie);
    await search(sam).expect(200);
    await onB('/api/youtube/search?q=abba').expect(200);
    await search(sam).expect(200);
    await onB('/api/youtube/search?q=abba').expect(200);
    expectRefusal(await onB('/api/youtube/search?q=abba'), /^Too many searches\./);
    expectRefusal(await search(sam), /^Too many searches\./);

    const room = await createRoomInDb(a, sam.user.userId, { settings: { ...DEFAULT_ROOM_SETTINGS, maxSongsPerUser: 999 } });
    await sam.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()).expect(201);
    await request(b.server).post(`/api/rooms/${room.roomId}/queue`).set('Cookie', sam.cookie).send(song()).expect(201);
    expectRefusal(await sam.agent.post(`/api/rooms/${room.roomId}/queue`).send(song()), /^You are adding songs too quickly\./);

    const join = (t: TestApp, address: string, code: string) =>
      // A name of its own each time: two guests in one room never share one.
      request(t.server)
        .post('/api/guest/join')
        .set('X-Forwarded-For', address)
        .send({ roomCode: code, displayName: `Guest ${address} ${++guests}` });
    // Refused joins per address (valid ones are never counted nor refused by it).
    const nameless = (t: TestApp) =>
      request(t.server).post('/api/guest/join').set('X-Forwarded-For', '198.51.100.70').send({ roomCode: room.code, displayName: '' });
    await nameless(a).expect(400);
    await nameless(b).expect(400);
    await join(a, '198.51.100.70', room.code).expect(200);
    await nameless(a).expect(400);
    expectRefusal(await nameless(b), /^Too many joins from your network\./);
    await join(b, '198.51.100.70', room.code).expect(200);
    // Wrong codes: per browser (sam's session) and per address, whichever instance answers.
    const find = (t: TestApp, code: string) =>
      request(t.server).get(`/api/rooms/code/${code}`).set('Cookie', sam.cookie).set('X-Forwarded-For', '198.51.100.71');
    await find(a, 'ZZZZZ3').expect(404);
    await find(b, 'ZZZZZ4').expect(404);
    expectRefusal(await find(a, 'ZZZZZ5'), /^Too many wrong room codes\./, 3000);
    expectRefusal(await find(b, room.code), /^Too many wrong room codes\./, 3000);
    await join(b, '198.51.100.71', 'ZZZZZ6').expect(404);
    expectRefusal(await join(a, '198.51.100.71', 'ZZZZZ7'), /^Too many wrong room codes from your network\./, 3000);
    expectRefusal(await join(b, '198.51.100.71', room.code), /^Too many wrong room codes from your network\./, 3000);

    // The counters are Redis keys under the instances' prefix, with no username or session id in them.
    const redis = a.app.get(RedisService).connect('test-probe');
    const keys = await redis.keys(`${a.config.redisPrefix}:throttle:*`);
    expect(keys.some((k) => k.includes(':search:'))).toBe(true);
    expect(keys.some((k) => k.includes(':queueAdd:'))).toBe(true);
    expect(keys.some((k) => k.includes(':roomCode:'))).toBe(true);
    expect(keys.some((k) => k.includes(':roomCodeAddress:'))).toBe(true);
    expect(keys.join(' ')).not.toContain(sam.user.username);
  });
});

describe('Redis counters while Redis does not answer', () => {
  const sockets: Socket[] = [];
  afterEach(() => sockets.splice(0).forEach((socket) => socket.destroy()));

  it('count in this process instead while Redis is unreachable: the limit still holds, with one warning for the outage', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const client = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, commandTimeout: 500, lazyConnect: false, retryStrategy: () => 200 });
    client.on('error', () => undefined);
    const storage = new RedisThrottlerStorage(() => client, 'kp-test-down');
    try {
      const hits = [];
      for (let i = 0; i < 5; i++) hits.push(await storage.increment('search:x', 60_000, 3, 60_000, 'search'));
      expect(hits.map((h) => h.isBlocked)).toEqual([false, false, false, true, true]);
      expect(hits[3].timeToBlockExpire).toBeGreaterThan(0);
      // Another client's counter is its own.
      expect((await storage.increment('search:y', 60_000, 3, 60_000, 'search')).isBlocked).toBe(false);
      expect(warn.mock.calls.filter(([message]) => String(message).startsWith('Rate limit counters unavailable'))).toHaveLength(1);
    } finally {
      storage.onApplicationShutdown();
      client.disconnect();
      warn.mockRestore();
    }
  });

  it('count in this process when Redis answers too late (a stalled event loop, a stuck server): a late answer never lets a request through', async () => {
    // A server that accepts the connection and never answers.
    const silent = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('data', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const client = new Redis({ host: '127.0.0.1', port, commandTimeout: 100, maxRetriesPerRequest: 1, enableReadyCheck: false });
    client.on('error', () => undefined);
    const storage = new RedisThrottlerStorage(() => client, 'kp-test-silent');
    try {
      const hits = [];
      for (let i = 0; i < 3; i++) hits.push(await storage.increment('guestJoin:x', 60_000, 2, 60_000, 'guestJoin'));
      expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      expect(warn.mock.calls.filter(([message]) => String(message).includes('counting in this process'))).toHaveLength(1);
    } finally {
      storage.onApplicationShutdown();
      client.disconnect();
      warn.mockRestore();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

/**
 * TRUST_PROXY as a hop count: behind one proxy (TRUST_PROXY=1) the client is the address that
 * proxy saw, the right-most of X-Forwarded-For, never one the client wrote to its left.
 */
describe('TRUST_PROXY=1 behind one proxy', () => {
  it('reads digits as a hop count, and Fastify then takes the address the proxy saw', async () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    // The app's Fastify option for it, on a bare Fastify instance, from loopback (the proxy).
    const probe = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: '1' }).trustProxy) });
    probe.get('/ip', (request) => ({ ip: request.ip, protocol: request.protocol }));
    try {
      await probe.ready();
      const res = await request(probe.server).get('/ip').set('X-Forwarded-For', '1.2.3.4, 5.6.7.8').set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.body).toEqual({ ip: '5.6.7.8', protocol: 'https' });
    } finally {
      await probe.close();
    }
  });

  describe('the per-address limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { TRUST_PROXY: '1', GUEST_JOIN_RATE_LIMIT: '2' } });
    });
    afterAll(() => t.close());

    it('key on the address the proxy saw, whatever the client writes to its left', async () => {
      const host = await registerUser(t, { tier: 3 });
      const room = await createRoomInDb(t, host.user.userId);
      // Refused joins (no name) are what this limit counts.
      const join = (forwardedFor: string) =>
        request(t.server).post('/api/guest/join').set('X-Forwarded-For', forwardedFor).send({ roomCode: room.code, displayName: '' });
      await join('1.2.3.4, 5.6.7.8').expect(400);
      await join('9.9.9.9, 5.6.7.8').expect(400);
      // A third made-up left-most address does not make a new client.
      expectRefusal(await join('10.0.0.1, 5.6.7.8'), /^Too many joins from your network\./);
      // Another address seen by the proxy is another client.
      await join('1.2.3.4, 5.6.7.9').expect(400);
      await request(t.server)
        .post('/api/guest/join')
        .set('X-Forwarded-For', '10.0.0.1, 5.6.7.8')
        .send({ roomCode: room.code, displayName: `Guest ${++guests}` })
        .expect(200);
    });
  });
});
