import { createHmac } from 'node:crypto';
import { jest } from '@jest/globals';
import request from 'supertest';
import { readCookie, type ResolvedSession, SessionsService } from '../src/auth/sessions.service.js';
import { SESSION_COOKIE_NAME } from '../src/common/http/swagger.js';
import { DataSource } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../src/common/auth/session-revocation.js';
import { Clock } from '../src/common/clock.js';
import { UsersRepository } from '../src/users/users.repository.js';
import { recordRedisConnections } from './support/redis-connections.js';
import { createRoomInDb, joinAsGuest, registerUser, signIn, TEST_BETA_CODE } from './support/sessions.js';
import { statementsDuring } from './support/statements.js';
import { startTestApp, type TestApp, useClockedApp } from './support/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const tokenOf = (cookie: string) => decodeURIComponent(cookie.slice('kp_session='.length));
const hmac = (secret: string, token: string) => createHmac('sha256', secret).update(token).digest('hex');
const me = (t: TestApp, cookie: string) => request(t.server).get('/api/auth/me').set('Cookie', cookie);

interface SessionRow {
  tokenHash: string;
  userId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  endReason: string | null;
}

async function sessionsOf(t: TestApp, userId: number): Promise<SessionRow[]> {
  return t.app
    .get(DataSource)
    .query(
      `SELECT "tokenHash", "userId", "createdAt", "lastSeenAt", "expiresAt", "endedAt", "endReason" FROM sessions WHERE "userId" = $1 ORDER BY "createdAt"`,
      [userId],
    );
}

/** Writes the activity the app holds to be written behind (sessions' and people's). */
async function writtenBehind(t: TestApp): Promise<void> {
  await t.app.get(SessionsService).flushActivity();
  await t.app.get(UsersRepository).flushActivity();
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Asks until the answer is the wanted status or the time is up (revocation travels over pub/sub). */
async function statusWithin(probe: () => Promise<request.Response>, wanted: number, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let status = (await probe()).status;
  while (status !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await probe()).status;
  }
  return status;
}

