import request from 'supertest';
import { FOREIGN_ORIGIN_MESSAGE, UNUSUAL_ADDRESS_MESSAGE } from '../src/common/http/origin-check.js';
import { loadConfig } from '../src/config/env.js';
import { registerUser, signIn, signInAdmin, TEST_ADMIN } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Requests from elsewhere are refused; a sign-in always gets a new session token. */
describe('requests from other sites', () => {
  let t: TestApp;
  // Requests are addressed to this host (what the browser's address bar would say).
  const own = 'http://karaoke.test:3000';
  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOWED_ORIGINS: 'https://party.example.com, http://localhost:5173' } });
  });
  afterAll(() => t.close());

  const login = () => request(t.server).post('/api/auth/login').set('Host', 'karaoke.test:3000').send(TEST_ADMIN);

  function expectRefused(res: request.Response): void {
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ statusCode: 403, message: FOREIGN_ORIGIN_MESSAGE, error: 'Forbidden', code: 'FOREIGN_ORIGIN', params: {} });
    expect(res.headers['set-cookie']).toBeUndefined();
  }

  it('refuses a sign-in posted from another site, before anything happens', async () => {
    expectRefused(await login().set('Origin', 'https://evil.example'));
    expectRefused(await login().set('Origin', 'null'));
    // A look-alike of the app's host is another site.
    expectRefused(await login().set('Origin', `${own}.evil.example`));
  });

  it('without Origin, judges by the Referer', async () => {
    expectRefused(await login().set('Referer', 'https://evil.example/page?x=1'));
    expect((await login().set('Referer', `${own}/admin/`)).status).toBe(200);
  });

  it('accepts the app’s own origin, the configured extra origins, and clients that send neither header', async () => {
    expect((await login().set('Origin', own)).status).toBe(200);
    expect((await login().set('Origin', 'https://party.example.com')).status).toBe(200);
    expect((await login().set('Origin', 'http://localhost:5173')).status).toBe(200);
    expect((await login()).status).toBe(200);
  });

  it('refuses every state-changing method, but lets reads through', async () => {
    const admin = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    const user = await registerUser(t);
    const room = (await user.agent.post('/api/rooms').send({ name: 'Origin room' }).expect(201)).body;
    expectRefused(await user.agent.delete(`/api/rooms/${room.roomId}`).set('Origin', 'https://evil.example'));
    expectRefused(
      await user.agent
        .patch(`/api/rooms/${room.roomId}/settings`)
        .set('Origin', 'https://evil.example')
        .send({ settings: { isLocked: true } }),
    );
    expectRefused(await admin.agent.post(`/api/admin/users/${user.user.userId}/promote`).set('Origin', 'https://evil.example'));
    expectRefused(await user.agent.put(`/api/users/${user.user.userId}`).set('Origin', 'https://evil.example').send({ displayName: 'Pwned' }));
    const after = (await user.agent.get(`/api/rooms/${room.roomId}`).set('Origin', 'https://evil.example').expect(200)).body;
    expect(after.settings.isLocked).toBe(false);
    expect((await admin.agent.get(`/api/admin/users/${user.user.userId}`).expect(200)).body.role).toBe('user');
  });

  it('checks the route a request reaches, however its path is written: a percent-encoded path is refused for every method', async () => {
    const user = await registerUser(t);
    const room = (await user.agent.post('/api/rooms').send({ name: 'Encoded' }).expect(201)).body;
    const expectUnusual = (res: request.Response) => {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message: UNUSUAL_ADDRESS_MESSAGE, error: 'Bad Request', code: 'UNUSUAL_ADDRESS', params: {} });
      expect(res.headers['set-cookie']).toBeUndefined();
    };
    // The login CSRF: another site's form posted to /%61pi/auth/login signed the browser in.
    expectUnusual(
      await request(t.server)
        .post('/%61pi/auth/login')
        .set('Origin', 'https://evil.example')
        .type('form')
        .send(`username=${TEST_ADMIN.username}&password=${TEST_ADMIN.password}`),
    );
    expectUnusual(await request(t.server).post('/api/%61uth/login').set('Host', 'karaoke.test:3000').set('Origin', own).send(TEST_ADMIN));
    expectUnusual(await user.agent.post('/api/auth/logou%74').set('Origin', 'https://evil.example'));
    expectUnusual(
      await request(t.server).post('/api/guest/%6A%6F%69%6E').set('Origin', 'https://evil.example').send({ roomCode: room.code, displayName: 'Evil' }),
    );
    expectUnusual(await user.agent.delete(`/api/rooms/${room.roomId.slice(0, 11)}%${room.roomId.charCodeAt(11).toString(16)}`));
    expectUnusual(await request(t.server).get('/api/healt%68'));
    // Still signed in, nobody joined, the room is there.
    await user.agent.get('/api/auth/me').expect(200);
    expect((await user.agent.get(`/api/rooms/${room.roomId}/users`).expect(200)).body).toHaveLength(1);
    // Encoding what must be encoded is fine: a room code with a space is a 404, not a 400.
    expect((await user.agent.get('/api/rooms/code/AB%20CD').set('Origin', 'https://evil.example')).status).toBe(404);
  });

  it('refuses form and text bodies, which another site can post without asking, even from the app itself', async () => {
    const form = await login().set('Origin', own).type('form').send(`username=${TEST_ADMIN.username}&password=${TEST_ADMIN.password}`);
    expect(form.status).toBe(415);
    expect(form.headers['set-cookie']).toBeUndefined();
    // From another site, the Origin check answers first.
    expectRefused(await login().set('Origin', 'https://evil.example').type('form').send('username=a&password=b'));
  });

  it("puts Bull Board's actions behind the same check", async () => {
    const admin = await signInAdmin(t);
    for (const [method, path] of [
      ['put', '/admin/queues/api/queues/jobs/retry/failed'],
      ['put', '/admin/queues/api/queues/jobs/pause'],
      ['delete', '/admin/queues/api/queues/jobs/clean/completed'],
    ] as const) {
      const res = await admin.agent[method](path).set('Origin', 'https://evil.example');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: FOREIGN_ORIGIN_MESSAGE, error: 'Forbidden', code: 'FOREIGN_ORIGIN', params: {} });
    }
    // Reading is not an action: a GET passes this check, whatever its Origin.
    expect((await admin.agent.get('/admin/queues/api/queues').set('Origin', 'https://evil.example')).status).not.toBe(403);
  });

  it('validates ALLOWED_ORIGINS at startup', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example.com,http://b.example:8080' }).allowedOrigins).toEqual([
      'https://a.example.com',
      'http://b.example:8080',
    ]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example.com/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'party.example.com' })).toThrow(/ALLOWED_ORIGINS/);
  });
});

