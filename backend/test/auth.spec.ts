import { jest } from '@jest/globals';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountsBootstrap } from '../src/auth/accounts-bootstrap.service.js';
import { SESSION_ISSUER, type SessionIssuer } from '../src/common/auth/session-issuer.js';
import { watchForHashLeaks } from './support/hash-scan.js';
import { type Actor, joinAsGuest, registerUser, signIn, signInAdmin, TEST_BETA_CODE } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { CODE_SHAPE } from '../src/common/errors/domain-error.js';

// Every suite is scanned for leaked hashes (test/support/no-hash-leaks.ts); this one also checks
// that the scan really sees the answers.
const watcher = watchForHashLeaks();
afterAll(() => {
  watcher.stop();
  expect(watcher.answers()).toBeGreaterThan(50);
  expect(watcher.leaks).toEqual([]);
});

const register = (t: TestApp, body: Record<string, unknown>) => request(t.server).post('/api/auth/register').send(body);
const valid = (username: string) => ({ username, displayName: 'Sam', password: 'secret-1', betaCode: TEST_BETA_CODE });

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('sign-up', () => {
    it('creates a tier-1 user and answers it without any password', async () => {
      const res = await register(t, valid('newbie')).expect(201);
      expect(res.body).toMatchObject({ username: 'newbie', displayName: 'Sam', subscriptionTier: 1, role: 'user', isGuest: false, roomId: null });
      expect(typeof res.body.userId).toBe('number');
      expect(res.body).not.toHaveProperty('password');
      const [row] = await t.app.get(DataSource).query(`SELECT password FROM users WHERE "userId" = $1`, [res.body.userId]);
      expect(row.password).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ ...valid('Newbie') }, 409, 'Username is already taken'],
      [{ ...valid('fresh1'), betaCode: 'WRONG' }, 400, 'Invalid beta access code'],
      [{ ...valid('fresh2'), password: '12345' }, 400, 'Password must be at least 6 characters'],
      [{ ...valid('ab') }, 400, 'Username must be at least 3 characters'],
      [{ ...valid('fresh3'), displayName: '   ' }, 400, 'Display name is required'],
      [{ ...valid('fresh4'), displayName: 'x'.repeat(51) }, 400, 'Display name is too long'],
      [{ ...valid('fresh5'), betaCode: '' }, 400, 'Beta access code is required'],
      [{ username: 'fresh6', displayName: 'A', password: 'secret-1' }, 400, 'Beta access code is required'],
    ])('refuses %j with %i and a sentence', async (body, status, message) => {
      if (message === 'Username is already taken') await register(t, valid('newbie2')).expect(201);
      const res = await register(t, message === 'Username is already taken' ? { ...body, username: 'NEWBIE2' } : body).expect(status);
      expect(res.body).toEqual({ statusCode: status, message, error: expect.any(String), code: expect.stringMatching(CODE_SHAPE), params: {} });
    });
  });

  describe('sign-in', () => {
    it('sets an httpOnly, SameSite=Lax session cookie (not Secure over plain HTTP)', async () => {
      await register(t, valid('cookie-monster')).expect(201);
      const res = await request(t.server).post('/api/auth/login').send({ username: 'Cookie-Monster', password: 'secret-1' }).expect(200);
      expect(res.body).toMatchObject({ username: 'cookie-monster', role: 'user', isGuest: false });
      const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('kp_session='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/i);
    });

    it('answers the same 401 sentence for an unknown user and a wrong password, and 400s for missing fields', async () => {
      await register(t, valid('careful')).expect(201);
      for (const body of [
        { username: 'careful', password: 'wrong-one' },
        { username: 'nobody-here', password: 'secret-1' },
      ]) {
        const res = await request(t.server).post('/api/auth/login').send(body).expect(401);
        expect(res.body.message).toBe('Invalid username or password');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect((await request(t.server).post('/api/auth/login').send({ password: 'x' }).expect(400)).body.message).toBe('Username is required');
      expect((await request(t.server).post('/api/auth/login').send({ username: 'careful' }).expect(400)).body.message).toBe('Password is required');
    });

    it('check and me answer 401 signed out and the user with role signed in; logout ends the session', async () => {
      await request(t.server).get('/api/auth/check').expect(401);
      expect((await request(t.server).get('/api/auth/me').expect(401)).body.message).toBe('You need to be logged in to access this page.');
      const sam = await registerUser(t, { displayName: 'Sam' });
      expect((await sam.agent.get('/api/auth/check').expect(200)).body).toMatchObject({ authenticated: true, user: { userId: sam.user.userId } });
      expect((await sam.agent.get('/api/auth/me').expect(200)).body).toMatchObject({ userId: sam.user.userId, role: 'user', displayName: 'Sam' });
      const out = await sam.agent.post('/api/auth/logout').expect(200);
      expect(out.body).toEqual({ loggedOut: true });
      await sam.agent.get('/api/auth/check').expect(401);
      // The old cookie stays dead even if replayed.
      await request(t.server).get('/api/auth/me').set('Cookie', sam.cookie).expect(401);
      await request(t.server).post('/api/auth/logout').expect(200);
    });

    it('refuses a forged or tampered cookie', async () => {
      const sam = await registerUser(t);
      const tampered = sam.cookie.slice(0, -2) + (sam.cookie.endsWith('AA') ? 'BB' : 'AA');
      await request(t.server).get('/api/auth/me').set('Cookie', tampered).expect(401);
      await request(t.server).get('/api/auth/me').set('Cookie', 'kp_session=not-a-real-session-token-at-all').expect(401);
    });
  });

  describe('profile and presence', () => {
    it('updates your own display name and password; not someone else’s (admins may)', async () => {
      const sam = await registerUser(t, { password: 'old-password' });
      const amy = await registerUser(t);
      const res = await sam.agent
        .put(`/api/users/${sam.user.userId}`)
        .send({ displayName: 'Sam the Singer', password: 'new-password', currentPassword: 'old-password' })
        .expect(200);
      expect(res.body).toMatchObject({ userId: sam.user.userId, displayName: 'Sam the Singer' });
      await expect(signIn(t, sam.user.username, 'old-password')).rejects.toThrow(/401/);
      await signIn(t, sam.user.username, 'new-password');

      expect((await amy.agent.put(`/api/users/${sam.user.userId}`).send({ displayName: 'Hacked' }).expect(403)).body.message).toBe(
        'You can only change your own account.',
      );
      expect(
        (
          await sam.agent
            .put(`/api/users/${sam.user.userId}`)
            .send({ displayName: 'x'.repeat(51) })
            .expect(400)
        ).body.message,
      ).toBe('Display name is too long');
      expect((await sam.agent.put(`/api/users/${sam.user.userId}`).send({ displayName: '' }).expect(400)).body.message).toBe('Display name is required');
      expect((await sam.agent.put(`/api/users/${sam.user.userId}`).send({ displayName: 'Ok', password: '123' }).expect(400)).body.message).toBe(
        'Password must be at least 6 characters',
      );
      const admin = await signInAdmin(t);
      await admin.agent.put(`/api/users/${sam.user.userId}`).send({ displayName: 'Renamed by admin' }).expect(200);
    });

    it('records heartbeats for yourself only', async () => {
      const sam = await registerUser(t);
      const amy = await registerUser(t);
      const res = await sam.agent.patch(`/api/users/${sam.user.userId}/heartbeat`).expect(200);
      expect(new Date(res.body.lastActive).getTime()).toBeGreaterThan(Date.now() - 5000);
      await amy.agent.patch(`/api/users/${sam.user.userId}/heartbeat`).expect(403);
      await request(t.server).patch(`/api/users/${sam.user.userId}/heartbeat`).expect(401);
    });

    it("lists a user's rooms with counts for them and admins only", async () => {
      const host = await registerUser(t);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Mine' }).expect(201)).body;
      await joinAsGuest(t, room.code);
      const rooms = (await host.agent.get(`/api/users/${host.user.userId}/rooms`).expect(200)).body;
      expect(rooms).toEqual([expect.objectContaining({ roomId: room.roomId, userCount: 2, queueCount: 0, isActive: true })]);
      const other = await registerUser(t);
      await other.agent.get(`/api/users/${host.user.userId}/rooms`).expect(403);
      await (await signInAdmin(t)).agent.get(`/api/users/${host.user.userId}/rooms`).expect(200);
    });
  });

  describe('guests', () => {
    let host: Actor;
    let room: { roomId: string; code: string; name: string };
    beforeAll(async () => {
      host = await registerUser(t, { tier: 3 });
      room = (await host.agent.post('/api/rooms').send({ name: 'Guest party' }).expect(201)).body;
    });

    it('joins with a trimmed, upper-cased code and a name, as a guest with its own session', async () => {
      const agent = request.agent(t.server);
      const res = await agent
        .post('/api/guest/join')
        .send({ roomCode: `  ${room.code.toLowerCase()} `, displayName: '  Maya ' })
        .expect(200);
      expect(res.body).toEqual({
        user: expect.objectContaining({ displayName: 'Maya', isGuest: true, roomId: room.roomId }),
        room: { roomId: room.roomId, name: 'Guest party', code: room.code },
      });
      expect((await agent.get('/api/auth/me').expect(200)).body).toMatchObject({ userId: res.body.user.userId, isGuest: true });
    });

    it('keeps no guest without a session: when the session cannot be issued, the join leaves nothing behind', async () => {
      const issuer = t.app.get<SessionIssuer>(SESSION_ISSUER);
      const failing = jest.spyOn(issuer, 'issue').mockRejectedValueOnce(new Error('The sessions table is unreachable'));
      const db = t.app.get(DataSource);
      const versionOf = async () => Number((await db.query(`SELECT "version" FROM rooms WHERE "roomId" = $1`, [room.roomId]))[0].version);
      const before = await versionOf();
      try {
        const res = await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: 'Nobody Yet' });
        expect(res.status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect(await db.query(`SELECT "userId" FROM users WHERE "displayName" = 'Nobody Yet'`)).toEqual([]);
      expect(await db.query(`SELECT "userId" FROM guest_users WHERE "displayName" = 'Nobody Yet'`)).toEqual([]);
      expect(await versionOf()).toBe(before);
      // The same name joins once the sessions are back.
      await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: 'Nobody Yet' }).expect(200);
    });

    it('lets a signed-in user who uses the code form join as themselves, still signed in', async () => {
      const sam = await registerUser(t, { displayName: 'Sam' });
      const res = await sam.agent.post('/api/guest/join').send({ roomCode: room.code, displayName: 'Whatever' }).expect(200);
      expect(res.body.user).toMatchObject({ userId: sam.user.userId, isGuest: false, roomId: room.roomId });
      expect((await sam.agent.get('/api/auth/me').expect(200)).body).toMatchObject({ userId: sam.user.userId, isGuest: false });
    });

    it('refuses unknown codes, blank fields, locked rooms', async () => {
      expect((await request(t.server).post('/api/guest/join').send({ roomCode: 'ZZZZZZ', displayName: 'A' }).expect(404)).body.message).toBe('Room not found');
      expect((await request(t.server).post('/api/guest/join').send({ roomCode: ' ', displayName: 'A' }).expect(400)).body.message).toBe(
        'Please enter both room code and your name',
      );
      expect((await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: '' }).expect(400)).body.message).toBe(
        'Please enter both room code and your name',
      );
      await host.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(200);
      expect((await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: 'Late' }).expect(403)).body.message).toBe(
        'This room is locked — ask the host to unlock it.',
      );
      await host.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(200);
    });

    it('cannot act as another guest: identity comes from the session, never from ids sent', async () => {
      // (Another Maya joined this room above; names are unique in a room.)
      const maya = await joinAsGuest(t, room.code, 'Maya K');
      const leo = await joinAsGuest(t, room.code, 'Leo');
      await maya.agent.patch(`/api/users/${leo.user.userId}/heartbeat`).expect(403);
      await maya.agent.put(`/api/users/${leo.user.userId}`).send({ displayName: 'Pwned' }).expect(403);
      const added = await maya.agent
        .post(`/api/rooms/${room.roomId}/queue`)
        .send({ videoId: 'eeeeeeeeeee', title: 'Mine', addedBy: 'Leo', addedById: leo.user.userId })
        .expect(201);
      expect(added.body).toMatchObject({ addedBy: 'Maya K', addedById: maya.user.userId });
      expect((await maya.agent.get(`/api/users/${leo.user.userId}/validate/${room.roomId}`).expect(403)).body.message).toBe(
        'You can only check your own membership.',
      );
      // A guest is not a registered user.
      await maya.agent.post('/api/rooms').send({ name: 'Guest room' }).expect(403);
    });

    it('validates membership: valid while in the room, invalid after a boot or when the room is gone', async () => {
      const nia = await joinAsGuest(t, room.code, 'Nia');
      expect((await nia.agent.get(`/api/users/${nia.user.userId}/validate/${room.roomId}`).expect(200)).body).toEqual({
        valid: true,
        code: 'IN_ROOM',
        params: {},
        message: 'You are in this room',
      });
      const member = await registerUser(t);
      await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
      await host.agent.post(`/api/rooms/${room.roomId}/boot/${member.user.userId}`).expect(200);
      expect((await member.agent.get(`/api/users/${member.user.userId}/validate/${room.roomId}`).expect(200)).body).toEqual({
        valid: false,
        code: 'REMOVED_BY_HOST',
        params: {},
        message: 'You have been removed from the room by the host.',
      });
      const other = (await member.agent.post('/api/rooms').send({ name: 'Short-lived' }).expect(201)).body;
      await member.agent.delete(`/api/rooms/${other.roomId}`).expect(200);
      expect((await member.agent.get(`/api/users/${member.user.userId}/validate/${other.roomId}`).expect(200)).body).toEqual({
        valid: false,
        code: 'ROOM_GONE',
        params: {},
        message: 'This room no longer exists',
      });
    });
  });

  describe('tiers', () => {
    it('serves the tier table and single tiers; unknown tiers are 404', async () => {
      const all = (await request(t.server).get('/api/tier-limits').expect(200)).body;
      expect(Object.keys(all).sort()).toEqual(['1', '2', '3', '999']);
      expect(all['1']).toEqual({ simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 10, roomTimeMinutes: 60, roomsPerDay: 2 });
      expect((await request(t.server).get('/api/tiers/2').expect(200)).body).toMatchObject({ displayName: 'Premium', limits: { maxQueueSize: 22 } });
      for (const tier of ['7', 'abc', '0']) expect((await request(t.server).get(`/api/tiers/${tier}`).expect(404)).body.message).toBe('Invalid tier');
    });
  });
});

