import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory.js';
import { loadConfig } from '../src/config/env.js';

const RUNBOOK = path.resolve(import.meta.dirname, '../../docs/operations.md');

/** The bash block that follows `<!-- test: <name> -->` in docs/operations.md. */
function documented(name: string): string {
  const text = fs.readFileSync(RUNBOOK, 'utf8');
  const match = new RegExp(`<!-- test: ${name} -->\\s*\`\`\`bash\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (!match) throw new Error(`docs/operations.md has no "${name}" block`);
  return match[1];
}

function runDocumented(name: string, env: Record<string, string>) {
  // A plain non-interactive bash, as an operator's script runs it (no BASH_ENV start-up file).
  const { BASH_ENV: _ignored, ...inherited } = process.env;
  return spawnSync('bash', ['--noprofile', '--norc', '-euo', 'pipefail', '-c', documented(name)], { env: { ...inherited, ...env }, encoding: 'utf8' });
}

// The embedded path is tested whatever DATABASE_URL/REDIS_URL say (CI sets both).
describe('docs/operations.md: backup and restore of the embedded database', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-backup-'));
  const dataDir = path.join(work, 'data');
  const backup = path.join(work, 'karaoke-backup.tgz');
  const env = { DATA_DIR: dataDir, BACKUP: backup };
  const start = () =>
    createApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', RICKROLL_PROBABILITY: '0' }),
      runWorkers: true,
      runSchedules: false,
      frontendRoots: { frontend: '/none', admin: '/none' },
      logger: false,
    });
  const names = async (app: Awaited<ReturnType<typeof start>>) =>
    ((await app.get(DataSource).query(`SELECT username FROM users WHERE username LIKE 'backup-%' ORDER BY username`)) as { username: string }[]).map(
      (r) => r.username,
    );

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('restores exactly what was there when the backup was taken', async () => {
    fs.mkdirSync(dataDir);
    const first = await start();
    await first.get(DataSource).query(`INSERT INTO users (username, "displayName") VALUES ('backup-kept', 'Kept'), ('backup-deleted-later', 'Deleted later')`);
    // The documented backup refuses while the app runs (a copy could be torn).
    const refused = runDocumented('embedded-backup', env);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('Stop Karaoke Party first');
    await first.close();

    const taken = runDocumented('embedded-backup', env);
    expect({ status: taken.status, stderr: taken.stderr }).toEqual({ status: 0, stderr: '' });
    expect(fs.statSync(backup).size).toBeGreaterThan(1000);

    // Life goes on after the backup: a row deleted, one added.
    const second = await start();
    await second.get(DataSource).query(`DELETE FROM users WHERE username = 'backup-deleted-later'`);
    await second.get(DataSource).query(`INSERT INTO users (username, "displayName") VALUES ('backup-after', 'After')`);
    expect(await names(second)).toEqual(['backup-after', 'backup-kept']);
    await second.close();

    const restored = runDocumented('embedded-restore', env);
    expect({ status: restored.status, stderr: restored.stderr }).toEqual({ status: 0, stderr: '' });

    const third = await start();
    expect(await names(third)).toEqual(['backup-deleted-later', 'backup-kept']);
    await third.close();
    // The data replaced by the restore was moved aside, not deleted.
    expect(fs.readdirSync(dataDir).some((entry) => entry.startsWith('pgdata.before-restore.'))).toBe(true);
  }, 120_000);
});
