import { jest } from '@jest/globals';
import http from 'node:http';
import { Writable } from 'node:stream';
import request from 'supertest';
import { SignedInGuard } from '../src/common/auth/guards.js';
import { AppThrottlerGuard } from '../src/common/http/throttling.js';
import { Metrics } from '../src/common/metrics/metrics.service.js';
import { LiveRooms } from '../src/room-engine/live-rooms.js';
import { RoomPollCache } from '../src/room-engine/room-poll-cache.js';
import { POLLED_ROUTES } from '../src/room-engine/room-poll-fast-path.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { listen } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { songsById } from './support/songs.js';

const NOT_IN_ROOM = 'You are not in this room. Join it with its code first.';
const NOT_SIGNED_IN = 'You need to be logged in to access this page.';
const ROOM_NOT_FOUND = 'Room not found';
const PARTS = ['', '/users', '/queue', '/playing'];
const song = songsById({ thumbnail: 'x', titled: (videoId) => `A rather long song title to fill the queue ${videoId}` });

/** Every log line the app writes. */
class Capture extends Writable {
  readonly lines: { msg: string; reqId?: string; req?: { id: string; path: string }; res?: { statusCode: number } }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}

interface RawAnswer {
  status: number;
  /** Every header as sent, in order, but Date (it moves with the clock). */
  headers: [string, string][];
  body: Buffer;
}

