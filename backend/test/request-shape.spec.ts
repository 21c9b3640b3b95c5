import { jest } from '@jest/globals';
import { ValidationPipe } from '@nestjs/common';
import request from 'supertest';
import {
  bodyTooLarge,
  DEFAULT_BODY_LIMIT,
  KIB,
  MAX_DEPTH,
  MAX_FIELDS,
  NOT_JSON,
  TOO_DEEP,
  TOO_MANY_FIELDS,
  TOO_MANY_PARAMETERS,
} from '../src/common/http/request-shape.js';
import { SONG_BODY_LIMIT } from '../src/youtube/video.js';
import { registerUser, TEST_ADMIN, TEST_BETA_CODE } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { CODE_SHAPE } from '../src/common/errors/domain-error.js';

/** A body with `count` unknown fields next to the real ones, as raw JSON. */
function wide(base: Record<string, unknown>, count: number): string {
  const fields = Array.from({ length: count }, (_, i) => `"f${i}":"x"`).join(',');
  return `${JSON.stringify(base).slice(0, -1)},${fields}}`;
}
/** `{"a":{"a":…1…}}`, `levels` objects deep. */
const deepObject = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

function expectRefusal(res: request.Response, status: number, message: string): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({ statusCode: status, message, error: expect.any(String), code: expect.stringMatching(CODE_SHAPE), params: expect.any(Object) });
  // One sentence, whatever the request carried.
  expect(res.text.length).toBeLessThan(300);
}

