import request from 'supertest';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { songsById } from './support/songs.js';

/**
 * The permission matrix: every route × {signed out, guest, another user, owner/self, admin}.
 * 'allow' means the answer is neither 401 nor 403 (the route may still refuse for other reasons);
 * 401/403 mean exactly that status. Add a row for every new route.
 */
type Who = 'signedOut' | 'guest' | 'other' | 'owner' | 'admin';
type Expect = 'allow' | 401 | 403;
interface Context {
  t: TestApp;
  owner: Actor;
  guest: Actor;
  other: Actor;
  admin: Actor;
  room: { roomId: string; code: string };
  /** A fresh room of the owner, for routes that change membership or delete. */
  freshRoom(): Promise<{ roomId: string; code: string }>;
  /** A fresh queue item in the shared room. */
  queueItem(): Promise<number>;
}
interface Row {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: (c: Context) => string | Promise<string>;
  body?: (c: Context) => object;
  expect: Record<Who, Expect>;
}

const PUBLIC: Record<Who, Expect> = { signedOut: 'allow', guest: 'allow', other: 'allow', owner: 'allow', admin: 'allow' };
const SIGNED_IN: Record<Who, Expect> = { signedOut: 401, guest: 'allow', other: 'allow', owner: 'allow', admin: 'allow' };
const REGISTERED: Record<Who, Expect> = { signedOut: 401, guest: 403, other: 'allow', owner: 'allow', admin: 'allow' };
const SELF_OR_ADMIN: Record<Who, Expect> = { signedOut: 401, guest: 403, other: 403, owner: 'allow', admin: 'allow' };
const SELF_ONLY: Record<Who, Expect> = { signedOut: 401, guest: 403, other: 403, owner: 'allow', admin: 403 };
const MEMBERS: Record<Who, Expect> = { signedOut: 401, guest: 'allow', other: 403, owner: 'allow', admin: 'allow' };
const ADMIN_ONLY: Record<Who, Expect> = { signedOut: 401, guest: 403, other: 403, owner: 403, admin: 'allow' };
const ROOM_OWNER: Record<Who, Expect> = { signedOut: 401, guest: 403, other: 403, owner: 'allow', admin: 'allow' };

const MATRIX_SONG = songsById({ thumbnail: 'x', duration: '1:00' })('fffffffffff', 'Matrix song');

