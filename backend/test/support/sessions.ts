import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Room } from '../../src/rooms/entities/room.entity.js';
import { ROOM_CODE_ALPHABET } from '../../src/rooms/rooms.service.js';
import type { TestApp } from './test-app.js';

/** startTestApp sets these unless a test overrides them. */
export const TEST_BETA_CODE = 'TEST-BETA-CODE';
export const TEST_ADMIN = { username: 'admin', password: 'admin-password-123' };

export interface ActorUser {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  subscriptionTier: number;
  isGuest: boolean;
}

/** A browser: a supertest agent that keeps the session cookie, and who it is. */
export interface Actor {
  agent: request.Agent;
  user: ActorUser;
  cookie: string;
}

let counter = 0;

function sessionCookie(res: request.Response): string {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = raw.find((c) => c.startsWith('kp_session='));
  if (!cookie) throw new Error(`No session cookie in the answer (${res.status} ${JSON.stringify(res.body)})`);
  return cookie.split(';')[0];
}

export async function signIn(t: TestApp, username: string, password: string): Promise<Actor> {
  const agent = request.agent(t.server);
  const res = await agent.post('/api/auth/login').send({ username, password });
  if (res.status !== 200) throw new Error(`Sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body, cookie: sessionCookie(res) };
}

/** Registers a new account (a unique username unless given) and signs it in; tier is set directly in the database. */
export async function registerUser(t: TestApp, opts: { username?: string; displayName?: string; password?: string; tier?: number } = {}): Promise<Actor> {
  counter++;
  const username = opts.username ?? `user${process.pid}x${counter}`;
  const password = opts.password ?? 'secret-password';
  const res = await request(t.server)
    .post('/api/auth/register')
    .send({ username, displayName: opts.displayName ?? `User ${counter}`, password, betaCode: TEST_BETA_CODE });
  if (res.status !== 201) throw new Error(`Registration of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.tier !== undefined) {
    await t.app.get(DataSource).query(`UPDATE users SET "subscriptionTier" = $1 WHERE "userId" = $2`, [opts.tier, res.body.userId]);
  }
  return signIn(t, username, password);
}

export function signInAdmin(t: TestApp): Promise<Actor> {
  return signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
}

/** Joins a room by code as a new guest in a new browser; rejects with the server's sentence when refused. */
export async function joinAsGuest(
  t: TestApp,
  roomCode: string,
  displayName = `Guest ${++counter}`,
): Promise<Actor & { room: { roomId: string; name: string } }> {
  const agent = request.agent(t.server);
  const res = await agent.post('/api/guest/join').send({ roomCode, displayName });
  if (res.status !== 200) throw new Error(`Guest join refused: ${res.status} ${res.body?.message}`);
  return { agent, user: res.body.user, cookie: sessionCookie(res), room: res.body.room };
}

/** `T` and the counter in the code alphabet (no 0/O, 1/I), so the code routes accept it. */
function testRoomCode(n: number): string {
  let digits = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / ROOM_CODE_ALPHABET.length)) digits = ROOM_CODE_ALPHABET[n % ROOM_CODE_ALPHABET.length] + digits;
  return `T${digits}`;
}

/** A room row inserted directly (for tests that need a room without the rooms API). */
export async function createRoomInDb(t: TestApp, ownerId: number, overrides: Partial<Room> = {}): Promise<Room> {
  counter++;
  const repo = t.app.get(DataSource).getRepository(Room);
  const room = repo.create({ roomId: randomBytes(9).toString('base64url'), code: testRoomCode(counter), name: 'Test room', ownerId, ...overrides });
  await repo.insert(room);
  return repo.findOneByOrFail({ roomId: room.roomId });
}
