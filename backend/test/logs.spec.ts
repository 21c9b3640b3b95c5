import request from 'supertest';
import { DataSource } from 'typeorm';
import { createRootLogger } from '../src/common/logging/logging.js';
import { loadConfig } from '../src/config/env.js';
import { LEVEL, LogCapture as Capture, type LogLine as Line, pollQueueAsGuest, settle } from './support/log-capture.js';
import { type Actor, signIn, signInAdmin, TEST_ADMIN, TEST_BETA_CODE } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { YoutubeStub } from './support/youtube-stub.js';

const YOUTUBE_KEY = 'AIzaLogTestKey-0123456789abcdefghijkl';
const PASSWORD = 'my-very-own-password-77';
const SESSION_SECRET = 'log-test-session-secret-0123456789abcdef';

describe('structured logs', () => {
  let t: TestApp;
  let stub: YoutubeStub;
  const capture = new Capture();

  beforeAll(async () => {
    stub = new YoutubeStub();
    const base = await stub.start();
    t = await startTestApp({
      env: { LOG_LEVEL: 'debug', SESSION_SECRET, YOUTUBE_API_KEY: YOUTUBE_KEY, YOUTUBE_API_BASE_URL: base, YOUTUBE_OEMBED_URL: `${base}/oembed` },
      logStream: capture,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  it('writes JSON lines, one per request with a request id that also marks the jobs and pushes it caused, and never a secret', async () => {
    // Sign-up, sign-in, a live search with the key, an admin password reset, a purge job and a push.
    const register = await request(t.server)
      .post('/api/auth/register')
      .set('X-Request-Id', 'client-chosen-id-1')
      .send({ username: 'logwatcher', displayName: 'Log Watcher', password: PASSWORD, betaCode: TEST_BETA_CODE })
      .expect(201);
    expect(register.headers['x-request-id']).toBe('client-chosen-id-1');
    const user: Actor = await signIn(t, 'logwatcher', PASSWORD);
    await user.agent.get('/api/youtube/search?q=never%20gonna').set('Cookie', user.cookie).expect(200);
    expect(stub.calls.search).toBe(1);
    const admin = await signInAdmin(t);
    const reset = await admin.agent.post(`/api/admin/users/${user.user.userId}/reset-password`).expect(200);
    const temporaryPassword: string = reset.body.temporaryPassword;
    const purge = await admin.agent.post('/api/admin/cache/purge-non-karaoke').expect(200);
    const purgeId = purge.headers['x-request-id'];
    const room = (await admin.agent.post('/api/rooms').send({ name: 'Log room' }).expect(201)).body;
    const lock = await admin.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(200);
    const lockId = lock.headers['x-request-id'];
    // Wait for what the requests caused, not for a fixed time: the purge job's last line and the
    // lock's push. A busy machine, or jobs on BullMQ, take longer than any guess, so only the
    // test's own timeout bounds the wait.
    const caused = () =>
      capture.raw.some((raw) => raw.includes('Job youtube.purge-non-karaoke done')) &&
      capture.raw.some((raw) => raw.includes(`Pushed room:changed to room ${room.roomId}`));
    while (!caused()) await settle();

    // Every line is one JSON object.
    const lines: Line[] = capture.raw.map((raw) => JSON.parse(raw) as Line);
    expect(lines.length).toBeGreaterThan(10);

    // One line per request, with method, path, status and the id the answer carried.
    const requestLines = lines.filter((l) => l.req && l.res);
    const registerLines = requestLines.filter((l) => l.req!.path === '/api/auth/register');
    expect(registerLines).toHaveLength(1);
    expect(registerLines[0]).toMatchObject({ reqId: 'client-chosen-id-1', res: { statusCode: 201 } });
    expect(registerLines[0].msg).toMatch(/^POST \/api\/auth\/register 201 \d+\.\dms$/);
    expect(requestLines.filter((l) => l.req!.path === `/api/admin/users/${user.user.userId}/reset-password`)).toHaveLength(1);
    const generated = requestLines.find((l) => l.req!.path === '/api/admin/cache/purge-non-karaoke')!;
    expect(generated.reqId).toBe(purgeId);
    expect(purgeId).toMatch(/^[0-9a-f-]{36}$/);

    // The job that request ran logs with the same request id, and so does the push of the lock change.
    const jobLine = lines.find((l) => l.context === 'Jobs' && l.msg.startsWith('Job youtube.purge-non-karaoke done'));
    expect(jobLine?.reqId).toBe(purgeId);
    const pushLine = lines.find((l) => l.context === 'Realtime' && l.msg === `Pushed room:changed to room ${room.roomId}` && l.reqId === lockId);
    expect(pushLine).toBeDefined();
    const jobRun = (await t.app.get(DataSource).query(`SELECT "requestId" FROM "job_runs" WHERE "name" = 'youtube.purge-non-karaoke'`)) as {
      requestId: string;
    }[];
    expect(jobRun.map((r) => r.requestId)).toEqual([purgeId]);

    // No cookie, session token, password, password hash, API key or secret anywhere.
    const all = capture.raw.join('\n');
    const [{ password: passwordHash }] = await t.app.get(DataSource).query(`SELECT "password" FROM users WHERE username = 'logwatcher'`);
    const secrets = {
      userCookieToken: user.cookie.split('=')[1],
      adminCookieToken: admin.cookie.split('=')[1],
      password: PASSWORD,
      adminPassword: TEST_ADMIN.password,
      temporaryPassword,
      passwordHash,
      youtubeKey: YOUTUBE_KEY,
      sessionSecret: SESSION_SECRET,
    };
    for (const [what, secret] of Object.entries(secrets)) {
      expect({ what, leaked: all.includes(secret) }).toEqual({ what, leaked: false });
    }
    expect(all).not.toMatch(/\$argon2/);
    expect(all).not.toMatch(/kp_session=/);
    expect(all.toLowerCase()).not.toContain('"cookie"');
    expect(all.toLowerCase()).not.toContain('authorization');
  });

  it('keeps LOG_LEVEL working: at warn, no request or info lines; at debug, all of them', () => {
    // The logger the app is built with, made directly: nestjs-pino keeps one root logger per
    // process (this file's first app's), so a second app here would write to the first's stream.
    const linesAt = (level: string) => {
      const out = new Capture();
      const logger = createRootLogger(loadConfig({ ...process.env, LOG_LEVEL: level }), { logStream: out });
      logger.debug('a poll answered');
      logger.info('a song added');
      logger.warn('a limit reached');
      logger.error('a request failed');
      return out.raw.map((raw) => (JSON.parse(raw) as Line).msg);
    };
    expect(linesAt('warn')).toEqual(['a limit reached', 'a request failed']);
    expect(linesAt('log')).toEqual(['a song added', 'a limit reached', 'a request failed']);
    expect(linesAt('debug')).toEqual(['a poll answered', 'a song added', 'a limit reached', 'a request failed']);
  });

  it('at debug, writes the line of every answered poll, at debug (the default level leaves them out: request-log-levels.spec.ts)', async () => {
    const polls = await pollQueueAsGuest(t, 'debug-poll');
    await settle();
    const lines = capture.raw.map((raw) => JSON.parse(raw) as Line);
    for (const [i, id] of polls.ids.entries()) {
      const status = i === 2 ? 304 : 200;
      expect(lines.filter((l) => l.req?.id === id && l.res)).toEqual([
        expect.objectContaining({
          level: LEVEL.debug,
          reqId: id,
          res: { statusCode: status },
          msg: expect.stringMatching(new RegExp(`^GET /api/rooms/${polls.roomId}/queue ${status} \\d+\\.\\dms$`)),
        }),
      ]);
    }
  });
});
