import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import request from 'supertest';
import { RedisThrottlerStorage } from '../src/common/http/redis-throttler.storage.js';
import { RedisService } from '../src/common/redis.service.js';
import { ROOM_CODE_ALPHABET } from '../src/rooms/rooms.service.js';
import { DEFAULT_ROOM_SETTINGS } from '../src/rooms/entities/room-settings.js';
import { type Actor, createRoomInDb, joinAsGuest, registerUser, signIn } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Abuse limits (ThrottlerModule named throttlers) beyond sign-in/sign-up/guest join, which
// auth.spec.ts and account-rules.spec.ts cover.

let songs = 0;
const song = () => ({
  videoId: `rl${String(++songs).padStart(9, '0')}`,
  title: `Song ${songs}`,
  thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg',
  duration: '3:30',
});
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

describe('abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SEARCH_RATE_LIMIT: '3', QUEUE_ADD_RATE_LIMIT: '3', ROOM_CODE_RATE_LIMIT: '5', TRUST_PROXY: 'true' } });
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

  it('counts every room-code lookup of an address (find by code, guest join) against one hourly limit', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = await createRoomInDb(t, host.user.userId);
    const prober = await registerUser(t);
    const find = (who: Actor, address: string, code: string) => who.agent.get(`/api/rooms/code/${code}`).set('X-Forwarded-For', address);
    const join = (address: string, code: string) =>
      request(t.server).post('/api/guest/join').set('X-Forwarded-For', address).send({ roomCode: code, displayName: 'Prober' });
    await find(prober, '198.51.100.40', 'ZZZZZ2').expect(404);
    await find(prober, '198.51.100.40', 'ZZZZZ3').expect(404);
    await join('198.51.100.40', 'ZZZZZ4').expect(404);
    await join('198.51.100.40', 'ZZZZZ5').expect(404);
    await find(prober, '198.51.100.40', room.code).expect(200);
    // The 6th lookup within the hour is refused, even for a live room, on either route.
    expectRefusal(await find(prober, '198.51.100.40', room.code), /^Too many room codes tried from your network\. Try again in \d+ seconds?\.$/, 3000);
    expectRefusal(await join('198.51.100.40', room.code), /^Too many room codes tried from your network\./, 3000);
    // Another address (another party) is not affected.
    await find(host, '203.0.113.50', room.code).expect(200);
    await join('203.0.113.50', room.code).expect(200);
  });
});

describe('room-code guessing at the shipped limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ROOM_CODE_RATE_LIMIT: undefined, GUEST_JOIN_RATE_LIMIT: '100000', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('refuses a guessing client after 300 codes an hour, long before it could find one of the live rooms', async () => {
    const host = await registerUser(t, { tier: 999 });
    const live = new Set<string>();
    for (let i = 0; i < 20; i++) live.add((await createRoomInDb(t, host.user.userId)).code);
    const guesser = await registerUser(t);
    let found = 0;
    for (let i = 1; i <= 300; i++) {
      let code = randomCode();
      while (live.has(code)) code = randomCode();
      const res = await guesser.agent.get(`/api/rooms/code/${code}`).set('X-Forwarded-For', '198.51.100.60');
      if (res.status === 200) found++;
      else if (res.status !== 404) throw new Error(`Guess ${i} answered ${res.status} ${res.body.message}`);
    }
    expect(found).toBe(0);
    // Even the code of a live room is refused now: the guesser learns nothing more for an hour.
    const refused = await guesser.agent.get(`/api/rooms/code/${[...live][0]}`).set('X-Forwarded-For', '198.51.100.60');
    expectRefusal(refused, /^Too many room codes tried from your network\./, 3000);
  });
});

// N instances on one database and one Redis: a client is counted once, whichever instance answers.
(process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip)('two instances counting in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { SEARCH_RATE_LIMIT: '4', QUEUE_ADD_RATE_LIMIT: '2', ROOM_CODE_RATE_LIMIT: '4', GUEST_JOIN_RATE_LIMIT: '3', TRUST_PROXY: 'true' };
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
      request(t.server).post('/api/guest/join').set('X-Forwarded-For', address).send({ roomCode: code, displayName: 'Guest' });
    await join(a, '198.51.100.70', 'ZZZZZ2').expect(404);
    await join(b, '198.51.100.70', 'ZZZZZ3').expect(404);
    await join(a, '198.51.100.70', room.code).expect(200);
    expectRefusal(await join(b, '198.51.100.70', room.code), /^Too many joins from your network\./);
    await join(b, '198.51.100.71', 'ZZZZZ2').expect(404);
    await request(a.server).get('/api/rooms/code/ZZZZZ3').set('Cookie', sam.cookie).set('X-Forwarded-For', '198.51.100.71').expect(404);
    await request(b.server).get('/api/rooms/code/ZZZZZ4').set('Cookie', sam.cookie).set('X-Forwarded-For', '198.51.100.71').expect(404);
    await join(a, '198.51.100.71', 'ZZZZZ5').expect(404);
    expectRefusal(await join(b, '198.51.100.71', room.code), /^Too many room codes tried from your network\./, 3000);

    // The counters are Redis keys under the instances' prefix, with no username or session id in them.
    const redis = a.app.get(RedisService).connect('test-probe');
    const keys = await redis.keys(`${a.config.redisPrefix}:throttle:*`);
    expect(keys.some((k) => k.includes(':search:'))).toBe(true);
    expect(keys.some((k) => k.includes(':queueAdd:'))).toBe(true);
    expect(keys.some((k) => k.includes(':roomCode:'))).toBe(true);
    expect(keys.join(' ')).not.toContain(sam.user.username);
  });
});

describe('Redis counters while Redis does not answer', () => {
  it('let requests through, with one warning for the outage rather than one per request', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const client = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, commandTimeout: 500, lazyConnect: false, retryStrategy: () => 200 });
    client.on('error', () => undefined);
    try {
      const storage = new RedisThrottlerStorage(() => client, 'kp-test-down');
      const started = Date.now();
      for (let i = 0; i < 20; i++) {
        expect(await storage.increment('search:x', 60_000, 1, 60_000, 'search')).toMatchObject({ isBlocked: false });
      }
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(warn.mock.calls.filter(([message]) => String(message).startsWith('Rate limit counters unavailable'))).toHaveLength(1);
    } finally {
      client.disconnect();
      warn.mockRestore();
    }
  });
});
