import { jest } from '@jest/globals';
import argon2 from 'argon2';
import request from 'supertest';
import { type Actor, registerUser, signIn, signInAdmin, TEST_ADMIN } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

// Attacks on accounts: profile changes repeated without limit, a password changed without the
// current one (and the other sessions left signed in), password spraying from one address, and a
// burst of sign-ins piling up on password hashing.

function expectRefusal(res: request.Response, status: number, sentence: RegExp): number {
  expect(res.status).toBe(status);
  expect(res.body.statusCode).toBe(status);
  expect(res.body.message).toMatch(sentence);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  return wait;
}

const me = (actor: Actor) => actor.agent.get('/api/auth/me');

describe('profile changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PROFILE_UPDATE_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('limits them per person across sessions: the 4th in an hour is refused with Retry-After and a sentence; others still change theirs', async () => {
    const sam = await registerUser(t, { password: 'secret-password' });
    const samOnPhone = await signIn(t, sam.user.username, 'secret-password');
    const rename = (actor: Actor, displayName: string) => actor.agent.put(`/api/users/${sam.user.userId}`).send({ displayName });
    await rename(sam, 'Sam 1').expect(200);
    await rename(samOnPhone, 'Sam 2').expect(200);
    await rename(sam, 'Sam 3').expect(200);
    const wait = expectRefusal(await rename(samOnPhone, 'Sam 4'), 429, /^Too many profile changes\. Try again in \d+ seconds?\.$/);
    expect(wait).toBeGreaterThan(3000);
    expect((await me(sam).expect(200)).body.displayName).toBe('Sam 3');
    const amy = await registerUser(t);
    await amy.agent.put(`/api/users/${amy.user.userId}`).send({ displayName: 'Amy' }).expect(200);
  });
});

describe('changing a password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('needs your current password, and ends every other session of the account while this one stays', async () => {
    const sam = await registerUser(t, { password: 'old-password' });
    const samOnPhone = await signIn(t, sam.user.username, 'old-password');
    const samOnTablet = await signIn(t, sam.user.username, 'old-password');
    const change = (body: object) => sam.agent.put(`/api/users/${sam.user.userId}`).send({ displayName: 'Sam', password: 'new-password', ...body });

    expect((await change({}).expect(400)).body.message).toBe('Enter your current password to set a new one.');
    expect((await change({ currentPassword: '' }).expect(400)).body.message).toBe('Enter your current password to set a new one.');
    expect((await change({ currentPassword: 'wrong-password' }).expect(403)).body.message).toBe('Your current password is not correct.');
    // Refused: nothing changed, nobody was signed out.
    await me(samOnPhone).expect(200);
    await expect(signIn(t, sam.user.username, 'new-password')).rejects.toThrow(/401/);

    await change({ currentPassword: 'old-password' }).expect(200);
    await me(sam).expect(200);
    await me(samOnPhone).expect(401);
    await me(samOnTablet).expect(401);
    await expect(signIn(t, sam.user.username, 'old-password')).rejects.toThrow(/401/);
    await signIn(t, sam.user.username, 'new-password');
    // A new display name alone needs no password and signs nobody out.
    const samAgain = await signIn(t, sam.user.username, 'new-password');
    await sam.agent.put(`/api/users/${sam.user.userId}`).send({ displayName: 'Sam the Singer' }).expect(200);
    await me(samAgain).expect(200);
  });

  it("lets an admin set someone else's password without theirs, which ends all of that person's sessions", async () => {
    const leo = await registerUser(t, { password: 'leo-password' });
    const admin = await signInAdmin(t);
    await admin.agent.put(`/api/users/${leo.user.userId}`).send({ displayName: 'Leo', password: 'set-by-admin' }).expect(200);
    await me(leo).expect(401);
    await signIn(t, leo.user.username, 'set-by-admin');
    // The admin's own password still needs the admin's current one.
    const own = await admin.agent.put(`/api/users/${admin.user.userId}`).send({ displayName: 'Admin', password: 'another-admin-password' });
    expect(own.status).toBe(400);
  });
});

