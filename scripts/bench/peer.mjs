// The peer phase of `npm run bench` (docs/performance.md "7. Measuring"): Karaoke Eternal (KE),
// the open-source karaoke server closest to ours, under the fan-out's load shape — R rooms, each
// with a host of its own and P phones connected over Socket.IO; every host adds one song at the
// same moment; per phone, the time from the add's send to the phone holding the new queue from
// the push. KE's code never enters this repository: BENCH_PEER_DIR is a checkout outside it, at
// the pinned commit, which `--prepare` can make (from BENCH_PEER_SOURCE, a git URL or a local git
// directory), install and build with Node ≥ 24 (KE's engines).
//
//   BENCH_PEER_DIR=/tmp/ke BENCH_PEER_SOURCE=<git url or dir> node scripts/bench/peer.mjs --prepare
//   BENCH_PEER_DIR=/tmp/ke node scripts/bench/peer.mjs [--rooms 5 --phones 5]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clockTicksPerSecond, readAllStats, ticksToMs, treeTicks } from './proc-cpu.mjs';
import { generateLibrary, removeLibrary } from './library.mjs';

/** KE v2.0.2. */
export const PEER_COMMIT = 'b209d4a90aee03420eed5c14d0552b56bd7f89c5';
const MARKER = '.bench-peer-commit';
/** KE's socket action types (its shared action types module at the pinned commit). */
const QUEUE_ADD = 'server/QUEUE_ADD';
const QUEUE_PUSH = 'queue/PUSH';
const LIBRARY_PUSH = 'library/PUSH';
const PASSWORD = 'bench-peer-password';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ── parsers (unit-tested in peer.test.mjs) ──

/** KE's session: the keToken cookie from a response's Set-Cookie headers, as a Cookie header value; null without one. */
export function sessionCookie(setCookies) {
  for (const header of setCookies ?? []) {
    const match = /^\s*keToken=([^;]*)/.exec(header);
    if (match && match[1] !== '') return `keToken=${match[1]}`;
  }
  return null;
}

/** The number of items in a KE queue push (`{type: 'queue/PUSH', payload: {result: [queueId…]}}`); null for any other action. */
export function queueLength(action) {
  if (action?.type !== QUEUE_PUSH) return null;
  const result = action.payload?.result;
  return Array.isArray(result) ? result.length : null;
}

/** The song ids of a KE library push; null for any other action. */
export function librarySongIds(action) {
  if (action?.type !== LIBRARY_PUSH) return null;
  const result = action.payload?.songs?.result;
  return Array.isArray(result) ? result : null;
}

/** The percentiles the rest of the benchmark prints (same rule as scripts/bench.mjs). */
export function summary(values) {
  const pct = (p) => {
    if (values.length === 0) return null;
    const sorted = [...values].sort((a, b) => a - b);
    return +sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  };
  return { n: values.length, p50: pct(0.5), p99: pct(0.99), max: pct(1) };
}

// ── the checkout ──

/** A Node ≥ 24 to run KE with: BENCH_PEER_NODE, this one when new enough, or the one the project caches. */
export function peerNode() {
  if (process.env.BENCH_PEER_NODE) return process.env.BENCH_PEER_NODE;
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  const cached = path.join(os.homedir(), '.cache/karaoke-party/node-24.21.0/node_modules/.bin/node');
  if (existsSync(cached)) return cached;
  throw new Error('KE needs Node ≥ 24: set BENCH_PEER_NODE to one');
}

