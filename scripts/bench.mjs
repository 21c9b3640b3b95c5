#!/usr/bin/env node
// `npm run bench`: the party-scale benchmark (figures: README "Capacity"; design: docs/performance.md). Builds the app, starts it itself (the
// embedded database by default; PostgreSQL + Redis with TWO API instances when DATABASE_URL and
// REDIS_URL are set — the named database is dropped and recreated — or, with BENCH_DATABASES=own,
// on a PostgreSQL cluster and a redis-server of its own on free loopback ports, with nothing else on
// them), seeds everything through the real API on loopback, and runs these phases, each bounded in time:
//   start      time to a healthy /api/health on an existing data directory (embedded), RSS
//   polls      GET /api/rooms/{id}/queue changed (200) and unchanged (304), 50 connections,
//              beside a bare node:http server answering the same bytes in the same run
//   fan-out    R rooms × G guests on Socket.IO (a separate client process): every host adds at
//              once, then one add at a time, until each guest holds the new queue; RSS
//   party mix  joins, heartbeats, membership checks, searches (local YouTube stub), adds and
//              skips, raised step by step until the p99 of actions passes 100 ms
//   bundle     JS a guest downloads to reach the room (gzip), from the party app's build
//   library    a server of its own with MEDIA_DIR on 10,000 generated files (ffmpeg): its scan at
//              start, a rescan with nothing changed, one with every file touched (its CPU), and
//              library searches one after another (p99)
// The CPU of each measured window is counted for the API processes and, on PostgreSQL + Redis, for
// the database servers too (every PostgreSQL process and redis-server, from /proc: proc-cpu.mjs).
// Prints a table and writes bench-results/party-<mode>.json. Not a test: it asserts nothing.
//
//   npm run bench
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/karaoke_bench REDIS_URL=redis://127.0.0.1:6379 npm run bench
//   BENCH_DATABASES=own npm run bench
//   BENCH_ROOMS=200 BENCH_GUESTS=10 BENCH_MIX_STEPS=1000,2000,5000 BENCH_SKIP_BUILD=1 npm run bench
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { measureGuestBundle } from './guest-bundle.mjs';
import { freePort, pool, SERVER_NODE_ARGS } from './lib.mjs';
import { generateLibrary, libraryQueries, removeLibrary } from './bench/library.mjs';
import { peerRows, preparePeer, runPeer } from './bench/peer.mjs';
import { parseWrk } from './bench/wrk.mjs';
import { clockTicksPerSecond, parseStat, postmasterOf, readAllStats, redisPid, ticksToMs, treeTicks } from './bench/proc-cpu.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BACKEND = path.join(ROOT, 'backend');
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const ROOMS = env('BENCH_ROOMS', 200);
const GUESTS = env('BENCH_GUESTS', 10);
const POLL_SECONDS = env('BENCH_POLL_SECONDS', 5);
const ONE_AT_A_TIME = env('BENCH_SINGLE_ADDS', 40);
/**
 * The fan-out's scenarios, both by default: `party` (a real party: one Basic host account a room,
 * default room settings, everyone idle for BENCH_IDLE_SECONDS before every host adds with fetch,
 * then a reconnect storm) and `kind` (the earlier one: hosts on the unlimited tier, 20 accounts for
 * all rooms, every room read just before the burst, each host on a warm keep-alive connection).
 */
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'party,kind').split(','));
const IDLE_SECONDS = env('BENCH_IDLE_SECONDS', 180);
/** Party bursts a run, each after its own idle (docs/performance.md §7: one burst is one sample). */
const BURSTS = env('BENCH_BURSTS', 1);
const MIX_STEPS = (process.env.BENCH_MIX_STEPS ?? '500,1000,2000,3000,5000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const MIX_SECONDS = env('BENCH_MIX_SECONDS', 20);
/** The party mix stops raising the number of guests once the p99 of actions passes this. */
const MIX_P99_LIMIT_MS = env('BENCH_MIX_P99_LIMIT_MS', 100);
/** A party-mix action not answered within this counts as an error ("timeout"). */
const ACTION_TIMEOUT_MS = env('BENCH_ACTION_TIMEOUT_MS', 10_000);
/** The backend build the API processes run (a directory under backend/): compare two builds back to back. */
const DIST = process.env.BENCH_DIST ?? 'dist';
/**
 * Which phases run (all by default): e.g. BENCH_PHASES=polls,fanout. `peer` (Karaoke Eternal
 * under the fan-out's load, scripts/bench/peer.mjs) brings the fan-out along: its figures are
 * what the peer's are divided into.
 */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'polls,fanout,mix,library,peer').split(','));
if (PHASES.has('peer')) PHASES.add('fanout');
/** A Karaoke Eternal checkout outside the repository, for the peer phase (scripts/bench/peer.mjs --prepare makes one). */
const PEER_DIR = process.env.BENCH_PEER_DIR;
/** Files of the library phase's generated folder. */
const LIBRARY_FILES = env('BENCH_LIBRARY_FILES', 10_000);
const LIBRARY_SEARCHES = env('BENCH_LIBRARY_SEARCHES', 2_000);
/**
 * The API's LOG_LEVEL: the app's default (`log`) unless set, since that is what a party runs with
 * and a request's log line is part of what it costs. The lines go to a file the benchmark counts
 * (serverLog); warnings and errors are echoed.
 */
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
/** Extra node flags for the API processes, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
/**
 * With BENCH_DATABASES=own: load pg_stat_statements into that cluster and print the statements of
 * the fan-out burst, with their planning and execution time (BENCH_PG_STATEMENTS=1).
 */
const PG_STATEMENTS = process.env.BENCH_PG_STATEMENTS === '1';
/**
 * `own`: start a throwaway PostgreSQL cluster (the newest under /usr/lib/postgresql) and a
 * redis-server for the run, so that their CPU is the benchmark's alone; otherwise DATABASE_URL and
 * REDIS_URL name the servers (whatever else runs on them is in their CPU figures).
 */
const OWN_DATABASES = process.env.BENCH_DATABASES === 'own';
const DISTRIBUTED = OWN_DATABASES || Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const MODE = DISTRIBUTED ? 'postgres-redis' : process.env.DATABASE_URL ? 'postgres' : 'embedded';
/** The unit of the times in /proc/<pid>/stat. */
const CLOCK_TICKS = clockTicksPerSecond();
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function pct(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return +sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
}
const summary = (values) => ({ n: values.length, p50: pct(values, 0.5), p99: pct(values, 0.99), max: pct(values, 1) });

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const stat = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return (stat.utime + stat.stime) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * The database servers the API processes use, whose CPU each window counts too: every process of
 * the PostgreSQL cluster (the postmaster and its backends and workers) and redis-server, found
 * from the API's connections (pg_backend_pid, INFO server). Empty when embedded: PGlite runs in
 * the API's own process, and its CPU is in the API's figure.
 */
const databases = [];

/** CPU ms each database server's process tree has used so far (null when it is not on this machine). */
function databaseCpuMs() {
  if (databases.length === 0) return [];
  const stats = readAllStats();
  return databases.map((d) => {
    const tree = treeTicks(stats, d.pid);
    return tree === null ? null : ticksToMs(tree.ticks, CLOCK_TICKS);
  });
}

/**
 * Runs work while counting the CPU the API processes spend on it: `busy` is the share of one core
 * they used over the wall time (well under 100 % while the clients are the limit), cpuMs the total;
 * dbCpuMs the same window's CPU of each database server ({ postgres, redis }; {} when embedded).
 */
async function withServerCpu(work) {
  const dbBefore = databaseCpuMs();
  const before = servers.map((s) => cpuSeconds(s.child.pid));
  const linesBefore = servers.map((s) => s.logs.count());
  const started = now();
  const result = await work();
  const wallS = (now() - started) / 1000;
  const used = servers.map((s, i) => (before[i] === null ? null : cpuSeconds(s.child.pid) - before[i]));
  const dbAfter = databaseCpuMs();
  return {
    result,
    cpuMs: used.map((u) => (u === null ? null : Math.round(u * 1000))),
    busy: used.map((u) => (u === null ? null : +(u / wallS).toFixed(2))),
    logLines: servers.map((s, i) => s.logs.count() - linesBefore[i]),
    dbCpuMs: Object.fromEntries(databases.map((d, i) => [d.key, dbBefore[i] === null || dbAfter[i] === null ? null : Math.round(dbAfter[i] - dbBefore[i])])),
  };
}