describe('the size and shape of request bodies', () => {
  let t: TestApp;
  let validations: ReturnType<typeof jest.spyOn>;
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(() => {
    // Every body that reaches a route goes through the global ValidationPipe (class-transformer,
    // then class-validator): the refusals below must come before it.
    validations = jest.spyOn(ValidationPipe.prototype, 'transform');
  });
  afterEach(() => validations.mockRestore());
  afterAll(() => t.close());

  const join = () => request(t.server).post('/api/guest/join').set('Content-Type', 'application/json');

  it('answers a 90,000-field body (978 KB) to the guest join with a short 413 before reading it, and keeps answering others meanwhile', async () => {
    const body = wide({ roomCode: 'ABCDEF', displayName: 'Flood' }, 90_000);
    expect(body.length).toBeGreaterThan(900 * KIB);
    const [flood, health] = await Promise.all([join().send(body), request(t.server).get('/api/health')]);
    expectRefusal(flood, 413, bodyTooLarge(DEFAULT_BODY_LIMIT).message);
    expect(health.status).toBe(200);
    expect(validations).not.toHaveBeenCalled();
  });

  it('refuses a wide body that fits the size limit with one sentence, before validation runs', async () => {
    const body = wide({ roomCode: 'ABCDEF', displayName: 'Flood' }, MAX_FIELDS + 50);
    expect(body.length).toBeLessThan(DEFAULT_BODY_LIMIT);
    expectRefusal(await join().send(body), 400, TOO_MANY_FIELDS.message);
    // Just under the bound, the fields reach validation, whose answer names the first problem only.
    const under = await join().send(wide({ roomCode: 'ABCDEF', displayName: 'Flood' }, MAX_FIELDS - 2));
    expectRefusal(under, 400, 'Unknown field "f0".');
    expect(validations).toHaveBeenCalled();
  });

  it('refuses a query with too many parameters before validation runs', async () => {
    const sam = await registerUser(t);
    const query = Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `p${i}=1`).join('&');
    validations.mockClear();
    expectRefusal(await sam.agent.get(`/api/youtube/search?q=abba&${query}`), 400, TOO_MANY_PARAMETERS.message);
    expect(validations).not.toHaveBeenCalled();
  });

  it('refuses deeply nested bodies with a sentence, never a 500', async () => {
    const owner = await registerUser(t);
    const room = (await owner.agent.post('/api/rooms').send({ name: 'Deep' }).expect(201)).body;
    const settings = (raw: string) => owner.agent.patch(`/api/rooms/${room.roomId}/settings`).set('Content-Type', 'application/json').send(raw);
    validations.mockClear();
    // 5,000 levels (25 KB) overflowed class-transformer's stack: now over the size limit, refused unread.
    expectRefusal(await settings(`{"settings":${deepObject(5_000)}}`), 413, bodyTooLarge(DEFAULT_BODY_LIMIT).message);
    // Deep bodies that fit the limit are refused by their depth.
    expectRefusal(await settings(`{"settings":${'['.repeat(900)}${']'.repeat(900)}}`), 400, TOO_DEEP.message);
    expectRefusal(await settings(`{"settings":${deepObject(MAX_DEPTH)}}`), 400, TOO_DEEP.message);
    expect(validations).not.toHaveBeenCalled();
    // The deepest body the app takes (two levels) still passes.
    expect((await settings(JSON.stringify({ settings: { isLocked: true } }))).status).toBe(200);
  });

  it('names the first problem of a body, not a list', async () => {
    const res = await request(t.server).post('/api/auth/register').send({ username: 'x', password: '1', displayName: '', betaCode: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Username must be at least 3 characters');
  });

  it('takes JSON bodies only: a form or text body is a 415, before any route runs', async () => {
    const form = await request(t.server).post('/api/auth/login').type('form').send(`username=${TEST_ADMIN.username}&password=${TEST_ADMIN.password}`);
    expectRefusal(form, 415, NOT_JSON.message);
    expect(form.headers['set-cookie']).toBeUndefined();
    const text = await request(t.server).post('/api/auth/login').set('Content-Type', 'text/plain').send(JSON.stringify(TEST_ADMIN));
    expectRefusal(text, 415, NOT_JSON.message);
    const guess = await request(t.server).post('/api/auth/register').set('Content-Type', 'application/jsonx').send('{}');
    expectRefusal(guess, 415, NOT_JSON.message);
    expect(validations).not.toHaveBeenCalled();
    expect(
      (await request(t.server).post('/api/auth/login').set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(TEST_ADMIN))).status,
    ).toBe(200);
    // A request without a body may say anything (the back office's DELETE says text/plain).
    const admin = await request(t.server).post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const cookie = admin.headers['set-cookie'];
    const doomed = await registerUser(t);
    await request(t.server).delete(`/api/admin/users/${doomed.user.userId}`).set('Cookie', cookie).set('Content-Type', 'text/plain').expect(200);
  });

  it(`takes ${DEFAULT_BODY_LIMIT / KIB} KB on every route, and ${SONG_BODY_LIMIT / KIB} KB on the routes that take a song`, async () => {
    const sam = await registerUser(t, { tier: 3 });
    const name = 'n'.repeat(DEFAULT_BODY_LIMIT);
    expectRefusal(await sam.agent.post('/api/rooms').send({ name }), 413, bodyTooLarge(DEFAULT_BODY_LIMIT).message);
    const signUp = { username: 'ü'.repeat(50), password: '密'.repeat(200), displayName: '🎤'.repeat(25), betaCode: TEST_BETA_CODE };
    expect(Buffer.byteLength(JSON.stringify(signUp))).toBeLessThan(DEFAULT_BODY_LIMIT);
    expect((await request(t.server).post('/api/auth/register').send(signUp)).status).not.toBe(413);
    const room = (await sam.agent.post('/api/rooms').send({ name: 'Sizes' }).expect(201)).body;
    // The largest song the app takes: a 300-character title and an old client's 500-character
    // picture address (ignored, still accepted), both of 3-byte characters.
    const song = { videoId: 'sizesong001', title: '曲'.repeat(300), thumbnail: '圖'.repeat(500), duration: '3:00' };
    expect(Buffer.byteLength(JSON.stringify(song))).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    await sam.agent.post(`/api/rooms/${room.roomId}/queue`).send(song).expect(201);
    await sam.agent.post('/api/favorites').send(song).expect(201);
    const tooBig = { ...song, title: 'x'.repeat(SONG_BODY_LIMIT) };
    expectRefusal(await sam.agent.post(`/api/rooms/${room.roomId}/queue`).send(tooBig), 413, bodyTooLarge(SONG_BODY_LIMIT).message);
    expectRefusal(await sam.agent.post('/api/queue').send({ ...tooBig, roomId: room.roomId }), 413, bodyTooLarge(SONG_BODY_LIMIT).message);
  });
});