/** The checkout at the pinned commit, its dependencies installed, its server built. Idempotent. */
export function preparePeer(dir, source = process.env.BENCH_PEER_SOURCE, log = console.log) {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  if (path.resolve(dir).startsWith(repoRoot + path.sep)) throw new Error('BENCH_PEER_DIR must be outside this repository');
  const marker = path.join(dir, MARKER);
  if (!existsSync(path.join(dir, 'package.json'))) {
    if (!source) throw new Error(`${dir} holds no KE checkout: set BENCH_PEER_SOURCE (a git URL or directory) to make one`);
    mkdirSync(dir, { recursive: true });
    log(`Fetching KE ${PEER_COMMIT.slice(0, 10)} from ${source} into ${dir}…`);
    if (existsSync(source) && !existsSync(path.join(source, '.git')) && existsSync(path.join(source, 'objects'))) {
      // A bare repository: its tree at the commit, without a clone.
      execFileSync('sh', ['-c', `git -C "$1" archive "$2" | tar -x -C "$3"`, 'sh', source, PEER_COMMIT, dir]);
    } else {
      execFileSync('git', ['clone', '--quiet', source, dir]);
      execFileSync('git', ['-C', dir, 'checkout', '--quiet', PEER_COMMIT]);
    }
    writeFileSync(marker, PEER_COMMIT + '\n');
  }
  const commit = existsSync(marker) ? readFileSync(marker, 'utf8').trim() : execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  if (commit !== PEER_COMMIT) throw new Error(`${dir} is at ${commit}, not the pinned ${PEER_COMMIT}`);
  const node = peerNode();
  // KE's npm scripts and its npm (≥ 11) run on Node 24: put it first on the PATH.
  const env = { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` };
  if (!existsSync(path.join(dir, 'node_modules'))) {
    log('Installing KE’s dependencies…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, env, stdio: 'ignore' });
  }
  // The server, and the client: KE reads its index.html at start even though the bench loads no page.
  if (!existsSync(path.join(dir, 'build/server/main.js'))) {
    log('Building KE’s server…');
    execFileSync('npm', ['run', 'build:server'], { cwd: dir, env, stdio: 'ignore' });
  }
  if (!existsSync(path.join(dir, 'build/client/index.html'))) {
    log('Building KE’s client…');
    execFileSync('npm', ['run', 'build:client'], { cwd: dir, env, stdio: 'ignore' });
  }
  return { dir, commit, node };
}

// ── the server ──

async function startPeer(dir, dataDir) {
  const node = peerNode();
  const loopback = new URL('./peer-loopback.mjs', import.meta.url).href;
  const child = spawn(node, ['--import', loopback, path.join(dir, 'build/server/main.js'), '--port', '0'], {
    cwd: dir,
    // KES_PATH_DATA: a fresh database; the first start creates it and asks for the first admin (/api/setup).
    env: { ...process.env, NODE_ENV: 'production', KES_PATH_DATA: dataDir, KES_CONSOLE_COLORS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const started = now();
  const base = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`KE did not start in 60 s:\n${out.slice(-2000)}`)), 60_000);
    const read = (chunk) => {
      out += chunk;
      // KE logs the address it listens on once ready ("Web server running at http://…:PORT").
      const match = /https?:\/\/[^\s:/]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`KE exited (${code}):\n${out.slice(-2000)}`)));
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return { child, base, startMs: Math.round(now() - started) };
}

async function stopPeer(server) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** JSON over HTTP with KE's cookie; throws with KE's message on a refusal. */
async function call(base, method, url, body, cookie) {
  const headers = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const res = await fetch(base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return { body: text ? JSON.parse(text) : null, cookie: sessionCookie(res.headers.getSetCookie()) };
}

/** The song ids KE's library holds now: what it pushes to a socket as it connects. */
async function libraryNow(base, cookie) {
  let resolve;
  const pushed = new Promise((r) => (resolve = r));
  const socket = await socketOf(base, cookie, (action) => {
    const ids = librarySongIds(action);
    if (ids) resolve(ids);
  });
  const timer = setTimeout(() => resolve([]), 5000);
  const ids = await pushed;
  clearTimeout(timer);
  socket.disconnect();
  return ids;
}

async function socketOf(base, cookie, onAction) {
  const { io } = await import('socket.io-client');
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  socket.on('action', onAction);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('KE socket connect timed out')), 30_000);
    socket.once('connect_error', reject);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return socket;
}

/** The tree's RSS in MB (KE forks a scanner and a watcher beside its server). */
function treeRssMb(rootPid) {
  const stats = readAllStats();
  const pids = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (pids.has(s.ppid) && !pids.has(s.pid)) {
        pids.add(s.pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round(kb / 1024);
}

/**
 * The scenario on KE. Accounts: the first admin (/api/setup, on a fresh database) adds the media
 * folder and makes the rooms; KE has no room owner, and a session is bound to one room, so each
 * room's host is a standard account the admin creates, signed in to that room; each phone is a
 * guest account signed up in its room (KE's own join screen), one socket each.
 */
export async function runPeer({ dir, rooms = 5, phones = 5, files = 20, idleSeconds = 0, log = console.log }) {
  const hz = clockTicksPerSecond();
  const library = generateLibrary(files);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karaoke-bench-peer-'));
  const sockets = [];
  let server;
  try {
    server = await startPeer(dir, dataDir);
    log(`KE ${PEER_COMMIT.slice(0, 10)} on Node ${execFileSync(peerNode(), ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()} at ${server.base}`);
    const { base } = server;
    const admin = await call(base, 'POST', '/api/setup', { name: 'Bench Admin', username: 'bench-admin', newPassword: PASSWORD, newPasswordConfirm: PASSWORD });
    // The library: KE's scanner (a forked process) reads the folder; wait until the library holds every song.
    const scanStarted = now();
    await call(base, 'POST', `/api/prefs/path?dir=${encodeURIComponent(library.media)}`, {}, admin.cookie);
    let songIds = [];
    while (songIds.length < library.songs) {
      if (now() - scanStarted > 120_000) throw new Error(`KE's scan found ${songIds.length} of ${library.songs} songs in 120 s`);
      songIds = await libraryNow(base, admin.cookie);
      if (songIds.length < library.songs) await sleep(500);
    }
    const scanMs = Math.round(now() - scanStarted);
    // Rooms of the bench's own (setup's "Room 1" stays aside) that let guests sign up, as a party's would.
    const roles = (await call(base, 'GET', '/api/prefs', undefined, admin.cookie)).body.roles;
    const roleId = (name) => roles.result.find((id) => roles.entities[id].name === name);
    const prefs = { roles: { [roleId('guest')]: { allowNew: true } } };
    for (let i = 0; i < rooms; i++) await call(base, 'POST', '/api/rooms', { name: `Bench ${i + 1}`, status: 'open', prefs }, admin.cookie);
    const listed = (await call(base, 'GET', '/api/rooms', undefined, admin.cookie)).body;
    const roomIds = listed.result.filter((id) => listed.entities[id].name.startsWith('Bench '));
    if (roomIds.length < rooms) throw new Error(`KE has ${roomIds.length} rooms, ${rooms} wanted`);
    // Per room: its host, then its phones.
    const held = [];
    const expect = new Map();
    const hosts = [];
    let connected = 0;
    let failed = 0;
    const joinStarted = now();
    for (const [r, roomId] of roomIds.entries()) {
      const username = `bench-host-${r}`;
      await call(
        base,
        'POST',
        '/api/user',
        { username, name: `Host ${r}`, newPassword: PASSWORD, newPasswordConfirm: PASSWORD, role: 'standard' },
        admin.cookie,
      );
      const host = await call(base, 'POST', '/api/login', { username, password: PASSWORD, roomId });
      hosts.push({ roomId, socket: await socketOf(base, host.cookie, () => undefined) });
      sockets.push(hosts.at(-1).socket);
      await Promise.all(
        Array.from({ length: phones }, async (_, p) => {
          try {
            const guest = await call(base, 'POST', '/api/user', { name: `Phone ${r}-${p}`, role: 'guest', roomId });
            let done = false;
            sockets.push(
              await socketOf(base, guest.cookie, (action) => {
                const length = queueLength(action);
                const wanted = expect.get(roomId);
                if (done || length === null || !wanted || length < wanted.length) return;
                done = true;
                held.push(now() - wanted.sentAt);
              }),
            );
            connected++;
          } catch (error) {
            failed++;
            if (failed === 1) log(`A KE phone failed: ${error.message}`);
          }
        }),
      );
    }
    const joinMs = Math.round(now() - joinStarted);
    const rssMb = treeRssMb(server.child.pid);
    // Idle as long as our party scenario before its burst (BENCH_IDLE_SECONDS): a server left alone
    // for minutes runs the burst on colder code and heap than one that just seated everyone, and the
    // two servers are compared on the same evening.
    if (idleSeconds > 0) {
      log(`KE: everyone idle for ${idleSeconds} s`);
      await sleep(idleSeconds * 1000);
    }
    // Every host adds at once; the CPU of KE's process tree (its SQLite database is inside it) over the burst.
    const before = treeTicks(readAllStats(), server.child.pid);
    const acks = [];
    await Promise.all(
      hosts.map(
        (host, i) =>
          new Promise((resolve) => {
            const sentAt = now();
            expect.set(host.roomId, { length: 1, sentAt });
            host.socket.emit('action', { type: QUEUE_ADD, payload: { songId: songIds[i % songIds.length] } }, (ack) => {
              acks.push(now() - sentAt);
              if (ack?.type !== QUEUE_ADD + '_SUCCESS') log(`KE refused an add: ${JSON.stringify(ack)}`);
              resolve();
            });
          }),
      ),
    );
    const deadline = now() + 20_000;
    while (held.length < connected && now() < deadline) await sleep(5);
    const after = treeTicks(readAllStats(), server.child.pid);
    const cpuMs = before && after ? ticksToMs(after.ticks - before.ticks, hz) : null;
    return {
      commit: PEER_COMMIT,
      idleSeconds,
      rooms,
      phonesPerRoom: phones,
      sockets: connected,
      socketFailures: failed,
      startMs: server.startMs,
      scan: { songs: songIds.length, ms: scanMs },
      joinMs,
      rssMb,
      allAtOnce: {
        add: summary(acks),
        held: summary(held),
        notHeld: connected - held.length,
        serverCpuMs: cpuMs === null ? null : Math.round(cpuMs),
        cpuMsPerAdd: cpuMs === null ? null : +(cpuMs / rooms).toFixed(2),
      },
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
    await stopPeer(server);
    rmSync(dataDir, { recursive: true, force: true });
    removeLibrary(library.root);
  }
}

/** The lines `npm run bench` prints: KE's figures, and ours/KE's when the fan-out ran in the same run. */
export function peerRows(peer, ours) {
  const rows = [];
  const a = peer.allAtOnce;
  rows.push([
    `KE ${peer.commit.slice(0, 7)}: ${peer.rooms} rooms × ${peer.phonesPerRoom} phones, idle ${peer.idleSeconds ?? 0} s, ` +
      'then every host adds at once — every phone in step',
    `p50 ${a.held.p50} ms, p99 ${a.held.p99} ms (${a.held.n} phones, ${a.notHeld} not), ` +
      `server + database CPU ${a.cpuMsPerAdd ?? '—'} ms/add, RSS ${peer.rssMb} MB`,
  ]);
  if (ours?.allAtOnce?.held) {
    const o = ours.allAtOnce;
    // Server + database, as KE's figure (its SQLite is inside its process); the API's alone when the split is all there is.
    const oursCpu = o.cpuMsPerAdd?.total ?? o.serverCpuMsPerAdd ?? null;
    const oursRss = Array.isArray(ours.rssMb) ? ours.rssMb.reduce((a, b) => a + b, 0) : ours.rssMb;
    const ratio = (x, y) => (x == null || y == null || y === 0 ? '—' : `${(x / y).toFixed(2)}×`);
    const same = ours.rooms === peer.rooms && ours.guestsPerRoom === peer.phonesPerRoom ? '' : ' (not the same shape)';
    rows.push([
      `Ours ÷ KE${same}`,
      `p50 ${ratio(o.held.p50, a.held.p50)}, p99 ${ratio(o.held.p99, a.held.p99)}, CPU/add ${ratio(oursCpu, a.cpuMsPerAdd)}, RSS ${ratio(oursRss, peer.rssMb)}`,
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      prepare: { type: 'boolean' },
      rooms: { type: 'string', default: '5' },
      phones: { type: 'string', default: '5' },
      idle: { type: 'string', default: '0' },
    },
  });
  const dir = process.env.BENCH_PEER_DIR;
  if (!dir) {
    console.error('Set BENCH_PEER_DIR to a directory outside this repository for the KE checkout.');
    process.exit(2);
  }
  if (!(Number(values.idle) >= 0)) {
    console.error(`--idle takes the seconds everyone idles before the burst, 0 or more (got ${values.idle}).`);
    process.exit(2);
  }
  preparePeer(dir);
  if (!values.prepare) {
    const peer = await runPeer({ dir, rooms: Number(values.rooms), phones: Number(values.phones), idleSeconds: Number(values.idle) });
    console.log(JSON.stringify(peer, null, 2));
    for (const [what, result] of peerRows(peer)) console.log(`| ${what} | ${result} |`);
  }
}
