import type { IncomingMessage } from 'node:http';
import { io } from 'socket.io-client';
import request from 'supertest';
import { FOREIGN_ORIGIN_MESSAGE, rawRequestOrigin } from '../src/common/http/origin-check.js';
import { registerUser } from './support/sessions.js';
import { connect, listen } from './support/sockets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Opens a WebSocket handshake as a browser on `origin` would (with the victim's cookie); answers the error, if any. */
function handshake(url: string, headers: Record<string, string>): Promise<Error | undefined> {
  return new Promise((resolve) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: headers });
    socket.once('connect', () => {
      socket.disconnect();
      resolve(undefined);
    });
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error);
    });
  });
}

describe('Socket.IO handshakes from other sites', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ env: { ALLOWED_ORIGINS: 'https://party.example.com', PUBLIC_URL: 'https://karaoke.example.com' } });
    url = await listen(t);
    cookie = (await registerUser(t)).cookie;
  });
  afterAll(() => t.close());

  it('refuses a WebSocket opened from another site, even a same-site page on another port', async () => {
    const port = new URL(url).port;
    for (const origin of [`http://127.0.0.1:${Number(port) + 1}`, 'https://evil.example', 'null', `${url}.evil.example`]) {
      const refused = await handshake(url, { Cookie: cookie, Origin: origin });
      expect(refused).toBeInstanceOf(Error);
    }
  });

  it('answers a polling handshake from another site 403 with the sentence of the API’s check, and no session', async () => {
    const res = await request(t.server).get('/socket.io/?EIO=4&transport=polling').set('Cookie', cookie).set('Origin', 'http://127.0.0.1:1');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ message: FOREIGN_ORIGIN_MESSAGE });
    // Without Origin (a no-cors request of another page), the Referer gives the page away.
    const viaReferer = await request(t.server).get('/socket.io/?EIO=4&transport=polling').set('Cookie', cookie).set('Referer', 'https://evil.example/x');
    expect(viaReferer.status).toBe(403);
  });

  it('accepts the app’s own address, PUBLIC_URL, ALLOWED_ORIGINS, and clients that send no Origin', async () => {
    for (const origin of [url, url.toUpperCase().replace('HTTP', 'http'), 'https://karaoke.example.com', 'https://party.example.com']) {
      expect(await handshake(url, { Cookie: cookie, Origin: origin })).toBeUndefined();
    }
    const plain = await connect(url, { cookie } as Parameters<typeof connect>[1]);
    expect(plain.connected).toBe(true);
    plain.disconnect();
    const polling = await request(t.server).get('/socket.io/?EIO=4&transport=polling').set('Origin', url);
    expect(polling.status).toBe(200);
  });
});

describe('the address a raw request was sent to', () => {
  const raw = (headers: Record<string, string>, remoteAddress = '10.0.0.5', encrypted = false) =>
    ({ headers, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;
  const forwarded = { host: 'app.internal:3000', 'x-forwarded-host': 'a.example, party.example.com', 'x-forwarded-proto': 'http, https' };

  it('reads X-Forwarded-Host/-Proto only from a trusted proxy, as Fastify does', () => {
    expect(rawRequestOrigin(false)(raw(forwarded))).toBe('http://app.internal:3000');
    expect(rawRequestOrigin(true)(raw(forwarded))).toBe('https://party.example.com');
    expect(rawRequestOrigin('10.0.0.0/8')(raw(forwarded))).toBe('https://party.example.com');
    expect(rawRequestOrigin('192.168.1.1, 10.0.0.5')(raw(forwarded))).toBe('https://party.example.com');
    expect(rawRequestOrigin('192.168.1.1')(raw(forwarded))).toBe('http://app.internal:3000');
    // A hop count trusts the nearest peer, as the app hands Fastify (trustProxyOption); 0 trusts none.
    expect(rawRequestOrigin(1)(raw(forwarded))).toBe('https://party.example.com');
    expect(rawRequestOrigin(0)(raw(forwarded))).toBe('http://app.internal:3000');
    expect(rawRequestOrigin(false)(raw({ host: 'x.example' }, '1.2.3.4', true))).toBe('https://x.example');
  });
});
