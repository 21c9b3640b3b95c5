import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import pg from 'pg';
import { loadConfig } from '../../src/config/env.js';
import { JOB_TIMEOUT_MS } from '../../src/jobs/job-names.js';
import { LANE_QUEUE } from '../../src/jobs/jobs.service.js';
import { CookieClient } from './http-client.js';
import { PushStub, type TestSubscription } from './push-stub.js';
import { makeTestCa, TEST_CA_ENV } from './test-ca.mjs';

/**
 * The soak's hostile guest (soak.ts runs it through the whole evening, faults included): in a
 * party of its own, next to the evening's rooms, a guest whose browser "subscribed" four push
 * endpoints that misbehave — one answers 201 and streams without end, one answers a byte and
 * drops the connection, one redirects to another loopback address, one trickles a byte a second
 * (each of its pushes then holds a slot until the deadline) — sings alongside an honest
 * guest with a well-behaved endpoint, on the same loopback HTTPS push stub. Every couple of
 * seconds both add a song and the host starts the next, so each start sends one notice to each.
 * Checked at the end (`hostileVerdicts`): the honest guest's notices arrive on time while the
 * hostile ones are tried (none follows the redirect), the auto-skip schedule kept its ticks,
 * no push job stayed running, and every add the party's API acknowledged is kept.
 */

/**
 * An honest notice must reach the push service within this of the change that announces it, outside
 * the faults and the few seconds after each, when the jobs queued during the outage catch up.
 */
export const HONEST_PUSH_LIMIT_MS = 5000;
const AFTER_FAULT_MS = 5000;
/** Auto-skip runs every 10 s: outside faults, two of its runs are never further apart than this. */
export const AUTO_SKIP_GAP_LIMIT_MS = 15_000;
const CYCLE_MS = 2000;
/** The phases with a fault under way, whose pushes and ticks may wait for Redis or PostgreSQL. */
const FAULT_PHASES = new Set(['instance killed', 'Redis restart', 'PostgreSQL restart']);
/**
 * A short evening is mostly faults: before the party stops, it runs on (this long at most) until
 * auto-skip has run twice outside them, so its timing is judged on a calm stretch, never on none.
 */
export const CALM_TICKS_WAIT_MS = 2 * AUTO_SKIP_GAP_LIMIT_MS + AFTER_FAULT_MS;
/** How long after the evening the push lane may still be busy: a push's deadline and some. */
const DRAIN_MS = JOB_TIMEOUT_MS['push.your-turn'] + 5000;

export interface HostilePushFigures {
  /** Changes that announced a turn (play-next acknowledged), and the honest notices they brought. */
  starts: number;
  honestReceived: number;
  /** Per honest notice outside faults: from the change that announced it to its arrival. */
  honestMs: number[];
  /** Connections the hostile endpoints got, and requests that followed the redirect (must be 0). */
  hostileTries: number;
  redirectHits: number;
  /** Gaps between auto-skip runs outside faults, and runs of it that failed. */
  autoSkipGapsMs: number[];
  autoSkipFailed: number;
  /** Push jobs still active in the push queue a push's time limit after the evening, and the longest one run (s). */
  pushRunsStuck: number;
  longestPushRunS: number;
  /** Acknowledged adds of this party missing from the database at the end. */
  lost: string[];
  problems: string[];
}

export class HostilePush {
  private readonly stub = new PushStub();
  private caDir?: string;
  private ownCa = false;
  private stop?: AbortController;
  private loop?: Promise<void>;
  private readonly acknowledged: string[] = [];
  /** When each start was acknowledged. */
  private readonly starts: number[] = [];
  /** When each fault phase began and ended (read from the evening's current phase every 100 ms). */
  private readonly faults: { from: number; to: number }[] = [];
  private watch?: NodeJS.Timeout;
  private honest?: TestSubscription;
  private readonly problems: string[] = [];
  private songs = 0;
  private roomId = '';