/** One request on a fresh connection, with the answer's bytes as sent (no decompression, no parsing). */
function raw(base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode!, headers: pairs.filter(([name]) => name !== 'date'), body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('polls answered from memory ahead of the Nest pipeline', () => {
  let t: TestApp;
  let base: string;
  let live: LiveRooms;
  const capture = new Capture();
  /** Calls into Nest's pipeline for the polled routes: the global guard, the controllers' guard and the handlers' answer. */
  let answers: jest.SpiedFunction<RoomPollCache['answer']>;
  let throttler: jest.SpiedFunction<AppThrottlerGuard['canActivate']>;
  let signedIn: jest.SpiedFunction<SignedInGuard['canActivate']>;
  let sequence = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: capture });
    base = await listen(t);
    live = t.app.get(LiveRooms);
    answers = jest.spyOn(t.app.get(RoomPollCache), 'answer');
    throttler = jest.spyOn(AppThrottlerGuard.prototype, 'canActivate');
    signedIn = jest.spyOn(SignedInGuard.prototype, 'canActivate');
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  /** Nest calls while `work` runs: [answer, throttler guard, signed-in guard]. */
  async function nestCalls(work: () => Promise<unknown>): Promise<number[]> {
    const spies = [answers, throttler, signedIn];
    const before = spies.map((s) => s.mock.calls.length);
    await work();
    return spies.map((s, i) => s.mock.calls.length - before[i]);
  }

  /** The same poll twice with the same request id: answered by the route (memory forgot the room), then by the fast path. */
  async function routeThenFast(path: string, headers: Record<string, string>, roomId: string): Promise<{ route: RawAnswer; fast: RawAnswer }> {
    const id = `poll-${++sequence}`;
    live.drop(roomId);
    let route: RawAnswer | undefined;
    expect(await nestCalls(async () => (route = await raw(base, path, { ...headers, 'x-request-id': id })))).toEqual([1, 1, 1]);
    let fast: RawAnswer | undefined;
    expect(await nestCalls(async () => (fast = await raw(base, path, { ...headers, 'x-request-id': id })))).toEqual([0, 0, 0]);
    return { route: route!, fast: fast! };
  }

  async function partyWithGuest(name: string): Promise<{ host: Actor; guest: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { tier: 999 });
    const room = (await host.agent.post('/api/rooms').send({ name }).expect(201)).body;
    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerUser: 999 } })
      .expect(200);
    const guest = await joinAsGuest(t, room.code, `Guest of ${name}`);
    return { host, guest, roomId: room.roomId, code: room.code };
  }

  it('names the four polled routes by the patterns Fastify routes them by', () => {
    const fastify = t.app.getHttpAdapter().getInstance();
    for (const url of POLLED_ROUTES.keys()) expect(fastify.hasRoute({ method: 'GET', url })).toBe(true);
    expect([...POLLED_ROUTES.values()].sort()).toEqual(['playing', 'queue', 'room', 'users']);
  });

  it('answers a matching poll 304 and a kept body 200 without Nest, byte for byte as the route does', async () => {
    const { host, guest, roomId } = await partyWithGuest('Byte for byte');
    await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('aaaaaaaaaaa')).expect(201);
    for (const part of PARTS) {
      const path = `/api/rooms/${roomId}${part}`;
      const changed = await routeThenFast(path, { cookie: guest.cookie }, roomId);
      expect(changed.route.status).toBe(200);
      expect(changed.fast).toEqual(changed.route);
      expect(changed.route.headers).toEqual(
        expect.arrayContaining([
          ['etag', expect.stringMatching(/^W\/"\d+\./)],
          ['cache-control', 'private, no-cache'],
          ['content-type', 'application/json; charset=utf-8'],
          ['x-request-id', `poll-${sequence}`],
          ['x-content-type-options', 'nosniff'],
        ]),
      );
      const etag = changed.route.headers.find(([name]) => name === 'etag')![1];
      const unchanged = await routeThenFast(path, { cookie: guest.cookie, 'if-none-match': etag }, roomId);
      expect(unchanged.route.status).toBe(304);
      expect(unchanged.route.body.length).toBe(0);
      expect(unchanged.fast).toEqual(unchanged.route);
    }
  });

  it('compresses a large kept body as the route does', async () => {
    const { host, guest, roomId } = await partyWithGuest('Big queue');
    for (const id of ['bbbbbbbbbbb', 'ccccccccccc', 'ddddddddddd', 'eeeeeeeeeee', 'fffffffffff', 'ggggggggggg']) {
      await host.agent.post(`/api/rooms/${roomId}/queue`).send(song(id)).expect(201);
    }
    const { route, fast } = await routeThenFast(`/api/rooms/${roomId}/queue`, { cookie: guest.cookie, 'accept-encoding': 'gzip' }, roomId);
    expect(route.status).toBe(200);
    expect(route.headers).toEqual(expect.arrayContaining([['content-encoding', 'gzip']]));
    expect(fast).toEqual(route);
  });

  it('lets an admin watching the room poll on the fast path', async () => {
    const { roomId } = await partyWithGuest('Watched fast');
    const admin = await signInAdmin(t);
    const { route, fast } = await routeThenFast(`/api/rooms/${roomId}/queue`, { cookie: admin.cookie }, roomId);
    expect(route.status).toBe(200);
    expect(fast).toEqual(route);
  });

  it('leaves signed-out callers, strangers, unknown rooms and malformed ids to the route, with its refusals', async () => {
    const { guest, roomId } = await partyWithGuest('Refusals');
    const stranger = await registerUser(t);
    const polled = await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', guest.cookie).expect(200);
    const etag = polled.headers.etag as string;
    // The room is in memory with its answers: only the caller or the id stands in the way.
    for (const part of PARTS) {
      const path = `/api/rooms/${roomId}${part}`;
      const calls = await nestCalls(async () => {
        const signedOut = await request(t.server).get(path).set('If-None-Match', etag).expect(401);
        expect(signedOut.body).toEqual({ statusCode: 401, message: NOT_SIGNED_IN, error: 'Unauthorized', code: 'NOT_SIGNED_IN', params: {} });
        const foreign = await request(t.server).get(path).set('Cookie', stranger.cookie).expect(403);
        expect(foreign.body).toEqual({ statusCode: 403, message: NOT_IN_ROOM, error: 'Forbidden', code: 'NOT_IN_ROOM', params: {} });
        const foreignMatching = await request(t.server).get(path).set('Cookie', stranger.cookie).set('If-None-Match', etag).expect(403);
        expect(foreignMatching.body.message).toBe(NOT_IN_ROOM);
        for (const id of ['AAAAAAAAAAAA', 'not-a-room', `${roomId}x`]) {
          const unknown = await request(t.server).get(`/api/rooms/${id}${part}`).set('Cookie', guest.cookie).expect(404);
          expect(unknown.body).toEqual({ statusCode: 404, message: ROOM_NOT_FOUND, error: 'Not Found', code: 'ROOM_NOT_FOUND', params: {} });
        }
      });
      // Each of them went through the route's guards: the signed-out one stops at SignedInGuard, malformed ids at RoomIdPipe.
      expect(calls[1]).toBe(6);
      expect(calls[2]).toBe(6);
      expect(calls[0]).toBe(3);
    }
  });

  it('refuses a booted member at once, and a booted guest as signed out', async () => {
    const { host, guest, roomId } = await partyWithGuest('Bouncer');
    const member = await registerUser(t);
    await member.agent.post(`/api/rooms/${roomId}/join`).send({}).expect(200);
    const etags = new Map<Actor, string>();
    for (const actor of [member, guest]) {
      const first = await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', actor.cookie).expect(200);
      etags.set(actor, first.headers.etag as string);
      expect(
        await nestCalls(() =>
          request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', actor.cookie).set('If-None-Match', first.headers.etag).expect(304),
        ),
      ).toEqual([0, 0, 0]);
    }

    await host.agent.post(`/api/rooms/${roomId}/boot/${member.user.userId}`).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/boot/${guest.user.userId}`).expect(200);
    for (const part of PARTS) {
      const booted = await request(t.server)
        .get(`/api/rooms/${roomId}${part}`)
        .set('Cookie', member.cookie)
        .set('If-None-Match', etags.get(member)!)
        .expect(403);
      expect(booted.body.message).toBe(NOT_IN_ROOM);
      const gone = await request(t.server).get(`/api/rooms/${roomId}${part}`).set('Cookie', guest.cookie).set('If-None-Match', etags.get(guest)!).expect(401);
      expect(gone.body.message).toBe(NOT_SIGNED_IN);
    }
    // The host's polls, still fast, see the room without them.
    const people = await request(t.server).get(`/api/rooms/${roomId}/users`).set('Cookie', host.cookie).expect(200);
    expect((people.body as { userId: number }[]).map((p) => p.userId)).toEqual([host.user.userId]);
  });

  it('answers the poll after a change fast, from the state the change built', async () => {
    const { host, guest, roomId } = await partyWithGuest('Moving on');
    const before = await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', guest.cookie).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('hhhhhhhhhhh')).expect(201);
    // The add built the new queue: the changed poll is fast and carries the new state.
    let changed: request.Response | undefined;
    expect(
      await nestCalls(
        async () =>
          (changed = await request(t.server)
            .get(`/api/rooms/${roomId}/queue`)
            .set('Cookie', guest.cookie)
            .set('If-None-Match', before.headers.etag)
            .expect(200)),
      ),
    ).toEqual([0, 0, 0]);
    expect(changed!.headers.etag).not.toBe(before.headers.etag);
    expect(changed!.body.items.map((i: { videoId: string }) => i.videoId)).toEqual(['hhhhhhhhhhh']);
  });

  it("writes out a change's built parts only for the first poll that asks for them", async () => {
    const { guest, roomId } = await partyWithGuest('Lazy');
    const polls = t.app.get(RoomPollCache);
    const live = t.app.get(LiveRooms);
    const { room } = await live.get(roomId);
    let written = 0;
    const part = { toJSON: () => (written++, { roomId, items: [], version: room.version }) };
    polls.storeBuilt(roomId, room.version, { queue: part });
    expect(written).toBe(0);
    const first = await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', guest.cookie).expect(200);
    await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', guest.cookie).expect(200);
    expect(first.body).toEqual({ roomId, items: [], version: room.version });
    expect(written).toBe(1);
  });

  it('counts fast answers in the metrics by route and writes their request line', async () => {
    const { guest, roomId } = await partyWithGuest('Counted');
    const metrics = t.app.get(Metrics);
    const count = async (status: string) => {
      const text = await metrics.render();
      const line = text
        .split('\n')
        .find((l) => l.startsWith('karaoke_http_requests_total{') && l.includes('route="/api/rooms/:roomId/queue"') && l.includes(`status="${status}"`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const first = await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', guest.cookie).expect(200);
    const [ok, notModified] = [await count('200'), await count('304')];
    const calls = await nestCalls(async () => {
      await request(t.server).get(`/api/rooms/${roomId}/queue`).set('Cookie', guest.cookie).set('X-Request-Id', 'fast-200').expect(200);
      await request(t.server)
        .get(`/api/rooms/${roomId}/queue`)
        .set('Cookie', guest.cookie)
        .set('If-None-Match', first.headers.etag)
        .set('X-Request-Id', 'fast-304')
        .expect(304);
    });
    expect(calls).toEqual([0, 0, 0]);
    expect(await count('200')).toBe(ok + 1);
    expect(await count('304')).toBe(notModified + 1);
    for (const [id, status] of [
      ['fast-200', 200],
      ['fast-304', 304],
    ] as const) {
      const line = capture.lines.find((l) => l.reqId === id);
      expect(line).toMatchObject({ req: { id, path: `/api/rooms/${roomId}/queue` }, res: { statusCode: status } });
      expect(line!.msg).toMatch(new RegExp(`^GET /api/rooms/${roomId}/queue ${status} \\d+\\.\\dms$`));
    }
  });
});
