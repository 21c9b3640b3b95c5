import request from 'supertest';
import { guestNameKey } from '../src/rooms/guest-identity.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const REMOVED = { statusCode: 403, message: 'You have been removed from this room', error: 'Forbidden', code: 'REMOVED_FROM_ROOM', params: {} };

/** The device cookie (name=value) an answer set. */
function deviceCookie(res: request.Response): string {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('kp_device='));
  if (!cookie) throw new Error('No device cookie in the answer');
  return cookie;
}

describe('a booted guest stays out until the owner lets them back in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function roomWithGuest(name: string): Promise<{ host: Actor; roomId: string; code: string; guestId: number; device: string }> {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Boots' }).expect(201)).body;
    const joined = await request(t.server).post('/api/guest/join').send({ roomCode: room.code, displayName: name }).expect(200);
    return { host, roomId: room.roomId, code: room.code, guestId: joined.body.user.userId, device: deviceCookie(joined).split(';')[0] };
  }

  const join = (code: string, displayName: string, cookie?: string) => {
    const req = request(t.server).post('/api/guest/join');
    if (cookie) req.set('Cookie', cookie);
    return req.send({ roomCode: code, displayName });
  };

  it('gives every guest browser a long-lived, script-proof device cookie', async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Cookie' }).expect(201)).body;
    const res = await join(room.code, 'Cora').expect(200);
    const cookie = deviceCookie(res);
    expect(cookie).toMatch(/^kp_device=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=34560000/);
    // The same browser keeps its device.
    const again = await join(room.code, 'Cora again', cookie.split(';')[0]).expect(200);
    expect(deviceCookie(again).split(';')[0]).toBe(cookie.split(';')[0]);
  });

  it('refuses a booted guest who rejoins with fresh cookies under the same name, however it is written', async () => {
    const { host, roomId, code, guestId } = await roomWithGuest('Gus Guest');
    await host.agent.post(`/api/rooms/${roomId}/boot/${guestId}`).expect(200);
    for (const name of ['Gus Guest', 'gus guest', '  GUS   GUEST ', 'Ｇｕｓ Ｇｕｅｓｔ', 'Gus\u200b Guest']) {
      expect((await join(code, name).expect(403)).body).toEqual(REMOVED);
    }
    // Someone else, in another browser, is welcome.
    await join(code, 'Gustave').expect(200);
  });

  it('refuses a booted guest’s browser under any name, even without its old session cookie', async () => {
    const { host, roomId, code, guestId, device } = await roomWithGuest('Dora');
    await host.agent.post(`/api/rooms/${roomId}/boot/${guestId}`).expect(200);
    expect((await join(code, 'Not Dora', device).expect(403)).body).toEqual(REMOVED);
    // The browser is kept out of this room only.
    const other = await registerUser(t);
    const elsewhere = (await other.agent.post('/api/rooms').send({ name: 'Elsewhere' }).expect(201)).body;
    await join(elsewhere.code, 'Dora', device).expect(200);
  });

  it('lists the removed people to the owner, who lets one back in: same name, same browser, with a toast-worthy answer', async () => {
    const { host, roomId, code, guestId, device } = await roomWithGuest('Lena');
    const rita = await registerUser(t, { displayName: 'Rita' });
    await rita.agent.post(`/api/rooms/${roomId}/join`).send({}).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/boot/${guestId}`).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/boot/${rita.user.userId}`).expect(200);

    const list = (await host.agent.get(`/api/rooms/${roomId}/boots`).expect(200)).body;
    expect(list).toEqual([
      { userId: rita.user.userId, displayName: 'Rita', isGuest: false, bootedAt: expect.any(String) },
      { userId: guestId, displayName: 'Lena', isGuest: true, bootedAt: expect.any(String) },
    ]);
    await rita.agent.post(`/api/rooms/${roomId}/join`).send({}).expect(403);

    // Only the owner (or an admin) sees and undoes boots.
    const guest = await joinAsGuest(t, code, 'Someone');
    expect((await guest.agent.get(`/api/rooms/${roomId}/boots`).expect(403)).body.message).toBe('Only the room owner can do that.');
    expect((await guest.agent.delete(`/api/rooms/${roomId}/boots/${guestId}`).expect(403)).body.message).toBe('Only the room owner can do that.');

    expect((await host.agent.delete(`/api/rooms/${roomId}/boots/${guestId}`).expect(200)).body).toEqual({ userId: guestId, letBackIn: true });
    const back = await join(code, 'Lena', device).expect(200);
    expect(back.body.user.userId).not.toBe(guestId);
    expect((await host.agent.delete(`/api/rooms/${roomId}/boots/${guestId}`).expect(404)).body).toEqual({
      statusCode: 404,
      message: 'That person was not removed from this room.',
      error: 'Not Found',
      code: 'NOT_BOOTED',
      params: {},
    });

    const admin = await signInAdmin(t);
    expect((await admin.agent.get(`/api/rooms/${roomId}/boots`).expect(200)).body.map((p: { userId: number }) => p.userId)).toEqual([rita.user.userId]);
    await admin.agent.delete(`/api/rooms/${roomId}/boots/${rita.user.userId}`).expect(200);
    await rita.agent.post(`/api/rooms/${roomId}/join`).send({}).expect(200);
    expect((await host.agent.get(`/api/rooms/${roomId}/boots`).expect(200)).body).toEqual([]);
    await host.agent.get('/api/rooms/AAAAAAAAAAAA/boots').expect(404);
  });

  it('gives an account’s browser the device cookie at sign-in, and its boot records it: no coming back as a guest', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Accounts' }).expect(201)).body;
    const username = `booted${Date.now()}`;
    await registerUser(t, { username, displayName: 'Bea Account', password: 'bea-password-1' });
    // Bea's own browser: signing in sets its device cookie.
    const bea = request.agent(t.server);
    const signedIn = await bea.post('/api/auth/login').send({ username, password: 'bea-password-1' }).expect(200);
    expect(deviceCookie(signedIn)).toMatch(/^kp_device=[A-Za-z0-9_-]{43};.*HttpOnly/);
    await bea.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
    await host.agent.post(`/api/rooms/${room.roomId}/boot/${signedIn.body.userId}`).expect(200);
    // Bea signs out and walks back in as a guest under another name, from the same browser.
    await bea.post('/api/auth/logout').expect(200);
    expect((await bea.post('/api/guest/join').send({ roomCode: room.code, displayName: 'Totally New' }).expect(403)).body).toEqual(REMOVED);
    // Someone else's browser is welcome under that name; once let back in, Bea's browser is too.
    await join(room.code, 'Totally New').expect(200);
    await host.agent.delete(`/api/rooms/${room.roomId}/boots/${signedIn.body.userId}`).expect(200);
    await bea.post('/api/guest/join').send({ roomCode: room.code, displayName: 'Bea Again' }).expect(200);
  });

  it('compares names without case, width, invisible characters or spacing', () => {
    expect(guestNameKey('  Ｍａｒｉａ\u200d  José ')).toBe(guestNameKey('maria josé'));
    expect(guestNameKey('Maria')).not.toBe(guestNameKey('Mario'));
  });
});
