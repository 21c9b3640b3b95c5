import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('serving the built front ends', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-frontends-'));
    const frontend = path.join(root, 'frontend');
    const admin = path.join(root, 'admin');
    fs.mkdirSync(path.join(frontend, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(admin, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(frontend, 'index.html'), '<!doctype html><title>party app</title>');
    fs.writeFileSync(path.join(frontend, 'assets', 'app-1234.js'), 'console.log("party")');
    fs.writeFileSync(path.join(admin, 'index.html'), '<!doctype html><title>back office</title>');
    fs.writeFileSync(path.join(admin, 'assets', 'admin-5678.js'), 'console.log("admin")');
    // A built asset with the copies the build writes beside it (frontend/vite-precompress.ts). Each
    // copy says which file it is, so an answer shows whether it was read from disk or compressed
    // from the plain file on the fly.
    const big = (which: string) => `console.log(${JSON.stringify(which)});\n`.repeat(200);
    fs.writeFileSync(path.join(frontend, 'assets', 'big-9abc.js'), big('plain'));
    fs.writeFileSync(path.join(frontend, 'assets', 'big-9abc.js.br'), zlib.brotliCompressSync(big('brotli copy')));
    fs.writeFileSync(path.join(frontend, 'assets', 'big-9abc.js.gz'), zlib.gzipSync(big('gzip copy')));
    fs.writeFileSync(path.join(admin, 'assets', 'big-def0.js'), big('admin plain'));
    fs.writeFileSync(path.join(admin, 'assets', 'big-def0.js.br'), zlib.brotliCompressSync(big('admin brotli copy')));
    t = await startTestApp({ frontendRoots: { frontend, admin } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the party app at / and its deep links through the history fallback', async () => {
    for (const url of ['/', '/room/abc123?view=remote', '/no/such/screen']) {
      const res = await request(t.server).get(url).expect(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain('party app');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await request(t.server).get('/assets/app-1234.js').expect(200);
    expect(res.text).toContain('party');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the compressed copies the build wrote, as they are, to browsers that take them', async () => {
    // Node's own client: the answer's bytes as sent (supertest would decode them).
    const server = t.server as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (url: string, encoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              res.statusCode === 200 ? resolve({ headers: res.headers, body: Buffer.concat(chunks) }) : reject(new Error(`${url}: ${res.statusCode}`)),
            );
          })
          .on('error', reject);
      });
    const br = await raw('/assets/big-9abc.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(br.body, fs.readFileSync(path.join(root, 'frontend', 'assets', 'big-9abc.js.br')))).toBe(0);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('"brotli copy"');

    const gzip = await raw('/assets/big-9abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toContain('"gzip copy"');

    const plain = await raw('/assets/big-9abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('"plain"');

    const admin = await raw('/admin/assets/big-def0.js', 'br');
    expect(admin.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(admin.body).toString()).toContain('"admin brotli copy"');
  });

  it('serves the back office at /admin with its own fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/users/42']) {
      const res = await request(t.server).get(url).expect(200);
      expect(res.text).toContain('back office');
    }
    expect((await request(t.server).get('/admin/assets/admin-5678.js').expect(200)).text).toContain('admin');
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const res = await request(t.server).get('/api/nope').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'There is no API route GET /api/nope.',
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path: '/api/nope' },
    });
  });
});