/**
 * CPU a unit of work cost (per add, per poll), in `scale` units of a ms: the API processes', each
 * database server's and their sum. The database figures are absent when embedded.
 */
function cpuPer(window, count, scale = 1, digits = 2) {
  const per = (ms) => (ms === null ? null : +((ms * scale) / Math.max(1, count)).toFixed(digits));
  const apiMs = window.cpuMs.includes(null) ? null : window.cpuMs.reduce((a, b) => a + b, 0);
  const db = Object.fromEntries(Object.entries(window.dbCpuMs).map(([key, ms]) => [key, per(ms)]));
  const parts = [apiMs, ...Object.values(window.dbCpuMs)];
  return { api: per(apiMs), ...db, total: parts.includes(null) ? null : per(parts.reduce((a, b) => a + b, 0)) };
}

/** One figure of a cpuPer answer: the server's and database's together, or the API's alone when the database's is unknown. */
const serverMsPerAdd = (per) => per.total ?? per.api;

function rssMb(pid) {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

// ── a local YouTube Data API stand-in (search.list, videos.list) ─────────────────────────────
function startYoutubeStub() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://stub');
    const send = (body) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const idFor = (q, i) => `${(q.replace(/[^A-Za-z0-9]/g, '') + 'xxxxxxxx').slice(0, 8)}_${i}`.padEnd(11, 'x').slice(0, 11);
    if (url.pathname.endsWith('/search')) {
      const q = url.searchParams.get('q') ?? '';
      return send({
        items: [0, 1, 2].map((i) => ({
          id: { kind: 'youtube#video', videoId: idFor(q, i) },
          snippet: { title: `${q} (Karaoke Version ${i})`, channelTitle: 'Sing King Karaoke' },
        })),
      });
    }
    if (url.pathname.endsWith('/videos')) {
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      return send({
        items: ids.map((id) => ({
          id,
          snippet: {
            title: `Video ${id} (Karaoke Version)`,
            channelTitle: 'Sing King Karaoke',
            thumbnails: { medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg` } },
          },
          contentDetails: { duration: 'PT3M30S' },
          statistics: { viewCount: '1000' },
        })),
      });
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

// ── the API server processes ─────────────────────────────────────────────────────────────────
async function startServer(extraEnv, label, startLimitMs = 60_000) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = now();
  const { LOG_LEVEL: _inherited, ...inherited } = process.env;
  // A file, not a pipe: the benchmark blocks while its load client runs and would not drain one.
  const logs = serverLog(path.join(os.tmpdir(), `karaoke-bench-${process.pid}-${port}.log`), label);
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...NODE_ARGS, `${DIST}/main.js`], {
    cwd: BACKEND,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      BETA_CODES: 'BENCH',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      RICKROLL_PROBABILITY: '0',
      ...(LOG_LEVEL ? { LOG_LEVEL } : {}),
      // Every phone of the benchmark comes from one address: raise the per-address limits.
      GUEST_JOIN_RATE_LIMIT: '100000',
      REGISTER_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      ROOM_CODE_RATE_LIMIT: '100000',
      ROOM_CODE_ADDRESS_RATE_LIMIT: '100000',
      PROFILE_UPDATE_RATE_LIMIT: '100000',
      YOUTUBE_LIVE_SEARCHES_PER_PERSON: '100000',
      YOUTUBE_LIVE_SEARCHES_PER_HOUR: '100000',
      SEARCH_RATE_LIMIT: '100000',
      QUEUE_ADD_RATE_LIMIT: '100000',
      CONNECTIONS_PER_ADDRESS: '0',
      // The party scenario's Basic hosts: a room of theirs lets in BENCH_GUESTS phones (Basic's
      // other limits as they are).
      TIER_LIMITS: JSON.stringify({ 1: { guestsPerRoom: Math.max(GUESTS, 4) } }),
      ...extraEnv,
    },
    stdio: ['ignore', logs.fd, 'inherit'],
  });
  closeSync(logs.fd);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > startLimitMs / 100) throw new Error(`${label} did not start within ${startLimitMs / 1000} s`);
    await sleep(100);
  }
  return { child, base, startMs: Math.round(now() - started), label, logs };
}

async function stopServer(server) {
  if (!server) return;
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await Promise.race([new Promise((r) => server.child.once('exit', r)), sleep(15_000)]);
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  }
  server.logs.count();
  rmSync(server.logs.file, { force: true });
}

/**
 * An API process's log file: count() counts the lines written since the last call and echoes
 * the warnings and errors among them (pino's levels 40, 50, 60) and anything not JSON.
 */
function serverLog(file, label) {
  const fd = openSync(file, 'w');
  let offset = 0;
  let lines = 0;
  let partial = '';
  return {
    fd,
    file,
    count() {
      const reader = openSync(file, 'r');
      const chunk = Buffer.alloc(1 << 20);
      for (let n; (n = readSync(reader, chunk, 0, chunk.length, offset)) > 0; offset += n) {
        const text = partial + chunk.toString('utf8', 0, n);
        const all = text.split('\n');
        partial = all.pop();
        lines += all.length;
        for (const line of all)
          if (!line.startsWith('{') || /"level":[4-6]0,/.test(line)) console.log(`  [${label}] ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
      }
      closeSync(reader);
      return lines;
    },
  };
}

// ── an API client with its own session cookie ────────────────────────────────────────────────
/** Keep-alive connections shared by the phones of the party mix and the seeding, per server. */
const sharedAgents = new Map();
const sharedAgent = (base) => {
  if (!sharedAgents.has(base)) sharedAgents.set(base, new http.Agent({ keepAlive: true, maxSockets: 256 }));
  return sharedAgents.get(base);
};

/**
 * A phone or a host's device: its session cookie, over node:http rather than fetch (the load
 * client shares the two cores with the servers, and undici's fetch costs several times more CPU
 * a request). Phones share a pool of keep-alive connections; device() gives a host's device its
 * own connection, as a host's phone or laptop keeps one to the room it runs.
 */
class Client {
  constructor(base, cookie = '', agent = sharedAgent(base)) {
    this.base = base;
    this.cookie = cookie;
    this.agent = agent;
  }
  /** Another device of the same person (same session), with its own keep-alive connection. */
  device() {
    return new Client(this.base, this.cookie, new http.Agent({ keepAlive: true }));
  }
  /** timeoutMs: give up on the answer after that long (an error "timeout"), so no request outlives its phase. */
  async call(method, url, body, headers = {}, timeoutMs) {
    // Seeding's sign-ups and sign-ins (no timeout: not a measured action) wait out the password
    // check's admission limit, which a busy machine reaches (503 "busy checking other passwords").
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(method, url, body, headers, timeoutMs);
      } catch (error) {
        if (error.status !== 503 || timeoutMs || !url.startsWith('/api/auth/') || attempt >= 10) throw error;
        await sleep(2000);
      }
    }
  }

  once(method, url, body, headers = {}, timeoutMs) {
    const started = now();
    const payload = body ? JSON.stringify(body) : undefined;
    const target = new URL(this.base + url);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          agent: this.agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString('utf8');
            const ms = now() - started;
            const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('kp_session='));
            if (set) this.cookie = set.split(';')[0];
            if (res.statusCode >= 400) return reject(Object.assign(new Error(`${method} ${url}: ${res.statusCode} ${text}`), { status: res.statusCode }));
            resolve({ status: res.statusCode, body: text ? JSON.parse(text) : undefined, ms, etag: res.headers.etag });
          });
          res.on('error', reject);
        },
      );
      const timer = timeoutMs
        ? setTimeout(() => req.destroy(Object.assign(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs)
        : undefined;
      req.on('error', (error) => {
        clearTimeout(timer);
        reject(error.name === 'TimeoutError' ? error : Object.assign(new Error(error.message), { cause: error }));
      });
      req.end(payload);
    });
  }
}

/** pg_stat_statements from now on (BENCH_PG_STATEMENTS=1, on the benchmark's own cluster). */
function resetStatements() {
  execFileSync('psql', [process.env.DATABASE_URL, '-c', 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements', '-c', 'SELECT pg_stat_statements_reset()'], {
    stdio: 'ignore',
  });
}

