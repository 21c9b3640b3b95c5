import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import type { Clock } from '../src/common/clock.js';
import { type Actor, registerUser } from './support/sessions.js';
import { connect, listen, nextEvent } from './support/sockets.js';
import { type TestApp, useClockedApp } from './support/test-app.js';

const MINUTE = 60_000;

/** A browser at /tv: no account, only what pairing gives it (its kp_screen cookie). */
interface Tv {
  agent: request.Agent;
  cookie: string;
  screenId: string;
}

/**
 * A TV in one step (docs/product.md): the host's code pairs a browser as a screen of one room,
 * which reads that room's stage and nothing else, until the host ends it or the room ends.
 */
describe('pairing a TV', () => {
  let t: TestApp;
  let clock: Clock;
  let url: string;
  useClockedApp(
    (started) => {
      ({ t, clock } = started);
    },
    { env: { ROOM_CODE_RATE_LIMIT: '4', ROOM_CODE_ADDRESS_RATE_LIMIT: '100' } },
  );
  beforeAll(async () => {
    url = await listen(t);
  });

  async function hostRoom(name = 'Living room'): Promise<{ host: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { displayName: 'Rita', tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name }).expect(201)).body as { roomId: string; code: string };
    return { host, roomId: room.roomId, code: room.code };
  }

  const newCode = async (host: Actor, roomId: string) =>
    (await host.agent.post(`/api/rooms/${roomId}/screens/pairing-code`).expect(201)).body as { code: string; expiresAt: string; link: string };

  async function pairTv(code: string, name?: string): Promise<Tv> {
    const agent = request.agent(t.server);
    const res = await agent
      .post('/api/screens/pair')
      .send({ code, ...(name ? { name } : {}) })
      .expect(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('kp_screen='));
    expect(cookie).toMatch(/HttpOnly/);
    return { agent, cookie: cookie!.split(';')[0], screenId: res.body.screenId };
  }

  it('pairs with a short code once, reads the stage of its room only, and is listed for the host', async () => {
    const { host, roomId } = await hostRoom();
    const drawn = await newCode(host, roomId);
    expect(drawn.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(drawn.link).toBe(`/tv?code=${drawn.code}`);
    const lifetime = new Date(drawn.expiresAt).getTime() - clock.now().getTime();
    expect(lifetime).toBeGreaterThan(10 * MINUTE - 5000);
    expect(lifetime).toBeLessThanOrEqual(10 * MINUTE);

    const tv = await pairTv(` ${drawn.code.toLowerCase()} `, 'Living-room TV');
    expect((await tv.agent.get('/api/screens/me').expect(200)).body).toMatchObject({ roomId, name: 'Living-room TV', screenId: tv.screenId });
    expect((await tv.agent.get(`/api/rooms/${roomId}`).expect(200)).body).toMatchObject({ roomId, code: expect.any(String) });
    await tv.agent.get(`/api/rooms/${roomId}/queue`).expect(200);
    await tv.agent.get(`/api/rooms/${roomId}/playing`).expect(200);
    // Not its people, and nothing of another room.
    await tv.agent.get(`/api/rooms/${roomId}/users`).expect(401);
    const other = await hostRoom('Elsewhere');
    expect((await tv.agent.get(`/api/rooms/${other.roomId}`).expect(403)).body.message).toBe('You are not in this room. Join it with its code first.');

    // Single use.
    const again = await request(t.server).post('/api/screens/pair').send({ code: drawn.code }).expect(404);
    expect(again.body.message).toBe('That pairing code is not right. Check the code on the host’s screen.');

    const listed = (await host.agent.get(`/api/rooms/${roomId}/screens`).expect(200)).body;
    expect(listed).toEqual([{ screenId: tv.screenId, roomId, name: 'Living-room TV', pairedAt: expect.any(String) }]);
    const stranger = await registerUser(t);
    await stranger.agent.get(`/api/rooms/${roomId}/screens`).expect(403);
    await stranger.agent.post(`/api/rooms/${roomId}/screens/pairing-code`).expect(403);
  });

  it('refuses a wrong code with a sentence, an expired one, and too many wrong ones with 429', async () => {
    const { host, roomId } = await hostRoom();
    const drawn = await newCode(host, roomId);
    clock.advance(10 * MINUTE + 1000);
    const expired = await request(t.server).post('/api/screens/pair').send({ code: drawn.code }).expect(410);
    expect(expired.body.message).toBe('That pairing code has expired. Ask the host for a new one.');

    expect((await request(t.server).post('/api/screens/pair').send({ code: '' }).expect(400)).body.message).toBe(
      'Enter the pairing code shown on the host’s screen.',
    );
    const guesser = request.agent(t.server);
    for (let i = 0; i < 4; i++)
      await guesser
        .post('/api/screens/pair')
        .send({ code: `ZZZZZ${i + 2}` })
        .expect(404);
    const refused = await guesser.post('/api/screens/pair').send({ code: 'ZZZZZ9' }).expect(429);
    expect(refused.body.message).toMatch(/^Too many wrong room codes\. Try again in/);
    // Even a right code, from there, until the hour is over.
    await guesser
      .post('/api/screens/pair')
      .send({ code: (await newCode(host, roomId)).code })
      .expect(429);
  });

  it("a new code replaces the room's untyped one", async () => {
    const { host, roomId } = await hostRoom();
    const first = await newCode(host, roomId);
    const second = await newCode(host, roomId);
    await request(t.server).post('/api/screens/pair').send({ code: first.code }).expect(404);
    await pairTv(second.code);
  });

  it('the host ends a screen: it is told over its socket, closed, and its reads are refused', async () => {
    const { host, roomId } = await hostRoom();
    const tv = await pairTv((await newCode(host, roomId)).code, 'Bar TV');
    const socket = await connect(url, { cookie: tv.cookie } as Actor);
    const sockets: Socket[] = [socket];
    try {
      expect(await socket.emitWithAck('room:join', { roomId })).toMatchObject({ ok: true, roomId });
      const other = await hostRoom('Other');
      expect(await socket.emitWithAck('room:join', { roomId: other.roomId })).toEqual({
        ok: false,
        code: 'NOT_IN_ROOM',
        params: {},
        message: 'You are not in this room. Join it with its code first.',
      });
      // It shows the stage; it never runs it.
      expect(await socket.emitWithAck('stage:presence', { roomId, open: true })).toEqual({
        ok: false,
        code: 'STAGE_ONLY_HOST',
        params: {},
        message: 'Only the host can run the stage.',
      });

      // The room's changes reach it (someone joins: the people change, and a screen stays in the channel).
      const changed = nextEvent<{ changes: string[] }>(socket, 'room:changed');
      await host.agent.post(`/api/rooms/${roomId}/queue`).send({ videoId: 'screenvid01', title: 'Song', duration: '3:00' }).expect(201);
      expect((await changed).changes).toContain('queue');

      const told = nextEvent<{ message: string }>(socket, 'screen:ended');
      const gone = nextEvent<string>(socket, 'disconnect');
      expect((await host.agent.delete(`/api/rooms/${roomId}/screens/${tv.screenId}`).expect(200)).body).toEqual({ screenId: tv.screenId, ended: true });
      expect((await told).message).toBe('The host ended this screen. Enter a new code to show a party here.');
      await gone;
    } finally {
      for (const s of sockets) s.disconnect();
    }
    expect((await tv.agent.get('/api/screens/me').expect(401)).body.message).toBe('This screen is not paired. Enter the code from the host’s Open on a TV.');
    await tv.agent.get(`/api/rooms/${roomId}`).expect(401);
    expect((await host.agent.get(`/api/rooms/${roomId}/screens`).expect(200)).body).toEqual([]);
    expect((await host.agent.delete(`/api/rooms/${roomId}/screens/${tv.screenId}`).expect(404)).body.message).toBe('That screen is not showing this room.');
  });

  it('a screen ends with its room', async () => {
    const { host, roomId } = await hostRoom();
    const tv = await pairTv((await newCode(host, roomId)).code);
    await host.agent.post(`/api/rooms/${roomId}/end`).expect(200);
    await tv.agent.get(`/api/rooms/${roomId}`).expect(404);
    await tv.agent.get('/api/screens/me').expect(401);
  });

  it('lets a screen call nothing but its stage reads, over every route of the API', async () => {
    const { host, roomId, code } = await hostRoom();
    const tv = await pairTv((await newCode(host, roomId)).code);
    const document = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../openapi/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const stageReads = new Set([`GET /api/rooms/{roomId}`, `GET /api/rooms/{roomId}/queue`, `GET /api/rooms/{roomId}/playing`, 'GET /api/screens/me']);
    const values: Record<string, string> = { roomId, userId: String(host.user.userId), code, screenId: tv.screenId, videoId: 'aaaaaaaaaaa' };
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const [template, operations] of Object.entries(document.paths)) {
      const filled = template.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '1');
      for (const method of Object.keys(operations).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))) {
        const route = `${method.toUpperCase()} ${template}`;
        seen.push(route);
        const call = (agent: request.Agent | ReturnType<typeof request>) => (agent as request.Agent)[method as 'get'](filled);
        const asTv = (await call(tv.agent)).status;
        if (stageReads.has(route)) {
          if (asTv !== 200) wrong.push(`${route}: ${asTv}, expected 200`);
          continue;
        }
        const anonymous = (await call(request(t.server) as unknown as request.Agent)).status;
        // Refused (401/403), or exactly what anyone without a session gets (public routes).
        if (![401, 403].includes(asTv) && asTv !== anonymous) wrong.push(`${route}: ${asTv} as a screen, ${anonymous} signed out`);
      }
    }
    expect(seen.length).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
    // The screen is still paired and the room untouched by any of it.
    await tv.agent.get('/api/screens/me').expect(200);
    expect((await host.agent.get(`/api/rooms/${roomId}`).expect(200)).body.isActive).toBe(true);
  });
});
