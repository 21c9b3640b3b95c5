import request from 'supertest';
import { DataSource } from 'typeorm';
import { AccountsBootstrap } from '../src/auth/accounts-bootstrap.service.js';
import { type Actor, registerUser, signIn, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// There is always an admin: two admins removing each other at the same moment leave one (on
// PostgreSQL the two requests really run at once: run with DATABASE_URL), and a start that finds
// no admin never hands the role to whoever registered ADMIN_USERNAME.

const ROUNDS = 10;

async function admins(t: TestApp): Promise<number[]> {
  const rows: { userId: number }[] = await t.app.get(DataSource).query(`SELECT "userId" FROM users WHERE role = 'admin' ORDER BY "userId"`);
  return rows.map((r) => r.userId);
}

/** Both at once; answers the two statuses. */
async function together(first: request.Test, second: request.Test): Promise<[number, number]> {
  const [a, b] = await Promise.all([first, second]);
  for (const res of [a, b]) if (res.status !== 200) expect(res.body.message).toMatch(/\.$/);
  return [a.status, b.status];
}

describe('the last admin', () => {
  let t: TestApp;
  /** The one admin the first test leaves. */
  let lastSurvivor: Actor;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stays when two admins demote each other at the same moment, round after round', async () => {
    const first = await signInAdmin(t);
    const second = await registerUser(t, { password: 'secret-password' });
    const pair: Actor[] = [first, second];
    await first.agent.post(`/api/admin/users/${second.user.userId}/promote`).expect(200);
    for (let round = 1; round <= ROUNDS; round++) {
      const [a, b] = pair;
      const statuses = await together(a.agent.post(`/api/admin/users/${b.user.userId}/demote`), b.agent.post(`/api/admin/users/${a.user.userId}/demote`));
      // One demotion wins; the other admin, no longer one, is refused (403), or would leave none (409).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([403, 409]).toContain(statuses.find((s) => s !== 200));
      const left = await admins(t);
      expect(left).toHaveLength(1);
      const survivor = pair.find((actor) => actor.user.userId === left[0])!;
      const other = pair.find((actor) => actor !== survivor)!;
      if (round < ROUNDS) await survivor.agent.post(`/api/admin/users/${other.user.userId}/promote`).expect(200);
      else lastSurvivor = survivor;
    }
  });

  it('stays when two admins delete each other at the same moment, round after round', async () => {
    let survivor = lastSurvivor;
    for (let round = 1; round <= ROUNDS; round++) {
      const other = await registerUser(t, { password: 'secret-password' });
      await survivor.agent.post(`/api/admin/users/${other.user.userId}/promote`).expect(200);
      const statuses = await together(
        survivor.agent.delete(`/api/admin/users/${other.user.userId}`),
        other.agent.delete(`/api/admin/users/${survivor.user.userId}`),
      );
      // One deletion wins; the deleted admin's own request is refused (its session or its role is gone).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([401, 403, 409]).toContain(statuses.find((s) => s !== 200));
      const left = await admins(t);
      expect(left).toHaveLength(1);
      survivor = left[0] === survivor.user.userId ? survivor : other;
      await survivor.agent.get('/api/admin/users').expect(200);
    }
  });
});

describe('a start that finds no admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves an ordinary account holding ADMIN_USERNAME as it is and creates the admin under the first free name, printed with its password', async () => {
    const holder = await registerUser(t, { username: 'Chief', password: 'chief-password' });
    await registerUser(t, { username: 'chief-2' });
    // No admin is left (a restored backup, a hand-edited database…), and the operator asks for "chief".
    await t.app.get(DataSource).query(`UPDATE users SET role = 'user', "subscriptionTier" = 1 WHERE role = 'admin'`);
    Object.assign(t.config, { adminUsername: 'chief', adminPassword: undefined });
    const bootstrap = t.app.get(AccountsBootstrap);
    await bootstrap.onApplicationBootstrap();

    const lines = bootstrap.startupLines();
    expect(lines[0]).toBe('The name "Chief" (ADMIN_USERNAME) belongs to an ordinary account, which stays ordinary: the admin is "chief-3".');
    const login = /^Admin login: chief-3 \/ (\S+) {3}\(generated/.exec(lines[1]);
    expect(login).not.toBeNull();
    const admin = await signIn(t, 'chief-3', login![1]);
    expect(admin.user).toMatchObject({ role: 'admin', subscriptionTier: 999 });
    await admin.agent.get('/api/admin/users').expect(200);

    const chief = await signIn(t, 'Chief', 'chief-password');
    expect(chief.user).toMatchObject({ userId: holder.user.userId, role: 'user', subscriptionTier: 1 });
    await chief.agent.get('/api/admin/users').expect(403);
    expect(await admins(t)).toEqual([admin.user.userId]);

    // The next start finds that admin and creates nothing.
    await bootstrap.onApplicationBootstrap();
    expect(bootstrap.startupLines()).toHaveLength(1);
  });
});