  /** Starts the stub (making a test CA when the run has none, as `npm run soak` outside jest). */
  async start(): Promise<void> {
    if (!process.env[TEST_CA_ENV]) {
      this.caDir = makeTestCa();
      this.ownCa = true;
      process.env[TEST_CA_ENV] = this.caDir;
    } else this.caDir = process.env[TEST_CA_ENV];
    await this.stub.start();
  }

  /** What the API instances need to reach the stub: its port (test only) and the CA, trusted at their start. */
  serverEnv(): Record<string, string> {
    return { NODE_ENV: 'test', OUTBOUND_TEST_LOOPBACK_PORT: String(this.stub.port), NODE_EXTRA_CA_CERTS: path.join(this.caDir!, 'ca.pem') };
  }

  /** The party: a host, the hostile guest with its three endpoints, the honest guest with one. */
  async setUp(base: string): Promise<void> {
    const host = new CookieClient(base);
    const admin = new CookieClient(base);
    const must = async (res: Promise<{ status: number; body: any }>, status = 200) => {
      const answer = await res;
      if (answer.status !== status) throw new Error(`hostile push set-up: expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };
    await must(admin.call('POST', '/api/auth/login', { username: 'admin', password: 'admin-password-123' }));
    const user = await must(
      host.call('POST', '/api/auth/register', { username: 'soakpushhost', displayName: 'Push host', password: 'host-password', betaCode: 'SOAK-BETA' }),
      201,
    );
    await must(admin.call('PATCH', `/api/admin/users/${user.userId}`, { subscriptionTier: 999 }));
    await must(host.call('POST', '/api/auth/login', { username: 'soakpushhost', password: 'host-password' }));
    const room = await must(host.call('POST', '/api/rooms', { name: 'Hostile push party' }), 201);
    this.roomId = room.roomId;
    await must(host.call('PATCH', `/api/rooms/${room.roomId}/settings`, { settings: { maxSongsPerUser: 999, maxSongsPerGuest: 999 } }));
    const hostile = new CookieClient(base);
    const honest = new CookieClient(base);
    await must(hostile.call('POST', '/api/guest/join', { roomCode: room.code, displayName: 'Mallory' }));
    await must(honest.call('POST', '/api/guest/join', { roomCode: room.code, displayName: 'Honor' }));
    for (const behaviour of ['stream', 'half', 'redirect', 'trickle'] as const) {
      const subscription = this.stub.subscription();
      this.stub.behaviours.set(subscription.endpoint.split('/').pop()!, behaviour);
      await must(hostile.call('PUT', '/api/push/subscription', { endpoint: subscription.endpoint, keys: subscription.keys }));
    }
    this.honest = this.stub.subscription();
    await must(honest.call('PUT', '/api/push/subscription', { endpoint: this.honest.endpoint, keys: this.honest.keys }));
    this.stop = new AbortController();
    let current = '';
    this.watch = setInterval(() => {
      const phase = this.phase?.() ?? '';
      const now = Date.now();
      if (FAULT_PHASES.has(phase) && (phase !== current || this.faults.length === 0)) this.faults.push({ from: now, to: now });
      if (FAULT_PHASES.has(phase)) this.faults.at(-1)!.to = now;
      current = phase;
    }, 100);
    this.loop = this.run(host, [hostile, honest], this.stop.signal);
  }

  /** Both guests add a song, then the host starts the next: one notice to each, every cycle, until stopped. */
  private async run(host: CookieClient, guests: CookieClient[], signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const cycle = sleep(CYCLE_MS, undefined, { signal }).catch(() => undefined);
      try {
        for (const guest of guests) {
          const videoId = `hp${(++this.songs).toString(36).padStart(9, '0')}`;
          const res = await guest.call('POST', `/api/rooms/${this.roomId}/queue`, { videoId, title: `Push song ${videoId}`, thumbnail: '', duration: '3:30' });
          if (res.status === 201) this.acknowledged.push(videoId);
        }
        const res = await host.call('POST', `/api/rooms/${this.roomId}/play-next`);
        if (res.status === 200) this.starts.push(Date.now());
      } catch {
        // An instance or the balancer away for a moment: the next cycle tries again.
      }
      await cycle;
    }
  }

  /** Until auto-skip ran twice after the last fault's catch-up time (or CALM_TICKS_WAIT_MS passed: the verdicts then say so). */
  private async awaitCalmTicks(databaseUrl: string): Promise<void> {
    const calmFrom = new Date(Math.max(0, ...this.faults.map((fault) => fault.to)) + AFTER_FAULT_MS);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      for (const until = Date.now() + CALM_TICKS_WAIT_MS; Date.now() < until; await sleep(500)) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM "job_runs" WHERE "name" = 'player.auto-skip' AND "trigger" = 'schedule' AND "startedAt" >= $1`,
          [calmFrom],
        );
        if ((rows[0] as { n: number }).n >= 2) return;
      }
    } finally {
      await db.end();
    }
  }

  /** The evening's current phase, for telling fault time from quiet time. */
  phase?: () => string;

  /** Stops the party and reads what happened, from the stub and the evening's database. */
  async finish(databaseUrl: string, redisUrl: string): Promise<HostilePushFigures> {
    await this.awaitCalmTicks(databaseUrl);
    this.stop?.abort();
    clearInterval(this.watch);
    await this.loop;
    // Whether [from, to] touches a fault or the few seconds after one (when what waited catches up).
    const nearFault = (from: number, to: number) => this.faults.some((f) => from <= f.to + AFTER_FAULT_MS && to >= f.from);
    const honestPushes = this.honest ? this.stub.for(this.honest) : [];
    const honestMs: number[] = [];
    for (const push of honestPushes) {
      const start = this.starts.filter((at) => at <= push.at).at(-1);
      if (start !== undefined && !nearFault(start, push.at)) honestMs.push(push.at - start);
    }
    // No push hangs: once the pushes of the evening's last changes had their time, the push lane is idle.
    const queue = new Queue(LANE_QUEUE.push, { prefix: loadConfig({}).redisPrefix, connection: { url: redisUrl } });
    let active = -1;
    try {
      const until = Date.now() + DRAIN_MS;
      do {
        active = (await queue.getJobCounts('active')).active ?? 0;
        if (active > 0) await sleep(500);
      } while (active > 0 && Date.now() < until);
    } finally {
      await queue.close();
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const ticks: { startedAt: Date; outcome: string }[] = (
        await db.query(`SELECT "startedAt", "outcome" FROM "job_runs" WHERE "name" = 'player.auto-skip' AND "trigger" = 'schedule' ORDER BY "startedAt"`)
      ).rows;
      const gaps: number[] = [];
      for (let i = 1; i < ticks.length; i++) {
        const [before, at] = [new Date(ticks[i - 1].startedAt).getTime(), new Date(ticks[i].startedAt).getTime()];
        if (at >= this.starts[0] && !nearFault(before, at)) gaps.push(at - before);
      }
      const pushRuns: { seconds: string }[] = (
        await db.query(
          `SELECT extract(epoch FROM "finishedAt" - "startedAt") AS seconds FROM "job_runs" WHERE "name" = 'push.your-turn' AND "finishedAt" IS NOT NULL`,
        )
      ).rows;
      const kept: { videoId: string }[] = (
        await db.query(`SELECT "videoId" FROM "queue_items" WHERE "roomId" = $1 UNION ALL SELECT "videoId" FROM "played_songs" WHERE "roomId" = $1`, [
          this.roomId,
        ])
      ).rows;
      const keptIds = new Set(kept.map((row) => row.videoId));
      return {
        starts: this.starts.length,
        honestReceived: honestPushes.length,
        honestMs,
        hostileTries: this.stub.hostileTries,
        redirectHits: this.stub.redirectHits,
        autoSkipGapsMs: gaps,
        autoSkipFailed: ticks.filter((t) => t.outcome === 'failed').length,
        pushRunsStuck: active,
        longestPushRunS: Math.max(0, ...pushRuns.map((r) => Number(r.seconds))),
        lost: this.acknowledged.filter((id) => !keptIds.has(id)),
        problems: this.problems,
      };
    } finally {
      await db.end();
    }
  }

  async tearDown(): Promise<void> {
    this.stop?.abort();
    clearInterval(this.watch);
    await this.loop?.catch(() => undefined);
    await this.stub.stop().catch(() => undefined);
    if (this.ownCa && this.caDir) {
      const { rmSync } = await import('node:fs');
      rmSync(this.caDir, { recursive: true, force: true });
      delete process.env[TEST_CA_ENV];
    }
  }
}

