import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('liveness and readiness probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers ready with the database, migrations and (when configured) Redis up', async () => {
    const res = await request(t.server).get('/api/health/ready').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: { status: 'up' }, migrations: { status: 'up' }, redis: { status: process.env.REDIS_URL ? 'up' : 'disabled' } },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('goes 503 naming the database while it is unreachable, stays live, and comes back to 200', async () => {
    const db = t.app.get(DataSource);
    await db.destroy();
    try {
      const down = await request(t.server).get('/api/health/ready').expect(503);
      expect(down.body.status).toBe('not_ready');
      expect(down.body.checks.database).toEqual({ status: 'down', error: 'The database connection is closed.' });
      expect(down.body.message).toMatch(/^Not ready: database is down/);
      // Liveness never touches the database: the process still answers.
      const live = await request(t.server).get('/api/health/live').expect(200);
      expect(live.body).toMatchObject({ status: 'ok' });
      expect(typeof live.body.uptimeSeconds).toBe('number');
    } finally {
      await db.initialize();
    }
    await request(t.server).get('/api/health/ready').expect(200);
  });

  it('keeps /api/health as it was', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['database', 'redis', 'status', 'uptimeSeconds']);
  });
});
