import request from 'supertest';
import { DataSource } from 'typeorm';
import { Metrics } from '../src/common/metrics/metrics.service.js';
import { JOB_NAMES } from '../src/jobs/job-names.js';
import { type Actor, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';

const mode = process.env.REDIS_URL ? 'BullMQ on Redis' : 'in-process';

describe(`job runs and the admin jobs API (${mode})`, () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    // The drill makes every run of jobs.prune-ticks throw, as a broken job would.
    t = await startTestApp({ env: { JOB_FAILURE_DRILL: 'jobs.prune-ticks' } });
    admin = await signInAdmin(t);
  });
  afterAll(() => t.close());

  it('lists every job with its schedule and next run', async () => {
    const res = await admin.agent.get('/api/admin/jobs').expect(200);
    expect(res.body.mode).toBe(process.env.REDIS_URL ? 'bullmq' : 'in-process');
    expect(res.body).toMatchObject({ maxAttempts: 3, backoffMs: 2000, dashboardUrl: process.env.REDIS_URL ? '/admin/queues' : null });
    expect(res.body.jobs.map((j: { name: string }) => j.name)).toEqual([...JOB_NAMES]);
    const cleanup = res.body.jobs.find((j: { name: string }) => j.name === 'sessions.cleanup');
    expect(cleanup).toMatchObject({ schedule: 'every 10 minutes', cron: '0 */10 * * * *' });
    const next = new Date(cleanup.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    expect(next.getUTCMinutes() % 10).toBe(0);
    expect(res.body.jobs.find((j: { name: string }) => j.name === 'youtube.purge-non-karaoke').nextRunAt).toBeNull();
  });

  it('records a successful run with the rows it touched', async () => {
    const db = t.app.get(DataSource);
    const [{ userId }] = await db.query(`INSERT INTO users (username, "displayName") VALUES ('jobrunner', 'Job Runner') RETURNING "userId"`);
    await db.query(
      `INSERT INTO sessions ("tokenHash", "userId", "expiresAt") 
       VALUES (repeat('e', 64), $1, now() - interval '1 hour'), (repeat('f', 64), $1, now() - interval '1 hour')`,
      [userId],
    );
    const queued = await admin.agent.post('/api/admin/jobs/sessions.cleanup/run').expect(202);
    expect(queued.body.message).toBe('sessions.cleanup is queued; it shows in its runs when it starts.');
    const run = await waitFor(async () => {
      const res = await admin.agent.get('/api/admin/jobs/sessions.cleanup/runs').expect(200);
      return res.body.runs.find((r: { outcome: string }) => r.outcome === 'succeeded');
    });
    expect(run).toMatchObject({ name: 'sessions.cleanup', outcome: 'succeeded', attempt: 1, maxAttempts: 3, trigger: 'manual', itemsTouched: 2, error: null });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(run.finishedAt).getTime()).toBeGreaterThanOrEqual(new Date(run.startedAt).getTime());
  });

  it('records a job that throws as failed, retries it with backoff, and counts the failures', async () => {
    const metrics = t.app.get(Metrics);
    await admin.agent.post('/api/admin/jobs/jobs.prune-ticks/run').expect(202);
    const runs = await waitFor(async () => {
      const res = await admin.agent.get('/api/admin/jobs/jobs.prune-ticks/runs').expect(200);
      const failed = res.body.runs.filter((r: { outcome: string }) => r.outcome === 'failed');
      return failed.length >= 3 ? failed : undefined;
    });
    // Newest first: attempts 3, 2, 1, each failed with the job's error.
    expect(runs.map((r: { attempt: number }) => r.attempt)).toEqual([3, 2, 1]);
    for (const run of runs) {
      expect(run).toMatchObject({ outcome: 'failed', maxAttempts: 3, trigger: 'manual', itemsTouched: null });
      expect(run.error).toBe('Failure drill: JOB_FAILURE_DRILL names jobs.prune-ticks, so this run fails on purpose.');
    }
    // Backoff: the first retry waits ~2 s, the second ~4 s.
    const starts = runs.map((r: { startedAt: string }) => new Date(r.startedAt).getTime()).reverse();
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(1900);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(3900);
    // No fourth attempt.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = (await admin.agent.get('/api/admin/jobs/jobs.prune-ticks/runs').expect(200)).body.runs;
    expect(all).toHaveLength(3);
    const list = (await admin.agent.get('/api/admin/jobs').expect(200)).body.jobs.find((j: { name: string }) => j.name === 'jobs.prune-ticks');
    expect(list.failuresLast24h).toBe(3);
    expect(list.lastRuns[0]).toMatchObject({ outcome: 'failed', attempt: 3 });
    const failures = (await metrics.jobFailures.get()).values.find((v) => v.labels.job_name === 'jobs.prune-ticks');
    // With Redis the attempts may run in another instance; here this instance runs them.
    expect(failures?.value).toBe(3);
  }, 40_000);

  it('refuses people who are not admins, and unknown jobs', async () => {
    const user = await registerUser(t);
    await request(t.server).get('/api/admin/jobs').expect(401);
    const refused = await user.agent.get('/api/admin/jobs').expect(403);
    expect(refused.body.message).toBe('You need admin privileges to access this page.');
    await user.agent.post('/api/admin/jobs/sessions.cleanup/run').expect(403);
    const missing = await admin.agent.get('/api/admin/jobs/no.such-job/runs').expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      message: 'There is no job named "no.such-job".',
      error: 'Not Found',
      code: 'UNKNOWN_JOB',
      params: { name: 'no.such-job' },
    });
    const bad = await admin.agent.get('/api/admin/jobs/sessions.cleanup/runs?limit=1000').expect(400);
    expect(bad.body.message).toBe('limit must be between 1 and 200.');
  });
});
