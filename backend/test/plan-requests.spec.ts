import request from 'supertest';
import { DataSource } from 'typeorm';
import { connect, listen, nextEvent } from './support/sockets.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin, TEST_ADMIN } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface RoomPush {
  changes: string[];
  state?: { room?: { settings: { maxGuests: number }; maxQueueSize: number; ownerTier: number; expiresAt: string | null } };
}

/**
 * Plans that fit a party (docs/product.md): a host asks for a bigger plan from the Plans page, an
 * administrator approves it with one tap (or on the host's own screen), and the open room has its
 * new limits at once on every screen, by push.
 */
describe('plan requests', () => {
  let t: TestApp;
  let url: string;
  let admin: Actor;
  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  async function hostWithRoom(): Promise<{ host: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { displayName: 'Maya' });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Friday' }).expect(201)).body as { roomId: string; code: string };
    return { host, ...room };
  }

  it('gives Basic a queue that holds every guest’s two songs, and the room says so', async () => {
    const limits = (await admin.agent.get('/api/tier-limits').expect(200)).body;
    // (guests + host) × the room's default 2 songs a person.
    for (const tier of ['1', '2', '3']) expect(limits[tier].maxQueueSize).toBe((limits[tier].guestsPerRoom + 1) * 2);
    const { host, roomId } = await hostWithRoom();
    const room = (await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body;
    expect(room).toMatchObject({ maxQueueSize: 10, ownerTier: 1, settings: { maxGuests: 4 } });
  });

  it('lets a host ask, change and withdraw a request, and refuses what cannot be asked', async () => {
    const { host } = await hostWithRoom();
    expect((await host.agent.get('/api/plan-requests/mine').expect(200)).body).toEqual({ request: null });
    const asked = (await host.agent.post('/api/plan-requests').send({ tier: 2 }).expect(201)).body;
    expect(asked).toMatchObject({ userId: host.user.userId, username: host.user.username, fromTier: 1, tier: 2, status: 'pending', decidedBy: null });
    // Asking again changes the one waiting.
    const again = (await host.agent.post('/api/plan-requests').send({ tier: 3 }).expect(201)).body;
    expect(again).toMatchObject({ requestId: asked.requestId, tier: 3, status: 'pending' });
    expect((await host.agent.get('/api/plan-requests/mine').expect(200)).body.request).toMatchObject({ requestId: asked.requestId, tier: 3 });

    expect((await host.agent.post('/api/plan-requests').send({ tier: 999 }).expect(400)).body.message).toBe(
      'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.',
    );
    expect((await host.agent.post('/api/plan-requests').send({}).expect(400)).body.message).toBe(
      'tier must be 2 (Premium) or 3 (Pro): the plans an account can ask for.',
    );
    expect((await admin.agent.post('/api/plan-requests').send({ tier: 3 }).expect(409)).body.message).toBe(
      'Your account is already on this plan or a bigger one.',
    );
    const premium = await registerUser(t, { tier: 2 });
    await premium.agent.post('/api/plan-requests').send({ tier: 2 }).expect(409);
    await premium.agent.post('/api/plan-requests').send({ tier: 3 }).expect(201);

    expect((await host.agent.delete('/api/plan-requests/mine').expect(200)).body).toEqual({ requestId: asked.requestId, withdrawn: true });
    expect((await host.agent.delete('/api/plan-requests/mine').expect(404)).body.message).toBe('You have no plan request waiting.');
    const rows = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM plan_requests WHERE "userId" = $1`, [host.user.userId]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses guests, the signed out and everyone but admins in the back office', async () => {
    const { host, code } = await hostWithRoom();
    const guest = await joinAsGuest(t, code, 'Leo');
    await guest.agent.post('/api/plan-requests').send({ tier: 2 }).expect(403);
    await request(t.server).post('/api/plan-requests').send({ tier: 2 }).expect(401);
    await host.agent.get('/api/admin/plan-requests').expect(403);
    const asked = (await host.agent.post('/api/plan-requests').send({ tier: 2 }).expect(201)).body;
    await host.agent.post(`/api/admin/plan-requests/${asked.requestId}/approve`).expect(403);
    await admin.agent.post('/api/admin/plan-requests/0/approve').expect(400);
    expect((await admin.agent.post('/api/admin/plan-requests/2147483000/approve').expect(404)).body.message).toBe('That plan request does not exist.');
  });

  it('is approved with one tap, and the open room gets the new limits and end time on every screen at once', async () => {
    const { host, roomId, code } = await hostWithRoom();
    const guest = await joinAsGuest(t, code, 'Ana');
    const before = (await guest.agent.get(`/api/rooms/${roomId}`).expect(200)).body;
    const asked = (await host.agent.post('/api/plan-requests').send({ tier: 2 }).expect(201)).body;

    const list = (await admin.agent.get('/api/admin/plan-requests?status=pending').expect(200)).body;
    expect(list.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ requestId: asked.requestId, displayName: 'Maya', tier: 2, status: 'pending' })]),
    );
    const simple = await admin.agent.get(`/api/admin/plan-requests?filter=${encodeURIComponent(JSON.stringify({ id: [asked.requestId] }))}`).expect(200);
    expect(simple.body).toEqual([expect.objectContaining({ requestId: asked.requestId })]);
    expect(simple.headers['content-range']).toBe('plan-requests 0-0/1');

    const socket = await connect(url, guest);
    try {
      expect((await socket.timeout(5000).emitWithAck('room:join', { roomId })).ok).toBe(true);
      const pushed = nextEvent<RoomPush>(socket, 'room:changed');
      const approved = (await admin.agent.post(`/api/admin/plan-requests/${asked.requestId}/approve`).expect(200)).body;
      expect(approved).toMatchObject({ status: 'approved', decidedBy: TEST_ADMIN.username, decidedAt: expect.any(String) });
      // The guest's phone has the Premium room without asking: 10 guests, 22 songs, 240 minutes.
      const push = await pushed;
      expect(push.changes).toEqual(['room']);
      expect(push.state?.room).toMatchObject({ ownerTier: 2, maxQueueSize: 22, settings: { maxGuests: 10 } });
      const longer = new Date(push.state!.room!.expiresAt!).getTime() - new Date(before.expiresAt).getTime();
      expect(longer).toBe((240 - 60) * 60_000);
    } finally {
      socket.disconnect();
    }
    // And so do fresh reads, and the host's own session.
    expect((await guest.agent.get(`/api/rooms/${roomId}`).expect(200)).body).toMatchObject({ ownerTier: 2, settings: { maxGuests: 10 } });
    expect((await host.agent.get('/api/auth/me').expect(200)).body.subscriptionTier).toBe(2);
    expect((await host.agent.get('/api/plan-requests/mine').expect(200)).body.request).toMatchObject({ status: 'approved' });
    // A second tap on the same request is told it was answered.
    expect((await admin.agent.post(`/api/admin/plan-requests/${asked.requestId}/approve`).expect(409)).body.message).toBe(
      'This plan request was already answered.',
    );
    const audit = await t.app.get(DataSource).query(`SELECT action, details FROM admin_audit_log WHERE "targetId" = $1`, [String(host.user.userId)]);
    expect(audit).toEqual([expect.objectContaining({ action: 'approve-plan', details: expect.objectContaining({ tier: 2, fromTier: 1 }) })]);
  });

  it('tells the host why a request was declined, and leaves the plan as it was', async () => {
    const { host, roomId } = await hostWithRoom();
    const asked = (await host.agent.post('/api/plan-requests').send({ tier: 3 }).expect(201)).body;
    const tooLong = await admin.agent
      .post(`/api/admin/plan-requests/${asked.requestId}/decline`)
      .send({ reason: 'x'.repeat(201) })
      .expect(400);
    expect(tooLong.body.message).toBe('A reason can be at most 200 characters.');
    await admin.agent.post(`/api/admin/plan-requests/${asked.requestId}/decline`).send({ reason: 'Pro is for venues.' }).expect(200);
    expect((await host.agent.get('/api/plan-requests/mine').expect(200)).body.request).toMatchObject({
      status: 'declined',
      reason: 'Pro is for venues.',
      decidedBy: TEST_ADMIN.username,
    });
    expect((await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body).toMatchObject({ ownerTier: 1, maxQueueSize: 10 });
    // Declined, the host may ask again.
    await host.agent.post('/api/plan-requests').send({ tier: 2 }).expect(201);
  });

  it('is approved on the host’s own screen with an administrator’s sign-in, and only an administrator’s', async () => {
    const { host, roomId } = await hostWithRoom();
    await host.agent.post('/api/plan-requests/mine/approve-here').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(404);
    await host.agent.post('/api/plan-requests').send({ tier: 2 }).expect(201);
    // A 403, so the host's app does not take it for its own session ending.
    const wrong = await host.agent.post('/api/plan-requests/mine/approve-here').send({ username: TEST_ADMIN.username, password: 'not-it' }).expect(403);
    expect(wrong.body.message).toBe('That administrator username or password is not right.');
    await host.agent.get('/api/auth/check').expect(200);
    const other = await registerUser(t, { password: 'other-password-1' });
    const notAdmin = await host.agent
      .post('/api/plan-requests/mine/approve-here')
      .send({ username: other.user.username, password: 'other-password-1' })
      .expect(403);
    expect(notAdmin.body.message).toBe('Only an administrator of this server can approve a plan. Sign in details of an administrator account are needed.');
    await host.agent.post('/api/plan-requests/mine/approve-here').send({ password: 'x' }).expect(400);

    const approved = (
      await host.agent.post('/api/plan-requests/mine/approve-here').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200)
    ).body;
    expect(approved).toMatchObject({ status: 'approved', decidedBy: TEST_ADMIN.username, tier: 2 });
    // Still the host in this browser, now on Premium, with the room's limits raised.
    expect((await host.agent.get('/api/auth/me').expect(200)).body).toMatchObject({ userId: host.user.userId, subscriptionTier: 2 });
    expect((await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body).toMatchObject({ ownerTier: 2, settings: { maxGuests: 10 } });
  });

  it('pushes a tier changed in the back office’s account edit to the open room too', async () => {
    const { host, roomId, code } = await hostWithRoom();
    const guest = await joinAsGuest(t, code, 'Cyd');
    const socket = await connect(url, guest);
    try {
      expect((await socket.timeout(5000).emitWithAck('room:join', { roomId })).ok).toBe(true);
      const pushed = nextEvent<RoomPush>(socket, 'room:changed');
      await admin.agent.patch(`/api/admin/users/${host.user.userId}`).send({ subscriptionTier: 3 }).expect(200);
      expect((await pushed).state?.room).toMatchObject({ ownerTier: 3, maxQueueSize: 52, settings: { maxGuests: 25 } });
    } finally {
      socket.disconnect();
    }
    // The door follows at once: memory holds the new tier, so a fifth guest gets in.
    for (const name of ['Dee', 'Eve', 'Fay', 'Gus']) await joinAsGuest(t, code, name);
  });
});

describe('an administrator’s sign-in typed on a host’s screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('counts its wrong passwords against sign-in’s own limits', async () => {
    const host = await registerUser(t, { displayName: 'Maya' });
    await host.agent.post('/api/plan-requests').send({ tier: 2 }).expect(201);
    const approver = await registerUser(t, { password: 'approver-password-1' });
    // LOGIN_RATE_LIMIT wrong passwords for one username from one address: the next try waits, even the right one.
    for (let i = 0; i < 3; i++) {
      await host.agent
        .post('/api/plan-requests/mine/approve-here')
        .send({ username: approver.user.username, password: `wrong-${i}` })
        .expect(403);
    }
    const limited = await host.agent.post('/api/plan-requests/mine/approve-here').send({ username: approver.user.username, password: 'approver-password-1' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
  });
});