describe('sign-in from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped per-address limit; the per-username limit stays out of the way.
    t = await startTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT: undefined, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('refuses an address spraying one password over 60 usernames before the 60th; another address still signs in', async () => {
    let refusedAt = 0;
    for (let i = 1; i <= 60 && !refusedAt; i++) {
      const res = await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.80')
        .send({ username: `victim${i}`, password: 'Summer2026!' });
      if (res.status === 429) {
        refusedAt = i;
        expectRefusal(res, 429, /^Too many sign-in attempts from your network\. Try again in \d+ seconds?\.$/);
      } else expect(res.status).toBe(401);
    }
    expect(refusedAt).toBe(31);
    // Wrong passwords from that address are refused now; the right one still signs in (a venue is
    // never locked out by a stranger's guesses), and another address is not affected.
    const wrong = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.80')
      .send({ ...TEST_ADMIN, password: 'Summer2026!' });
    expectRefusal(wrong, 429, /^Too many sign-in attempts from your network\./);
    await request(t.server).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.80').send(TEST_ADMIN).expect(200);
    await request(t.server).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.80').send(TEST_ADMIN).expect(200);
  });
});

describe('password checks under a burst of sign-ins', () => {
  let t: TestApp;
  let running = 0;
  let peak = 0;
  /** While set, every argon2 call waits for it: the burst's checks are all in progress at once. */
  let gate: Promise<void> | undefined;
  beforeAll(async () => {
    t = await startTestApp({ env: { PASSWORD_CHECKS_AT_ONCE: undefined, PASSWORD_CHECKS_QUEUED: undefined } });
    // Count the argon2 calls in progress at any moment (each hash or check the app starts).
    for (const name of ['verify', 'hash'] as const) {
      const real = argon2[name] as (...args: unknown[]) => Promise<unknown>;
      jest.spyOn(argon2, name).mockImplementation((async (...args: unknown[]) => {
        running++;
        peak = Math.max(peak, running);
        try {
          await gate;
          return await real(...args);
        } finally {
          running--;
        }
      }) as never);
    }
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('runs at most 2 at once, lets 8 wait, refuses the rest at once with 503 and Retry-After; an admin then signs in', async () => {
    const login = (i: number) =>
      request(t.server)
        .post('/api/auth/login')
        .send({ username: `burst${i}`, password: 'not-the-password' });
    await login(0).expect(401);
    peak = 0;
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const answered: request.Response[] = [];
    const burst = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(i + 1).then((res) => {
          answered.push(res);
          return res;
        }),
      ),
    );
    // Two checks hold the gate and eight wait for a turn: the other thirty are answered without one.
    await waitFor(async () => (answered.length >= 30 ? true : undefined));
    expect(answered.map((res) => res.status)).toEqual(Array(answered.length).fill(503));
    expect(running).toBe(2);
    gate = undefined;
    open();
    const statuses = (await burst).map((res) => res.status);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(answered[0].body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server is busy checking other passwords. Try again in 2 seconds.',
      code: 'PASSWORD_CHECKS_BUSY',
      params: {},
    });
    expect(answered[0].headers['retry-after']).toBe('2');
    expect(peak).toBe(2);
    await signInAdmin(t);
    expect(peak).toBe(2);
    expect(running).toBe(0);
  });
});

// N instances on one database and one Redis: a person or an address is counted once, whichever instance answers.
(process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip)('two instances counting in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { PROFILE_UPDATE_RATE_LIMIT: '3', LOGIN_ADDRESS_RATE_LIMIT: '3', TRUST_PROXY: 'true' };
    a = await startTestApp({ env });
    b = await startTestApp({ shareWith: a, env });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts profile changes per person and sign-in attempts per address once for all instances', async () => {
    const sam = await registerUser(a);
    const rename = (t: TestApp) => request(t.server).put(`/api/users/${sam.user.userId}`).set('Cookie', sam.cookie).send({ displayName: 'Sam' });
    await rename(a).expect(200);
    await rename(b).expect(200);
    await rename(a).expect(200);
    expectRefusal(await rename(b), 429, /^Too many profile changes\./);

    const login = (t: TestApp, username: string) =>
      request(t.server).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.90').send({ username, password: 'guess-123' });
    await login(a, 'ann').expect(401);
    await login(b, 'bob').expect(401);
    await login(a, 'cid').expect(401);
    expectRefusal(await login(b, 'dan'), 429, /^Too many sign-in attempts from your network\./);
  });
});
