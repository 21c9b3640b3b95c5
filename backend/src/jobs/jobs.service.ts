import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Job, Queue, QueueEvents, Worker, type WorkerOptions } from 'bullmq';
import { Repository } from 'typeorm';
import { JobRun } from './entities/job-run.entity.js';
import { JobTick } from './entities/job-tick.entity.js';
import { currentRequestId, runWithRequestId } from '../common/logging/logging.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import {
  IN_PROCESS_CONCURRENCY,
  JOB_LANE,
  JOB_NAMES,
  JOB_RETRY,
  JOB_TIMEOUT_MS,
  type JobLane,
  type JobName,
  LANE_CONCURRENCY,
  retryDelayMs,
} from './job-names.js';
import { type FoundJob, JobHandlersExplorer } from './job-wiring.js';

/** Options of the app instance that are not environment variables (set by main.ts / worker.ts / tests). */
export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');
export interface JobsOptions {
  /** Whether this process takes jobs off the BullMQ queue (REDIS_URL mode). Default true. */
  runWorkers: boolean;
}

/** What started a run: its schedule, an admin's "run now", or a request of the app. */
export type JobTrigger = 'schedule' | 'manual' | 'request';

export const QUEUE_NAME = 'jobs';
/** Each lane's BullMQ queue (job-names.ts, JOB_LANE): pushes wait in their own. */
export const LANE_QUEUE: Record<JobLane, string> = { main: QUEUE_NAME, push: 'jobs-push' };
const LANES = Object.keys(LANE_QUEUE) as JobLane[];
/**
 * A job whose process died while running it (its lock lapsed) goes back to the queue once; the
 * second time it is failed, never handed to a third process (BullMQ's default, said here).
 */
const MAX_STALLED = 1;

/** A lane's worker: its concurrency share, and a job that stalled (its process died) handed out again only once. */
export function laneWorkerOptions(lane: JobLane, prefix: string, connection: WorkerOptions['connection']): WorkerOptions {
  return { prefix, connection, concurrency: LANE_CONCURRENCY[lane], maxStalledCount: MAX_STALLED };
}
/** Finished jobs are kept an hour so a fixed jobId added again in that time is ignored. */
const KEEP_FINISHED = { age: 3600, count: 1000 };
/** Keys the jobs layer adds to a job's data (who queued it); handlers never see them. */
const META_TRIGGER = '__trigger';
const META_REQUEST = '__requestId';

interface RunContext {
  trigger: JobTrigger;
  requestId?: string;
  attempt: number;
  maxAttempts: number;
}

/**
 * The jobs layer. With REDIS_URL, jobs go through one BullMQ queue and run on whichever process
 * has workers (API instances and `npm run worker`); without it, the same handlers run in this
 * process. Callers never know which. Every attempt is recorded in job_runs (started, finished,
 * outcome, items touched, error) and counted in the Prometheus job series; a failing job is retried
 * with the same backoff in both modes (JOB_RETRY) and then stays recorded as failed. Each job's
 * handler is the provider method marked @OnJob(name) (job-wiring.ts).
 */
