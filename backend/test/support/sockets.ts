import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { RealtimeService } from '../../src/realtime/realtime.service.js';
import { ROOM_CHANGED_EVENT, type RoomChangedPayload } from '../../src/room-engine/room-transactions.service.js';
import type { Actor } from './sessions.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The base URL of a test app that listens (app.listen on port 0). */
export function urlOf(t: TestApp): string {
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

/** Makes the test app listen on a free port and answers its base URL (sockets need a real port). */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return urlOf(t);
}

/** A connected Socket.IO client on the app at `url`, as `actor` (its session cookie) or anonymous. */
export function connect(url: string, actor?: Actor): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: actor ? { Cookie: actor.cookie } : {} });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * The next `event` the socket receives; rejects when none comes within `timeoutMs`, or when the
 * socket closes first (a wait that outlives its socket would otherwise never settle, and a test
 * awaiting it would hang to jest's timeout instead of failing with the reason). A test that fails
 * before awaiting it leaves it behind: the promise is marked handled, so its later rejection stays
 * silent instead of landing in whichever spec file the worker runs next.
 */
export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  const heard = new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No "${event}" event within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
    // (Registered after the event's own listener, so a wait for 'disconnect' itself resolves.)
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      reject(new Error(`The socket closed (${reason}) before any "${event}" event`));
    });
  });
  heard.catch(() => undefined);
  return heard;
}

/**
 * Instance `a`, and `b` on the same database and Redis when the distributed path is configured
 * (REDIS_URL and DATABASE_URL, as in CI), so changes made on one are seen on the other.
 * With `listen`, both listen on free ports (for sockets).
 */
export async function startInstances(options: { listen?: boolean } = {}): Promise<{ a: TestApp; b?: TestApp }> {
  const a = await startTestApp();
  if (options.listen) await listen(a);
  if (!process.env.REDIS_URL || !process.env.DATABASE_URL) return { a };
  const b = await startTestApp({ shareWith: a });
  if (options.listen) await listen(b);
  return { a, b };
}

/** Disconnects the sockets, then closes the instances (the one owning the database last). */
export async function closeInstances(sockets: Socket[], ...apps: (TestApp | undefined)[]): Promise<void> {
  for (const socket of sockets) socket.disconnect();
  for (const t of apps) await t?.close();
}

/** The room's pushes (room:changed) that app `t` sends while `run` runs, as its realtime service emits them. */
export async function pushesOf(t: TestApp, roomId: string, run: () => Promise<unknown>): Promise<RoomChangedPayload[]> {
  const realtime = t.app.get(RealtimeService);
  const pushes: RoomChangedPayload[] = [];
  const emitToRoom = realtime.emitToRoom;
  realtime.emitToRoom = (room, event, payload) => {
    if (room === roomId && event === ROOM_CHANGED_EVENT) pushes.push(payload as RoomChangedPayload);
    emitToRoom.call(realtime, room, event, payload);
  };
  try {
    await run();
  } finally {
    realtime.emitToRoom = emitToRoom;
  }
  return pushes;
}
