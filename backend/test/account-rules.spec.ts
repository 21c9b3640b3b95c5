import request from 'supertest';
import type { Clock } from '../src/common/clock.js';
import { RoomLifecycleJobs } from '../src/rooms/room-lifecycle.job.js';
import { watchForHashLeaks } from './support/hash-scan.js';
import { createRoomInDb, joinAsGuest, registerUser, signInAdmin, TEST_BETA_CODE } from './support/sessions.js';
import { startTestApp, type TestApp, useClockedApp } from './support/test-app.js';

const watcher = watchForHashLeaks();
afterAll(() => {
  watcher.stop();
  expect(watcher.leaks).toEqual([]);
});

const MINUTE = 60_000;

describe('membership validation', () => {
  let t: TestApp;
  let clock: Clock;
  useClockedApp((started) => ({ t, clock } = started));

  const validate = (agent: request.Agent, userId: number, roomId: string) =>
    agent
      .get(`/api/users/${userId}/validate/${roomId}`)
      .expect(200)
      .then((r) => r.body);

  it('is invalid for everyone once the room has expired, and a guest of it is signed out', async () => {
    const host = await registerUser(t); // tier 1: 60 minutes
    const room = (await host.agent.post('/api/rooms').send({ name: 'Short party' }).expect(201)).body;
    const member = await registerUser(t);
    await member.agent.post(`/api/rooms/${room.roomId}/join`).send({ userId: member.user.userId }).expect(200);
    const guest = await joinAsGuest(t, room.code);
    expect(await validate(member.agent, member.user.userId, room.roomId)).toEqual({
      valid: true,
      code: 'IN_ROOM',
      params: {},
      message: 'You are in this room',
    });
    expect(await validate(host.agent, host.user.userId, room.roomId)).toEqual({ valid: true, code: 'IN_ROOM', params: {}, message: 'You are in this room' });

    clock.advance(61 * MINUTE);
    expect(await t.app.get(RoomLifecycleJobs).expireRooms()).toEqual({ ended: 1 });
    expect(await validate(host.agent, host.user.userId, room.roomId)).toEqual({
      valid: false,
      code: 'ROOM_EXPIRED',
      params: {},
      message: 'This room has expired',
    });
    expect(await validate(member.agent, member.user.userId, room.roomId)).toEqual({
      valid: false,
      code: 'ROOM_EXPIRED',
      params: {},
      message: 'This room has expired',
    });
    await guest.agent.get(`/api/users/${guest.user.userId}/validate/${room.roomId}`).expect(401);
  });

  it('is invalid for a member who has moved on to another room; admins may ask for anyone', async () => {
    const hostA = await registerUser(t);
    const hostB = await registerUser(t);
    const roomA = await createRoomInDb(t, hostA.user.userId);
    const roomB = await createRoomInDb(t, hostB.user.userId);
    const member = await registerUser(t);
    await member.agent.post(`/api/rooms/${roomA.roomId}/join`).send({}).expect(200);
    await member.agent.post(`/api/rooms/${roomB.roomId}/join`).send({}).expect(200);
    expect(await validate(member.agent, member.user.userId, roomA.roomId)).toEqual({
      valid: false,
      code: 'NO_LONGER_IN_ROOM',
      params: {},
      message: 'You are no longer in this room',
    });
    expect(await validate(member.agent, member.user.userId, roomB.roomId)).toEqual({
      valid: true,
      code: 'IN_ROOM',
      params: {},
      message: 'You are in this room',
    });
    const admin = await signInAdmin(t);
    expect(await validate(admin.agent, member.user.userId, roomB.roomId)).toEqual({
      valid: true,
      code: 'IN_ROOM',
      params: {},
      message: 'You are in this room',
    });
    // An admin watching someone else's room without joining it is not "removed" (docs/product.md §6).
    expect(await validate(admin.agent, admin.user.userId, roomA.roomId)).toEqual({ valid: true, code: 'IN_ROOM', params: {}, message: 'You are in this room' });
    await admin.agent.get(`/api/rooms/${roomA.roomId}/users`).expect(200);
    await admin.agent.get(`/api/rooms/${roomA.roomId}/queue`).expect(200);
    await admin.agent.get(`/api/rooms/${roomA.roomId}/playing`).expect(200);
    expect(await validate(member.agent, member.user.userId, 'no-such-room')).toEqual({
      valid: false,
      code: 'ROOM_GONE',
      params: {},
      message: 'This room no longer exists',
    });
  });
});

describe('the session cookie without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: undefined } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy (no Secure flag over plain HTTP)', async () => {
    const sam = await registerUser(t, { password: 'secret-password' });
    const res = await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ username: sam.user.username, password: 'secret-password' })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('kp_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});

describe('rate limits at their defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits the product ships with (the test app raises them unless told otherwise), and
    // TRUST_PROXY so X-Forwarded-For names the client as it would behind the proxy.
    t = await startTestApp({ env: { LOGIN_RATE_LIMIT: undefined, REGISTER_RATE_LIMIT: undefined, GUEST_JOIN_RATE_LIMIT: undefined, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('lets a whole party join from one address, counts only refused joins, refuses the 61st refusal, and not the next address', async () => {
    const host = await registerUser(t, { tier: 999 }); // room for 999 guests
    const room = await createRoomInDb(t, host.user.userId);
    const join = (address: string, name: string) =>
      request(t.server).post('/api/guest/join').set('X-Forwarded-For', address).send({ roomCode: room.code, displayName: name });
    for (let i = 1; i <= 60; i++) {
      const res = await join('198.51.100.7', `Singer ${i}`);
      if (res.status !== 200) throw new Error(`Join ${i} was refused: ${res.status} ${res.body.message}`);
    }
    // Each of those is a name already in the room now: refused, and counted.
    for (let i = 1; i <= 60; i++) await join('198.51.100.7', `Singer ${i}`).expect(409);
    const refused = await join('198.51.100.7', 'Singer 1').expect(429);
    expect(refused.body.message).toMatch(/^Too many joins from your network\. Try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await join('198.51.100.7', 'Singer 61').expect(200);
    await join('203.0.113.9', 'Singer 1').expect(409);
  });

  it('allows 10 sign-in attempts a minute per username and client, then 429 for that pair only', async () => {
    const sam = await registerUser(t, { password: 'right-password' });
    const attempt = (address: string, username: string, password = 'wrong-password') =>
      request(t.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });
    for (let i = 1; i <= 10; i++) await attempt('198.51.100.20', sam.user.username).expect(401);
    const refused = await attempt('198.51.100.20', sam.user.username, 'right-password').expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Sam, from their own address, still gets in; the noisy address can still try other names.
    await attempt('198.51.100.21', sam.user.username, 'right-password').expect(200);
    await attempt('198.51.100.20', 'someone-else').expect(401);
  });

  it('allows 50 sign-ups an hour per client (refused ones count too), then 429', async () => {
    const signUp = (address: string, n: number) =>
      request(t.server)
        .post('/api/auth/register')
        .set('X-Forwarded-For', address)
        .send({ username: `hourly-${n}`, displayName: 'H', password: 'secret-password', betaCode: `NOT-${TEST_BETA_CODE}` });
    for (let i = 1; i <= 50; i++) await signUp('198.51.100.30', i).expect(400);
    const refused = await signUp('198.51.100.30', 51).expect(429);
    expect(refused.body.message).toMatch(/^Too many sign-ups from your network\. Try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await signUp('198.51.100.31', 52).expect(400);
  });
});
