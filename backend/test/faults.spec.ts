import { jest } from '@jest/globals';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/common/filters/all-exceptions.filter.js';
import { canRunPostgresCluster, PostgresCluster, RedisProcess, type ServerProcess, startServer, waitFor } from './support/fault-processes.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { CookieClient } from './support/http-client.js';
import { songsById } from './support/songs.js';

/**
 * The real server in its own process, with its database or Redis stopped
 * under it, or itself killed with SIGKILL in the middle of a burst of queue adds.
 */
jest.setTimeout(180_000);

const BASE_ENV = {
  LOG_LEVEL: 'warn',
  BETA_CODES: 'FAULT-BETA',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'admin-password-123',
  RICKROLL_PROBABILITY: '0',
  LOGIN_RATE_LIMIT: '100000',
  LOGIN_ADDRESS_RATE_LIMIT: '100000',
  REGISTER_RATE_LIMIT: '100000',
  GUEST_JOIN_RATE_LIMIT: '100000',
};

/** A browser: fetch with a cookie jar of one session cookie. */
class Client extends CookieClient {
  /** The same person, talking to another server process. */
  on(base: string): Client {
    const other = new Client(base);
    other.cookie = this.cookie;
    return other;
  }
}

async function ok(promise: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const res = await promise;
  if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A host with an unlimited tier and a room whose members may queue without limit. */
async function partyOn(url: string, guests = 0): Promise<{ host: Client; room: { roomId: string; code: string }; guests: Client[] }> {
  const host = new Client(url);
  const username = `host${Date.now()}`;
  await ok(host.call('POST', '/api/auth/register', { username, displayName: 'Host', password: 'host-password', betaCode: 'FAULT-BETA' }), 201);
  await ok(host.call('POST', '/api/auth/login', { username, password: 'host-password' }));
  const admin = new Client(url);
  await ok(admin.call('POST', '/api/auth/login', { username: 'admin', password: 'admin-password-123' }));
  const me = await ok(host.call('GET', '/api/auth/me'));
  await ok(admin.call('PATCH', `/api/admin/users/${me.userId}`, { subscriptionTier: 999 }));
  const room = await ok(host.call('POST', '/api/rooms', { name: 'Fault party' }), 201);
  await ok(host.call('PATCH', `/api/rooms/${room.roomId}/settings`, { settings: { maxSongsPerUser: 999, maxSongsPerGuest: 999 } }));
  const people: Client[] = [];
  for (let i = 0; i < guests; i++) {
    const guest = new Client(url);
    await ok(guest.call('POST', '/api/guest/join', { roomCode: room.code, displayName: `Guest ${i + 1}` }));
    people.push(guest);
  }
  return { host, room, guests: people };
}

const song = songsById({ thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg' });

function expectSentence(body: any, status: number): void {
  expect(body).toEqual({
    statusCode: status,
    message: expect.stringMatching(/^[A-Z].+\.$/),
    error: expect.any(String),
    code: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/),
    params: expect.any(Object),
  });
}

describe('SIGKILL during a burst of queue adds', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await database?.drop();
  });

  it(`loses no add that was answered 201, and positions are 1..n after restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'})`, async () => {
    database = await createTestDatabase();
    const env = { ...BASE_ENV, ...database.env };
    const first = await startServer(env);
    servers.push(first);
    const { host, room, guests } = await partyOn(first.url, 5);
    const singers = [host, ...guests];

    const acknowledged: { queueItemId: number; videoId: string }[] = [];
    let killed = false;
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const videoId = `k${w}x${String(i).padStart(8, '0')}`.slice(0, 11);
        sent++;
        try {
          const res = await singers[(w + i) % singers.length].call('POST', `/api/rooms/${room.roomId}/queue`, song(videoId));
          if (res.status === 201) acknowledged.push({ queueItemId: res.body.queueItemId, videoId });
          else if (!killed && res.status !== 429) throw new Error(`Add answered ${res.status}: ${JSON.stringify(res.body)}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)));
    await waitFor('40 acknowledged adds', async () => (acknowledged.length >= 40 ? true : undefined), 60_000, 20);
    killed = true;
    first.child.kill('SIGKILL');
    await burst;
    await first.stop('SIGKILL');
    const ackedBeforeKill = acknowledged.length;

    const second = await startServer(env);
    servers.push(second);
    const queue = (await ok(host.on(second.url).call('GET', `/api/rooms/${room.roomId}/queue`))).items as {
      queueItemId: number;
      videoId: string;
      position: number;
    }[];
    const ids = new Set(queue.map((i) => i.queueItemId));
    const lost = acknowledged.filter((a) => !ids.has(a.queueItemId));
    expect(lost).toEqual([]);
    expect(queue.map((i) => i.position)).toEqual(queue.map((_, i) => i + 1));
    expect(new Set(queue.map((i) => i.videoId)).size).toBe(queue.length);
    // Adds that were in flight may or may not have made it, but nothing beyond what was sent.
    expect(queue.length).toBeGreaterThanOrEqual(ackedBeforeKill);
    expect(queue.length).toBeLessThanOrEqual(sent);
    await second.stop();
  });
});

(canRunPostgresCluster ? describe : describe.skip)('PostgreSQL stopped mid-run', () => {
  let cluster: PostgresCluster | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await cluster?.dispose();
  });

  it('answers 503 with a sentence, says so in /api/health, does not crash, and resumes by itself', async () => {
    cluster = await PostgresCluster.create();
    server = await startServer({ ...BASE_ENV, DATABASE_URL: cluster.url() });
    const { host, room } = await partyOn(server.url);
    await ok(host.call('POST', `/api/rooms/${room.roomId}/queue`, song('beforestop1')), 201);

    await cluster.stop();
    // The room's polls are answered from the live room in memory (docs/performance.md §2): still the last state.
    const poll = await host.call('GET', `/api/rooms/${room.roomId}/queue`);
    expect(poll.status).toBe(200);
    expect(poll.body.items.map((i: { videoId: string }) => i.videoId)).toEqual(['beforestop1']);
    // What needs the database: 503 with a sentence (and Retry-After), whether or not the session was cached.
    for (const [method, path, body] of [
      ['POST', `/api/rooms/${room.roomId}/queue`, song('duringstop1')],
      ['GET', '/api/favorites'],
    ] as const) {
      const res = await host.call(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 503]);
      expectSentence(res.body, 503);
      expect(res.body.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    const health = await host.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body.database).toMatchObject({ status: 'down', kind: 'postgres' });
    // Sign-in needs the database too: the same answer, not a crash.
    const signIn = await new (host.constructor as typeof Client)(server.url).call('POST', '/api/auth/login', {
      username: 'admin',
      password: 'admin-password-123',
    });
    expect(signIn.status).toBe(503);
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.exited()).toBe(false);

    await cluster.start();
    await waitFor(
      '/api/health to report the database up',
      async () => ((await host.call('GET', '/api/health')).status === 200 ? true : undefined),
      60_000,
      500,
    );
    await ok(host.call('POST', `/api/rooms/${room.roomId}/queue`, song('afterstart1')), 201);
    const items = (await ok(host.call('GET', `/api/rooms/${room.roomId}/queue`))).items.map((i: { videoId: string }) => i.videoId);
    expect(items).toEqual(['beforestop1', 'afterstart1']);
    expect(server.exited()).toBe(false);
  });
});

describe('Redis stopped mid-run', () => {
  let redis: RedisProcess | undefined;
  let server: ServerProcess | undefined;
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await redis?.stop();
    await database?.drop();
  });

  it('keeps serving through an outage longer than ioredis gives a queued command, logs one warning for it, and recovers when Redis returns', async () => {
    redis = await RedisProcess.create();
    database = await createTestDatabase();
    // Rate limits are counted in memory while Redis is away (fail safe): this test adds a song
    // every ~0.5 s for 13 s, more than a person's default QUEUE_ADD_RATE_LIMIT a minute.
    server = await startServer({ ...BASE_ENV, ...database.env, REDIS_URL: redis.url, LOG_LEVEL: 'log', QUEUE_ADD_RATE_LIMIT: '100' });
    const { host, room, guests } = await partyOn(server.url, 2);
    await ok(host.call('POST', `/api/rooms/${room.roomId}/queue`, song('redisup0001')), 201);
    const before = server.output().length;

    await redis.stop();
    const stoppedAt = Date.now();
    // Signing out tells the other instances over Redis: it does not wait for Redis to come back.
    await ok(guests[1].call('POST', '/api/auth/logout'));
    await ok(guests[1].call('GET', '/api/auth/me'), 401);
    // The API keeps serving: reads, adds (their pushes cannot reach other instances), the player.
    // The outage outlasts 20 reconnect attempts (about 10.5 s), when ioredis fails every command it
    // queued meanwhile (the Socket.IO adapter's publishes of these adds' pushes among them).
    for (let i = 0; Date.now() - stoppedAt < 13_000; i++) {
      try {
        await ok(guests[0].call('POST', `/api/rooms/${room.roomId}/queue`, song(`redisdown${String(i).padStart(2, '0')}`)), 201);
        await ok(host.call('GET', `/api/rooms/${room.roomId}/queue`));
      } catch (error) {
        if (server.exited()) throw new Error(`The server exited ${Date.now() - stoppedAt} ms into the outage:\n${server.output().slice(-2000)}`);
        throw error;
      }
      await new Promise((r) => setTimeout(r, 400));
    }
    await ok(host.call('POST', `/api/rooms/${room.roomId}/play-next`));
    // Signing in and joining still work (rate limits fail open while their store is away).
    await ok(new Client(server.url).call('POST', '/api/auth/login', { username: 'admin', password: 'admin-password-123' }));
    await ok(new Client(server.url).call('POST', '/api/guest/join', { roomCode: room.code, displayName: 'Late guest' }));
    const health = await host.call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ database: { status: 'up' }, redis: { status: 'down' } });
    const during = server.output().slice(before);
    if (process.env.KP_SHOW_FAULT_LOG) console.log(during);
    // Lines are pino JSON (level 40 = warn, 50+ = error) or, before the logger is up, Nest's text.
    // A request slowed by the loaded machine logs its own warning ("slower than 1000 ms"): not about Redis.
    const warnings = during.split('\n').filter((line) => /"level":40\b|WARN/.test(line) && !/slower than \d+ ?ms/.test(line));
    expect(warnings).toHaveLength(1);
    // …and nothing else about it: no error lines, no raw stack traces of reconnect attempts.
    expect(during.split('\n').filter((line) => /"level":(50|60)\b|ERROR|ECONNREFUSED|ECONNRESET/.test(line) && !/Redis is unreachable/.test(line))).toEqual([]);
    expect(warnings[0]).toMatch(/Redis is unreachable/);
    expect(server.exited()).toBe(false);

    await redis.start();
    await waitFor('/api/health to report Redis up', async () => ((await host.call('GET', '/api/health')).status === 200 ? true : undefined), 30_000, 300);
    await waitFor('the log to say Redis is back', async () => (/Redis is back/.test(server!.output().slice(before)) ? true : undefined), 15_000);
    await ok(guests[0].call('POST', `/api/rooms/${room.roomId}/queue`, song('redisback01')), 201);
    expect(server.exited()).toBe(false);
  });
});
