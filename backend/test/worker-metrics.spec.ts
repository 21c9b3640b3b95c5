import { Queue } from 'bullmq';
import { loadConfig } from '../src/config/env.js';
import { QUEUE_NAME } from '../src/jobs/jobs.service.js';
import { RedisProcess, type ServerProcess, startWorker, waitFor } from './support/fault-processes.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const TOKEN = 'worker-metrics-token-0123456789';

/** The value of one sample line of Prometheus text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * `npm run worker` serves no HTTP, yet the job runs it takes off the queue must reach Prometheus
 * (the job alerts sum them over every process): with METRICS_TOKEN it answers GET /metrics on
 * METRICS_PORT. Runs the real worker from source on a throwaway Redis.
 */
describe('a worker’s GET /metrics (METRICS_PORT)', () => {
  let redis: RedisProcess;
  let database: TestDatabase;
  let worker: ServerProcess;
  let queue: Queue;
  const scrape = async () => {
    const res = await fetch(`${worker.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    redis = await RedisProcess.create();
    database = await createTestDatabase();
    worker = await startWorker({
      ...database.env,
      REDIS_URL: redis.url,
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'error',
      JOB_FAILURE_DRILL: 'jobs.prune-ticks',
    });
    queue = new Queue(QUEUE_NAME, { prefix: loadConfig({}).redisPrefix, connection: { url: redis.url } });
  }, 90_000);
  afterAll(async () => {
    await queue?.close();
    await worker?.stop();
    await redis?.stop();
    await database?.drop();
  });

  it('answers only the metrics token, and nothing but /metrics', async () => {
    const none = await fetch(`${worker.url}/metrics`);
    expect(none.status).toBe(401);
    const refusal = { statusCode: 401, message: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".', error: 'Unauthorized' };
    expect(await none.json()).toEqual(refusal);
    expect((await fetch(`${worker.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    const other = await fetch(`${worker.url}/api/health`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ statusCode: 404, message: 'A worker serves only GET /metrics.', error: 'Not Found' });
  });

  it('counts the runs and failures of the jobs it takes, and its readiness', async () => {
    const before = await scrape();
    expect(sample(before, 'karaoke_ready')).toBe(1);
    expect(sample(before, 'karaoke_job_failures_total{job_name="jobs.prune-ticks"}')).toBe(0);
    await queue.add('sessions.cleanup', {});
    // Fails: JOB_FAILURE_DRILL names it (its hourly tick may fail in this worker too, hence >= 1).
    await queue.add('jobs.prune-ticks', {});
    const after = await waitFor('the worker to count both runs', async () => {
      const text = await scrape();
      const done = sample(text, 'karaoke_job_runs_total{job_name="sessions.cleanup",outcome="succeeded"}');
      const failed = sample(text, 'karaoke_job_failures_total{job_name="jobs.prune-ticks"}');
      return (done ?? 0) >= 1 && (failed ?? 0) >= 1 ? text : undefined;
    });
    expect(sample(after, 'karaoke_job_runs_total{job_name="jobs.prune-ticks",outcome="failed"}')).toBeGreaterThanOrEqual(1);
    expect(after).toContain('# TYPE karaoke_job_duration_seconds histogram');
  });
});