describe('session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  function tokenOf(res: request.Response): string {
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('kp_session='));
    expect(cookie).toBeDefined();
    return cookie!.split(';')[0].slice('kp_session='.length);
  }

  it('changes at every sign-in, and a token planted in the browser never becomes the victim’s session', async () => {
    const victim = await registerUser(t, { password: 'victim-password' });
    const attacker = await registerUser(t, { password: 'attacker-password' });
    const planted = attacker.cookie.slice('kp_session='.length);

    // The victim signs in in a browser that carries the attacker's token.
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('Cookie', `kp_session=${planted}`)
      .send({ username: victim.user.username, password: 'victim-password' })
      .expect(200);
    const issued = tokenOf(res);
    expect(issued).not.toBe(planted);
    // The planted token never speaks for the victim: the sign-in replaced (ended) it.
    const me = await request(t.server).get('/api/auth/me').set('Cookie', `kp_session=${planted}`);
    expect(me.status).toBe(401);
    expect((await request(t.server).get('/api/auth/me').set('Cookie', `kp_session=${issued}`).expect(200)).body.userId).toBe(victim.user.userId);

    // Signing in again in the same browser gives yet another token; so does a guest join.
    const again = await request(t.server)
      .post('/api/auth/login')
      .set('Cookie', `kp_session=${issued}`)
      .send({ username: victim.user.username, password: 'victim-password' })
      .expect(200);
    expect(tokenOf(again)).not.toBe(issued);
    const room = (await victim.agent.post('/api/rooms').send({ name: 'Fixation' }).expect(201)).body;
    // A guest joining in a browser that carries a planted token gets a token of its own.
    const plantedForGuest = 'B'.repeat(43);
    const guest1 = await request(t.server)
      .post('/api/guest/join')
      .set('Cookie', `kp_session=${plantedForGuest}`)
      .send({ roomCode: room.code, displayName: 'G' })
      .expect(200);
    expect(tokenOf(guest1)).not.toBe(plantedForGuest);
    // A made-up token is never adopted either.
    const madeUp = 'A'.repeat(43);
    const fresh = await request(t.server)
      .post('/api/auth/login')
      .set('Cookie', `kp_session=${madeUp}`)
      .send({ username: victim.user.username, password: 'victim-password' })
      .expect(200);
    expect(tokenOf(fresh)).not.toBe(madeUp);
    await request(t.server).get('/api/auth/me').set('Cookie', `kp_session=${madeUp}`).expect(401);
  });
});
