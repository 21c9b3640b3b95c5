// The phones of the benchmark, in their own process: one Socket.IO connection per guest on the
// room's channel, handling room:changed as the party app does (apply the pushed queue when the
// version is the next one; otherwise refetch it over HTTP once), and recording when each phone
// held each version. Talks to the orchestrator in JSON lines: reads {guests:[{cookie, roomId,
// base}]} then commands ("report", "exit") on stdin; writes {ready}, {report} on stdout.
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

async function connect(guest) {
  const socket = io(guest.base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: guest.cookie }, reconnection: false });
  sockets.push(socket);
  let known;
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket join timed out')), 30_000);
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('room:join', { roomId: guest.roomId }, (ack) => {
        clearTimeout(timer);
        if (!ack?.ok) return reject(new Error(ack?.message ?? 'refused'));
        known = ack.version;
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
      if (known === undefined || event.version > known) known = event.version;
      return;
    }
    if (known !== undefined && event.version === known + 1 && event.state?.queue) {
      known = event.version;
      held.push([guest.roomId, event.version, now(), 0]);
      return;
    }
    if (known !== undefined && event.version <= known) return;
    // A gap: refetch the queue once, as the app does.
    known = event.version;
    refetches++;
    const res = await fetch(`${guest.base}/api/rooms/${guest.roomId}/queue`, { headers: { cookie: guest.cookie } });
    await res.arrayBuffer();
    held.push([guest.roomId, event.version, now(), 1]);
  });
}

let first = true;
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