const ROWS: Row[] = [
  { method: 'get', path: () => '/api/health', expect: PUBLIC },
  { method: 'get', path: () => '/api/health/live', expect: PUBLIC },
  { method: 'get', path: () => '/api/health/ready', expect: PUBLIC },
  { method: 'get', path: () => '/api/admin/jobs', expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/admin/jobs/sessions.cleanup/runs', expect: ADMIN_ONLY },
  { method: 'post', path: () => '/api/admin/jobs/sessions.cleanup/run', expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/tier-limits', expect: PUBLIC },
  { method: 'get', path: () => '/api/tiers/2', expect: PUBLIC },
  { method: 'get', path: () => '/api/invite-address', expect: PUBLIC },
  {
    method: 'post',
    path: () => '/api/auth/register',
    body: () => ({ username: `m${Date.now()}${Math.floor(Math.random() * 1e6)}`, displayName: 'M', password: 'secret-1', betaCode: 'TEST-BETA-CODE' }),
    expect: PUBLIC,
  },
  {
    method: 'post',
    path: () => '/api/auth/login',
    body: () => ({ username: 'nobody', password: 'nothing' }),
    expect: { signedOut: 401, guest: 401, other: 401, owner: 401, admin: 401 },
  },
  { method: 'get', path: () => '/api/auth/check', expect: SIGNED_IN },
  { method: 'get', path: () => '/api/auth/me', expect: SIGNED_IN },
  { method: 'put', path: (c) => `/api/users/${c.owner.user.userId}`, body: () => ({ displayName: 'Owner' }), expect: SELF_OR_ADMIN },
  { method: 'patch', path: (c) => `/api/users/${c.owner.user.userId}/heartbeat`, expect: SELF_ONLY },
  { method: 'get', path: (c) => `/api/users/${c.owner.user.userId}/validate/${c.room.roomId}`, expect: SELF_OR_ADMIN },
  { method: 'get', path: (c) => `/api/users/${c.owner.user.userId}/rooms`, expect: SELF_OR_ADMIN },

  { method: 'post', path: () => '/api/rooms', body: () => ({ name: 'Matrix room' }), expect: REGISTERED },
  { method: 'get', path: (c) => `/api/rooms/code/${c.room.code}`, expect: SIGNED_IN },
  { method: 'get', path: (c) => `/api/rooms/${c.room.roomId}`, expect: MEMBERS },
  { method: 'get', path: (c) => `/api/rooms/${c.room.roomId}/users`, expect: MEMBERS },
  { method: 'post', path: (c) => `/api/rooms/${c.room.roomId}/toggle-lock`, expect: ROOM_OWNER },
  { method: 'patch', path: (c) => `/api/rooms/${c.room.roomId}/settings`, body: () => ({ settings: { maxSongsPerUser: 3 } }), expect: ROOM_OWNER },
  { method: 'post', path: async (c) => `/api/rooms/${(await c.freshRoom()).roomId}/join`, body: () => ({}), expect: REGISTERED },
  {
    method: 'post',
    path: async (c) => {
      const room = await c.freshRoom();
      const target = await joinAsGuest(c.t, room.code);
      return `/api/rooms/${room.roomId}/boot/${target.user.userId}`;
    },
    expect: { signedOut: 401, guest: 403, other: 403, owner: 'allow', admin: 'allow' },
  },
  {
    method: 'delete',
    path: async (c) => `/api/rooms/${(await c.freshRoom()).roomId}`,
    expect: { signedOut: 401, guest: 403, other: 403, owner: 'allow', admin: 'allow' },
  },
  {
    method: 'post',
    path: async (c) => `/api/rooms/${(await c.freshRoom()).roomId}/end`,
    expect: { signedOut: 401, guest: 403, other: 403, owner: 'allow', admin: 'allow' },
  },
  { method: 'get', path: (c) => `/api/rooms/${c.room.roomId}/boots`, expect: ROOM_OWNER },
  { method: 'post', path: (c) => `/api/rooms/${c.room.roomId}/screens/pairing-code`, expect: ROOM_OWNER },
  { method: 'get', path: (c) => `/api/rooms/${c.room.roomId}/screens`, expect: ROOM_OWNER },
  { method: 'delete', path: (c) => `/api/rooms/${c.room.roomId}/screens/00000000-0000-4000-8000-000000000000`, expect: ROOM_OWNER },
  { method: 'post', path: () => '/api/screens/pair', body: () => ({ code: 'ZZZZZZ' }), expect: PUBLIC },
  // A person is no screen: only a paired screen's cookie is answered (backend/test/screens.spec.ts).
  { method: 'get', path: () => '/api/screens/me', expect: { signedOut: 401, guest: 401, other: 401, owner: 401, admin: 401 } },
  {
    method: 'delete',
    path: async (c) => {
      const room = await c.freshRoom();
      const target = await joinAsGuest(c.t, room.code);
      await c.owner.agent.post(`/api/rooms/${room.roomId}/boot/${target.user.userId}`).expect(200);
      return `/api/rooms/${room.roomId}/boots/${target.user.userId}`;
    },
    expect: ROOM_OWNER,
  },

  { method: 'get', path: (c) => `/api/rooms/${c.room.roomId}/queue`, expect: MEMBERS },
  { method: 'post', path: (c) => `/api/rooms/${c.room.roomId}/queue`, body: () => MATRIX_SONG, expect: MEMBERS },
  { method: 'post', path: () => '/api/queue', body: (c) => ({ roomId: c.room.roomId, ...MATRIX_SONG, videoId: 'ggggggggggg' }), expect: MEMBERS },
  { method: 'delete', path: async (c) => `/api/queue/${await c.queueItem()}`, expect: ROOM_OWNER },
  {
    method: 'patch',
    path: async (c) => `/api/queue/${await c.queueItem()}/position`,
    body: (c) => ({ roomId: c.room.roomId, newPosition: 1 }),
    expect: ROOM_OWNER,
  },
  { method: 'delete', path: (c) => `/api/rooms/${c.room.roomId}/queue`, expect: ROOM_OWNER },

  { method: 'get', path: (c) => `/api/rooms/${c.room.roomId}/playing`, expect: MEMBERS },
  { method: 'post', path: (c) => `/api/rooms/${c.room.roomId}/play-next`, expect: ROOM_OWNER },
  { method: 'post', path: (c) => `/api/rooms/${c.room.roomId}/skip`, expect: ROOM_OWNER },
  { method: 'get', path: () => '/api/youtube/search?q=anything', expect: SIGNED_IN },
  { method: 'get', path: () => '/api/favorites', expect: REGISTERED },
  { method: 'get', path: () => '/api/favorites/hhhhhhhhhhh/check', expect: REGISTERED },
  { method: 'post', path: () => '/api/favorites', body: () => ({ videoId: 'hhhhhhhhhhh', title: 'Fav' }), expect: REGISTERED },
  { method: 'delete', path: () => '/api/favorites/hhhhhhhhhhh', expect: REGISTERED },
  { method: 'get', path: () => '/api/admin/youtube-tracker/quota-stats', expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/admin/youtube-tracker/quota-history?days=7', expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/admin/youtube-tracker/recent-calls?limit=50', expect: ADMIN_ONLY },
  { method: 'post', path: () => '/api/admin/youtube-tracker/cleanup', expect: ADMIN_ONLY },
  { method: 'post', path: () => '/api/admin/cache/purge-non-karaoke', expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/admin/users?pageSize=25', expect: ADMIN_ONLY },
  { method: 'get', path: (c) => `/api/admin/users/${c.other.user.userId}`, expect: ADMIN_ONLY },
  { method: 'patch', path: (c) => `/api/admin/users/${c.other.user.userId}`, body: () => ({ displayName: 'Other' }), expect: ADMIN_ONLY },
  { method: 'post', path: async (c) => `/api/admin/users/${(await registerUser(c.t)).user.userId}/promote`, expect: ADMIN_ONLY },
  { method: 'post', path: async (c) => `/api/admin/users/${(await registerUser(c.t)).user.userId}/demote`, expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/admin/rooms', expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/admin/analytics', expect: ADMIN_ONLY },
  {
    method: 'post',
    path: async (c) => `/api/admin/users/${(await registerUser(c.t)).user.userId}/kick`,
    expect: ADMIN_ONLY,
  },
  {
    method: 'post',
    path: async (c) => `/api/admin/users/${(await registerUser(c.t)).user.userId}/reset-password`,
    expect: ADMIN_ONLY,
  },
  { method: 'delete', path: async (c) => `/api/admin/users/${(await registerUser(c.t)).user.userId}`, expect: ADMIN_ONLY },
  { method: 'delete', path: async (c) => `/api/admin/rooms/${(await c.freshRoom()).roomId}`, expect: ADMIN_ONLY },
  // Last: a registered user who uses the code form joins the room as themselves.
  { method: 'post', path: () => '/api/guest/join', body: (c) => ({ roomCode: c.room.code, displayName: 'Matrix guest' }), expect: PUBLIC },
];

describe('permission matrix', () => {
  let t: TestApp;
  let c: Context;
  beforeAll(async () => {
    // The owner creates a fresh room for each destructive row.
    t = await startTestApp({ env: { TIER_LIMITS: '{"3":{"roomsPerDay":500}}' } });
    const owner = await registerUser(t, { tier: 3 });
    const room = (await owner.agent.post('/api/rooms').send({ name: 'Matrix' }).expect(201)).body;
    c = {
      t,
      owner,
      room,
      guest: await joinAsGuest(t, room.code, 'Matrix guest'),
      other: await registerUser(t),
      admin: await signInAdmin(t),
      freshRoom: async () => (await owner.agent.post('/api/rooms').send({ name: 'Fresh' }).expect(201)).body,
      queueItem: async () =>
        (
          await owner.agent
            .post(`/api/rooms/${room.roomId}/queue`)
            .send({ ...MATRIX_SONG, videoId: `q${Math.random().toString(36).slice(2, 12).padEnd(10, 'x')}` })
            .expect(201)
        ).body.queueItemId,
    };
    // The owner's tier allows 5 rooms at once; fresh rooms are cleaned up as rows go.
    await owner.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { maxSongsPerGuest: 999 } })
      .expect(200);
  });
  afterAll(() => t.close());

  const WHO: Who[] = ['signedOut', 'guest', 'other', 'owner', 'admin'];
  for (const row of ROWS) {
    it(`${row.method.toUpperCase()} ${row.path
      .toString()
      .replace(/^.*?=>\s*/, '')
      .slice(0, 80)}`, async () => {
      const seen: Record<string, number | string> = {};
      const wanted: Record<string, number | string> = {};
      for (const who of WHO) {
        const path = await row.path(c);
        const agent = who === 'signedOut' ? request(t.server) : c[who].agent;
        let call = agent[row.method](path);
        if (row.body) call = call.send(row.body(c));
        const res = await call;
        const expected = row.expect[who];
        seen[who] = expected === 'allow' ? ([401, 403].includes(res.status) ? res.status : 'allow') : res.status;
        wanted[who] = expected;
        if (row.path.toString().includes('freshRoom')) {
          // Keep the owner under the rooms-at-once limit.
          const rooms = (await c.owner.agent.get(`/api/users/${c.owner.user.userId}/rooms`)).body as { roomId: string }[];
          for (const r of rooms.filter((r) => r.roomId !== c.room.roomId)) await c.owner.agent.delete(`/api/rooms/${r.roomId}`);
        }
      }
      expect(seen).toEqual(wanted);
    });
  }
});
