import { DataSource } from 'typeorm';
import { type Actor, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { CODE_SHAPE } from '../src/common/errors/domain-error.js';

/**
 * Markup and SQL in names are stored exactly as typed, and the admin lists' search, filter and
 * sort parameters reach SQL only as bound values or whitelisted column names.
 */
const HOSTILE = ["Robert'); DROP TABLE users;--", "x' OR '1'='1", '<img src=x onerror=alert(1)>', '100% _real_ \\ name', '"; SELECT pg_sleep(5); --'];

describe('hostile text in names and admin queries', () => {
  let t: TestApp;
  let admin: Actor;
  const people: Actor[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    for (const displayName of HOSTILE) people.push(await registerUser(t, { displayName }));
  });
  afterAll(() => t.close());

  const count = async (table: string) => Number((await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM "${table}"`))[0].n);

  it('stores display names, room names and song titles as given', async () => {
    for (const [i, person] of people.entries()) {
      expect((await person.agent.get('/api/auth/me').expect(200)).body.displayName).toBe(HOSTILE[i]);
    }
    const host = people[0];
    const room = (
      await host.agent
        .post('/api/rooms')
        .send({ name: HOSTILE[2] + HOSTILE[0] })
        .expect(201)
    ).body;
    expect(room.name).toBe(HOSTILE[2] + HOSTILE[0]);
    const item = (
      await host.agent
        .post(`/api/rooms/${room.roomId}/queue`)
        .send({ videoId: 'injection01', title: HOSTILE[4], thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg', duration: '3:00' })
        .expect(201)
    ).body;
    expect(item.title).toBe(HOSTILE[4]);
    expect(item.addedBy).toBe(HOSTILE[0]);
  });

  it('admin user search matches hostile text literally, as a bound value', async () => {
    const users = await count('users');
    for (const value of HOSTILE) {
      const res = await admin.agent.get('/api/admin/users').query({ search: value }).expect(200);
      expect(res.body.data.map((u: { displayName: string }) => u.displayName)).toEqual([value]);
    }
    // LIKE wildcards are text too: '%' and '_' find only names that contain them.
    const percent = (await admin.agent.get('/api/admin/users').query({ search: '%' }).expect(200)).body.data;
    expect(percent.map((u: { displayName: string }) => u.displayName)).toEqual(['100% _real_ \\ name']);
    const underscore = (await admin.agent.get('/api/admin/users').query({ search: '_real_' }).expect(200)).body.data;
    expect(underscore).toHaveLength(1);
    expect(await count('users')).toBe(users);
  });

  it('admin room search and owner filter match literally', async () => {
    const owner = people[0].user.username;
    const rooms = (await admin.agent.get('/api/admin/rooms').query({ search: HOSTILE[2] }).expect(200)).body.data;
    expect(rooms.map((r: { name: string }) => r.name)).toEqual([HOSTILE[2] + HOSTILE[0]]);
    expect((await admin.agent.get('/api/admin/rooms').query({ search: "' OR '1'='1" }).expect(200)).body.data).toEqual([]);
    expect((await admin.agent.get('/api/admin/rooms').query({ ownerUsername: "%' OR '1'='1" }).expect(200)).body.data).toEqual([]);
    expect((await admin.agent.get('/api/admin/rooms').query({ ownerUsername: '%' }).expect(200)).body.data).toEqual([]);
    expect((await admin.agent.get('/api/admin/rooms').query({ ownerUsername: owner }).expect(200)).body.data).toHaveLength(1);
  });

  it.each([
    ['/api/admin/users', { sortBy: '"displayName"; DROP TABLE users; --' }],
    ['/api/admin/users', { sortBy: 'createdAt, (SELECT pg_sleep(5))' }],
    ['/api/admin/users', { sortBy: '__proto__' }],
    ['/api/admin/users', { sortBy: 'constructor' }],
    ['/api/admin/users', { sortBy: 'password' }],
    ['/api/admin/users', { sortOrder: 'asc; DROP TABLE users' }],
    ['/api/admin/users', { tier: '1 OR 1=1' }],
    ['/api/admin/users', { role: "admin' OR '1'='1" }],
    ['/api/admin/users', { registrationDateFrom: "2020-01-01'; DROP TABLE users; --" }],
    ['/api/admin/users', { page: '1; DROP TABLE users' }],
    ['/api/admin/users', { pageSize: '10 UNION SELECT password FROM users' }],
    ['/api/admin/rooms', { sortBy: 'name; DELETE FROM rooms' }],
    ['/api/admin/rooms', { minUsers: '0 OR 1=1' }],
    ['/api/admin/rooms', { isActive: "true' OR '1'='1" }],
    ['/api/admin/rooms', { creationDateTo: 'now()' }],
  ])('%s refuses %j with a 400 sentence and runs nothing', async (path, query) => {
    const users = await count('users');
    const rooms = await count('rooms');
    const started = Date.now();
    const res = await admin.agent.get(path).query(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: expect.stringMatching(/\S+ \S+.*\.$/),
      error: 'Bad Request',
      code: expect.stringMatching(CODE_SHAPE),
      params: expect.any(Object),
    });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await count('users')).toBe(users);
    expect(await count('rooms')).toBe(rooms);
  });
});
