import request from 'supertest';
import { NO_QUEUE_DASHBOARD } from '../src/jobs/queue-dashboard.js';
import { joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const redis = !!process.env.REDIS_URL;

describe(`Bull Board at /admin/queues (${redis ? 'BullMQ on Redis' : 'in-process'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refuses everyone but admins, on the page and on its API', async () => {
    const user = await registerUser(t);
    const room = (await user.agent.post('/api/rooms').send({ name: 'Queue board room' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code);
    for (const path of ['/admin/queues', '/admin/queues/api/queues', '/admin/queues/static/js/main.js']) {
      const signedOut = await request(t.server).get(path).expect(401);
      expect(signedOut.body).toEqual({
        statusCode: 401,
        message: 'You need to be logged in to access this page.',
        error: 'Unauthorized',
        code: 'NOT_SIGNED_IN',
        params: {},
      });
      expect((await user.agent.get(path).expect(403)).body.message).toBe('You need admin privileges to access this page.');
      await guest.agent.get(path).expect(403);
    }
    // Nor can a non-admin act on jobs through it.
    await user.agent.put('/admin/queues/api/queues/jobs/retry/failed').expect(403);
  });

  it(redis ? 'shows the BullMQ queue to an admin with the same session cookie' : 'tells an admin it needs Redis', async () => {
    const admin = await signInAdmin(t);
    if (!redis) {
      const res = await admin.agent.get('/admin/queues').expect(404);
      expect(res.body.message).toBe(NO_QUEUE_DASHBOARD);
      return;
    }
    const page = await admin.agent.get('/admin/queues').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const api = await admin.agent.get('/admin/queues/api/queues').expect(200);
    expect(api.body.queues.map((q: { name: string }) => q.name)).toEqual(['jobs', 'jobs-push']);
  });
});