@Injectable()
export class JobsService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private handlers: ReadonlyMap<JobName, FoundJob> = new Map();
  private readonly queues = new Map<JobLane, Queue>();
  private readonly queueEvents = new Map<JobLane, QueueEvents>();
  private readonly workers = new Map<JobLane, Worker>();
  private readonly running = new Set<Promise<unknown>>();
  /** In-process mode: attempts running per lane, and those waiting for a slot of their lane. */
  private readonly laneRunning: Record<JobLane, number> = { main: 0, push: 0 };
  private readonly laneWaiting: Record<JobLane, (() => void)[]> = { main: [], push: [] };
  /** The attempts running in this process, by lane, to abort at shutdown (pushes) or time out. */
  private readonly attempts: Record<JobLane, Set<AbortController>> = { main: new Set(), push: new Set() };
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private closing = false;

  constructor(
    private readonly redis: RedisService,
    @InjectRepository(JobTick) private readonly ticks: Repository<JobTick>,
    @InjectRepository(JobRun) private readonly runs: Repository<JobRun>,
    @Inject(JOBS_OPTIONS) private readonly options: JobsOptions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
    private readonly explorer: JobHandlersExplorer,
  ) {}

  get mode(): 'bullmq' | 'in-process' {
    return this.redis.enabled ? 'bullmq' : 'in-process';
  }

  /** The main BullMQ queue (REDIS_URL mode). */
  get bullQueue(): Queue | undefined {
    return this.queues.get('main');
  }

  /** Every lane's BullMQ queue (REDIS_URL mode), for Bull Board. */
  get bullQueues(): Queue[] {
    return [...this.queues.values()];
  }

  private get queue(): Queue | undefined {
    return this.queues.get('main');
  }

  /**
   * At start: a job without its handler, or with two, stops it here (JobHandlersExplorer). Every
   * onModuleInit runs before any onApplicationBootstrap, so the handlers are known before this
   * process's worker (below) and the schedules (@nestjs/schedule's, at its bootstrap) start.
   */
  onModuleInit(): void {
    this.handlers = this.explorer.handlers();
  }

  async onApplicationBootstrap(): Promise<void> {
    // Every job's counters exist from the start at 0: increase() only counts from a series' first
    // sample, so a series born at 1 would hide the first failure from the job alerts.
    for (const name of JOB_NAMES) {
      this.metrics.jobRuns.inc({ job_name: name, outcome: 'succeeded' }, 0);
      this.metrics.jobRuns.inc({ job_name: name, outcome: 'failed' }, 0);
      this.metrics.jobFailures.inc({ job_name: name }, 0);
    }
    if (!this.redis.enabled) return;
    for (const lane of LANES) {
      const queue = new Queue(LANE_QUEUE[lane], {
        prefix: this.config.redisPrefix,
        connection: this.redis.connect(`jobs-queue-${lane}`, { maxRetriesPerRequest: null }),
      });
      // Without a listener BullMQ prints every reconnect failure; the outage is logged once instead.
      queue.on('error', (error) => this.redis.reportError(`jobs-queue-${lane}`, error));
      this.queues.set(lane, queue);
    }
    this.metrics.onScrape(async () => {
      for (const queue of this.queues.values()) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        for (const [state, count] of Object.entries(counts)) this.metrics.bullmqJobs.set({ queue: queue.name, state }, count);
      }
    });
    if (this.options.runWorkers) {
      for (const lane of LANES) {
        // One worker per lane, each with its own concurrency: a lane full of hung pushes leaves the main lane's slots alone.
        const worker = new Worker(
          LANE_QUEUE[lane],
          (job: Job) => {
            const { data, trigger, requestId } = unwrap(job.data as Record<string, unknown>);
            return this.handle(job.name as JobName, data, { trigger, requestId, attempt: job.attemptsMade + 1, maxAttempts: job.opts.attempts ?? 1 });
          },
          laneWorkerOptions(lane, this.config.redisPrefix, this.redis.connect(`jobs-worker-${lane}`, { maxRetriesPerRequest: null })),
        );
        worker.on('error', (error) => this.redis.reportError(`jobs-worker-${lane}`, error));
        this.workers.set(lane, worker);
      }
      await Promise.all([...this.workers.values()].map((worker) => worker.waitUntilReady()));
    }
    this.logger.log(
      `BullMQ queues ${LANES.map((lane) => `"${LANE_QUEUE[lane]}"`).join(' and ')} ready${this.workers.size > 0 ? ' with workers in this process' : ''}`,
    );
  }

  /** Queues a job and returns at once. A jobId makes the job run once however often it is added. */
  async enqueue(name: JobName, data: Record<string, unknown> = {}, jobId?: string, trigger: JobTrigger = 'request'): Promise<void> {
    const requestId = currentRequestId();
    const queue = this.queues.get(JOB_LANE[name]);
    if (queue) {
      await queue.add(
        name,
        { ...data, [META_TRIGGER]: trigger, [META_REQUEST]: requestId },
        {
          jobId,
          attempts: JOB_RETRY.attempts,
          backoff: { type: 'exponential', delay: JOB_RETRY.backoffMs },
          removeOnComplete: KEEP_FINISHED,
          removeOnFail: KEEP_FINISHED,
        },
      );
      return;
    }
    this.runInProcess(name, data, { trigger, requestId, attempt: 1, maxAttempts: JOB_RETRY.attempts });
  }

  /** An admin's "run now": queued like a scheduled run, with the same retries. */
  runNow(name: JobName): Promise<void> {
    return this.enqueue(name, {}, undefined, 'manual');
  }

  /** In-process mode: runs an attempt in the background (in its lane's share); a failure is retried after the backoff. */
  private runInProcess(name: JobName, data: Record<string, unknown>, context: RunContext): void {
    const run = this.inLane(JOB_LANE[name], () => this.handle(name, data, context))
      .catch(() => {
        if (context.attempt >= context.maxAttempts || this.closing) return;
        const timer = setTimeout(() => {
          this.retryTimers.delete(timer);
          this.runInProcess(name, data, { ...context, attempt: context.attempt + 1 });
        }, retryDelayMs(context.attempt));
        this.retryTimers.add(timer);
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** In-process mode: runs `work` when its lane has a free slot (IN_PROCESS_CONCURRENCY), so pushes never take more than their share. */
  private async inLane<T>(lane: JobLane, work: () => Promise<T>): Promise<T> {
    if (this.laneRunning[lane] >= IN_PROCESS_CONCURRENCY[lane]) {
      await new Promise<void>((resolve) => this.laneWaiting[lane].push(resolve));
      if (this.closing) throw new Error('The process is shutting down.');
    } else this.laneRunning[lane]++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter; only with none does the count go down.
      const next = this.laneWaiting[lane].shift();
      if (next) next();
      else this.laneRunning[lane]--;
    }
  }

  /** Runs a job and waits for its result (e.g. an admin's cache purge), wherever it runs. One attempt: the caller sees the error. */
  async run<T = unknown>(name: JobName, data: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    const requestId = currentRequestId();
    const lane = JOB_LANE[name];
    const queue = this.queues.get(lane);
    if (!queue) return (await this.handle(name, data, { trigger: 'request', requestId, attempt: 1, maxAttempts: 1 })) as T;
    let queueEvents = this.queueEvents.get(lane);
    if (!queueEvents) {
      queueEvents = new QueueEvents(LANE_QUEUE[lane], {
        prefix: this.config.redisPrefix,
        connection: this.redis.connect(`jobs-events-${lane}`, { maxRetriesPerRequest: null }),
      });
      queueEvents.on('error', (error) => this.redis.reportError(`jobs-events-${lane}`, error));
      this.queueEvents.set(lane, queueEvents);
    }
    await queueEvents.waitUntilReady();
    const job = await queue.add(
      name,
      { ...data, [META_TRIGGER]: 'request', [META_REQUEST]: requestId },
      { removeOnComplete: KEEP_FINISHED, removeOnFail: KEEP_FINISHED },
    );
    return (await job.waitUntilFinished(queueEvents, timeoutMs)) as T;
  }

  /**
   * Claims one tick of a scheduled job for this instance. The first instance to insert the tick
   * id wins; every other instance (with or without Redis) sees false and does nothing.
   */
  async claimTick(name: JobName, tickStart: Date): Promise<boolean> {
    const tickId = `${name}@${tickStart.toISOString()}`;
    const rows: unknown[] = await this.ticks.query('INSERT INTO "job_ticks" ("tickId") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "tickId"', [tickId]);
    return rows.length === 1;
  }

  /**
   * Claims a one-off run (`<name>@<key>`) for this instance, like a tick: true for the first
   * instance to ask, false for every other and every later ask. Claims go with the ticks after a
   * day (jobs.prune-ticks).
   */
  async claimOnce(name: JobName, key: string): Promise<boolean> {
    const rows: unknown[] = await this.ticks.query('INSERT INTO "job_ticks" ("tickId") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "tickId"', [
      `${name}@${key}`.slice(0, 120),
    ]);
    return rows.length === 1;
  }

  /**
   * Enqueues the tick of a scheduled job if this instance claimed it. A tick that cannot be claimed
   * or queued (the database or Redis away for a moment) is skipped with a warning, not thrown to
   * the scheduler: every scheduled job catches up at its next tick, and an outage the rest of the
   * app rides out is not an error line (schedules that stop for good raise KaraokeJobNotRunning).
   */
  async enqueueTick(name: JobName, tickStart: Date, data: Record<string, unknown> = {}): Promise<boolean> {
    try {
      if (!(await this.claimTick(name, tickStart))) return false;
      await this.enqueue(name, data, `${name}@${tickStart.getTime()}`, 'schedule');
      return true;
    } catch (error) {
      this.logger.warn(`Skipped the ${tickStart.toISOString()} tick of ${name}: ${(error as Error).message}. The next tick runs it.`);
      return false;
    }
  }

  /** One attempt: recorded in job_runs, counted in the metrics, logged with the request id that queued it. */
  private handle(name: JobName, data: Record<string, unknown>, context: RunContext): Promise<unknown> {
    return runWithRequestId(context.requestId, async () => {
      // Present: the start refused to go on without it (onModuleInit).
      const handler = this.handlers.get(name);
      if (!handler) throw new Error(`No handler for the job '${name}'.`);
      const startedAt = new Date();
      const started = performance.now();
      const runId = await this.recordStart(name, startedAt, context);
      try {
        if (this.config.jobFailureDrill.includes(name)) throw new Error(`Failure drill: JOB_FAILURE_DRILL names ${name}, so this run fails on purpose.`);
        const result = await this.withTimeout(name, (signal) => handler.run(data, { signal }));
        const seconds = (performance.now() - started) / 1000;
        this.metrics.jobRuns.inc({ job_name: name, outcome: 'succeeded' });
        this.metrics.jobDuration.observe({ job_name: name }, seconds);
        await this.recordEnd(runId, 'succeeded', itemsTouched(result), null);
        this.logger.debug(`Job ${name} done in ${Math.round(seconds * 1000)} ms`);
        return result;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.metrics.jobRuns.inc({ job_name: name, outcome: 'failed' });
        this.metrics.jobFailures.inc({ job_name: name });
        this.metrics.jobDuration.observe({ job_name: name }, (performance.now() - started) / 1000);
        await this.recordEnd(runId, 'failed', null, message.slice(0, 2000));
        const retry = context.attempt < context.maxAttempts ? `; retrying in ${retryDelayMs(context.attempt) / 1000} s` : '';
        this.logger.error(
          `Job ${name} failed (attempt ${context.attempt} of ${context.maxAttempts}): ${message}${retry}`,
          error instanceof Error ? error.stack : undefined,
        );
        throw error;
      }
    });
  }

  /**
   * Runs an attempt under its job kind's hard timeout (JOB_TIMEOUT_MS): past it, the handler's
   * signal aborts and the attempt fails, freeing its slot whatever the handler still waits on.
   */
  private async withTimeout<T>(name: JobName, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const lane = JOB_LANE[name];
    const controller = new AbortController();
    this.attempts[lane].add(controller);
    const limitMs = JOB_TIMEOUT_MS[name];
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`Timed out: ${name} ran past its ${limitMs / 1000} s limit.`);
        this.metrics.jobTimeouts.inc({ job_name: name });
        controller.abort(error);
        reject(error);
      }, limitMs);
    });
    const ended = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true }),
    );
    const working = work(controller.signal);
    // Whatever the handler does after its attempt ended (timed out, aborted) is nobody's to hear.
    working.catch(() => undefined);
    try {
      return await Promise.race([working, timedOut, ended]);
    } finally {
      clearTimeout(timer);
      this.attempts[lane].delete(controller);
    }
  }

  private async recordStart(name: JobName, startedAt: Date, context: RunContext): Promise<string | undefined> {
    try {
      const [row] = (await this.runs.query(
        `INSERT INTO "job_runs" ("name", "startedAt", "outcome", "attempt", "maxAttempts", "trigger", "requestId")
         VALUES ($1, $2, 'running', $3, $4, $5, $6) RETURNING "runId"`,
        [name, startedAt, context.attempt, context.maxAttempts, context.trigger, context.requestId ?? null],
      )) as { runId: string }[];
      return row?.runId;
    } catch (error) {
      // The run itself matters more than its record (e.g. the database is briefly away).
      this.logger.warn(`Could not record the start of job ${name}: ${(error as Error).message}`);
      return undefined;
    }
  }

  private async recordEnd(runId: string | undefined, outcome: 'succeeded' | 'failed', items: number | null, error: string | null): Promise<void> {
    if (runId === undefined) return;
    try {
      await this.runs.query(`UPDATE "job_runs" SET "finishedAt" = now(), "outcome" = $2, "itemsTouched" = $3, "error" = $4 WHERE "runId" = $1`, [
        runId,
        outcome,
        items,
        error,
      ]);
    } catch (failure) {
      this.logger.warn(`Could not record the end of job run ${runId}: ${(failure as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    // Shutdown never waits on a push: those running are ended now (their requests abort), those waiting for a slot are dropped.
    for (const attempt of this.attempts.push) attempt.abort(new Error('The process is shutting down.'));
    for (const lane of LANES) for (const release of this.laneWaiting[lane].splice(0)) release();
    await Promise.all([...this.workers.values()].map((worker) => worker.close()));
    await Promise.all([...this.queueEvents.values()].map((events) => events.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await Promise.allSettled([...this.running]);
  }
}

function unwrap(raw: Record<string, unknown>): { data: Record<string, unknown>; trigger: JobTrigger; requestId?: string } {
  const { [META_TRIGGER]: trigger, [META_REQUEST]: requestId, ...data } = raw ?? {};
  return {
    data,
    trigger: trigger === 'schedule' || trigger === 'manual' ? trigger : 'request',
    requestId: typeof requestId === 'string' ? requestId : undefined,
  };
}

/** Rows a run changed, from its result: a number, or the sum of the numbers of a result object ({expired: 2, deleted: 1} → 3). */
function itemsTouched(result: unknown): number | null {
  if (typeof result === 'number' && Number.isFinite(result)) return Math.round(result);
  if (!result || typeof result !== 'object') return null;
  const numbers = Object.values(result as Record<string, unknown>).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return numbers.length === 0 ? null : Math.round(numbers.reduce((a, b) => a + b, 0));
}
