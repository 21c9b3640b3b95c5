import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('serving the built front ends', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-frontends-'));
    const frontend = path.join(root, 'frontend');
    const admin = path.join(root, 'admin');
    fs.mkdirSync(path.join(frontend, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(admin, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(frontend, 'index.html'), '<!doctype html><title>party app</title>');
    fs.writeFileSync(path.join(frontend, 'assets', 'app-1234.js'), 'console.log("party")');
    fs.writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>back office</title>');
    fs.writeFileSync(path.join(admin, 'assets', 'admin-5678.js'), 'console.log("admin")');
    t = await startTestApp({ frontendRoots: { frontend, admin } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the party app at / and its deep links through the history fallback', async () => {
    for (const url of ['/', '/room/abc123?view=remote', '/no/such/screen']) {
      const res = await request(t.server).get(url).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('party app');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await request(t.server).get('/assets/app-1234.js').expect(200);
    expect(res.text).toContain('party');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the back office at /admin with its own fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/users/42']) {
      const res = await request(t.server).get(url).expect(200);
      expect(res.text).toContain('back office');
    }
    expect((await request(t.server).get('/admin/assets/admin-5678.js').expect(200)).text).toContain('admin');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const res = await request(t.server).get('/api/nope').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'There is no API route GET /api/nope.',
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/nope' },
    });
  });
});