describe('behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('marks the session cookie Secure when the request came over HTTPS', async () => {
    await register(t, valid('secure-sam')).expect(201);
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: 'secure-sam', password: 'secret-1' })
      .expect(200);
    expect(([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('kp_session='))).toMatch(/;\s*Secure/i);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_RATE_LIMIT: '3', GUEST_JOIN_RATE_LIMIT: '2', REGISTER_RATE_LIMIT: '2' } });
  });
  afterAll(() => t.close());

  it('stops the 4th sign-in attempt a minute for one username, with Retry-After, without blocking other usernames', async () => {
    for (let i = 0; i < 3; i++) await request(t.server).post('/api/auth/login').send({ username: 'target', password: 'guess' }).expect(401);
    const res = await request(t.server).post('/api/auth/login').send({ username: 'TARGET', password: 'guess' }).expect(429);
    expect(res.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.server).post('/api/auth/login').send({ username: 'someone-else', password: 'guess' }).expect(401);
  });

  it('limits sign-ups and guest joins per client', async () => {
    await register(t, valid('limit-1')).expect(201);
    await register(t, valid('limit-2')).expect(201);
    expect((await register(t, valid('limit-3')).expect(429)).body.message).toMatch(/^Too many sign-ups from your network\./);
    const join = () => request(t.server).post('/api/guest/join').send({ roomCode: 'ZZZZZZ', displayName: 'A' });
    await join().expect(404);
    await join().expect(404);
    expect((await join().expect(429)).headers['retry-after']).toBeDefined();
  });
});