/** PostgreSQL's statements since resetStatements, the costliest first. */
function printStatements(what) {
  const top = `SELECT calls, round(total_plan_time::numeric, 1) AS plan_ms, round(total_exec_time::numeric, 1) AS exec_ms, rows,
                      left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS statement
                 FROM pg_stat_statements ORDER BY total_plan_time + total_exec_time DESC LIMIT 12`;
  console.log(`PostgreSQL's statements in ${what}:\n${execFileSync('psql', [process.env.DATABASE_URL, '-c', top], { encoding: 'utf8' })}`);
}

function runLoad(options) {
  if (WRK) return runWrk(options);
  const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/bench/load.mjs'), JSON.stringify(options)], {
    encoding: 'utf8',
    timeout: (options.seconds + 30) * 1000,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

/**
 * wrk (Debian's package), when installed: a load generator in C, one thread, so that it costs the
 * shared cores far less than the servers it drives (BENCH_LOAD=node keeps load.mjs). Its warm-up
 * is a first short run, as load.mjs's first second; answers load.mjs's fields.
 */
const WRK = process.env.BENCH_LOAD !== 'node' && spawnSync('wrk', ['--version']).error === undefined;
function runWrk({ url, headers = {}, connections = 50, seconds = 5 }) {
  const args = ['-t1', `-c${connections}`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])];
  const warmup = parseWrk(execFileSync('wrk', [...args, '-d1s', url], { encoding: 'utf8', timeout: 31_000 }));
  const run = parseWrk(execFileSync('wrk', [...args, `-d${seconds}s`, url], { encoding: 'utf8', timeout: (seconds + 30) * 1000 }));
  // Every answer, the warm-up's included: the server's CPU is counted over both.
  return { ...run, answered: run.requests + warmup.requests, loadGenerator: 'wrk' };
}