describe('sessions', () => {
  let t: TestApp;
  let clock: Clock;
  useClockedApp((started) => ({ t, clock } = started));

  it('stores only an HMAC of the cookie token, keyed by the secret generated once into app_settings', async () => {
    const sam = await registerUser(t);
    const token = tokenOf(sam.cookie);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    const [{ value: secret }] = await t.app.get(DataSource).query(`SELECT value FROM app_settings WHERE key = 'sessionSecret'`);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const rows = await sessionsOf(t, sam.user.userId);
    expect(rows.map((r) => r.tokenHash)).toContain(hmac(secret, token));
    const raw = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM sessions WHERE "tokenHash" LIKE $1`, [`%${token.slice(0, 16)}%`]);
    expect(raw[0].n).toBe(0);
  });

  it('lasts 30 days from last use for a user, sliding, and records activity at most once a minute', async () => {
    const sam = await registerUser(t);
    const [issued] = (await sessionsOf(t, sam.user.userId)).filter((r) => !r.endedAt);
    expect(new Date(issued.expiresAt).getTime() - new Date(issued.createdAt).getTime()).toBe(30 * DAY);

    // Within the minute: no write.
    await me(t, sam.cookie).expect(200);
    await me(t, sam.cookie).expect(200);
    let [row] = (await sessionsOf(t, sam.user.userId)).filter((r) => !r.endedAt);
    expect(new Date(row.lastSeenAt).getTime()).toBe(new Date(issued.lastSeenAt).getTime());

    // A minute later: lastSeenAt, the expiry and the user's lastActive move (written behind).
    clock.advance(MINUTE + 1000);
    await me(t, sam.cookie).expect(200);
    await writtenBehind(t);
    [row] = (await sessionsOf(t, sam.user.userId)).filter((r) => !r.endedAt);
    const seen = new Date(row.lastSeenAt).getTime();
    expect(seen).toBeGreaterThanOrEqual(new Date(issued.lastSeenAt).getTime() + MINUTE);
    expect(new Date(row.expiresAt).getTime()).toBe(seen + 30 * DAY);
    const [user] = await t.app.get(DataSource).query(`SELECT "lastActive" FROM users WHERE "userId" = $1`, [sam.user.userId]);
    expect(new Date(user.lastActive).getTime()).toBe(seen);

    // Used every 29 days it stays alive well past 30 days from sign-in…
    clock.advance(29 * DAY);
    await me(t, sam.cookie).expect(200);
    clock.advance(29 * DAY);
    await me(t, sam.cookie).expect(200);
    // …and 30 idle days end it.
    clock.advance(30 * DAY + MINUTE);
    await me(t, sam.cookie).expect(401);
  });

  it("writes a use's activity behind the request, for every session used meanwhile in one statement each table", async () => {
    const people = await Promise.all([registerUser(t), registerUser(t), registerUser(t)]);
    await Promise.all(people.map((p) => me(t, p.cookie).expect(200))); // loaded and held
    await writtenBehind(t);
    clock.advance(MINUTE + 1000);
    const writes = (statement: string) => /^\s*(UPDATE|WITH)/i.test(statement);
    // The requests that record a use write nothing on their own path…
    expect(await statementsDuring(t, () => Promise.all(people.map((p) => me(t, p.cookie).expect(200))), writes)).toEqual([]);
    // …and the uses are written together: one statement for the sessions, one for the people.
    const behind = await statementsDuring(t, () => writtenBehind(t), writes);
    expect(behind).toHaveLength(2);
    const seen = clock.now().getTime();
    for (const person of people) {
      const [row] = (await sessionsOf(t, person.user.userId)).filter((r) => !r.endedAt);
      expect(new Date(row.lastSeenAt).getTime()).toBeGreaterThanOrEqual(seen - 1000);
      const [user] = await t.app.get(DataSource).query(`SELECT "lastActive" FROM users WHERE "userId" = $1`, [person.user.userId]);
      expect(new Date(user.lastActive).getTime()).toBe(new Date(row.lastSeenAt).getTime());
    }
  });

  it('writes waiting activity by itself within a second, and before the online flags are read', async () => {
    const host = await registerUser(t);
    const room = await createRoomInDb(t, host.user.userId);
    const guest = await joinAsGuest(t, room.code);
    await me(t, guest.cookie).expect(200);
    await writtenBehind(t);
    // The guest falls silent for three minutes (offline), then is heard from.
    const silentSince = new Date(clock.now().getTime() - 3 * MINUTE);
    await t.app.get(DataSource).query(`UPDATE users SET "lastActive" = $2 WHERE "userId" = $1`, [guest.user.userId, silentSince]);
    clock.advance(MINUTE + 1000);
    await me(t, guest.cookie).expect(200);
    // The users list reads the column: what waits is written first, so the guest is online.
    const users = await host.agent.get(`/api/rooms/${room.roomId}/users`).expect(200);
    expect(users.body.find((u: { userId: number }) => u.userId === guest.user.userId).online).toBe(true);
    // Nothing asked: the timer writes within a second.
    clock.advance(MINUTE + 1000);
    await me(t, host.cookie).expect(200);
    const due = clock.now().getTime();
    await waitFor(async () => {
      const [row] = await t.app.get(DataSource).query(`SELECT "lastActive" FROM users WHERE "userId" = $1`, [host.user.userId]);
      return new Date(row.lastActive).getTime() >= due - 1000;
    }, 3000);
  });

  it("reads the room's people inside a transaction without waiting for the activity behind it", async () => {
    const host = await registerUser(t);
    const room = await createRoomInDb(t, host.user.userId);
    const guest = await joinAsGuest(t, room.code);
    await me(t, guest.cookie).expect(200);
    await writtenBehind(t);
    clock.advance(MINUTE + 1000);
    await me(t, guest.cookie).expect(200); // a use waiting to be written
    // A plan of people reads them under the room's lock: on the embedded database that
    // transaction holds the one connection, which writing the waiting use would wait for.
    const users = t.app.get(UsersRepository);
    const people = await Promise.race([
      t.app.get(DataSource).transaction((manager) => users.roomPeople(room.roomId, host.user.userId, manager)),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the read waited on the activity behind it')), 5000)),
    ]);
    expect(people.map((p) => p.userId).sort()).toEqual([host.user.userId, guest.user.userId].sort());
    await writtenBehind(t);
  });

  it('reads a session and its person in one statement, and not again while it is held', async () => {
    const sam = await registerUser(t, { displayName: 'Sam' });
    const reads = (statement: string) => /^\s*SELECT/i.test(statement) && /FROM "sessions"/i.test(statement);
    // The first request of the new session loads it (a phone connecting, a page's first call).
    expect(await statementsDuring(t, () => sam.agent.get('/api/auth/me').expect(200), reads)).toHaveLength(1);
    expect(await statementsDuring(t, () => sam.agent.get('/api/auth/me').expect(200), reads)).toHaveLength(0);
  });

  it('reads the sessions of phones arriving at once in one statement (a reconnect storm, a restart)', async () => {
    const people = await Promise.all([registerUser(t), registerUser(t), registerUser(t), registerUser(t)]);
    const sessions = t.app.get(SessionsService);
    // None held, as after a restart; the four asked for in the same turn, as sockets whose
    // handshakes the server reads in one pass.
    (sessions as unknown as { cache: Map<string, unknown> }).cache.clear();
    const reads = (statement: string) => /^\s*SELECT/i.test(statement) && /FROM "sessions"/i.test(statement);
    let resolved: (ResolvedSession | undefined)[] = [];
    const statements = await statementsDuring(
      t,
      async () => (resolved = await Promise.all(people.map((p) => sessions.resolve(readCookie(p.cookie, SESSION_COOKIE_NAME)!)))),
      reads,
    );
    expect(statements).toHaveLength(1);
    // Each got its own person; an unknown token in a batch is still no one.
    expect(resolved.map((r) => r?.user.userId)).toEqual(people.map((p) => p.user.userId));
    (sessions as unknown as { cache: Map<string, unknown> }).cache.clear();
    const [known, unknown] = await Promise.all([sessions.resolve(readCookie(people[0].cookie, SESSION_COOKIE_NAME)!), sessions.resolve('x'.repeat(43))]);
    expect(known?.user.userId).toBe(people[0].user.userId);
    expect(unknown).toBeUndefined();
  });

  it('lasts 24 hours from last use for a guest', async () => {
    const host = await registerUser(t);
    const room = await createRoomInDb(t, host.user.userId);
    const guest = await joinAsGuest(t, room.code);
    const [issued] = await sessionsOf(t, guest.user.userId);
    expect(new Date(issued.expiresAt).getTime() - new Date(issued.createdAt).getTime()).toBe(DAY);
    clock.advance(23 * HOUR);
    await me(t, guest.cookie).expect(200);
    clock.advance(23 * HOUR);
    await me(t, guest.cookie).expect(200);
    clock.advance(DAY + MINUTE);
    await me(t, guest.cookie).expect(401);
  });

  it('forgets a cached session at once when it is ended (kick, boot, reset) and on a new sign-in in the same browser', async () => {
    const sam = await registerUser(t, { password: 'secret-password' });
    await me(t, sam.cookie).expect(200); // now cached
    const ds = t.app.get(DataSource);
    await ds.transaction((manager) => t.app.get<SessionRevocation>(SESSION_REVOCATION).endSessionsOf(manager, [sam.user.userId], 'kick'));
    await me(t, sam.cookie).expect(401);
    expect((await sessionsOf(t, sam.user.userId)).every((r) => r.endedAt !== null)).toBe(true);
    expect((await sessionsOf(t, sam.user.userId)).at(-1)!.endReason).toBe('kick');

    // Signing in again from a browser that holds a session ends the old one.
    const again = await signIn(t, sam.user.username, 'secret-password');
    const second = await again.agent.post('/api/auth/login').send({ username: sam.user.username, password: 'secret-password' }).expect(200);
    const newCookie = ([] as string[])
      .concat(second.headers['set-cookie'])
      .find((c) => c.startsWith('kp_session='))!
      .split(';')[0];
    await me(t, again.cookie).expect(401);
    await me(t, newCookie).expect(200);
  });

  it('reads a person afresh at once when who they are changes (profile rename, role change), without signing them out', async () => {
    const host = await registerUser(t, { displayName: 'Old Name' });
    const room = await createRoomInDb(t, host.user.userId);
    await me(t, host.cookie).expect(200); // cached
    await host.agent.put(`/api/users/${host.user.userId}`).send({ displayName: 'New Name' }).expect(200);
    const added = await host.agent
      .post(`/api/rooms/${room.roomId}/queue`)
      .send({ videoId: 'dddddddddd1', title: 'Song', thumbnail: null, duration: '3:00' })
      .expect(201);
    expect(added.body.addedBy).toBe('New Name');

    // Another module changes a role (the admin area) and asks every instance to forget the cached person.
    const stranger = await registerUser(t);
    await stranger.agent.get(`/api/rooms/${room.roomId}`).expect(403); // cached as a plain user now
    const ds = t.app.get(DataSource);
    await ds.query(`UPDATE users SET role = 'admin' WHERE "userId" = $1`, [stranger.user.userId]);
    await t.app.get<SessionRevocation>(SESSION_REVOCATION).refreshIdentitiesOf([stranger.user.userId]);
    await stranger.agent.get(`/api/rooms/${room.roomId}`).expect(200);
    await ds.query(`UPDATE users SET role = 'user' WHERE "userId" = $1`, [stranger.user.userId]);
    await t.app.get<SessionRevocation>(SESSION_REVOCATION).refreshIdentitiesOf([stranger.user.userId]);
    await stranger.agent.get(`/api/rooms/${room.roomId}`).expect(403);
  });

  it('gives the username to exactly one of two simultaneous sign-ups differing only in case', async () => {
    const body = (username: string) => ({ username, displayName: 'Twin', password: 'secret-password', betaCode: TEST_BETA_CODE });
    const printed: unknown[][] = [];
    const spies = (['log', 'error', 'warn'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void printed.push(args)),
    );
    try {
      const answers = await Promise.all([
        request(t.server).post('/api/auth/register').send(body('Twin-Sam')),
        request(t.server).post('/api/auth/register').send(body('twin-sam')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe('Username is already taken');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    // The loser's insert is not logged as a failed query carrying its password hash.
    expect(printed.map((args) => args.map(String).join(' ')).filter((line) => line.includes('$argon2'))).toEqual([]);
  });
});

describe('sessions across restarts', () => {
  it('keeps sessions valid after a restart (the generated secret lives in the database)', async () => {
    const first = await startTestApp();
    let second: TestApp | undefined;
    try {
      const sam = await registerUser(first);
      await first.app.close();
      second = await startTestApp({ shareWith: first });
      expect((await me(second, sam.cookie).expect(200)).body.userId).toBe(sam.user.userId);
    } finally {
      await second?.app.close();
      await first.database.drop();
    }
  });

  it('never loses activity waiting to be written when the server shuts down', async () => {
    const first = await startTestApp();
    let second: TestApp | undefined;
    try {
      const sam = await registerUser(first);
      const clock = first.app.get(Clock);
      await me(first, sam.cookie).expect(200);
      clock.advance(2 * MINUTE);
      const recorded = clock.now().getTime();
      await me(first, sam.cookie).expect(200); // a use to record, waiting
      await first.app.close();
      second = await startTestApp({ shareWith: first });
      const [row] = (await sessionsOf(second, sam.user.userId)).filter((r) => !r.endedAt);
      expect(new Date(row.lastSeenAt).getTime()).toBeGreaterThanOrEqual(recorded);
      const [user] = await second.app.get(DataSource).query(`SELECT "lastActive" FROM users WHERE "userId" = $1`, [sam.user.userId]);
      expect(new Date(user.lastActive).getTime()).toBe(new Date(row.lastSeenAt).getTime());
    } finally {
      await second?.app.close();
      await first.database.drop();
    }
  });

  it('uses SESSION_SECRET when it is set, and stores no generated one', async () => {
    const secret = 'a-configured-session-secret-of-40-chars!';
    const t = await startTestApp({ env: { SESSION_SECRET: secret } });
    try {
      const sam = await registerUser(t);
      const rows = await sessionsOf(t, sam.user.userId);
      expect(rows.map((r) => r.tokenHash)).toContain(hmac(secret, tokenOf(sam.cookie)));
      expect(await t.app.get(DataSource).query(`SELECT key FROM app_settings WHERE key = 'sessionSecret'`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

// N instances on one database and one Redis: what one does, the others see at once.
(process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip)('two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const redisOf = recordRedisConnections();
  beforeAll(async () => {
    a = await startTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    b = await startTestApp({ shareWith: a, env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('trusts a session whose end was lost on the way only until the subscriber reconnects, which forgets every cached session', async () => {
    const sam = await registerUser(a);
    await me(b, sam.cookie).expect(200); // b has it cached now
    const sessions = b.app.get(SessionsService);
    const subscriber = redisOf(b, 'sessions-subscriber');
    await subscriber.unsubscribe(sessions.channel);
    await request(a.server).post('/api/auth/logout').set('Cookie', sam.cookie).expect(200);
    await subscriber.subscribe(sessions.channel);
    // The message was lost: b still holds the session (for at most its 60 s in memory).
    await me(b, sam.cookie).expect(200);
    // A dropped connection reconnects: messages may have been lost meanwhile, so b forgets everything.
    subscriber.disconnect(true);
    expect(await statusWithin(() => me(b, sam.cookie), 401, 5000)).toBe(401);
  });

  it('trusts no cached session while it cannot hear the others, and a sign-out there does not wait for Redis', async () => {
    const sam = await registerUser(a);
    const kim = await registerUser(a);
    await me(b, sam.cookie).expect(200); // b has it cached now
    // b's connection to Redis drops (Redis restarting, say): a's revocations cannot reach it.
    const sessions = b.app.get(SessionsService);
    const subscriber = redisOf(b, 'sessions-subscriber');
    const publisher = redisOf(b, 'sessions-publisher');
    subscriber.disconnect();
    try {
      await request(a.server).post('/api/auth/logout').set('Cookie', sam.cookie).expect(200);
      await me(b, sam.cookie).expect(401);
      // A sign-out on b itself answers at once too: its publisher's Redis is not waited for.
      publisher.disconnect();
      await me(b, kim.cookie).expect(200);
      await request(b.server).post('/api/auth/logout').set('Cookie', kim.cookie).expect(200);
      await me(a, kim.cookie).expect(401);
    } finally {
      await publisher.connect().catch(() => undefined);
      await subscriber.connect();
      await subscriber.subscribe(sessions.channel);
    }
  });

  it("signs a browser out on every instance as soon as one ends its session (well within the cache's 60 s)", async () => {
    const sam = await registerUser(a);
    await me(b, sam.cookie).expect(200); // b has it cached now
    await request(a.server).post('/api/auth/logout').set('Cookie', sam.cookie).expect(200);
    expect(await statusWithin(() => me(b, sam.cookie), 401, 1000)).toBe(401);
  });

  it('counts sign-in attempts once for all instances', async () => {
    const attempt = (t: TestApp) => request(t.server).post('/api/auth/login').send({ username: 'shared-target', password: 'guess' });
    await attempt(a).expect(401);
    await attempt(b).expect(401);
    await attempt(a).expect(401);
    const res = await attempt(b).expect(429);
    expect(res.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
