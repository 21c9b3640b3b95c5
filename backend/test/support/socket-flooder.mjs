// A hostile guest's phone, in its own process (as on another machine): one Socket.IO connection
// with the guest's cookie emits `room:join` with random room ids as fast as it can, batch after
// batch, never waiting for an answer. Used by the flood test (socket-flood.spec.ts) and the soak.
//
//   node socket-flooder.mjs <url> <cookie> [--reconnect] [--seconds N] [--pace-ms N]
//
// --pace-ms waits N ms between batches of 200 (default: none), so that on a shared machine the
// flooder's own CPU does not starve the processes under test (the soak: 10,000 messages a second).
// Without --reconnect it stops when the server disconnects it; with it, it connects again at once
// and goes on for --seconds, or until its parent sends 'stop'. Over IPC (when forked) it says
// {connected} at its first connection, then {done, figures} at the end; figures count the answers
// by sentence and the disconnections.
import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';

const [url, cookie, ...flags] = process.argv.slice(2);
const reconnect = flags.includes('--reconnect');
const secondsAt = flags.indexOf('--seconds');
const seconds = secondsAt >= 0 ? Number(flags[secondsAt + 1]) : 30;
let until = Date.now() + seconds * 1000;
process.on('message', (message) => message === 'stop' && (until = Date.now()));
const paceAt = flags.indexOf('--pace-ms');
const paceMs = paceAt >= 0 ? Number(flags[paceAt + 1]) : 0;
const BATCH = 200;

const figures = { emitted: 0, answers: {}, connections: 0, serverDisconnects: 0, refusedConnections: 0 };
const say = (message) => (process.send ? process.send(message) : console.log(JSON.stringify(message)));

function randomId(index) {
  // Mostly ids of a room id's shape (12 base64url characters), some of any shape.
  return index % 10 === 0 ? randomBytes(20).toString('hex') : randomBytes(9).toString('base64url');
}

function round() {
  return new Promise((resolve) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { Cookie: cookie } });
    let flooding = true;
    const flood = () => {
      if (!flooding) return;
      for (let i = 0; i < BATCH; i++, figures.emitted++) {
        socket.emit('room:join', { roomId: randomId(figures.emitted) }, (answer) => {
          const key = answer?.message ?? (answer?.ok ? 'ok' : 'other');
          figures.answers[key] = (figures.answers[key] ?? 0) + 1;
        });
      }
      if (Date.now() < until) {
        if (paceMs > 0) setTimeout(flood, paceMs);
        else setImmediate(flood);
      } else socket.disconnect();
    };
    socket.once('connect', () => {
      figures.connections++;
      if (figures.connections === 1) say({ connected: true });
      flood();
    });
    socket.once('connect_error', () => {
      figures.refusedConnections++;
      flooding = false;
      socket.close();
      setTimeout(resolve, 50);
    });
    socket.once('disconnect', (reason) => {
      flooding = false;
      if (reason === 'io server disconnect') figures.serverDisconnects++;
      resolve();
    });
  });
}

do await round();
while (reconnect && Date.now() < until);
say({ done: true, figures });
if (process.send) process.disconnect();
