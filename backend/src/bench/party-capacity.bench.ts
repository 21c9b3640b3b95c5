/**
 * `npm run bench:party -w backend`: how many parties one API process carries. Starts the real
 * server (dist/main.js) in its own process, then from this process: ROOMS hosts open a room
 * each, GUESTS phones per room join by code and open a Socket.IO connection on the room's
 * channel; the hosts queue SONGS songs each while every phone waits for the pushes; then every
 * phone polls the queue with If-None-Match for POLL_SECONDS. Prints the figures; asserts nothing.
 *
 *   BENCH_ROOMS=50 BENCH_GUESTS=20 npm run bench:party -w backend
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/karaoke_bench REDIS_URL=redis://127.0.0.1:6379 npm run bench:party -w backend
 *
 * Both run on the same machine (2 cores here), so the client's own work is part of the figures.
 * The named database is wiped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 50);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 20);
const SONGS = Number(process.env.BENCH_SONGS ?? 10);
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 10);
const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function percentiles(values: number[]): string {
  if (values.length === 0) return 'no samples';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1);
  return `p50 ${at(50)} ms  p95 ${at(95)} ms  p99 ${at(99)} ms  max ${sorted[sorted.length - 1].toFixed(1)} ms  (${values.length} samples)`;
}

/** Runs tasks with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

class Client {
  cookie = '';
  constructor(private readonly base: string) {}

  async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; ms: number; etag?: string }> {
    const started = performance.now();
    const res = await fetch(this.base + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const set = res.headers.getSetCookie().find((c) => c.startsWith('kp_session='));
    if (set) this.cookie = set.split(';')[0];
    if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, ms, etag: res.headers.get('etag') ?? undefined };
  }
}

async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    const name = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new DataSource({ type: 'postgres', url: url.toString() });
    await admin.initialize();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.destroy();
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: BACKEND,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: process.env.DATABASE_URL ? process.env.DATA_DIR : 'memory://',
      BETA_CODES: 'BENCH',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      RICKROLL_PROBABILITY: '0',
      LOG_LEVEL: 'error',
      // Every phone of the benchmark comes from one address.
      GUEST_JOIN_RATE_LIMIT: '100000',
      REGISTER_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '100000',
      QUEUE_ADD_RATE_LIMIT: '100000',
      ROOM_CODE_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const sockets: Socket[] = [];
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 300) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`Server: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.REDIS_URL ? 'Redis' : 'no Redis'}; ${ROOMS} rooms × ${GUESTS} phones, ${SONGS} songs a room\n`);

    // Hosts: ordinary accounts on the unlimited tier, so tier limits do not cap the benchmark.
    const admin = new Client(base);
    await admin.call('POST', '/api/auth/login', { username: 'bench-admin', password: 'bench-admin-password' });
    const hosts: Array<{ client: Client; roomId: string; code: string }> = [];
    await pool([...Array(ROOMS).keys()], 8, async (i) => {
      const client = new Client(base);
      const username = `bench-host-${i}-${Date.now()}`;
      const user = await client.call<{ userId: number }>('POST', '/api/auth/register', { username, displayName: `Host ${i}`, password: 'bench-password', betaCode: 'BENCH' });
      await admin.call('PATCH', `/api/admin/users/${user.body.userId}`, { subscriptionTier: 999 });
      await client.call('POST', '/api/auth/login', { username, password: 'bench-password' });
      const room = await client.call<{ roomId: string; code: string }>('POST', '/api/rooms', { name: `Bench party ${i}` });
      await client.call('PATCH', `/api/rooms/${room.body.roomId}/settings`, { settings: { maxSongsPerUser: 999 } });
      hosts.push({ client, roomId: room.body.roomId, code: room.body.code });
    });

    // Phones join by code and open the room's live channel.
    const joinMs: number[] = [];
    const connectMs: number[] = [];
    const phones: Array<{ client: Client; roomId: string; socket: Socket; seen: Map<number, number> }> = [];
    const joinStarted = performance.now();
    await pool(
      hosts.flatMap((host) => Array.from({ length: GUESTS }, (_, g) => ({ host, g }))),
      32,
      async ({ host, g }) => {
        const client = new Client(base);
        joinMs.push((await client.call('POST', '/api/guest/join', { roomCode: host.code, displayName: `Phone ${g}` })).ms);
        const started = performance.now();
        const socket = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: client.cookie }, reconnection: false });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect_error', reject);
          socket.once('connect', () =>
            socket.emit('room:join', { roomId: host.roomId }, (ack: { ok: boolean; message?: string }) => (ack.ok ? resolve() : reject(new Error(ack.message)))),
          );
        });
        connectMs.push(performance.now() - started);
        const phone = { client, roomId: host.roomId, socket, seen: new Map<number, number>() };
        socket.on('room:changed', (event: { version: number; changes: string[] }) => {
          if (event.changes.includes('queue')) phone.seen.set(event.version, performance.now());
        });
        phones.push(phone);
      },
    );
    const joinSeconds = (performance.now() - joinStarted) / 1000;
    console.log(`Guest join (HTTP)            ${percentiles(joinMs)}`);
    console.log(`Socket connect + room:join   ${percentiles(connectMs)}`);
    console.log(`${phones.length} phones joined and connected in ${joinSeconds.toFixed(1)} s (${(phones.length / joinSeconds).toFixed(0)} a second)`);
    console.log(`Server memory with ${phones.length} sockets: ${(await rssOf(server.pid!)).toFixed(0)} MB RSS\n`);

    // Hosts queue songs; each push is timed from the request's start to every phone of the room.
    const addMs: number[] = [];
    const pushMs: number[] = [];
    const addStarted = performance.now();
    await pool(hosts, ROOMS, async (host) => {
      const roomPhones = phones.filter((p) => p.roomId === host.roomId);
      for (let s = 0; s < SONGS; s++) {
        const sent = performance.now();
        const videoId = `b${String(s).padStart(4, '0')}${host.code}`.slice(0, 11);
        const answer = await host.client.call<{ queueItemId: number }>('POST', `/api/rooms/${host.roomId}/queue`, { videoId, title: `Bench song ${s}`, thumbnail: '', duration: '3:00' });
        addMs.push(answer.ms);
        const room = await host.client.call<{ version: number }>('GET', `/api/rooms/${host.roomId}/queue`);
        const version = room.body.version;
        const deadline = performance.now() + 10_000;
        while (roomPhones.some((p) => !p.seen.has(version)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
        for (const p of roomPhones) if (p.seen.has(version)) pushMs.push(p.seen.get(version)! - sent);
      }
    });
    const addSeconds = (performance.now() - addStarted) / 1000;
    console.log(`Add song (HTTP)              ${percentiles(addMs)}`);
    console.log(`Add → every phone's push     ${percentiles(pushMs)}`);
    console.log(`${addMs.length} songs added in ${addSeconds.toFixed(1)} s (${(addMs.length / addSeconds).toFixed(0)} a second), ${pushMs.length} pushes delivered\n`);

    // Polling fallback: every phone polls the queue with its ETag.
    const etags = new Map<Client, string | undefined>();
    const pollMs: number[] = [];
    let notModified = 0;
    const until = performance.now() + POLL_SECONDS * 1000;
    await pool(phones, 64, async (phone) => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}/api/rooms/${phone.roomId}/queue`, { headers: { cookie: phone.client.cookie, ...(etags.get(phone.client) ? { 'if-none-match': etags.get(phone.client)! } : {}) } });
        await res.arrayBuffer();
        pollMs.push(performance.now() - started);
        if (res.status === 304) notModified++;
        else etags.set(phone.client, res.headers.get('etag') ?? undefined);
      }
    });
    console.log(`Queue poll (64 in flight)    ${percentiles(pollMs)}`);
    console.log(`${(pollMs.length / POLL_SECONDS).toFixed(0)} polls a second, ${((100 * notModified) / Math.max(1, pollMs.length)).toFixed(1)} % answered 304 Not Modified`);
    console.log(`Server memory at the end: ${(await rssOf(server.pid!)).toFixed(0)} MB RSS`);
  } finally {
    for (const socket of sockets) socket.disconnect();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
