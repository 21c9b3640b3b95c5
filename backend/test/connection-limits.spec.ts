import net from 'node:net';
import { TOO_MANY_CONNECTIONS } from '../src/common/http/connection-limits.js';
import { DEFAULT_CONNECTIONS_PER_ADDRESS, loadConfig } from '../src/config/env.js';
import { listen } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** A raw TCP connection to the app, with what it received and whether (and when) the server closed it. */
interface Raw {
  socket: net.Socket;
  received: () => string;
  closed: Promise<number>;
}

function open(port: number, send?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let data = '';
    const start = Date.now();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - start)));
    socket.once('connect', () => {
      if (send) socket.write(send);
      resolve({ socket, received: () => data, closed });
    });
    socket.once('error', reject);
  });
}

/** The promise, or a rejection naming what did not happen within `ms`: a test that fails rather than hangs. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function get(port: number, path: string): Promise<string> {
  const raw = await open(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  await within(raw.closed, 10_000, `The answer to GET ${path}`);
  return raw.received();
}

describe('connection limits (docs/operations.md, "Connection limits")', () => {
  let t: TestApp;
  let port: number;
  const CAP = 12;
  beforeAll(async () => {
    t = await startTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1', CONNECTIONS_PER_ADDRESS: String(CAP) } });
    port = Number(new URL(await listen(t)).port);
  });
  afterAll(() => t.close());

  it('answers 408 and closes a request whose declared body never arrives', async () => {
    const slow = await open(port, 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const after = await within(slow.closed, 8_000, 'Closing a request whose body stopped');
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    // REQUEST_TIMEOUT_SECONDS=1, checked every 250 ms: well within a few seconds, never for ever.
    expect(after).toBeLessThan(5_000);
  });

  it('closes a request whose headers never end, and one that trickles its body a byte at a time', async () => {
    const headers = await open(port, 'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const trickle = await open(port, 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    // A byte every 200 ms keeps the connection busy, so only the whole request's deadline ends it.
    const dripping = setInterval(() => trickle.socket.writable && trickle.socket.write(' '), 200);
    try {
      await within(Promise.all([headers.closed, trickle.closed]), 8_000, 'Closing slow headers and a trickled body');
    } finally {
      clearInterval(dripping);
    }
    expect(headers.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(trickle.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('caps the open connections of one address: one more is answered 429 with a sentence, and room is made as they close', async () => {
    const held: Raw[] = [];
    try {
      // Connections that are open but idle (a phone's kept-alive connections, or an attacker's).
      for (let i = 0; i < CAP; i++) held.push(await open(port));
      const extra = await open(port, 'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await within(extra.closed, 8_000, 'Closing a connection past the cap');
      expect(extra.received()).toMatch(/^HTTP\/1\.1 429 /);
      expect(JSON.parse(extra.received().split('\r\n\r\n')[1])).toMatchObject({ statusCode: 429, message: TOO_MANY_CONNECTIONS });
      // Held ones are still served.
      held[0].socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await within(held[0].closed, 8_000, 'The answer on a held connection');
      expect(held[0].received()).toMatch(/^HTTP\/1\.1 200 /);
      // That one closed, so there is room for exactly one more.
      expect(await get(port, '/api/health/live')).toMatch(/^HTTP\/1\.1 200 /);
      for (const raw of held) raw.socket.destroy();
      await Promise.all(held.map((raw) => raw.closed));
      // All of them closed: the address gets its whole allowance back.
      const again: Raw[] = [];
      for (let i = 0; i < CAP - 1; i++) again.push(await open(port));
      expect(await get(port, '/api/health/live')).toMatch(/^HTTP\/1\.1 200 /);
      for (const raw of again) raw.socket.destroy();
      await Promise.all(again.map((raw) => raw.closed));
    } finally {
      for (const raw of held) raw.socket.destroy();
    }
  });

  it('holds 200 slow-body connections at a time to the cap, and closes them all on time', async () => {
    // What the server admitted, seen from its side: 'connection' reaches the HTTP server's listeners
    // only for connections under the cap. When the machine is busy the 200 arrive over more than
    // the request timeout, and the first ones' 408s make room for later ones: the cap bounds the
    // connections held at once, not how many are admitted in all.
    const server = t.app.getHttpServer();
    let held = 0;
    let mostHeld = 0;
    let admitted = 0;
    const onConnection = (socket: net.Socket) => {
      admitted++;
      mostHeld = Math.max(mostHeld, ++held);
      socket.once('close', () => held--);
    };
    server.on('connection', onConnection);
    try {
      const started = Date.now();
      // A JSON body that never arrives: the server must wait for it (without a type it answers 415 at once).
      const slowBody = 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
      const attempts = await Promise.all(Array.from({ length: 200 }, () => open(port, slowBody).catch(() => undefined)));
      const opened = attempts.filter((raw): raw is Raw => raw !== undefined);
      await within(Promise.all(opened.map((raw) => raw.closed)), 15_000, 'Closing 200 slow connections');
      expect(Date.now() - started).toBeLessThan(15_000);
      const answers = opened.map((raw) => raw.received().slice(0, 12));
      expect(mostHeld).toBeLessThanOrEqual(CAP);
      expect(admitted).toBeGreaterThanOrEqual(CAP);
      // Every admitted one waited for its body and got 408; every other one was refused with 429.
      expect(answers.filter((answer) => answer === 'HTTP/1.1 408').length).toBe(admitted);
      expect(answers.filter((answer) => answer === 'HTTP/1.1 429').length).toBe(opened.length - admitted);
    } finally {
      server.off('connection', onConnection);
    }
    // And the server answers at once afterwards.
    expect(await get(port, '/api/health/live')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the connection settings', () => {
  it('cap each address at 500 by default, and at nothing behind a trusted proxy unless set', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 30_000, perAddress: DEFAULT_CONNECTIONS_PER_ADDRESS });
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.perAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', CONNECTIONS_PER_ADDRESS: '5000' }).connections.perAddress).toBe(5000);
    expect(loadConfig({ CONNECTIONS_PER_ADDRESS: '0', REQUEST_TIMEOUT_SECONDS: '45' }).connections).toEqual({ requestTimeoutMs: 45_000, perAddress: 0 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS must be an integer between 1 and 3600/);
  });
});