describe('first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { ADMIN_PASSWORD: undefined, BETA_CODES: undefined, ADMIN_USERNAME: 'boss' } });
  });
  afterAll(() => t.close());

  it('creates an admin with a generated password and a beta code, and prints both', async () => {
    const lines = t.app.get(AccountsBootstrap).startupLines();
    const admin = /^Admin login: boss \/ (\S+)/.exec(lines[0]);
    const beta = /^Beta code: (PARTY-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(lines[1]);
    expect(admin).not.toBeNull();
    expect(beta).not.toBeNull();
    const boss = await signIn(t, 'boss', admin![1]);
    expect(boss.user).toMatchObject({ role: 'admin', subscriptionTier: 999 });
    await register(t, { username: 'early-bird', displayName: 'Early', password: 'secret-1', betaCode: beta![1].toLowerCase() }).expect(201);
    await register(t, { username: 'late-bird', displayName: 'Late', password: 'secret-1', betaCode: 'PARTY-NOPE-NOPE' }).expect(400);
    // The generated values live in the database, so every instance (and every restart) agrees.
    const stored = await t.app.get(DataSource).query(`SELECT key FROM app_settings ORDER BY key`);
    expect(stored.map((r: { key: string }) => r.key)).toEqual(['betaCode', 'sessionSecret', 'vapidKeys']);
  });

  (process.env.DATABASE_URL ? it : it.skip)('does not create a second admin or code when another instance starts', async () => {
    const second = await startTestApp({ shareWith: t, env: { ADMIN_PASSWORD: undefined, BETA_CODES: undefined, ADMIN_USERNAME: 'boss' } });
    try {
      const lines = second.app.get(AccountsBootstrap).startupLines();
      expect(lines).toEqual([t.app.get(AccountsBootstrap).startupLines()[1]]);
    } finally {
      await second.close();
    }
  });
});
