import request from 'supertest';
import { DataSource } from 'typeorm';
import { type Actor, createRoomInDb, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The ra-data-simple-rest convention (range/sort/filter, Content-Range) on the admin lists, beside
// page/pageSize/sortBy/sortOrder (docs/product.md §7): what the back office's data provider sends.

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const simpleRest = (range: [number, number] | undefined, sort: [string, string] | undefined, filter: Record<string, unknown> | undefined) =>
  [range && `range=${enc(range)}`, sort && `sort=${enc(sort)}`, filter && `filter=${enc(filter)}`].filter(Boolean).join('&');

describe('admin lists in the ra-data-simple-rest convention', () => {
  let t: TestApp;
  let admin: Actor;
  let db: DataSource;
  let owner: Actor;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    admin = await signInAdmin(t);
    owner = await registerUser(t, { username: 'sr-owner', displayName: 'Owner', tier: 3 });
    // 60 accounts in SQL (signing up 60 people would only test argon2): tiers, roles and dates vary.
    await db.query(
      `INSERT INTO users (username, "displayName", role, "subscriptionTier", "createdAt", "lastActive")
       SELECT 'sr-' || lpad(n::text, 3, '0'), 'Simple ' || n, CASE WHEN n % 10 = 0 THEN 'admin' ELSE 'user' END,
              (ARRAY[1, 2, 3, 999])[1 + n % 4], timestamptz '2026-01-01' + n * interval '1 day', timestamptz '2026-03-01' + n * interval '1 hour'
         FROM generate_series(1, 60) n`,
    );
    for (let i = 0; i < 3; i++) await createRoomInDb(t, owner.user.userId, { name: `Simple room ${i}` });
    await db.query(`UPDATE users SET "roomId" = (SELECT "roomId" FROM rooms WHERE name = 'Simple room 0') WHERE username IN ('sr-001', 'sr-002')`);
  });
  afterAll(() => t.close());

  const spec = (resource: string, query: string) =>
    admin.agent
      .get(`/api/admin/${resource}?${query}`)
      .expect(200)
      .then((r) => r.body);
  const rest = (resource: string, query: string) => admin.agent.get(`/api/admin/${resource}?${query}`).expect(200);

  it('answers the rows as an array with Content-Range, exposed, in pages of 25, 50, 100 or 500', async () => {
    const total = (await spec('users', 'search=sr-')).pagination.total;
    expect(total).toBe(61);
    const first = await rest('users', simpleRest([0, 24], ['createdAt', 'DESC'], { q: 'sr-' }));
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(25);
    expect(first.headers['content-range']).toBe('users 0-24/61');
    expect(first.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    const third = await rest('users', simpleRest([50, 74], ['createdAt', 'DESC'], { q: 'sr-' }));
    expect(third.body).toHaveLength(11);
    expect(third.headers['content-range']).toBe('users 50-60/61');
    // The same rows, in the same order, as page/pageSize/sortBy/sortOrder give.
    expect(third.body).toEqual((await spec('users', 'search=sr-&page=3&pageSize=25&sortBy=createdAt&sortOrder=desc')).data);
    for (const size of [50, 100, 500]) {
      expect((await rest('users', simpleRest([0, size - 1], undefined, { q: 'sr-' }))).body).toHaveLength(Math.min(size, 61));
    }
    const empty = await rest('users', simpleRest([500, 999], undefined, {}));
    expect(empty.body).toEqual([]);
    expect(empty.headers['content-range']).toMatch(/^users \*\/\d+$/);
    const rooms = await rest('rooms', simpleRest([0, 24], ['createdAt', 'DESC'], { ownerUsername: 'sr-owner' }));
    expect(rooms.headers['content-range']).toBe('rooms 0-2/3');
    expect(rooms.body.map((r: { name: string }) => r.name)).toEqual(['Simple room 2', 'Simple room 1', 'Simple room 0']);
  });

  it('sorts newest first by default and when asked to sort by id, and by any whitelisted column', async () => {
    const byDefault = (await rest('users', simpleRest([0, 24], undefined, { q: 'sr-0' }))).body;
    expect(byDefault.map((u: { username: string }) => u.username).slice(0, 3)).toEqual(['sr-060', 'sr-059', 'sr-058']);
    expect((await rest('users', simpleRest([0, 24], ['id', 'DESC'], { q: 'sr-0' }))).body).toEqual(byDefault);
    const byName = (await rest('users', simpleRest([0, 24], ['username', 'ASC'], { q: 'sr-0' }))).body;
    expect(byName.map((u: { username: string }) => u.username).slice(0, 2)).toEqual(['sr-001', 'sr-002']);
  });

  it('applies every admin list filter exactly as the query parameters do', async () => {
    const userFilters: Record<string, unknown>[] = [
      { q: 'simple 1' },
      { tier: 2 },
      { tier: '999', role: 'admin' },
      { hasRoom: true },
      { hasRoom: 'false', q: 'sr-' },
      { registrationDateFrom: '2026-02-01', registrationDateTo: '2026-02-10' },
      { lastActiveFrom: '2026-03-02T00:00:00Z', lastActiveTo: '2026-03-02T05:00:00Z' },
    ];
    for (const filter of userFilters) {
      const params = new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k === 'q' ? 'search' : k, String(v)]));
      const expected = (await spec('users', `${params}&pageSize=100`)).data;
      expect(expected.length).toBeGreaterThan(0);
      expect((await rest('users', simpleRest([0, 99], ['createdAt', 'DESC'], filter))).body).toEqual(expected);
    }
    const roomFilters: Record<string, unknown>[] = [
      { q: 'simple room 1' },
      { ownerUsername: 'sr-own' },
      { isActive: true, ownerUsername: 'sr-owner' },
      { minUsers: 3 },
      { maxUsers: 1, ownerUsername: 'sr-owner' },
      { creationDateFrom: '2020-01-01', ownerUsername: 'sr-owner' },
    ];
    for (const filter of roomFilters) {
      const params = new URLSearchParams(Object.entries(filter).map(([k, v]): [string, string] => [k === 'q' ? 'search' : k, String(v)]));
      const expected = (await spec('rooms', `${params}&pageSize=100`)).data;
      expect(expected.length).toBeGreaterThan(0);
      expect((await rest('rooms', simpleRest([0, 99], ['createdAt', 'DESC'], filter))).body).toEqual(expected);
    }
  });

  it('answers getMany (filter by a list of ids) with those records', async () => {
    const [a, b] = (await spec('users', 'search=sr-00&sortBy=username&sortOrder=asc')).data;
    const many = await rest('users', simpleRest(undefined, undefined, { id: [b.userId, a.userId] }));
    expect(many.body.map((u: { userId: number }) => u.userId).sort()).toEqual([a.userId, b.userId].sort());
    const room = (await rest('rooms', simpleRest([0, 24], undefined, { ownerUsername: 'sr-owner' }))).body[0];
    expect((await rest('rooms', simpleRest(undefined, undefined, { id: [room.roomId] }))).body).toEqual([room]);
  });

  it('refuses what it cannot read, with a sentence', async () => {
    const refused = async (resource: string, query: string) => (await admin.agent.get(`/api/admin/${resource}?${query}`).expect(400)).body.message;
    expect(await refused('users', simpleRest([0, 9], undefined, undefined))).toMatch(
      /^range must be a JSON array \[first, last\] covering 25, 50, 100 or 500 rows/,
    );
    expect(await refused('users', simpleRest([10, 34], undefined, undefined))).toMatch(/^range must be/);
    expect(await refused('users', 'range=[0,24')).toMatch(/^range must be/);
    expect(await refused('users', simpleRest(undefined, ['createdAt', 'SIDEWAYS'], undefined))).toBe(
      'sort must be a JSON array [field, order] such as ["createdAt","DESC"].',
    );
    expect(await refused('users', simpleRest(undefined, ['password', 'ASC'], undefined))).toMatch(/^sortBy must be one of /);
    expect(await refused('users', 'filter=nope')).toBe('filter must be a JSON object such as {"q":"sam"}.');
    expect(await refused('users', simpleRest(undefined, undefined, { tier: 7 }))).toBe('tier must be 1, 2, 3 or 999.');
    expect(await refused('users', simpleRest(undefined, undefined, { shoeSize: 42 }))).toBe('Unknown field "shoeSize".');
    expect(await refused('users', simpleRest(undefined, undefined, { pageSize: 50 }))).toBe('Unknown filter "pageSize".');
    // The back office asks in its language (Accept-Language), and a refusal with the key says it too.
    const german = await admin.agent
      .get(`/api/admin/users?${simpleRest(undefined, undefined, { pageSize: 50 })}`)
      .set('Accept-Language', 'de')
      .expect(400);
    expect(german.body.message).toBe('Unbekannter Filter „pageSize“.');
    expect(await refused('users', simpleRest(undefined, undefined, { id: ['1; DROP TABLE users'] }))).toBe('filter.id must list user ids (whole numbers).');
    expect(await refused('rooms', simpleRest(undefined, undefined, { minUsers: -1 }))).toBe('minUsers must be a whole number of at least 0.');
    expect(await refused('users', `page=2&${simpleRest([0, 24], undefined, undefined)}`)).toBe(
      'Use either page, pageSize, sortBy and sortOrder or range, sort and filter (the ra-data-simple-rest convention), not both.',
    );
  });

  it('updates with PUT like PATCH, and deletes as the provider asks (text/plain, no body)', async () => {
    const target = (await spec('users', 'search=sr-042')).data[0];
    const put = await admin.agent.put(`/api/admin/users/${target.userId}`).send({ displayName: 'Put Person', role: 'user', subscriptionTier: 3 }).expect(200);
    expect(put.body).toMatchObject({ userId: target.userId, displayName: 'Put Person', subscriptionTier: 3 });
    expect(
      (
        await admin.agent
          .put(`/api/admin/users/${target.userId}`)
          .send({ ...target })
          .expect(400)
      ).body.message,
    ).toMatch(/^Unknown field /);
    await admin.agent.delete(`/api/admin/users/${target.userId}`).set('Content-Type', 'text/plain').expect(200);
    await admin.agent.get(`/api/admin/users/${target.userId}`).expect(404);
  });

  it('refuses the convention to everyone but admins', async () => {
    await request(t.server)
      .get(`/api/admin/users?${simpleRest([0, 24], undefined, {})}`)
      .expect(401);
    await owner.agent.get(`/api/admin/users?${simpleRest([0, 24], undefined, {})}`).expect(403);
  });
});