/** What the hostile guest's evening must have shown, as sentences; empty when it held. */
export function hostileVerdicts(figures: HostilePushFigures | undefined): string[] {
  if (!figures) return ['the hostile push guest did not run'];
  const problems = [...figures.problems];
  if (figures.hostileTries === 0) problems.push('hostile push: no push ever reached the hostile endpoints, so nothing was tested');
  if (figures.redirectHits > 0) problems.push(`hostile push: ${figures.redirectHits} request(s) followed the redirect inside`);
  if (figures.honestMs.length === 0) problems.push('hostile push: no honest notice arrived outside the faults');
  const late = figures.honestMs.filter((ms) => ms > HONEST_PUSH_LIMIT_MS);
  if (late.length > 0) problems.push(`hostile push: ${late.length} honest notice(s) later than ${HONEST_PUSH_LIMIT_MS} ms (max ${Math.max(...late)} ms)`);
  const gaps = figures.autoSkipGapsMs.filter((ms) => ms > AUTO_SKIP_GAP_LIMIT_MS);
  if (gaps.length > 0) problems.push(`hostile push: auto-skip missed its time ${gaps.length} time(s) outside faults (gap up to ${Math.max(...gaps)} ms)`);
  if (figures.autoSkipGapsMs.length === 0) problems.push('hostile push: no auto-skip runs were seen outside faults');
  if (figures.pushRunsStuck !== 0) problems.push(`hostile push: ${figures.pushRunsStuck} push job(s) still active ${DRAIN_MS / 1000} s after the evening`);
  const limitS = JOB_TIMEOUT_MS['push.your-turn'] / 1000;
  if (figures.longestPushRunS > limitS + 1) problems.push(`hostile push: a push job ran ${figures.longestPushRunS.toFixed(1)} s, past its ${limitS} s limit`);
  if (figures.lost.length > 0) problems.push(`hostile push: ${figures.lost.length} acknowledged add(s) lost: ${figures.lost.join(', ')}`);
  return problems;
}

/** The figures in a few lines, for the soak's report. */
export function formatHostile(figures: HostilePushFigures | undefined): string[] {
  if (!figures) return [];
  const p = (values: number[], q: number) =>
    values.length === 0 ? '–' : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
  return [
    `Hostile push guest (stream, half answer, redirect inside, trickle): ${figures.hostileTries} hostile connections, ` +
      `${figures.redirectHits} redirects followed; ${figures.starts} starts, ${figures.honestReceived} honest notices, ` +
      `outside faults p50 ${p(figures.honestMs, 0.5)} ms / max ${p(figures.honestMs, 1)} ms; ` +
      `auto-skip gaps outside faults max ${p(figures.autoSkipGapsMs, 1)} ms (${figures.autoSkipFailed} failed); ` +
      `longest push job ${figures.longestPushRunS.toFixed(1)} s, ${figures.pushRunsStuck} stuck; ${figures.lost.length} acknowledged adds lost`,
  ];
}
