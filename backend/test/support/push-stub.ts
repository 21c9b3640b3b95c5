import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { TEST_CA_ENV } from './test-ca.mjs';

/**
 * A local push service speaking the real protocol (RFC 8030 message delivery, RFC 8291 message
 * encryption, RFC 8292 VAPID), over HTTPS as web-push requires: it checks each message's VAPID JWT
 * (ES256 signature against the key the request names, audience, expiry), and the test decrypts the
 * aes128gcm body with the subscription's own private key. Its certificate, for 127.0.0.1, is signed
 * by the test run's CA (test-ca.mjs), which the app trusts through NODE_EXTRA_CA_CERTS only in
 * tests; the app reaches it because OUTBOUND_TEST_LOOPBACK_PORT (test only) names its port.
 *
 * An endpoint can also misbehave as a hostile guest's would (`behaviours`): answer 201 and stream
 * without end, trickle a byte a second without end, answer one byte and drop the connection, or
 * redirect to another loopback address (which counts every request it gets in `redirectHits`).
 */

/** How an endpoint answers: as a push service does, or as a hostile one. */
export type Behaviour = 'stream' | 'trickle' | 'half' | 'redirect';

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the endpoint. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
}

export interface ReceivedPush {
  /** The endpoint's last path segment. */
  id: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The VAPID JWT's claims and the public key it was verified with (base64url). */
  jwt: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  /** When it arrived (Date.now()). */
  at: number;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

export class PushStub {
  readonly received: ReceivedPush[] = [];
  /** Problems found in requests (a bad JWT, a wrong encoding): a test expects none. */
  readonly refused: string[] = [];
  /** Endpoint id → the status to answer (201 otherwise). */
  readonly answers = new Map<string, number>();
  /** Endpoint id → how it misbehaves (it then neither checks nor records the push). */
  readonly behaviours = new Map<string, Behaviour>();
  /** Requests that reached the redirect's target: a client that follows no redirect sends none. */
  redirectHits = 0;
  /** Requests the misbehaving endpoints got. */
  hostileTries = 0;
  /** Hostile answers under way (streams, trickles): the connections a client still holds open. */
  readonly open = new Set<import('node:net').Socket>();
  private server?: https.Server;
  origin = '';
  port = 0;

  async start(): Promise<void> {
    const dir = process.env[TEST_CA_ENV];
    if (!dir) throw new Error(`${TEST_CA_ENV} is not set: run the backend tests with \`npm test -w backend\` (test/support/test-ca.mjs makes the test CA).`);
    this.server = https.createServer({ key: readFileSync(join(dir, 'leaf.key')), cert: readFileSync(join(dir, 'leaf.pem')) }, (req, res) => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      if (req.url?.startsWith('/inside')) {
        this.redirectHits++;
        res.writeHead(201).end();
        return;
      }
      const behaviour = this.behaviours.get(id);
      if (behaviour) return this.misbehave(behaviour, req, res);
      this.serve(id, req, res);
    });
    // A hung client's connection must not keep the stub (and the test) from closing.
    this.server.on('connection', (socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.origin = `https://127.0.0.1:${this.port}`;
  }

  private misbehave(behaviour: Behaviour, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void {
    req.resume();
    this.hostileTries++;
    const socket = res.socket!;
    this.open.add(socket);
    socket.once('close', () => this.open.delete(socket));
    if (behaviour === 'half') {
      // One byte of a status line, then the connection drops.
      socket.end('H');
      return;
    }
    if (behaviour === 'redirect') {
      res.writeHead(307, { location: `${this.origin}/inside/metadata` }).end();
      return;
    }
    res.writeHead(201, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(behaviour === 'stream' ? 64 * 1024 : 1, 0x41);
    const more = () => {
      if (socket.destroyed) return;
      if (behaviour === 'stream') {
        // As fast as the client reads, without end.
        while (res.write(chunk));
        res.once('drain', more);
      } else {
        res.write(chunk);
        setTimeout(more, 1000).unref();
      }
    };
    more();
  }

  private serve(id: string, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const push = this.check(id, req.method ?? '', req.headers, Buffer.concat(chunks));
        this.received.push(push);
      } catch (error) {
        this.refused.push((error as Error).message);
        res.writeHead(400).end((error as Error).message);
        return;
      }
      const status = this.answers.get(id) ?? 201;
      res.writeHead(status, { location: `${this.origin}/message/${randomBytes(4).toString('hex')}` }).end();
    });
  }

  async stop(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A new browser subscription on this push service. */
  subscription(id = randomBytes(8).toString('hex')): TestSubscription {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return { endpoint: `${this.origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) }, ecdh, authSecret };
  }

  for(subscription: TestSubscription): ReceivedPush[] {
    const id = subscription.endpoint.split('/').pop();
    return this.received.filter((push) => push.id === id);
  }

  /** RFC 8030 §5 and RFC 8292: a POST with TTL, an aes128gcm body and a VAPID authorization this checks. */
  private check(id: string, method: string, headers: Record<string, string | string[] | undefined>, body: Buffer): ReceivedPush {
    if (method !== 'POST') throw new Error(`push service: ${method} is not a push`);
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error(`push service: Content-Encoding ${String(headers['content-encoding'])}`);
    if (!/^\d+$/.test(String(headers.ttl))) throw new Error('push service: no TTL');
    const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization));
    if (!auth) throw new Error(`push service: Authorization ${String(headers.authorization)}`);
    const [token, key] = [auth[1], auth[2]];
    const [header, claims, signature] = token.split('.');
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('push service: not ES256');
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
    const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!valid) throw new Error('push service: the VAPID signature does not verify');
    const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['jwt'];
    if (jwt.aud !== this.origin) throw new Error(`push service: audience ${jwt.aud}`);
    const now = Date.now() / 1000;
    if (!(jwt.exp > now && jwt.exp <= now + 24 * 3600)) throw new Error('push service: expiry not within 24 hours');
    return { id, headers, body, jwt, vapidPublicKey: key, at: Date.now() };
  }
}

/** RFC 8291 §3.4 and RFC 8188: the plaintext of an aes128gcm push body, with the subscription's private key. */
export function decryptPush(subscription: TestSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('one record expected');
  const shared = subscription.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