/** A party host's request with `fetch`, with their own session cookie, on a new connection (JSON when there is a body); answers the status. */
async function partyHostPost(room, route, body) {
  const res = await fetch(`${room.host.base}/api/rooms/${room.roomId}/${route}`, {
    method: 'POST',
    headers: { cookie: room.host.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/** A party host adds a song (`prefix` and the room's code make its video id); answers the status. */
function partyAdd(room, prefix) {
  const videoId = `${prefix}${room.code}`.padEnd(11, 'x').slice(0, 11);
  return partyHostPost(room, 'queue', {
    videoId,
    title: `Party song ${prefix}${room.code}`,
    thumbnail: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`,
    duration: '3:45',
  });
}

/** A party host starts the next song, as the stage does when one ends; a refusal stops the run (the next burst's adds would be refused too). */
async function partyPlayNext(room) {
  const status = await partyHostPost(room, 'play-next');
  if (status !== 200) throw new Error(`A party host's play-next answered ${status} (room ${room.roomId})`);
}

/**
 * One party burst: every host adds a song at once with `fetch` (`prefix` makes its video ids), and
 * every phone is timed until it holds the new queue. Answers the burst's figures.
 */
async function partyBurst(partyRooms, phones, prefix) {
  // The version each room is at, as its phones know it: asking the server would warm it.
  const known = await phones.versions();
  await phones.report();
  const versions = new Map();
  const addMs = [];
  const statuses = {};
  const loadBefore = { hosts: process.cpuUsage(), phones: cpuSeconds(phones.child.pid) };
  if (PG_STATEMENTS) resetStatements();
  const burstStartUs = Number(process.hrtime.bigint() / 1000n);
  // Every host adds at once with fetch, each with its own session cookie, on a new connection.
  const burstCpu = await withServerCpu(() =>
    Promise.all(
      partyRooms.map(async (room) => {
        const sentAt = now();
        versions.set(room.roomId, { version: Number(known.get(room.roomId) ?? 0) + 1, sentAt });
        const status = await partyAdd(room, prefix);
        addMs.push(now() - sentAt);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }),
    ),
  );
  const burst = await heldUntil(phones, GUESTS, versions, 20_000);
  console.log(`Party burst window (monotonic µs): ${burstStartUs} ${burstStartUs + Math.round(Math.max(...burst.held, 0) * 1000)}`);
  if (PG_STATEMENTS) printStatements('the party burst');
  return {
    burst,
    burstCpu,
    cpuMsPerAdd: cpuPer(burstCpu, ROOMS),
    addMs,
    statuses,
    loadBefore,
    hostsUsed: process.cpuUsage(loadBefore.hosts),
    phonesAfter: cpuSeconds(phones.child.pid),
  };
}

/** A storm's figures from its measured window (withServerCpu around phones.storm()). */
function stormResult(window) {
  const storm = window.result;
  return {
    back: summary(storm.back),
    maxMs: Math.round(Math.max(0, ...storm.back)),
    failed: storm.failed,
    causes: storm.causes,
    refetched: storm.refetched,
    changedParts: storm.changedParts,
    serverCpuMs: window.cpuMs,
    cpuMsPerPhone: cpuPer(window, storm.back.length + storm.failed),
  };
}

/** The phones' process: connects the guests' sockets, answers reports. */
async function startPhones(guests) {
  const child = spawn(process.execPath, ['--max-old-space-size=2048', path.join(ROOT, 'scripts/bench/phones.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const next = (timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the phones process did not answer')), timeoutMs);
      waiting.push((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  const ready = next(180_000);
  child.stdin.write(JSON.stringify({ guests }) + '\n');
  const status = await ready;
  return {
    child,
    status,
    async report() {
      const answer = next(30_000);
      child.stdin.write('report\n');
      return (await answer).report;
    },
    /** The version each room's phones know (no request to the servers). */
    async versions() {
      const answer = next(30_000);
      child.stdin.write('versions\n');
      return new Map(Object.entries((await answer).versions));
    },
    /** Each phone's screen opens: the room's parts once, for their ETags. */
    async openScreens() {
      const answer = next(300_000);
      child.stdin.write('etags\n');
      await answer;
    },
    /** Every phone drops (the first half of a storm whose rooms move on while the phones are away). */
    async drop() {
      const answer = next(30_000);
      child.stdin.write('drop\n');
      await answer;
    },
    /** Every phone drops (unless dropped) and reconnects at once; answers how long each took to be back in step. */
    async storm() {
      const answer = next(120_000);
      child.stdin.write('storm\n');
      return (await answer).storm;
    },
    async stop() {
      child.stdin.write('exit\n');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/**
 * Waits until every phone of the rooms in `versions` (roomId → {version, sentAt}) holds that version,
 * `perRoom` phones a room, or the deadline; answers how long each took from its add's send.
 */
async function heldUntil(phones, perRoom, versions, deadlineMs) {
  // versions: roomId -> {version, sentAt}; waits until every phone of those rooms holds it.
  const collected = [];
  const deadline = now() + deadlineMs;
  const pending = new Map([...versions].map(([roomId]) => [roomId, 0]));
  while (pending.size > 0 && now() < deadline) {
    await sleep(50);
    const report = await phones.report();
    collected.push(report);
    for (const [roomId, version] of report.held.map(([r, v]) => [r, v])) {
      if (versions.get(roomId)?.version === version && pending.has(roomId)) {
        const n = pending.get(roomId) + 1;
        if (n >= perRoom) pending.delete(roomId);
        else pending.set(roomId, n);
      }
    }
  }
  const held = collected
    .flatMap((r) => r.held)
    .filter(([roomId, version]) => versions.get(roomId)?.version === version)
    .map(([roomId, , at]) => at - versions.get(roomId).sentAt);
  return {
    held,
    missing: [...pending.values()].length,
    refetches: collected.reduce((n, r) => n + r.refetches, 0),
    pushes: collected.reduce((n, r) => n + r.pushes, 0),
    pushedBytes: collected.reduce((n, r) => n + r.pushedBytes, 0),
  };
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────
const results = {
  mode: MODE,
  machine: {
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((l) => +l.toFixed(1)),
  },
  date: new Date().toISOString(),
  phases: {},
};
const servers = [];
let phones;
let youtube;
let dataDir;
let ownDatabases;

/**
 * Records the database servers whose CPU each window counts: the PostgreSQL cluster (its
 * postmaster's pid, null when not on this machine) and the redis-server REDIS_URL names; says in
 * results.databases which they are, and when their figures include other work (servers the
 * machine shares, sessions on other databases).
 */
async function findDatabases(postmaster, otherSessions) {
  const stats = readAllStats();
  // /proc counts whole clock ticks: a server's CPU in a window is known to one tick (10 ms at 100 Hz).
  const info = { own: OWN_DATABASES, clockTicksPerSecond: CLOCK_TICKS, resolutionMs: ticksToMs(1, CLOCK_TICKS) };
  if (postmaster === null) info.postgres = { note: 'not on this machine: its CPU is not counted' };
  else {
    databases.push({ key: 'postgres', pid: postmaster });
    info.postgres = { postmasterPid: postmaster, processes: treeTicks(stats, postmaster).processes, otherSessionsAtStart: otherSessions };
  }
  if (process.env.REDIS_URL) {
    const pid = await redisPid(process.env.REDIS_URL).catch(() => null);
    if (pid === null || treeTicks(stats, pid) === null) info.redis = { note: 'not on this machine: its CPU is not counted' };
    else {
      databases.push({ key: 'redis', pid });
      info.redis = { pid };
    }
  }
  info.note = OWN_DATABASES
    ? 'a PostgreSQL cluster and a redis-server started for this run: their CPU is the benchmark’s alone'
    : 'the servers DATABASE_URL and REDIS_URL name: their CPU figures include whatever else runs on them ' +
      `(${otherSessions} other client session${otherSessions === 1 ? '' : 's'} on PostgreSQL at the start; BENCH_DATABASES=own for a clean figure)`;
  // Their CPU over a quiet second before the phases: what the figures hold that is not the benchmark's.
  const quiet = await withServerCpu(() => sleep(1000));
  info.quietCpuMsPerSecond = quiet.dbCpuMs;
  results.databases = info;
  console.log(`Databases: ${info.note}; quiet CPU ${JSON.stringify(info.quietCpuMsPerSecond)} ms/s`);
}

/**
 * A PostgreSQL cluster and a redis-server of the benchmark's own, on free loopback ports, as the
 * fault tests start theirs (backend/test/support/fault-processes.ts): trust auth, no persistence
 * for Redis; unlike theirs, PostgreSQL keeps fsync on, as a party's server runs. As root, PostgreSQL's tools run as the postgres system user (it refuses root).
 */
async function startOwnDatabases() {
  const root = '/usr/lib/postgresql';
  const version = (existsSync(root) ? readdirSync(root) : []).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => b - a)[0];
  if (!version) throw new Error(`BENCH_DATABASES=own needs PostgreSQL's server binaries under ${root}`);
  const bin = path.join(root, version, 'bin');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'karaoke-bench-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const pgTool = (tool, args) => {
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { stdio: 'ignore' });
  };
  const pgPort = await freePort();
  pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const statements = PG_STATEMENTS ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on' : '';
  pgTool('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1${statements}`, 'start']);
  const redisPort = await freePort();
  const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const redisUp = async () => {
    for (let i = 0; i < 100; i++) {
      if (redis.exitCode !== null) throw new Error(`redis-server exited with code ${redis.exitCode}`);
      const up = await new Promise((resolve) => {
        const socket = net.connect(redisPort, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (up) return;
      await sleep(100);
    }
    throw new Error('redis-server did not accept connections within 10 s');
  };
  const own = {
    databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/karaoke_bench`,
    redisUrl: `redis://127.0.0.1:${redisPort}`,
    stop() {
      try {
        pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already stopped
      }
      if (redis.exitCode === null) redis.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await redisUp();
  } catch (error) {
    own.stop();
    throw error;
  }
  console.log(`Own databases: PostgreSQL ${version} on port ${pgPort}, redis-server on port ${redisPort}`);
  return own;
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building the backend and the party app…');
    execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'ignore' });
    execFileSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: ROOT, stdio: 'ignore' });
  }
  try {
    results.phases.bundle = measureGuestBundle();
    delete results.phases.bundle.chunks;
  } catch (error) {
    results.phases.bundle = { error: error.message };
  }

  // The peer first, alone on the machine: none of our servers is up yet.
  if (PHASES.has('peer')) results.phases.peer = await peerPhase();

  // The library phase alone needs no party server, seeding or stub: it starts its own server.
  if ([...PHASES].every((phase) => phase === 'library')) {
    results.phases.library = await libraryPhase();
    return;
  }
  youtube = await startYoutubeStub();
  // The bench's stub speaks the Data API only: keyless search stays off (its budgets are never reached anyway).
  const common = { YOUTUBE_API_KEY: 'bench-key', YOUTUBE_API_BASE_URL: youtube.url, YOUTUBE_SEARCH: 'api' };
  // ── start ──
  if (OWN_DATABASES) {
    ownDatabases = await startOwnDatabases();
    process.env.DATABASE_URL = ownDatabases.databaseUrl;
    process.env.REDIS_URL = ownDatabases.redisUrl;
  }
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = url.pathname.slice(1) || 'karaoke_bench';
    if (name === 'postgres') throw new Error('DATABASE_URL must name a database the benchmark may drop (e.g. karaoke_bench)');
    url.pathname = '/postgres';
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const backend = (await admin.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    // Client sessions on other databases of the same server: their CPU is in the server's figure.
    const others = Number(
      (await admin.query(`SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`)).rows[0].n,
    );
    // Read while the backend lives: its parent is the postmaster.
    const postmaster = postmasterOf(backend, readAllStats());
    await admin.end();
    await findDatabases(postmaster, others);
    const first = await startServer(common, 'API A');
    servers.push(first);
    if (DISTRIBUTED) servers.push(await startServer(common, 'API B'));
    results.phases.start = { firstStartMs: first.startMs, rssMb: rssMb(first.child.pid) };
  } else {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'karaoke-bench-'));
    const fresh = await startServer({ ...common, DATA_DIR: dataDir }, 'API');
    await stopServer(fresh);
    const again = await startServer({ ...common, DATA_DIR: dataDir }, 'API');
    servers.push(again);
    results.phases.start = { firstStartMs: fresh.startMs, existingDataDirStartMs: again.startMs, rssMb: rssMb(again.child.pid) };
    results.databases = { note: 'embedded: PGlite runs inside the API process, so its CPU is in the API’s figure; no database process of its own' };
  }
  const [A] = servers;
  const instanceFor = (i) => servers[i % servers.length].base;
  console.log(`Mode ${MODE} on Node ${process.versions.node}: ${servers.map((s) => `${s.label} ${s.base}`).join(', ')}`);

  // ── seed: hosts on the unlimited tier (through the admin API), rooms that allow many songs ──
  const admin = new Client(A.base);
  await admin.call('POST', '/api/auth/login', { username: 'bench-admin', password: 'bench-admin-password' });
  const HOSTS = 20;
  const hosts = [];
  await pool([...Array(HOSTS).keys()], 4, async (i) => {
    // Hosts on every instance, as a load balancer would spread them (a host's requests stay on one).
    const client = new Client(instanceFor(i));
    const username = `bench-host-${i}-${Date.now()}`;
    const user = await client.call('POST', '/api/auth/register', { username, displayName: `Host ${i}`, password: 'bench-password', betaCode: 'BENCH' });
    await admin.call('PATCH', `/api/admin/users/${user.body.userId}`, { subscriptionTier: 999 });
    await client.call('POST', '/api/auth/login', { username, password: 'bench-password' });
    hosts.push(client);
  });
  let roomCounter = 0;
  async function createRooms(count) {
    const rooms = [];
    await pool([...Array(count).keys()], 8, async () => {
      // Each room is run from its own device of one of the hosts (its own connection, as a host's
      // phone or laptop keeps one), opened by the room's first requests.
      const host = hosts[roomCounter++ % hosts.length].device();
      const room = (await host.call('POST', '/api/rooms', { name: `Bench party ${roomCounter}` })).body;
      await host.call('PATCH', `/api/rooms/${room.roomId}/settings`, { settings: { maxSongsPerGuest: 999, maxSongsPerUser: 999 } });
      rooms.push({ host, roomId: room.roomId, code: room.code, songs: 0 });
    });
    return rooms;
  }
  async function joinGuests(rooms, perRoom, joinMs = []) {
    const guests = [];
    await pool(
      rooms.flatMap((room) => Array.from({ length: perRoom }, (_, g) => ({ room, g }))),
      16,
      async ({ room, g }) => {
        const client = new Client(instanceFor(guests.length));
        const res = await client.call('POST', '/api/guest/join', { roomCode: room.code, displayName: `Phone ${g}` });
        joinMs.push(res.ms);
        guests.push({ client, room, userId: res.body.user.userId });
      },
    );
    return guests;
  }
  const song = (room, tag) => {
    room.songs++;
    return {
      videoId: `${tag}${String(room.songs).padStart(4, '0')}${room.code}`.slice(0, 11).padEnd(11, 'x'),
      title: `Bench song ${room.songs}`,
      thumbnail: '',
      duration: '3:30',
    };
  };

  // ── polls ──
  if (PHASES.has('polls')) {
    const [room] = await createRooms(1);
    for (let i = 0; i < 3; i++) await room.host.call('POST', `/api/rooms/${room.roomId}/queue`, song(room, 'p'));
    const [guest] = await joinGuests([room], 1);
    const answer = await new Client(A.base).call('GET', `/api/rooms/${room.roomId}/queue`, undefined, { cookie: guest.client.cookie });
    const body = JSON.stringify(answer.body);
    const url = `${A.base}/api/rooms/${room.roomId}/queue`;
    const bare = spawn(process.execPath, [path.join(ROOT, 'scripts/bench/bare.mjs'), JSON.stringify({ body, etag: answer.etag })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const barePort = await new Promise((resolve) => createInterface({ input: bare.stdout }).once('line', (line) => resolve(JSON.parse(line).port)));
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const load = (target, etag) =>
      runLoad({ url: target, headers: { cookie: guest.client.cookie, ...(etag ? { 'if-none-match': etag } : {}) }, connections: 50, seconds: POLL_SECONDS });
    // The API's side: CPU per answer and how busy it was (a server well under one core busy while
    // the bare one outruns it means the load generator, on the same cores, is the limit).
    const measured = async (etag) => {
      const window = await withServerCpu(async () => load(url, etag));
      const { result, cpuMs, busy, logLines } = window;
      return {
        ...result,
        serverBusy: busy[0],
        serverCpuUsPerRequest: cpuMs[0] === null ? null : Math.round((cpuMs[0] * 1000) / Math.max(1, result.answered)),
        // The polled instance's CPU (the other one idles) and the database servers'.
        cpuUsPerRequest: cpuPer({ ...window, cpuMs: [cpuMs[0]] }, result.answered, 1000),
        databaseCpuMs: window.dbCpuMs,
        logLinesPerRequest: +(logLines[0] / Math.max(1, result.answered)).toFixed(2),
      };
    };
    // The bare server's CPU per answer too: the API's against it is the cost of the framework,
    // the session and the log line, whatever else runs on the machine.
    const measuredBare = (etag) => {
      const before = cpuSeconds(bare.pid);
      const result = load(bareUrl, etag);
      const used = before === null ? null : cpuSeconds(bare.pid) - before;
      return { ...result, serverCpuUsPerRequest: used === null ? null : Math.round((used * 1e6) / Math.max(1, result.answered)) };
    };
    const versus = (api, bareRun) => ({
      ...api,
      share: +(api.rps / bareRun.rps).toFixed(2),
      cpuVsBare: api.serverCpuUsPerRequest && bareRun.serverCpuUsPerRequest ? +(api.serverCpuUsPerRequest / bareRun.serverCpuUsPerRequest).toFixed(2) : null,
    });
    const changed = await measured();
    const bareChanged = measuredBare();
    const unchanged = await measured(answer.etag);
    const bareUnchanged = measuredBare(answer.etag);
    bare.kill();
    results.phases.polls = {
      bodyBytes: Buffer.byteLength(body),
      logLevel: LOG_LEVEL ?? 'log (default)',
      changed: versus(changed, bareChanged),
      bareChanged,
      unchanged: versus(unchanged, bareUnchanged),
      bareUnchanged,
    };
  }

  // ── fan-out, the party scenario: what a real party does (docs/performance.md "Measuring") ──
  if (PHASES.has('fanout') && SCENARIOS.has('party')) {
    // One host account a room, at Basic (a room of theirs lets BENCH_GUESTS phones in), the room
    // made with its default settings (fair rotation, 2 songs a guest).
    const partyRooms = [];
    const stamp = Date.now();
    await pool([...Array(ROOMS).keys()], 4, async (i) => {
      const host = new Client(instanceFor(i), '', new http.Agent({ keepAlive: true }));
      const username = `bench-party-${i}-${stamp}`;
      await host.call('POST', '/api/auth/register', { username, displayName: `Party host ${i}`, password: 'bench-password', betaCode: 'BENCH' });
      await host.call('POST', '/api/auth/login', { username, password: 'bench-password' });
      const room = (await host.call('POST', '/api/rooms', { name: `Party ${i}` })).body;
      partyRooms.push({ host, roomId: room.roomId, code: room.code, songs: 0 });
    });
    const joinMs = [];
    const guests = await joinGuests(partyRooms, GUESTS, joinMs);
    phones = await startPhones(guests.map((g) => ({ cookie: g.client.cookie, roomId: g.room.roomId, base: g.client.base })));
    await phones.openScreens();
    // The hosts put their phones down: no connection of theirs stays open.
    for (const room of partyRooms) room.host.agent.destroy();
    for (const guest of guests) guest.client.agent.destroy?.();
    const rss = servers.map((s) => rssMb(s.child.pid));
    const bursts = [];
    for (let b = 0; b < BURSTS; b++) {
      // Before another burst the last one's songs go on stage, as songs play between a party's
      // bursts: a Basic host may have two songs waiting, and the second storm adds one more.
      if (b > 0) await Promise.all(partyRooms.map((room) => partyPlayNext(room)));
      console.log(
        `party scenario: ${partyRooms.length} rooms, ${phones.status.connected} phones; everyone idle for ${IDLE_SECONDS} s` +
          (BURSTS > 1 ? ` (burst ${b + 1} of ${BURSTS})` : ''),
      );
      await sleep(IDLE_SECONDS * 1000);
      bursts.push(await partyBurst(partyRooms, phones, `q${b}`));
    }
    // The figures of the burst whose server CPU is the median (every burst's are kept beside it).
    const { burst, burstCpu, cpuMsPerAdd, addMs, statuses, loadBefore, hostsUsed, phonesAfter } = [...bursts].sort(
      (x, y) => (serverMsPerAdd(x.cpuMsPerAdd) ?? 0) - (serverMsPerAdd(y.cpuMsPerAdd) ?? 0),
    )[Math.floor((bursts.length - 1) / 2)];
    if (PG_STATEMENTS) resetStatements();
    // A venue's Wi-Fi blinks: every phone drops and reconnects at once.
    const stormStartUs = Number(process.hrtime.bigint() / 1000n);
    const stormCpu = await withServerCpu(() => phones.storm());
    console.log(`Storm window (monotonic µs): ${stormStartUs} ${Number(process.hrtime.bigint() / 1000n)}`);
    if (PG_STATEMENTS) printStatements('the first storm');
    // The Wi-Fi blinks again, and this time every room moves on while its phones are away (its
    // host adds a song): every phone has missed a change and reads the room again when it is back.
    await phones.drop();
    const missedStatuses = {};
    await Promise.all(
      partyRooms.map(async (room) => {
        const status = await partyAdd(room, 'w');
        missedStatuses[status] = (missedStatuses[status] ?? 0) + 1;
      }),
    );
    const missedCpu = await withServerCpu(() => phones.storm());
    results.phases.party = {
      rooms: ROOMS,
      guestsPerRoom: GUESTS,
      sockets: phones.status.connected,
      socketFailures: phones.status.failed,
      instances: servers.length,
      idleSeconds: IDLE_SECONDS,
      joins: { ...summary(joinMs) },
      rssMb: rss,
      allAtOnce: {
        statuses,
        serverCpuMs: burstCpu.cpuMs,
        serverCpuMsPerAdd: burstCpu.cpuMs.includes(null) ? null : +(burstCpu.cpuMs.reduce((a, b) => a + b, 0) / ROOMS).toFixed(2),
        databaseCpuMs: burstCpu.dbCpuMs,
        cpuMsPerAdd,
        add: summary(addMs),
        held: summary(burst.held),
        notHeld: ROOMS * GUESTS - burst.held.length,
        refetches: burst.refetches,
        bursts: bursts.map((one) => ({ cpuMsPerAdd: one.cpuMsPerAdd, add: summary(one.addMs), held: summary(one.burst.held) })),
        loadCpuMs: {
          hosts: Math.round((hostsUsed.user + hostsUsed.system) / 1000),
          phones: loadBefore.phones === null || phonesAfter === null ? null : Math.round((phonesAfter - loadBefore.phones) * 1000),
        },
      },
      storm: stormResult(stormCpu),
      stormAfterChanges: { adds: missedStatuses, ...stormResult(missedCpu) },
    };
    await phones.stop();
    phones = undefined;
  }

  // ── fan-out, the kind scenario ──
  if (PHASES.has('fanout') && SCENARIOS.has('kind')) {
    const rooms = await createRooms(ROOMS);
    const joinMs = [];
    const joinStarted = now();
    const guests = await joinGuests(rooms, GUESTS, joinMs);
    const joinSeconds = (now() - joinStarted) / 1000;
    phones = await startPhones(guests.map((g) => ({ cookie: g.client.cookie, roomId: g.room.roomId, base: g.client.base })));
    const rss = servers.map((s) => rssMb(s.child.pid));
    // What the servers hold with every phone connected: a heap snapshot each, written to backend/ by
    // --heapsnapshot-signal=SIGUSR2 in BENCH_NODE_ARGS (scripts/bench/heap-summary.mjs reads it).
    if (process.env.BENCH_HEAP_SNAPSHOT === '1') {
      for (const s of servers) s.child.kill('SIGUSR2');
      await sleep(Number(process.env.BENCH_HEAP_SNAPSHOT_WAIT_MS ?? 30_000));
    }
    await phones.report();
    // The version each room is at before the burst: its add makes the next one (nothing else
    // changes these rooms now). Read beforehand, so no read shares the burst's CPU.
    const before = new Map();
    await pool(rooms, 16, async (room) => {
      const q = await room.host.call('GET', `/api/rooms/${room.roomId}/queue`);
      before.set(room.roomId, q.body.version);
    });
    // Every host adds at once.
    const versions = new Map();
    const addMs = [];
    if (PG_STATEMENTS) resetStatements();
    // The load's own CPU through the burst (this process's hosts and the phones' process): it
    // shares the machine's cores with the servers, so it is part of what the burst's p99 waits on.
    const loadBefore = { hosts: process.cpuUsage(), phones: cpuSeconds(phones.child.pid) };
    const burstStartUs = Number(process.hrtime.bigint() / 1000n);
    const burstCpu = await withServerCpu(() =>
      Promise.all(
        rooms.map(async (room) => {
          const sentAt = now();
          const added = await room.host.call('POST', `/api/rooms/${room.roomId}/queue`, song(room, 'f'));
          addMs.push(added.ms);
          versions.set(room.roomId, { version: before.get(room.roomId) + 1, sentAt, itemId: added.body.queueItemId });
        }),
      ),
    );
    const burst = await heldUntil(phones, GUESTS, versions, 20_000);
    const phonesAfter = cpuSeconds(phones.child.pid);
    const hostsUsed = process.cpuUsage(loadBefore.hosts);
    const loadCpuMs = {
      hosts: Math.round((hostsUsed.user + hostsUsed.system) / 1000),
      phones: loadBefore.phones === null || phonesAfter === null ? null : Math.round((phonesAfter - loadBefore.phones) * 1000),
    };
    if (PG_STATEMENTS) printStatements('the kind burst');
    // For a CPU profile of the API (BENCH_NODE_ARGS="--cpu-prof …"): scripts/bench/profile-window.mjs reads the burst alone.
    console.log(`Burst window (monotonic µs): ${burstStartUs} ${burstStartUs + Math.round(Math.max(...burst.held, 0) * 1000)}`);
    // One add at a time.
    const single = [];
    const singleAdd = [];
    let singleRefetches = 0;
    for (let i = 0; i < Math.min(ONE_AT_A_TIME, rooms.length); i++) {
      const room = rooms[i];
      const sentAt = now();
      const added = await room.host.call('POST', `/api/rooms/${room.roomId}/queue`, song(room, 's'));
      singleAdd.push(added.ms);
      const version = versions.get(room.roomId).version + 1;
      versions.get(room.roomId).version = version;
      const one = await heldUntil(phones, GUESTS, new Map([[room.roomId, { version, sentAt }]]), 5000);
      single.push(...one.held);
      singleRefetches += one.refetches;
    }
    results.phases.fanout = {
      rooms: ROOMS,
      guestsPerRoom: GUESTS,
      sockets: phones.status.connected,
      socketFailures: phones.status.failed,
      instances: servers.length,
      joins: { ...summary(joinMs), perSecond: Math.round(guests.length / joinSeconds) },
      rssMb: rss,
      allAtOnce: {
        serverCpuMs: burstCpu.cpuMs,
        serverCpuMsPerAdd: burstCpu.cpuMs.includes(null) ? null : +(burstCpu.cpuMs.reduce((a, b) => a + b, 0) / ROOMS).toFixed(2),
        databaseCpuMs: burstCpu.dbCpuMs,
        cpuMsPerAdd: cpuPer(burstCpu, ROOMS),
        add: summary(addMs),
        held: summary(burst.held),
        notHeld: ROOMS * GUESTS - burst.held.length,
        loadCpuMs,
        refetches: burst.refetches,
        bytesPerPush: Math.round(burst.pushedBytes / Math.max(1, burst.pushes)),
      },
      oneAtATime: { add: summary(singleAdd), held: summary(single), refetches: singleRefetches },
    };
    await phones.stop();
    phones = undefined;
    for (const room of rooms) room.host.agent.destroy();
  }

  // ── party mix: raise the number of guests until the p99 of actions passes 100 ms ──
  results.phases.mix = [];
  for (const total of PHASES.has('mix') ? MIX_STEPS : []) {
    const roomsNeeded = Math.ceil(total / 10);
    const rooms = await createRooms(roomsNeeded);
    const joinMs = [];
    const guests = await joinGuests(rooms, 10, joinMs);
    phones = await startPhones(guests.map((g) => ({ cookie: g.client.cookie, roomId: g.room.roomId, base: g.client.base })));
    const actions = { heartbeat: [], validate: [], search: [], add: [], skip: [] };
    let errors = 0;
    const causes = {};
    const until = now() + MIX_SECONDS * 1000;
    const act = async (kind, work) => {
      try {
        const res = await work();
        actions[kind].push(res.ms);
      } catch (error) {
        errors++;
        const cause = error.status
          ? `${kind} ${error.status}`
          : error.name === 'TimeoutError'
            ? `${kind} timeout`
            : `${kind} ${error.cause?.code ?? error.message}`;
        causes[cause] = (causes[cause] ?? 0) + 1;
      }
    };
    // Each guest: heartbeat + membership check every 30 s, a search and an add every 60 s;
    // each host skips every 60 s. Start times are spread over the period.
    const schedule = [];
    for (const g of guests) {
      const phase = Math.random();
      for (let t = phase * 30_000; t < MIX_SECONDS * 1000; t += 30_000) {
        schedule.push([t, () => act('heartbeat', () => g.client.call('PATCH', `/api/users/${g.userId}/heartbeat`, undefined, {}, ACTION_TIMEOUT_MS))]);
        schedule.push([
          t + 5,
          () => act('validate', () => g.client.call('GET', `/api/users/${g.userId}/validate/${g.room.roomId}`, undefined, {}, ACTION_TIMEOUT_MS)),
        ]);
      }
      for (let t = Math.random() * 60_000; t < MIX_SECONDS * 1000; t += 60_000) {
        schedule.push([
          t,
          async () => {
            await act('search', () =>
              g.client.call('GET', `/api/youtube/search?q=${encodeURIComponent(`song ${g.userId % 50}`)}`, undefined, {}, ACTION_TIMEOUT_MS),
            );
            await act('add', () => g.client.call('POST', `/api/rooms/${g.room.roomId}/queue`, song(g.room, 'm'), {}, ACTION_TIMEOUT_MS));
          },
        ]);
      }
    }
    for (const room of rooms) {
      for (let t = Math.random() * 60_000; t < MIX_SECONDS * 1000; t += 60_000)
        schedule.push([t, () => act('skip', () => room.host.call('POST', `/api/rooms/${room.roomId}/skip`, undefined, {}, ACTION_TIMEOUT_MS))]);
    }
    schedule.sort((a, b) => a[0] - b[0]);
    // How long each server takes to answer its liveness probe, every second of the step: the
    // server's own backlog (event-loop lag and queued requests), apart from the actions' work.
    const lag = servers.map(() => []);
    let probing = true;
    const probes = Promise.all(
      servers.map(async (server, i) => {
        while (probing) {
          const started = now();
          await fetch(`${server.base}/api/health/live`, { signal: AbortSignal.timeout(ACTION_TIMEOUT_MS) })
            .then((r) => r.arrayBuffer())
            .catch(() => undefined);
          lag[i].push(now() - started);
          await sleep(1000);
        }
      }),
    );
    const load = await withServerCpu(async () => {
      const start = now();
      const inFlight = new Set();
      for (const [at, run] of schedule) {
        const wait = start + at - now();
        if (wait > 0) await sleep(wait);
        if (now() > until) break;
        const p = run().finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      // Every action ends by its timeout at the latest: none spills into the next step.
      await Promise.all(inFlight);
    });
    probing = false;
    await probes;
    const all = Object.values(actions).flat();
    const step = {
      guests: guests.length,
      rooms: roomsNeeded,
      sockets: phones.status.connected,
      seconds: MIX_SECONDS,
      joins: summary(joinMs),
      actions: summary(all),
      perSecond: Math.round(all.length / MIX_SECONDS),
      byKind: Object.fromEntries(Object.entries(actions).map(([k, v]) => [k, summary(v)])),
      errors,
      causes,
      serverBusy: load.busy,
      serverCpuMs: load.cpuMs,
      databaseCpuMs: load.dbCpuMs,
      probeMs: lag.map((l) => summary(l)),
      rssMb: servers.map((s) => rssMb(s.child.pid)),
    };
    results.phases.mix.push(step);
    console.log(
      `  mix ${guests.length} guests: action p99 ${step.actions.p99} ms, ${step.perSecond}/s, ${errors} errors ${JSON.stringify(causes)}; ` +
        `servers ${load.busy.map((b) => `${Math.round(b * 100)} %`).join(' + ')} of a core busy, ` +
        `liveness probe max ${step.probeMs.map((l) => l.max).join(' / ')} ms, ` +
        (databases.length
          ? `databases' CPU ${Object.entries(step.databaseCpuMs)
              .map(([k, ms]) => `${k} ${ms} ms`)
              .join(', ')}, `
          : '') +
        `RSS ${step.rssMb.join(' + ')} MB; load average ${os.loadavg()[0].toFixed(1)}`,
    );
    await phones.stop();
    phones = undefined;
    // This step's hosts leave: their devices' connections close.
    for (const room of rooms) room.host.agent.destroy();
    if ((step.actions.p99 ?? Infinity) > MIX_P99_LIMIT_MS) break;
  }

  if (PHASES.has('library')) results.phases.library = await libraryPhase();
}

/** Karaoke Eternal at the pinned commit, the fan-out's shape (BENCH_ROOMS × BENCH_GUESTS, every host adding at once). */
async function peerPhase() {
  if (!PEER_DIR) return { skipped: 'BENCH_PEER_DIR is unset (a Karaoke Eternal checkout outside the repository; see README "Capacity")' };
  try {
    preparePeer(PEER_DIR);
    // The party scenario's idle when it runs (the peer is measured on that evening); none for the kind one alone.
    return await runPeer({ dir: PEER_DIR, rooms: ROOMS, phones: GUESTS, idleSeconds: SCENARIOS.has('party') ? IDLE_SECONDS : 0 });
  } catch (error) {
    console.error(error);
    return { error: String(error?.message ?? error) };
  }
}

/**
 * The host's library: LIBRARY_FILES generated files in MEDIA_DIR of a server of its own (embedded
 * database). The scan's time is the server's own figure (GET /api/admin/library scanMs, from the
 * folder's listing to the last file read), then a rescan with nothing changed; then searches one
 * after another as a signed-in person, timed by the client.
 */
async function libraryPhase() {
  console.log(`Library: generating ${LIBRARY_FILES} files…`);
  const library = generateLibrary(LIBRARY_FILES);
  let server;
  try {
    // A throwaway database: this phase measures the library, not the database's first start (allowed 5 minutes on a busy machine).
    server = await startServer({ DATA_DIR: 'memory://', MEDIA_DIR: library.media, DATABASE_URL: '', REDIS_URL: '' }, 'API (library)', 300_000);
    const admin = new Client(server.base);
    await admin.call('POST', '/api/auth/login', { username: 'bench-admin', password: 'bench-admin-password' });
    let status;
    for (let i = 0; i < 1200; i++) {
      status = (await admin.call('GET', '/api/admin/library')).body;
      if (status.lastScanAt && !status.scanning) break;
      await sleep(100);
    }
    // The server's CPU up to the end of its first scan: its own start (Nest, the database) and the scan.
    const cpuAtScanS = cpuSeconds(server.child.pid);
    const rescan = (await admin.call('POST', '/api/admin/library/rescan')).body;
    // Every file read again, in a server doing nothing else: what a scan of the folder costs in CPU.
    const touched = new Date(Date.now() + 60_000);
    for (const file of readdirSync(library.media, { recursive: true })) utimesSync(path.join(library.media, file), touched, touched);
    const cpuBeforeS = cpuSeconds(server.child.pid);
    const wallBefore = now();
    // The watcher sees the touches too and may start the scan first: the answer comes when the library is up to date either way.
    await admin.call('POST', '/api/admin/library/rescan');
    const fullRescan = {
      ms: Math.round(now() - wallBefore),
      cpuS: cpuBeforeS === null ? null : +(cpuSeconds(server.child.pid) - cpuBeforeS).toFixed(2),
      loadAverage: os.loadavg().map((l) => +l.toFixed(1)),
    };
    const person = new Client(server.base);
    const username = `bench-library-${Date.now()}`;
    await person.call('POST', '/api/auth/register', { username, displayName: 'Library fan', password: 'bench-password', betaCode: 'BENCH' });
    await person.call('POST', '/api/auth/login', { username, password: 'bench-password' });
    const ms = [];
    let found = 0;
    for (const q of libraryQueries(LIBRARY_SEARCHES)) {
      const res = await person.call('GET', `/api/library/search?q=${encodeURIComponent(q)}`);
      ms.push(res.ms);
      found += res.body.total > 0 ? 1 : 0;
    }
    ms.sort((a, b) => a - b);
    const at = (q) => +ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
    return {
      files: library.files,
      songs: status.count,
      unreadable: status.unreadable.length,
      scanMs: status.scanMs,
      serverCpuAtScanS: cpuAtScanS === null ? null : +cpuAtScanS.toFixed(2),
      rescanUnchangedMs: rescan.scanMs,
      fullRescan,
      searches: ms.length,
      searchesWithResults: found,
      search: { p50: at(0.5), p99: at(0.99), max: at(1) },
      rssMb: rssMb(server.child.pid),
    };
  } finally {
    await stopServer(server);
    removeLibrary(library.root);
  }
}

function printTable() {
  const p = results.phases;
  const rows = [];
  const row = (what, value) => rows.push(`| ${what} | ${value} |`);
  if (p.polls) {
    const cpu = (l, b) =>
      `; server ${l.serverCpuUsPerRequest} µs CPU a request (bare ${b.serverCpuUsPerRequest} µs: ${l.cpuVsBare}×), ` +
      `${Math.round(l.serverBusy * 100)} % of a core busy, ${l.logLinesPerRequest} log lines a request`;
    row(
      `queue poll, changed (200), 50 connections, LOG_LEVEL ${p.polls.logLevel}`,
      `${p.polls.changed.rps} req/s, p99 ${p.polls.changed.p99} ms — ` +
        `${Math.round(p.polls.changed.share * 100)} % of bare node:http (${p.polls.bareChanged.rps} req/s)${cpu(p.polls.changed, p.polls.bareChanged)}`,
    );
    row(
      'queue poll, unchanged (304)',
      `${p.polls.unchanged.rps} req/s, p99 ${p.polls.unchanged.p99} ms — ` +
        `${Math.round(p.polls.unchanged.share * 100)} % of bare (${p.polls.bareUnchanged.rps} req/s)${cpu(p.polls.unchanged, p.polls.bareUnchanged)}`,
    );
  }
  // API, PostgreSQL, Redis and their sum, e.g. "API 1.3 + PostgreSQL 0.4 + Redis 0.1 = 1.8 ms".
  const cpuParts = (c, unit) => {
    if (c.postgres === undefined && c.redis === undefined) return `API ${c.api} ${unit} (PGlite inside it)`;
    const postgres = c.postgres === undefined ? '' : ` + PostgreSQL ${c.postgres}`;
    const redis = c.redis === undefined ? '' : ` + Redis ${c.redis}`;
    return `API ${c.api}${postgres}${redis} = ${c.total} ${unit}`;
  };
  if (p.polls?.changed.cpuUsPerRequest)
    row('… CPU a poll, changed / unchanged', `${cpuParts(p.polls.changed.cpuUsPerRequest, 'µs')} / ${cpuParts(p.polls.unchanged.cpuUsPerRequest, 'µs')}`);
  if (p.party) {
    const f = p.party;
    const a = f.allAtOnce;
    row(
      `party: ${f.rooms} rooms × ${f.guestsPerRoom} phones (${f.sockets} sockets, ${f.instances} instance${f.instances > 1 ? 's' : ''}), ` +
        `one Basic host a room, idle ${f.idleSeconds} s, then every host adds with fetch — every phone in step` +
        (a.bursts?.length > 1 ? ` (median of ${a.bursts.length} bursts)` : ''),
      `p50 ${a.held.p50} ms, p99 ${a.held.p99} ms (${a.notHeld} not within 20 s, ${a.refetches} refetches; add answered p99 ${a.add.p99} ms, ` +
        `${Object.entries(a.statuses)
          .map(([code, n]) => `${n}× ${code}`)
          .join(', ')})`,
    );
    if (a.cpuMsPerAdd) row('… CPU an add', cpuParts(a.cpuMsPerAdd, 'ms'));
    if (a.bursts?.length > 1) {
      row(
        `… each of the ${a.bursts.length} bursts (the lines above are the median's by CPU)`,
        a.bursts.map((one, i) => `${i + 1}: p99 ${one.held.p99} ms, ${serverMsPerAdd(one.cpuMsPerAdd)} ms an add`).join('; '),
      );
    }
    row(`… server RSS with ${f.sockets} sockets`, `${f.rssMb.join(' MB + ')} MB`);
    const storm = (label, m) =>
      row(
        label,
        `p50 ${m.back.p50} ms, p99 ${m.back.p99} ms, all within ${m.maxMs} ms (${m.failed} failed` +
          `${m.failed ? `: ${JSON.stringify(m.causes)}` : ''}; ${m.refetched} phones refetched the room, ` +
          `${m.changedParts} parts answered 200)${m.cpuMsPerPhone ? `; CPU a phone ${cpuParts(m.cpuMsPerPhone, 'ms')}` : ''}`,
      );
    storm(`reconnect storm: all ${f.sockets} phones drop and reconnect at once — back in step`, f.storm);
    if (f.stormAfterChanges) storm('… again, every room moving on while its phones are away (its host adds) — back in step', f.stormAfterChanges);
  }
  if (p.fanout) {
    const f = p.fanout;
    row(
      `kind fan-out ${f.rooms} rooms × ${f.guestsPerRoom} guests (${f.sockets} sockets, ${f.instances} instance${f.instances > 1 ? 's' : ''}): ` +
        'all hosts add at once — add answered',
      `p50 ${f.allAtOnce.add.p50} ms, p99 ${f.allAtOnce.add.p99} ms ` +
        `(servers' CPU ${f.allAtOnce.serverCpuMs.join(' + ')} ms, ${f.allAtOnce.serverCpuMsPerAdd} ms an add)`,
    );
    if (f.allAtOnce.cpuMsPerAdd) row('… CPU an add', cpuParts(f.allAtOnce.cpuMsPerAdd, 'ms'));
    row(
      '… every guest holds the new queue',
      `p50 ${f.allAtOnce.held.p50} ms, p99 ${f.allAtOnce.held.p99} ms ` +
        `(${f.allAtOnce.notHeld} not within 20 s, ${f.allAtOnce.refetches} refetches, ${f.allAtOnce.bytesPerPush} bytes a push; ` +
        `the load's CPU meanwhile: hosts ${f.allAtOnce.loadCpuMs.hosts} ms, phones ${f.allAtOnce.loadCpuMs.phones} ms)`,
    );
    row(
      '… one add at a time, until every guest holds it',
      `p50 ${f.oneAtATime.held.p50} ms, p99 ${f.oneAtATime.held.p99} ms (add answered p99 ${f.oneAtATime.add.p99} ms)`,
    );
    row(`server RSS with ${f.sockets} sockets`, `${f.rssMb.join(' MB + ')} MB`);
    row('guest joins during seeding', `${f.joins.perSecond}/s, p99 ${f.joins.p99} ms`);
  }
  for (const m of p.mix ?? [])
    row(
      `party mix: ${m.guests} guests in ${m.rooms} rooms (${m.sockets} sockets), ${m.seconds} s`,
      `${m.perSecond} actions/s, p99 ${m.actions.p99} ms (add ${m.byKind.add.p99}, search ${m.byKind.search.p99}, skip ${m.byKind.skip.p99}, ` +
        `heartbeat ${m.byKind.heartbeat.p99}, check ${m.byKind.validate.p99}), ${m.errors} errors, RSS ${m.rssMb.join(' + ')} MB`,
    );
  if (p.library)
    row(
      `library: ${p.library.files} files (${p.library.songs} songs) in MEDIA_DIR`,
      `scanned in ${p.library.scanMs} ms at start (server CPU ${p.library.serverCpuAtScanS} s by then, its own start included; ` +
        `${p.library.rescanUnchangedMs} ms again, nothing changed; every file read again ${p.library.fullRescan.ms} ms, ` +
        `${p.library.fullRescan.cpuS} CPU-s at load ${p.library.fullRescan.loadAverage[0]}), ${p.library.unreadable} unreadable; ` +
        `search p50 ${p.library.search.p50} ms, p99 ${p.library.search.p99} ms (${p.library.searches} searches one after another), RSS ${p.library.rssMb} MB`,
    );
  if (p.start)
    row(
      'start to healthy',
      p.start.existingDataDirStartMs !== undefined
        ? `${p.start.existingDataDirStartMs} ms on an existing data directory (${p.start.firstStartMs} ms the first time), RSS ${p.start.rssMb} MB`
        : `${p.start.firstStartMs} ms, RSS ${p.start.rssMb} MB`,
    );
  if (p.peer?.skipped) row('Karaoke Eternal (peer)', `skipped: ${p.peer.skipped}`);
  else if (p.peer?.error) row('Karaoke Eternal (peer)', `failed: ${p.peer.error}`);
  else if (p.peer) for (const [what, result] of peerRows(p.peer, p.party ?? p.fanout)) row(what, result);
  if (p.bundle?.gzipKb)
    row('JS a guest downloads to reach the room', `${p.bundle.gzipKb} KB gzip in ${p.bundle.files} files (whole app ${p.bundle.appGzipKb} KB)`);
  results.machine.loadAverageAtEnd = os.loadavg().map((l) => +l.toFixed(1));
  console.log(
    `\nKaraoke Party capacity — ${results.mode}, ${results.machine.cpus}, ${results.machine.memoryGb} GB, Node ${results.machine.node}, ${results.date}; ` +
      `load average ${results.machine.loadAverageAtStart.join(' ')} at the start, ${results.machine.loadAverageAtEnd.join(' ')} at the end ` +
      '(other work on the machine)',
  );
  if (results.databases) console.log(`Databases: ${results.databases.note}\n`);
  console.log('| what | result |\n|---|---|\n' + rows.join('\n'));
}

async function cleanup() {
  if (phones) await phones.stop().catch(() => undefined);
  for (const server of servers) await stopServer(server).catch(() => undefined);
  youtube?.server.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  ownDatabases?.stop();
  ownDatabases = undefined;
}

const overall = setTimeout(() => {
  console.error('The benchmark ran over its 30-minute bound; stopping.');
  void cleanup().finally(() => process.exit(2));
}, 30 * 60_000);

// Ctrl-C or a kill: stop the servers and write what was measured so far.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    results.error = `stopped by ${signal}`;
    void cleanup().finally(() => {
      printTable();
      process.exit(130);
    });
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  results.error = String(error?.message ?? error);
} finally {
  clearTimeout(overall);
  await cleanup();
  printTable();
  mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const file = path.join(ROOT, 'bench-results', `party-${MODE}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
  process.exit(results.error ? 1 : 0);
}
