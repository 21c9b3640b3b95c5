import request from 'supertest';
import { DataSource } from 'typeorm';
import { AnalyticsService } from '../src/admin/analytics.service.js';
import { Clock } from '../src/common/clock.js';
import { type Actor, joinAsGuest, registerUser, signIn, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('admin API', () => {
  let t: TestApp;
  let admin: Actor;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  describe('user list', () => {
    let users: Actor[];
    beforeAll(async () => {
      users = [];
      for (const [name, tier] of [
        ['alpha', 1],
        ['bravo', 2],
        ['charlie', 3],
        ['delta', 2],
      ] as const) {
        users.push(await registerUser(t, { username: `list-${name}`, displayName: `${name[0].toUpperCase()}${name.slice(1)} Person`, tier }));
      }
      await db.query(`UPDATE users SET "createdAt" = '2026-01-15T12:00:00Z', "lastActive" = '2026-01-20T12:00:00Z' WHERE username = 'list-alpha'`);
      const room = (await users[2].agent.post('/api/rooms').send({ name: 'Charlie room' }).expect(201)).body;
      await users[3].agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
      await joinAsGuest(t, room.code, 'Not an account');
    });
    const list = (query: string) =>
      admin.agent
        .get(`/api/admin/users?${query}`)
        .expect(200)
        .then((r) => r.body);
    const names = (body: { data: { username: string }[] }) => body.data.map((u) => u.username).filter((n) => n.startsWith('list-'));

    it('pages accounts newest first by default, 25 a page, without guests or hashes', async () => {
      const body = await list('');
      expect(body.pagination).toEqual({ total: expect.any(Number), page: 1, pageSize: 25, totalPages: 1 });
      expect(names(body)).toEqual(['list-delta', 'list-charlie', 'list-bravo', 'list-alpha']);
      expect(body.data.some((u: { username: string }) => u.username.startsWith('guest-'))).toBe(false);
      expect(Object.keys(body.data[0]).sort()).toEqual([
        'createdAt',
        'displayName',
        'lastActive',
        'role',
        'roomId',
        'roomName',
        'subscriptionTier',
        'userId',
        'username',
        'version',
      ]);
      expect(JSON.stringify(body)).not.toContain('$argon2');
    });

    it('filters by search, tier, role, room and dates, and sorts by whitelisted columns', async () => {
      expect(names(await list('search=BRAV'))).toEqual(['list-bravo']);
      expect(names(await list('search=charlie%20person'))).toEqual(['list-charlie']);
      expect(names(await list('tier=2&sortBy=username&sortOrder=asc'))).toEqual(['list-bravo', 'list-delta']);
      expect((await list('role=admin')).data.map((u: { role: string }) => u.role)).toEqual(['admin']);
      const inRoom = await list('hasRoom=true');
      expect(names(inRoom)).toEqual(['list-delta']);
      expect(inRoom.data.find((u: { username: string }) => u.username === 'list-delta').roomName).toBe('Charlie room');
      expect(names(await list('registrationDateTo=2026-01-31'))).toEqual(['list-alpha']);
      expect(names(await list('registrationDateFrom=2026-02-01&sortBy=createdAt&sortOrder=asc'))).toEqual(['list-bravo', 'list-charlie', 'list-delta']);
      expect(names(await list('lastActiveFrom=2026-01-19&lastActiveTo=2026-01-21'))).toEqual(['list-alpha']);
      expect(names(await list('sortBy=displayName&sortOrder=desc')).slice(0, 4)).toEqual(['list-delta', 'list-charlie', 'list-bravo', 'list-alpha']);
    });

    it('refuses page sizes and sort columns outside the lists, and answers an empty page past the end', async () => {
      expect((await admin.agent.get('/api/admin/users?pageSize=30').expect(400)).body.message).toBe('pageSize must be one of 25, 50, 100 or 500.');
      expect((await admin.agent.get('/api/admin/users?sortBy=password').expect(400)).body.message).toMatch(/^sortBy must be one of /);
      expect((await admin.agent.get('/api/admin/users?sortOrder=sideways').expect(400)).body.message).toBe("sortOrder must be 'asc' or 'desc'.");
      expect((await admin.agent.get('/api/admin/users?registrationDateFrom=yesterday').expect(400)).body.message).toMatch(
        /registrationDateFrom must be a date/,
      );
      for (const size of [25, 50, 100, 500]) expect((await list(`pageSize=${size}`)).pagination.pageSize).toBe(size);
      const past = await list('page=99');
      expect(past.data).toEqual([]);
      expect(past.pagination.page).toBe(99);
    });
  });

  describe('room list', () => {
    it('lists rooms with owner, counts and state; filters and sorts in SQL', async () => {
      const owner = await registerUser(t, { username: 'roomlist-owner', tier: 3 });
      const big = (await owner.agent.post('/api/rooms').send({ name: 'Big Karaoke Night' }).expect(201)).body;
      const small = (await owner.agent.post('/api/rooms').send({ name: 'Small one' }).expect(201)).body;
      for (let i = 0; i < 3; i++) await joinAsGuest(t, big.code);
      await owner.agent.post(`/api/rooms/${big.roomId}/queue`).send({ videoId: 'iiiiiiiiiii', title: 'x' }).expect(201);
      await owner.agent.post(`/api/rooms/${small.roomId}/toggle-lock`).expect(200);

      const all = (await admin.agent.get('/api/admin/rooms?ownerUsername=roomlist').expect(200)).body;
      expect(all.pagination).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(all.data[0]).toEqual({
        roomId: small.roomId,
        code: small.code,
        name: 'Small one',
        ownerId: owner.user.userId,
        ownerUsername: 'roomlist-owner',
        userCount: 1,
        queueCount: 0,
        isActive: true,
        isLocked: true,
        createdAt: expect.any(String),
        lastActivity: expect.any(String),
      });
      const byUsers = (await admin.agent.get('/api/admin/rooms?ownerUsername=roomlist&sortBy=userCount&sortOrder=desc').expect(200)).body.data;
      expect(byUsers.map((r: { userCount: number; queueCount: number }) => [r.userCount, r.queueCount])).toEqual([
        [4, 1],
        [1, 0],
      ]);
      expect((await admin.agent.get('/api/admin/rooms?ownerUsername=roomlist&minUsers=2').expect(200)).body.data.map((r: { name: string }) => r.name)).toEqual([
        'Big Karaoke Night',
      ]);
      expect((await admin.agent.get('/api/admin/rooms?ownerUsername=roomlist&maxUsers=1').expect(200)).body.data.map((r: { name: string }) => r.name)).toEqual([
        'Small one',
      ]);
      expect((await admin.agent.get('/api/admin/rooms?search=karaoke').expect(200)).body.data.map((r: { name: string }) => r.name)).toEqual([
        'Big Karaoke Night',
      ]);
      expect((await admin.agent.get(`/api/admin/rooms?search=${small.code.toLowerCase()}`).expect(200)).body.data.map((r: { name: string }) => r.name)).toEqual(
        ['Small one'],
      );

      await admin.agent.delete(`/api/admin/rooms/${small.roomId}`).expect(200, { roomId: small.roomId, deleted: true });
      expect((await admin.agent.get('/api/admin/rooms?ownerUsername=roomlist&isActive=true').expect(200)).body.pagination.total).toBe(1);
      await db.query(`UPDATE rooms SET "endedAt" = now(), "endReason" = 'expired' WHERE "roomId" = $1`, [big.roomId]);
      expect(
        (await admin.agent.get('/api/admin/rooms?ownerUsername=roomlist&isActive=false').expect(200)).body.data.map((r: { isActive: boolean }) => r.isActive),
      ).toEqual([false]);
      expect((await admin.agent.get('/api/admin/rooms?creationDateTo=2000-01-01').expect(200)).body.data).toEqual([]);
      expect((await admin.agent.get('/api/admin/rooms?pageSize=7').expect(400)).body.message).toBe('pageSize must be one of 25, 50, 100 or 500.');
    });
  });

  describe('account actions', () => {
    const audit = async (action: string) =>
      (await db.query(`SELECT "adminUsername", "targetId" FROM admin_audit_log WHERE action = $1 ORDER BY "auditId" DESC LIMIT 1`, [action]))[0];

    it('edits name, role and tier with validation, and audits it', async () => {
      const sam = await registerUser(t);
      const res = await admin.agent.patch(`/api/admin/users/${sam.user.userId}`).send({ displayName: 'Samantha', subscriptionTier: 3 }).expect(200);
      expect(res.body).toMatchObject({ userId: sam.user.userId, displayName: 'Samantha', subscriptionTier: 3, role: 'user' });
      expect((await sam.agent.get('/api/auth/me').expect(200)).body).toMatchObject({ displayName: 'Samantha', subscriptionTier: 3 });
      expect((await admin.agent.patch(`/api/admin/users/${sam.user.userId}`).send({ role: 'moderator' }).expect(400)).body.message).toBe(
        "role must be 'user' or 'admin'.",
      );
      expect((await admin.agent.patch(`/api/admin/users/${sam.user.userId}`).send({ subscriptionTier: 4 }).expect(400)).body.message).toBe(
        'subscriptionTier must be 1, 2, 3 or 999.',
      );
      expect((await admin.agent.patch(`/api/admin/users/${sam.user.userId}`).send({ username: 'x' }).expect(400)).body.message).toBe(
        'Unknown field "username".',
      );
      await admin.agent.patch('/api/admin/users/999999').send({ displayName: 'x' }).expect(404);
      expect(await audit('update-user')).toEqual({ adminUsername: 'admin', targetId: String(sam.user.userId) });
    });

    it('resets a password: the temporary one works once shown, the old one and every session stop', async () => {
      const sam = await registerUser(t, { password: 'original-pw' });
      const { temporaryPassword } = (await admin.agent.post(`/api/admin/users/${sam.user.userId}/reset-password`).expect(200)).body;
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{12,}$/);
      await sam.agent.get('/api/auth/me').expect(401);
      await expect(signIn(t, sam.user.username, 'original-pw')).rejects.toThrow(/401/);
      await signIn(t, sam.user.username, temporaryPassword);
      expect(await audit('reset-password')).toMatchObject({ targetId: String(sam.user.userId) });
    });

    it('kicks someone out of their room and signs them out; promotes and demotes', async () => {
      const host = await registerUser(t);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Kick' }).expect(201)).body;
      const member = await registerUser(t);
      await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
      await admin.agent.post(`/api/admin/users/${member.user.userId}/kick`).expect(200, { userId: member.user.userId, done: true });
      await member.agent.get('/api/auth/me').expect(401);
      expect((await host.agent.get(`/api/rooms/${room.roomId}/users`).expect(200)).body.map((p: { userId: number }) => p.userId)).toEqual([host.user.userId]);

      const promoted = (await admin.agent.post(`/api/admin/users/${host.user.userId}/promote`).expect(200)).body;
      expect(promoted).toMatchObject({ role: 'admin', subscriptionTier: 999 });
      await host.agent.get('/api/admin/users').expect(200);
      const demoted = (await admin.agent.post(`/api/admin/users/${host.user.userId}/demote`).expect(200)).body;
      expect(demoted).toMatchObject({ role: 'user', subscriptionTier: 1, selfDemoted: false });
      await host.agent.get('/api/admin/users').expect(403);
    });

    it('lets an admin demote themself (flagged) but never the last admin, and never delete themself', async () => {
      expect((await admin.agent.post(`/api/admin/users/${admin.user.userId}/demote`).expect(409)).body.message).toBe(
        'You are the last admin: promote someone else first.',
      );
      expect((await admin.agent.delete(`/api/admin/users/${admin.user.userId}`).expect(403)).body.message).toBe('You cannot delete your own account.');
      const second = await registerUser(t);
      await admin.agent.post(`/api/admin/users/${second.user.userId}/promote`).expect(200);
      const other = await signIn(t, second.user.username, 'secret-password');
      const self = (await other.agent.post(`/api/admin/users/${second.user.userId}/demote`).expect(200)).body;
      expect(self.selfDemoted).toBe(true);
    });

    it('deletes an account with its rooms, queued songs, favorites and sessions', async () => {
      const doomed = await registerUser(t, { tier: 2 });
      const room = (await doomed.agent.post('/api/rooms').send({ name: 'Doomed' }).expect(201)).body;
      const guest = await joinAsGuest(t, room.code);
      await doomed.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'jjjjjjjjjjj', title: 'x' }).expect(201);
      await doomed.agent.post('/api/favorites').send({ videoId: 'jjjjjjjjjjj', title: 'x' }).expect(201);
      await admin.agent.delete(`/api/admin/users/${doomed.user.userId}`).expect(200, { userId: doomed.user.userId, done: true });
      for (const table of ['rooms', 'favorites', 'sessions']) {
        const column = table === 'rooms' ? 'ownerId' : 'userId';
        expect((await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE "${column}" = $1`, [doomed.user.userId]))[0].n).toBe(0);
      }
      expect((await db.query(`SELECT count(*)::int AS n FROM queue_items WHERE "roomId" = $1`, [room.roomId]))[0].n).toBe(0);
      await doomed.agent.get('/api/auth/me').expect(401);
      await guest.agent.get('/api/auth/me').expect(401);
      await admin.agent.delete(`/api/admin/users/${doomed.user.userId}`).expect(404);
    });

    it("takes a deleted member and their songs out of another's room, and tells the room", async () => {
      const host = await registerUser(t, { tier: 2 });
      const room = (await host.agent.post('/api/rooms').send({ name: 'Survivor' }).expect(201)).body;
      const guest = await joinAsGuest(t, room.code);
      const member = await registerUser(t);
      await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
      await member.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'mmmmmmmmmmm', title: 'Theirs' }).expect(201);
      await host.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'hhhhhhhhhhh', title: 'Host' }).expect(201);
      const before = (await guest.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.version;
      await admin.agent.delete(`/api/admin/users/${member.user.userId}`).expect(200);
      // The rows went by cascade; the room moved on, so memory and the answers the phones read follow.
      expect((await guest.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.version).toBeGreaterThan(before);
      const users = (await guest.agent.get(`/api/rooms/${room.roomId}/users`).expect(200)).body;
      expect(JSON.stringify(users)).not.toContain(member.user.username);
      const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body;
      expect(queue.items.map((item: { videoId: string }) => item.videoId)).toEqual(['hhhhhhhhhhh']);
    });

    it('refuses everyone but admins', async () => {
      const sam = await registerUser(t);
      expect((await sam.agent.get('/api/admin/users').expect(403)).body.message).toBe('You need admin privileges to access this page.');
      await request(t.server).get('/api/admin/analytics').expect(401);
    });
  });
});

describe('admin analytics on a seeded dataset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('computes every figure from the data', async () => {
    const db = t.app.get(DataSource);
    const clock = t.app.get(Clock);
    const a = await registerUser(t, { tier: 2 });
    const b = await registerUser(t, { tier: 3 });
    await registerUser(t); // tier 1
    const room = (await a.agent.post('/api/rooms').send({ name: 'Stats' }).expect(201)).body;
    await joinAsGuest(t, room.code); // guests count as active people, not as accounts
    await a.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'kkkkkkkkkkk', title: 'x' }).expect(201);
    await a.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200);
    await b.agent.post('/api/favorites').send({ videoId: 'kkkkkkkkkkk', title: 'x' }).expect(201);
    await db.query(`UPDATE users SET "lastActive" = now() - interval '1 hour' WHERE "userId" = $1`, [b.user.userId]);
    await db.query(`UPDATE users SET "createdAt" = now() - interval '3 days' WHERE "userId" = $1`, [b.user.userId]);
    // Two finished sessions of 10 and 20 minutes; every other session is seconds old.
    await db.query(`DELETE FROM sessions`);
    await db.query(
      `INSERT INTO sessions ("tokenHash", "userId", "createdAt", "lastSeenAt", "expiresAt", "endedAt") VALUES
        (repeat('1', 64), $1, now() - interval '2 hours', now() - interval '110 minutes', now() + interval '1 day', now() - interval '110 minutes'),
        (repeat('2', 64), $2, now() - interval '2 hours', now() - interval '100 minutes', now() + interval '1 day', now() - interval '100 minutes')`,
      [a.user.userId, b.user.userId],
    );
    await db.query(`INSERT INTO usage_samples ("sampledAt", "concurrentUsers") VALUES (now() - interval '3 hours', 42), (now() - interval '30 hours', 99)`);
    await t.app.get(AnalyticsService).sampleUsage();
    const admin = await signInAdmin(t); // a third session, seconds long

    const body = (await admin.agent.get('/api/admin/analytics').expect(200)).body;
    expect(body.metrics).toEqual({
      totalUsers: 4,
      activeUsers: 4,
      totalRooms: 1,
      activeRooms: 1,
      peakConcurrentUsers: 42,
      averageSessionDuration: expect.any(Number),
    });
    // (10 min + 20 min + a few seconds) / 3
    expect(body.metrics.averageSessionDuration).toBeGreaterThanOrEqual(600);
    expect(body.metrics.averageSessionDuration).toBeLessThan(610);
    expect(body.health).toMatchObject({ errorRate: 0, databaseHealth: 'healthy' });
    expect(body.health.responseTime).toBeGreaterThan(0);
    expect(body.growth.userGrowth).toHaveLength(30);
    const today = clock.now().toISOString().slice(0, 10);
    expect(body.growth.userGrowth[29]).toEqual({ date: today, count: 3 });
    expect(body.growth.userGrowth[26].count).toBe(1);
    expect(body.growth.roomGrowth[29]).toEqual({ date: today, count: 1 });
    expect(body.usage.peakHours.length).toBeGreaterThan(0);
    expect(body.usage.peakHours.length).toBeLessThanOrEqual(8);
    expect(Object.fromEntries(body.usage.popularFeatures.map((f: { feature: string; usage: number }) => [f.feature, f.usage]))).toEqual({
      'room-created': 1,
      'guest-join': 1,
      'song-added': 1,
      skip: 1,
      'favorite-added': 1,
      search: 0,
    });
    expect(body.usage.tierDistribution).toEqual([
      { tier: 1, count: 1, percentage: 25 },
      { tier: 2, count: 1, percentage: 25 },
      { tier: 3, count: 1, percentage: 25 },
      { tier: 999, count: 1, percentage: 25 },
    ]);
  });
});
