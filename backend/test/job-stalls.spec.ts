import { randomUUID } from 'node:crypto';
import { type Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { laneWorkerOptions } from '../src/jobs/jobs.service.js';

const runs = Boolean(process.env.REDIS_URL);

/**
 * Jobs (docs/operations.md "Jobs"): a job whose process died while running it goes
 * back to the queue once; when it takes a second process down too it is failed, never handed to a
 * third. A worker that stops renewing its lock while the job hangs is what a dead process looks
 * like to the others, so the product's own lane options are run that way on real BullMQ.
 */
(runs ? describe : describe.skip)('a job that takes its process down', () => {
  let connection: Redis;
  beforeAll(() => {
    connection = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    await connection.quit();
  });

  it.each(['main', 'push'] as const)('is handed out again once, then failed, in the %s lane', async (lane) => {
    const prefix = `kp-test-stalls-${randomUUID()}`;
    const queue = new Queue('stalls', { prefix, connection });
    const handedOut: number[] = [];
    const worker = new Worker(
      'stalls',
      // Hangs like a process that died in the middle: it never answers, and (below) never renews its lock.
      () => {
        handedOut.push(Date.now());
        return new Promise(() => undefined);
      },
      { ...laneWorkerOptions(lane, prefix, connection), lockDuration: 600, stalledInterval: 300, skipLockRenewal: true },
    );
    try {
      const failed = new Promise<Job>((resolve) => worker.on('failed', (job) => job && resolve(job)));
      await queue.add('hangs', {});
      const job = await failed;
      expect(job.failedReason).toMatch(/stalled more than allowable limit/);
      expect(handedOut).toHaveLength(2);
    } finally {
      await worker.close(true);
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
