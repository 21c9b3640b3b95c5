// The phones of the benchmark, in their own process: one Socket.IO connection per guest on the
// room's channel, handling room:changed as the party app does (apply the pushed queue when the
// version is the next one; otherwise refetch it over HTTP once), and recording when each phone
// held each version. Talks to the orchestrator in JSON lines: reads {guests:[{cookie, roomId,
// base}]} then commands on stdin: "report", "versions" (the version each room's phones know),
// "storm" (every phone drops and reconnects at once, as when a venue's Wi-Fi blinks), "drop" (every
// phone drops; the next "storm" only reconnects them), "exit"; writes {ready}, {report},
// {versions}, {dropped}, {storm} on stdout.
import { createInterface } from 'node:readline';
import { io } from 'socket.io-client';
import { pool } from '../lib.mjs';

const now = () => performance.timeOrigin + performance.now();
const lines = createInterface({ input: process.stdin });
const sockets = [];
let held = [];
let refetches = 0;
let sampledBytes = 0;
let sampled = 0;
let pushes = 0;

/** The room's parts a guest's screen shows, with the ETag each was last answered with. */
const PARTS = ['', '/users', '/queue', '/playing'];
const phones = [];

/** Asks for the room's parts as the app does after a reconnect: conditionally, all at once. */
async function refetchParts(phone) {
  let changed = 0;
  await Promise.all(
    PARTS.map(async (part) => {
      const etag = phone.etags.get(part);
      const res = await fetch(`${phone.guest.base}/api/rooms/${phone.guest.roomId}${part}`, {
        headers: { cookie: phone.guest.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
      });
      await res.arrayBuffer();
      if (!res.ok && res.status !== 304) throw new Error(`${part || 'room'} answered ${res.status}`);
      if (res.status === 200) changed++;
      if (res.headers.get('etag')) phone.etags.set(part, res.headers.get('etag'));
    }),
  );
  return changed;
}

async function connect(guest, phone = { guest, etags: new Map(), known: undefined }) {
  const socket = io(guest.base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: guest.cookie }, reconnection: false });
  sockets.push(socket);
  phone.socket = socket;
  if (!phones.includes(phone)) phones.push(phone);
  let known;
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket join timed out')), 30_000);
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('room:join', { roomId: guest.roomId }, (ack) => {
        clearTimeout(timer);
        if (!ack?.ok) return reject(new Error(ack?.message ?? 'refused'));
        known = phone.known = ack.version;
        resolve();
      }),
    );
  });
  socket.on('room:changed', async (event) => {
    // The size of one push in 16 (all of a burst's pushes are alike): serialising every one again
    // would put the measurement's own CPU on the path being measured.
    if (pushes++ % 16 === 0) {
      sampledBytes += Buffer.byteLength(JSON.stringify(event));
      sampled++;
    }
    if (!event.changes.includes('queue')) {
      if (known === undefined || event.version > known) known = phone.known = event.version;
      return;
    }
    if (known !== undefined && event.version === known + 1 && event.state?.queue) {
      known = phone.known = event.version;
      held.push([guest.roomId, event.version, now(), 0]);
      return;
    }
    if (known !== undefined && event.version <= known) return;
    // A gap: refetch the queue once, as the app does.
    known = phone.known = event.version;
    refetches++;
    const res = await fetch(`${guest.base}/api/rooms/${guest.roomId}/queue`, { headers: { cookie: guest.cookie } });
    await res.arrayBuffer();
    held.push([guest.roomId, event.version, now(), 1]);
  });
}

let first = true;
/** Whether every phone was dropped ahead of the next storm ('drop'). */
let dropped = false;
for await (const line of lines) {
  if (first) {
    first = false;
    const { guests, concurrency = 50 } = JSON.parse(line);
    const started = now();
    let failed = 0;
    await pool(guests, concurrency, (guest) => connect(guest).catch(() => void failed++));
    console.log(JSON.stringify({ ready: true, connected: guests.length - failed, failed, ms: Math.round(now() - started) }));
    continue;
  }
  if (line === 'versions') {
    const versions = {};
    for (const phone of phones) versions[phone.guest.roomId] = Math.max(versions[phone.guest.roomId] ?? 0, phone.known ?? 0);
    console.log(JSON.stringify({ versions }));
    continue;
  }
  if (line === 'etags') {
    // Each phone's screen as it opens: the room's parts once, so a reconnect can ask conditionally.
    await pool(phones, 50, (phone) => refetchParts(phone).catch(() => undefined));
    console.log(JSON.stringify({ etags: true }));
    continue;
  }
  if (line === 'drop') {
    for (const phone of phones) phone.socket.disconnect();
    sockets.length = 0;
    dropped = true;
    console.log(JSON.stringify({ dropped: true }));
    continue;
  }
  if (line === 'storm') {
    // Every phone drops at once, then reconnects at once; each is back in step once it has joined
    // again and, when the room moved on meanwhile, its conditional refetch of the room's parts has
    // been answered (what the app does, frontend/src/lib/socket.ts).
    if (!dropped) for (const phone of phones) phone.socket.disconnect();
    dropped = false;
    sockets.length = 0;
    const started = now();
    const back = [];
    let failed = 0;
    let changedParts = 0;
    let refetched = 0;
    const causes = {};
    await Promise.all(
      phones.map(async (phone) => {
        try {
          const held = phone.known;
          await connect(phone.guest, phone);
          if (held === undefined || phone.known !== held) {
            refetched++;
            // (Awaited first: `changedParts += await …` would add to the value read before the wait.)
            const changed = await refetchParts(phone);
            changedParts += changed;
          }
          back.push(now() - started);
        } catch (error) {
          failed++;
          causes[error.message] = (causes[error.message] ?? 0) + 1;
        }
      }),
    );
    console.log(JSON.stringify({ storm: { back, failed, causes, refetched, changedParts } }));
    continue;
  }
  if (line === 'report') {
    const pushedBytes = sampled === 0 ? 0 : Math.round((sampledBytes / sampled) * pushes);
    console.log(JSON.stringify({ report: { held, refetches, pushes, pushedBytes } }));
    held = [];
    refetches = pushes = sampledBytes = sampled = 0;
  } else if (line === 'exit') {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
}
