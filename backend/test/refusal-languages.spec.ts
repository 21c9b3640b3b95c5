import request from 'supertest';
import { CATALOGS } from '../src/common/i18n/sentences.js';
import { nameTaken } from '../src/rooms/rooms.errors.js';
import { createRoomInDb, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * The server's refusals in the language the request asks for (docs/product.md "Languages"): the
 * party app sends the language it shows; API consumers get English unless they ask.
 */
describe('refusals in the language asked for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (language?: string) => {
    const call = request(t.server).post('/api/auth/login').send({ username: 'nobody-here', password: 'wrong-password' });
    return language === undefined ? call : call.set('Accept-Language', language);
  };

  it('answers English by default and when English is preferred, saying so', async () => {
    const plain = await login().expect(401);
    const english = await login('en-GB,en;q=0.9,es;q=0.5').expect(401);
    expect(plain.body).toEqual({ statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized', code: 'INVALID_CREDENTIALS', params: {} });
    expect(english.body).toEqual(plain.body);
    expect(plain.headers['content-language']).toBe('en');
    expect(plain.headers.vary).toMatch(/Accept-Language/i);
  });

  it.each(['es', 'de', 'fr', 'pt-BR', 'ja', 'ar'] as const)('answers a constant refusal in %s', async (language) => {
    const res = await login(`${language},en;q=0.5`).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      message: CATALOGS[language]['Invalid username or password'],
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      params: {},
    });
    expect(res.headers['content-language']).toBe(language);
  });

  it("fills a refusal's figures in the language, plurals included", async () => {
    const host = await registerUser(t);
    const room = await createRoomInDb(t, host.user.userId);
    await joinAsGuest(t, room.code, 'Paco');
    const english = await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: 'Paco' }).expect(409);
    expect(english.body.message).toBe(nameTaken('Paco').message);
    const spanish = await request(t.server)
      .post('/api/guest/join')
      .set('Accept-Language', 'es-MX')
      .send({ roomCode: room.code, displayName: 'Paco' })
      .expect(409);
    expect(spanish.body.message).toContain('Paco');
    expect(spanish.body.message).not.toBe(english.body.message);
    expect(spanish.headers['content-language']).toBe('es');
  });

  it('translates a validation refusal and the route that does not exist', async () => {
    const field = await request(t.server)
      .post('/api/auth/register')
      .set('Accept-Language', 'de')
      .send({ username: 'someone-new', displayName: 'Sam', password: 'secret-1', betaCode: 'TEST-BETA-CODE', extra: 1 });
    expect(field.status).toBe(400);
    expect(field.body.message).toBe(CATALOGS.de['Unknown field "{field}".'].replace('{field}', 'extra'));
    const missing = await request(t.server).get('/api/no-such-route').set('Accept-Language', 'fr').expect(404);
    expect(missing.body.message).toContain('/api/no-such-route');
    expect(missing.body.message).not.toMatch(/^There is no API route/);
  });

  it("translates a DTO's own sentence, and one it names a field in", async () => {
    const username = await request(t.server)
      .post('/api/auth/register')
      .set('Accept-Language', 'ja')
      .send({ username: 'no spaces!', displayName: 'Sam', password: 'secret-1', betaCode: 'TEST-BETA-CODE' })
      .expect(400);
    expect(username.body.message).toBe(CATALOGS.ja['Username can only contain letters, digits, dots, dashes and underscores']);
    const admin = await signInAdmin(t);
    const date = await admin.agent.get('/api/admin/users?lastActiveTo=yesterday').set('Accept-Language', 'pt-BR').expect(400);
    expect(date.body.message).toBe(CATALOGS['pt-BR']['{field} must be a date such as 2026-11-22 or 2026-11-22T18:00:00Z.'].replace('{field}', 'lastActiveTo'));
  });
});
