import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Job, Queue, QueueEvents, Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { JOB_NAMES, type JobName } from './job-names.js';

export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>;

/** Options of the app instance that are not environment variables (set by main.ts / worker.ts / tests). */
export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');
export interface JobsOptions {
  /** Whether this process takes jobs off the BullMQ queue (REDIS_URL mode). Default true. */
  runWorkers: boolean;
}

const QUEUE_NAME = 'jobs';
/** Finished jobs are kept an hour so a fixed jobId added again in that time is ignored. */
const KEEP_FINISHED = { age: 3600, count: 1000 };

/**
 * The jobs layer. With REDIS_URL, jobs go through one BullMQ queue and run on whichever process
 * has workers (API instances and `npm run worker`); without it, the same handlers run in this
 * process. Callers never know which.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<JobName, JobHandler>();
  private queue?: Queue;
  private queueEvents?: QueueEvents;
  private worker?: Worker;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly redis: RedisService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get mode(): 'bullmq' | 'in-process' {
    return this.redis.enabled ? 'bullmq' : 'in-process';
  }

  /** Called by the owning module (in onModuleInit) for each job name it handles. */
  register(name: JobName, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" already has a handler.`);
    this.handlers.set(name, handler);
  }

  async onApplicationBootstrap(): Promise<void> {
    const missing = JOB_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new Error(`No handler registered for job(s): ${missing.join(', ')}.`);
    if (!this.redis.enabled) return;
    this.queue = new Queue(QUEUE_NAME, { prefix: this.config.redisPrefix, connection: this.redis.connect('jobs-queue', { maxRetriesPerRequest: null }) });
    // Without a listener BullMQ prints every reconnect failure; the outage is logged once instead.
    this.queue.on('error', (error) => this.redis.reportError('jobs-queue', error));
    if (this.options.runWorkers) {
      this.worker = new Worker(QUEUE_NAME, (job: Job) => this.handle(job.name as JobName, job.data), {
        prefix: this.config.redisPrefix,
        connection: this.redis.connect('jobs-worker', { maxRetriesPerRequest: null }),
        concurrency: 4,
      });
      this.worker.on('error', (error) => this.redis.reportError('jobs-worker', error));
      this.worker.on('failed', (job, error) => this.logger.error(`Job ${job?.name} (${job?.id}) failed: ${error.message}`));
      await this.worker.waitUntilReady();
    }
    this.logger.log(`BullMQ queue "${QUEUE_NAME}" ready${this.worker ? ' with a worker in this process' : ''}`);
  }

  /** Queues a job and returns at once. A jobId makes the job run once however often it is added. */
  async enqueue(name: JobName, data: Record<string, unknown> = {}, jobId?: string): Promise<void> {
    if (this.queue) {
      await this.queue.add(name, data, { jobId, removeOnComplete: KEEP_FINISHED, removeOnFail: KEEP_FINISHED });
      return;
    }
    const run = this.handle(name, data)
      .catch((error: Error) => this.logger.error(`Job ${name} failed: ${error.message}`, error.stack))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Runs a job and waits for its result (e.g. an admin's cache purge), wherever it runs. */
  async run<T = unknown>(name: JobName, data: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    if (!this.queue) return (await this.handle(name, data)) as T;
    if (!this.queueEvents) {
      this.queueEvents = new QueueEvents(QUEUE_NAME, { prefix: this.config.redisPrefix, connection: this.redis.connect('jobs-events', { maxRetriesPerRequest: null }) });
      this.queueEvents.on('error', (error) => this.redis.reportError('jobs-events', error));
    }
    await this.queueEvents.waitUntilReady();
    const job = await this.queue.add(name, data, { removeOnComplete: KEEP_FINISHED, removeOnFail: KEEP_FINISHED });
    return (await job.waitUntilFinished(this.queueEvents, timeoutMs)) as T;
  }

  /**
   * Claims one tick of a scheduled job for this instance. The first instance to insert the tick
   * id wins; every other instance (with or without Redis) sees false and does nothing.
   */
  async claimTick(name: JobName, tickStart: Date): Promise<boolean> {
    const tickId = `${name}@${tickStart.toISOString()}`;
    const rows: unknown[] = await this.dataSource.query(
      'INSERT INTO "job_ticks" ("tickId") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "tickId"',
      [tickId],
    );
    return rows.length === 1;
  }

  /** Enqueues the tick of a scheduled job if this instance claimed it. */
  async enqueueTick(name: JobName, tickStart: Date, data: Record<string, unknown> = {}): Promise<boolean> {
    if (!(await this.claimTick(name, tickStart))) return false;
    await this.enqueue(name, data, `${name}@${tickStart.getTime()}`);
    return true;
  }

  private async handle(name: JobName, data: Record<string, unknown>): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler registered for job "${name}".`);
    const started = performance.now();
    const result = await handler(data);
    this.logger.debug(`Job ${name} done in ${Math.round(performance.now() - started)} ms`);
    return result;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queueEvents?.close();
    await this.queue?.close();
    await Promise.allSettled([...this.running]);
  }
}
