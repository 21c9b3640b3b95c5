import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database (and Redis when configured) as up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database).toMatchObject({ status: 'up', kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    expect(res.body.redis.status).toBe(process.env.REDIS_URL ? 'up' : 'disabled');
  });
});
