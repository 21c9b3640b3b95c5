import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/no-such-route'],
    ['DELETE', '/api/rooms/abc/nothing-here'],
    ['GET', '/api'],
  ])('%s %s is a JSON 404 with a sentence', async (method, path) => {
    const res = await request(t.server)[method.toLowerCase() as 'get'](path).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      message: `There is no API route ${method} ${path}.`,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      params: { method, path },
    });
  });

  it('answers malformed JSON with a 400 sentence, not a 500', async () => {
    const res = await request(t.server).post('/api/no-such-route').set('Content-Type', 'application/json').send('{"broken": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'The request body is not valid JSON.', error: 'Bad Request', code: 'NOT_VALID_JSON', params: {} });
  });

  it("sets @fastify/helmet's headers: a page's on pages, the API's shorter set on its JSON answers", async () => {
    const page = await request(t.server).get('/');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' https://www.youtube.com");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const docs = await request(t.server).get('/api/docs').redirects(1);
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'");

    const api = await request(t.server).get('/api/health');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['strict-transport-security']).toMatch(/^max-age=/);
    for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-xss-protection'])
      expect(api.headers[pageOnly]).toBeUndefined();
    // A refusal before any route (the Origin check's 403) carries them too.
    const refused = await request(t.server).post('/api/auth/login').set('Origin', 'https://elsewhere.example').send({});
    expect(refused.status).toBe(403);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    const ui = await request(t.server).get('/api/docs').redirects(1);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(json.body.paths['/api/health']).toBeDefined();
  });
});
