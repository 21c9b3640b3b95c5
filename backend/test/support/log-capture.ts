import { Writable } from 'node:stream';
import request from 'supertest';
import { createRoomInDb, TEST_BETA_CODE } from './sessions.js';
import type { TestApp } from './test-app.js';

/** A JSON log line as the app writes it (the fields the tests read). */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  context?: string;
  req?: { id: string; method: string; path: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

/** pino's numeric levels. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/**
 * Every line the app writes, as written. One app per test file captures its own lines:
 * nestjs-pino keeps one root logger per process (the first app's), so a second app started in
 * the same file writes to the first one's stream.
 */
export class LogCapture extends Writable {
  readonly raw: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  lines(): LogLine[] {
    return this.raw.map((raw) => JSON.parse(raw) as LogLine);
  }
  /** The request line (one with req and res) of the request answered with this X-Request-Id. */
  requestLines(id: string): LogLine[] {
    return this.lines().filter((l) => l.req?.id === id && l.res);
  }
}

/**
 * A host's sign-up (`<prefix>-register`), a room with a guest, and the guest's poll of its queue
 * answered 200 (`<prefix>-1`), again 200 from memory (`-2`) and 304 (`-3`). No password sign-in:
 * passport keeps one strategy per process, the last app's.
 */
export async function pollQueueAsGuest(app: TestApp, prefix: string): Promise<{ ids: string[]; roomId: string; cookie: string }> {
  const host = await request(app.server)
    .post('/api/auth/register')
    .set('X-Request-Id', `${prefix}-register`)
    .send({ username: `${prefix}-host`, displayName: 'Host', password: 'poll-host-password-1', betaCode: TEST_BETA_CODE })
    .expect(201);
  const room = await createRoomInDb(app, host.body.userId as number);
  const joined = await request(app.server).post('/api/guest/join').send({ roomCode: room.code, displayName: 'Phone' }).expect(200);
  const cookie = ([] as string[])
    .concat(joined.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('kp_session='))!
    .split(';')[0];
  const path = `/api/rooms/${room.roomId}/queue`;
  const first = await request(app.server).get(path).set('Cookie', cookie).set('X-Request-Id', `${prefix}-1`).expect(200);
  await request(app.server).get(path).set('Cookie', cookie).set('X-Request-Id', `${prefix}-2`).expect(200);
  const unchanged = await request(app.server)
    .get(path)
    .set('Cookie', cookie)
    .set('If-None-Match', first.headers.etag)
    .set('X-Request-Id', `${prefix}-3`)
    .expect(304);
  // Logged or not, every answer carries its request id.
  if (unchanged.headers['x-request-id'] !== `${prefix}-3`) throw new Error(`The 304 carried X-Request-Id ${unchanged.headers['x-request-id']}`);
  return { ids: [1, 2, 3].map((n) => `${prefix}-${n}`), roomId: room.roomId, cookie };
}

export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 100));
