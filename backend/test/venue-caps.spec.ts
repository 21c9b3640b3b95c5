import request from 'supertest';
import { registerUser, TEST_ADMIN } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Caps that punish attackers, not venues: a bar's Wi-Fi (one address) with many people behind it. */

function expectRefusal(res: request.Response, sentence: RegExp): void {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(sentence);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in from a venue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped limits: 10 wrong passwords a minute per username and address, 30 in 15 minutes per address.
    t = await startTestApp({ env: { LOGIN_RATE_LIMIT: undefined, LOGIN_ADDRESS_RATE_LIMIT: undefined, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const signIn = (address: string, username: string, password: string) =>
    request(t.server).post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

  it('lets 31 correct sign-ins from one address through, and then more', async () => {
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await registerUser(t, { password: `venue-pass-${i}` }));
    for (let i = 0; i < 34; i++) {
      const person = people[i % people.length];
      await signIn('198.51.100.120', person.user.username, `venue-pass-${i % people.length}`).expect(200);
    }
    // The admin signs in there too.
    await signIn('198.51.100.120', TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('after 31 wrong passwords from one address, refuses the wrong ones but lets another account’s right one through', async () => {
    const venue = '198.51.100.121';
    const guest = await registerUser(t, { password: 'right-password-1' });
    let refusedAt = 0;
    for (let i = 1; i <= 31; i++) {
      // Spraying: a new username each time, so the per-username backoff never comes into it.
      const res = await signIn(venue, `nobody${i}`, 'Summer2026!');
      if (res.status === 429 && !refusedAt) refusedAt = i;
      if (res.status !== 429) expect(res.status).toBe(401);
    }
    expect(refusedAt).toBe(31);
    expectRefusal(await signIn(venue, guest.user.username, 'wrong-guess'), /^Too many sign-in attempts from your network\. Try again in \d+ seconds?\.$/);
    // The right password still signs in, and the session works.
    const res = await signIn(venue, guest.user.username, 'right-password-1').expect(200);
    expect(res.body.userId).toBe(guest.user.userId);
    await signIn(venue, TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
    // Another address was never affected.
    await signIn('203.0.113.121', 'nobody1', 'Summer2026!').expect(401);
  });

  it('keeps the per-username backoff: past 10 wrong passwords for one username, even the right one waits', async () => {
    const target = await registerUser(t, { password: 'target-password-1' });
    for (let i = 0; i < 10; i++) await signIn('198.51.100.122', target.user.username, `guess-${i}`).expect(401);
    expectRefusal(await signIn('198.51.100.122', target.user.username, 'guess-10'), /^Too many sign-in attempts\. Try again in \d+ seconds?\.$/);
    expectRefusal(await signIn('198.51.100.122', target.user.username, 'target-password-1'), /^Too many sign-in attempts\./);
    // Others at that address are not held up by it.
    const other = await registerUser(t, { password: 'other-password-1' });
    await signIn('198.51.100.122', other.user.username, 'other-password-1').expect(200);
  });
});

describe('guest joins from a venue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The shipped limit: 60 refused joins a minute per address.
    t = await startTestApp({ env: { GUEST_JOIN_RATE_LIMIT: undefined, TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const join = (address: string, roomCode: unknown, displayName: unknown) =>
    request(t.server).post('/api/guest/join').set('X-Forwarded-For', address).send({ roomCode, displayName });

  it('never counts valid joins: 62 guests join from one address within a minute', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Crowd' }).expect(201)).body;
    for (let i = 0; i < 62; i++) await join('198.51.100.130', room.code, `Singer ${i}`).expect(200);
  });

  it('after 60 empty joins from an address, refuses its refusals with 429 but lets a real guest in', async () => {
    const host = await registerUser(t, { tier: 999 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Spammed' }).expect(201)).body;
    const venue = '198.51.100.131';
    for (let i = 0; i < 60; i++) await join(venue, '', '').expect(400);
    expectRefusal(await join(venue, '', ''), /^Too many joins from your network\. Try again in \d+ seconds?\.$/);
    expectRefusal(await join(venue, room.code, '\u3164'), /^Too many joins from your network\./);
    // A real guest at the venue still joins, and so do the ones after them.
    for (let i = 0; i < 5; i++) expect((await join(venue, room.code, `Real guest ${i}`).expect(200)).body.room.roomId).toBe(room.roomId);
    // A taken name there is refused as too many (the refusal says nothing more), elsewhere as taken.
    expectRefusal(await join(venue, room.code, 'Real guest 0'), /^Too many joins from your network\./);
    expect((await join('203.0.113.131', room.code, 'Real guest 0').expect(409)).body.message).toMatch(/already called/);
  });
});
