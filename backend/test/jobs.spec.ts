import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/jobs/jobs.service.js';
import { MINUTE } from '../src/common/time.js';
import { tickStart } from '../src/jobs/tick.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const mode = process.env.REDIS_URL ? 'BullMQ on Redis' : 'in-process';

async function insertSessions(db: DataSource): Promise<void> {
  const [{ userId }] = await db.query(`INSERT INTO users (username, "displayName") VALUES ('sleepy', 'Sleepy') RETURNING "userId"`);
  await db.query(
    `INSERT INTO sessions ("tokenHash", "userId", "expiresAt") VALUES
       (repeat('a', 64), $1, now() - interval '1 hour'),
       (repeat('b', 64), $1, now() + interval '1 day')`,
    [userId],
  );
  await db.query(
    `INSERT INTO sessions ("tokenHash", "userId", "expiresAt", "endedAt", "endReason")
     VALUES (repeat('c', 64), $1, now() - interval '40 days', now() - interval '40 days', 'logout')`,
    [userId],
  );
}

describe(`jobs (${mode})`, () => {
  let api: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // The first instance takes no jobs itself: with Redis, the second one (a worker) must run them.
    api = await startTestApp({ runWorkers: !process.env.REDIS_URL });
    // Several instances need a shared database (PostgreSQL); the embedded one serves one process.
    second = process.env.DATABASE_URL ? await startTestApp({ shareWith: api, runWorkers: true }) : api;
  });
  afterAll(async () => {
    if (second !== api) await second.close();
    await api.close();
  });

  it(`runs the expired-session cleanup through the queue (${mode})`, async () => {
    const db = api.app.get(DataSource);
    await insertSessions(db);
    const jobs = api.app.get(JobsService);
    expect(jobs.mode).toBe(process.env.REDIS_URL ? 'bullmq' : 'in-process');

    await jobs.enqueue('sessions.cleanup');
    // The job ends the expired sessions, then deletes the old ended ones: wait for its last step.
    const left = await waitFor(
      async () => {
        const rows: { tokenHash: string; endedAt: Date | null; endReason: string | null }[] = await db.query(
          `SELECT "tokenHash", "endedAt", "endReason" FROM sessions ORDER BY "tokenHash"`,
        );
        return rows.length === 2 && rows[0].endReason !== null ? rows : undefined;
      },
      15_000,
      50,
    );
    expect(left[0].endReason).toBe('expired');
    // The live session is untouched; the one ended 40 days ago is gone.
    expect(left.map((s) => s.tokenHash[0])).toEqual(['a', 'b']);
    expect(left[1].endedAt).toBeNull();
  });

  it('answers the result of a job run on request, wherever it runs', async () => {
    const result = await api.app.get(JobsService).run<{ expired: number; deleted: number }>('sessions.cleanup');
    expect(result).toEqual({ expired: 0, deleted: 0 });
  });

  it('gives each scheduled tick to exactly one instance', async () => {
    const tick = tickStart(new Date(), 10 * MINUTE);
    const claims = await Promise.all([
      api.app.get(JobsService).claimTick('sessions.cleanup', tick),
      second.app.get(JobsService).claimTick('sessions.cleanup', tick),
      api.app.get(JobsService).claimTick('sessions.cleanup', tick),
      second.app.get(JobsService).claimTick('sessions.cleanup', tick),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const next = new Date(tick.getTime() + 10 * MINUTE);
    expect(await second.app.get(JobsService).enqueueTick('sessions.cleanup', next)).toBe(true);
    expect(await api.app.get(JobsService).enqueueTick('sessions.cleanup', next)).toBe(false);
  });

  it('skips a tick it cannot claim (the database away) with a warning, never an error to the scheduler', async () => {
    const jobs = api.app.get(JobsService);
    const claim = jest.spyOn(jobs, 'claimTick').mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const logger = (jobs as unknown as { logger: { warn: (m: string) => void; error: (m: string) => void } }).logger;
    const warn = jest.spyOn(logger, 'warn');
    const error = jest.spyOn(logger, 'error');
    try {
      const tick = tickStart(new Date(Date.now() + 60 * MINUTE), 10 * MINUTE);
      await expect(jobs.enqueueTick('sessions.cleanup', tick)).resolves.toBe(false);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED 127.0.0.1:5432. The next tick runs it.'));
      expect(error).not.toHaveBeenCalled();
    } finally {
      claim.mockRestore();
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
