import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/env.js';
import { DataDirLockedError, openEmbeddedDatabase } from '../src/database/embedded-database.js';
import { apart, OutsideOpenTransactionError } from '../src/database/one-client-guard.js';
import { User } from '../src/users/entities/user.entity.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PRODUCT_TABLES = [
  'users',
  'guest_users',
  'rooms',
  'room_creation_log',
  'queue_items',
  'currently_playing',
  'youtube_search_cache',
  'youtube_video_cache',
  'youtube_api_calls',
  'youtube_quota_usage',
  'favorites',
  'sessions',
];

describe('migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('create every table of the specification plus sessions', async () => {
    const rows: { table_name: string }[] = await t.app.get(DataSource).query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    const tables = rows.map((r) => r.table_name);
    for (const table of PRODUCT_TABLES) expect(tables).toContain(table);
  });

  it('produce exactly the schema the entities describe (no pending changes)', async () => {
    const dataSource = t.app.get(DataSource);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    expect(await dataSource.showMigrations()).toBe(false);
  });

  // The embedded database has one client (docs/architecture.md): a statement that takes another
  // while its flow holds a transaction open would wait for it. Under tests it fails at once, in
  // both modes, so the PostgreSQL pass finds what only the embedded one would have.
  it('refuse, under tests, a statement that reaches past the transaction its flow holds open', async () => {
    const db = t.app.get(DataSource);
    const users = db.getRepository(User);
    await expect(db.transaction(() => users.count())).rejects.toBeInstanceOf(OutsideOpenTransactionError);
    await expect(users.manager.transaction('READ COMMITTED', () => db.query('SELECT 1'))).rejects.toBeInstanceOf(OutsideOpenTransactionError);
    // The transaction's own manager, nested transactions on it, and anything after it are fine.
    await expect(db.transaction((manager) => manager.transaction((inner) => inner.getRepository(User).count()))).resolves.toEqual(expect.any(Number));
    await expect(users.count()).resolves.toEqual(expect.any(Number));
    // Work the transaction starts and does not wait for runs apart from it, on a client of its own.
    let announced: Promise<number> | undefined;
    await db.transaction(async () => {
      announced = apart(() => users.count());
    });
    await expect(announced).resolves.toEqual(expect.any(Number));
  });

  it('keep usernames unique regardless of case, and room codes unique among live rooms', async () => {
    const db = t.app.get(DataSource);
    await db.query(`INSERT INTO users (username, "displayName") VALUES ('Alice', 'Alice')`);
    await expect(db.query(`INSERT INTO users (username, "displayName") VALUES ('alice', 'Other')`)).rejects.toMatchObject({ code: '23505' });
    const [{ userId }] = await db.query(`SELECT "userId" FROM users WHERE username = 'Alice'`);
    await db.query(`INSERT INTO rooms ("roomId", code, name, "ownerId") VALUES ('r1', 'ABCDEF', 'One', $1)`, [userId]);
    await expect(db.query(`INSERT INTO rooms ("roomId", code, name, "ownerId") VALUES ('r2', 'ABCDEF', 'Two', $1)`, [userId])).rejects.toMatchObject({
      code: '23505',
    });
    await db.query(`UPDATE rooms SET "endedAt" = now() WHERE "roomId" = 'r1'`);
    await db.query(`INSERT INTO rooms ("roomId", code, name, "ownerId") VALUES ('r2', 'ABCDEF', 'Two', $1)`, [userId]);
    const [settings] = await db.query(`SELECT settings FROM rooms WHERE "roomId" = 'r2'`);
    expect(settings.settings).toMatchObject({
      maxSongsPerUser: 2,
      maxSongsPerGuest: 2,
      autoSkipMinutes: 6,
      isLocked: false,
      inactivityTimeoutMinutes: 30,
      maxRoomDurationHours: 8,
    });
  });
});

describe('embedded database (PGlite)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-embedded-'));
    dirs.push(dir);
    return dir;
  };
  // The embedded path is tested whatever DATABASE_URL/REDIS_URL say: CI sets both.
  const embeddedConfig = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', RICKROLL_PROBABILITY: '0' });
  const start = (dataDir: string) =>
    createApp({ config: embeddedConfig(dataDir), runWorkers: true, runSchedules: false, frontendRoots: { frontend: '/none', admin: '/none' }, logger: false });

  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps data across a restart, and a second app on the same directory refuses to start', async () => {
    const dataDir = tempDir();
    const first = await start(dataDir);
    await first.get(DataSource).query(`INSERT INTO users (username, "displayName") VALUES ('survivor', 'Survivor')`);
    expect(fs.readFileSync(path.join(dataDir, 'karaoke.lock'), 'utf8')).toBe(String(process.pid));
    await expect(start(dataDir)).rejects.toThrow(/already in use by another Karaoke Party process/);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'karaoke.lock'))).toBe(false);

    const second = await start(dataDir);
    const rows = await second.get(DataSource).query(`SELECT "displayName" FROM users WHERE username = 'survivor'`);
    expect(rows).toEqual([{ displayName: 'Survivor' }]);
    // Small shared buffers keep PGlite's memory (which never shrinks) small (docs/performance.md §2).
    expect(await second.get(DataSource).query(`SHOW shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
    await second.close();
  });

  describe('the lock file', () => {
    let other: ChildProcess;
    beforeAll(() => {
      other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    });
    afterAll(() => {
      other.kill();
    });

    it('refuses a directory held by another live process, naming it', async () => {
      const dataDir = tempDir();
      fs.writeFileSync(path.join(dataDir, 'karaoke.lock'), String(other.pid));
      const attempt = openEmbeddedDatabase(dataDir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(`(pid ${other.pid})`);
    });

    it('takes over a lock left by a process that died', async () => {
      const dataDir = tempDir();
      const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
      await new Promise((resolve) => dead.on('exit', resolve));
      fs.writeFileSync(path.join(dataDir, 'karaoke.lock'), String(dead.pid));
      const handle = await openEmbeddedDatabase(dataDir);
      expect(fs.readFileSync(path.join(dataDir, 'karaoke.lock'), 'utf8')).toBe(String(process.pid));
      await handle.close();
    });
  });
});
