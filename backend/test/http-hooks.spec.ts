import { jest } from '@jest/globals';
import Fastify from 'fastify';
import request from 'supertest';
import { IdentityHook } from '../src/auth/identity.hook.js';
import type { SessionResolver } from '../src/auth/session-resolver.js';
import type { SessionUser } from '../src/common/auth/session-user.js';
import { type HttpHook, registeredHooks, registerHooks } from '../src/common/http/hooks.js';
import { RoomPollCache } from '../src/room-engine/room-poll-cache.js';
import { RoomPollFastPath } from '../src/room-engine/room-poll-fast-path.js';
import { joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const RITA = { userId: 7, username: 'rita', displayName: 'Rita', role: 'user' } as SessionUser;

/** The real identity hook and fast path, over a session store that knows one token and a poll cache that answers from memory. */
function hooks() {
  const sessions = { tokenOf: () => 'token', resolve: async () => RITA } as unknown as SessionResolver;
  const seen: (SessionUser | undefined)[] = [];
  const polls = {
    answerFromMemory: (_request: unknown, reply: { send: (body: string) => void }, _roomId: string, actor: SessionUser) => {
      seen.push(actor);
      reply.send('from memory');
      return true;
    },
  } as unknown as RoomPollCache;
  // A paired screen's identity (screens/screen-identity.hook.ts) is read after the person's; here, a stand-in that sets none.
  const screenIdentity: HttpHook = { name: 'screen-identity', phases: ['preHandler'], after: ['identity'], register: () => undefined };
  return { identity: new IdentityHook(sessions), screenIdentity, fastPath: new RoomPollFastPath(polls), seen };
}

describe('the HTTP hooks, registered from one ordered list', () => {
  it('refuses at start a list that puts the poll fast path before the identity it reads', async () => {
    const { identity, screenIdentity, fastPath } = hooks();
    await expect(registerHooks(Fastify(), [fastPath, identity, screenIdentity])).rejects.toThrow(
      "The HTTP hook 'room-poll-fast-path' must come after 'identity' in the list: it reads what 'identity' sets.",
    );
    await expect(registerHooks(Fastify(), [fastPath])).rejects.toThrow("The HTTP hook 'room-poll-fast-path' runs after 'identity', which is not in the list.");
    await expect(registerHooks(Fastify(), [identity, identity, screenIdentity, fastPath])).rejects.toThrow("The HTTP hook 'identity' is listed twice.");
  });

  it('runs the fast path with the identity the identity hook set', async () => {
    const { identity, screenIdentity, fastPath, seen } = hooks();
    const fastify = Fastify();
    await registerHooks(fastify, [identity, screenIdentity, fastPath]);
    fastify.get('/api/rooms/:roomId/queue', async () => 'from the route');
    await fastify.ready();
    const answer = await request(fastify.server).get('/api/rooms/r1/queue').expect(200);
    expect(answer.text).toBe('from memory');
    expect(seen).toEqual([RITA]);
    expect(registeredHooks(fastify).map((hook) => hook.name)).toEqual(['identity', 'screen-identity', 'room-poll-fast-path']);
    await fastify.close();
  });

  describe('in the application', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      jest.restoreAllMocks();
      await t.close();
    });

    it('registers every hook in the documented order (docs/architecture.md, "Wiring")', () => {
      expect(registeredHooks(t.app.getHttpAdapter().getInstance())).toEqual([
        { name: 'request-context', phases: ['onRequest'] },
        { name: 'origin-check', phases: ['onRequest'] },
        { name: 'request-shape', phases: ['onRoute', 'onRequest', 'preValidation'] },
        { name: 'cookies', phases: ['onRequest', 'onSend'] },
        { name: 'no-store', phases: ['onSend'] },
        { name: 'compression', phases: ['onRoute'] },
        { name: 'identity', phases: ['preHandler'] },
        { name: 'screen-identity', phases: ['preHandler'] },
        { name: 'room-poll-fast-path', phases: ['preHandler'] },
        { name: 'request-end', phases: ['onResponse'] },
      ]);
    });

    it('answers a poll from memory for the person the session cookie names, and leaves one without a session to the route', async () => {
      const host = await registerUser(t, { tier: 999 });
      const room = (await host.agent.post('/api/rooms').send({ name: 'Hooks in order' }).expect(201)).body;
      const guest = await joinAsGuest(t, room.code, 'Guest of the hooks');
      const polls = t.app.get(RoomPollCache);
      await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200);
      const fromMemory = jest.spyOn(polls, 'answerFromMemory');
      const byRoute = jest.spyOn(polls, 'answer');

      await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200);
      expect(fromMemory).toHaveBeenCalledTimes(1);
      expect(fromMemory.mock.calls[0][3]).toMatchObject({ userId: guest.user.userId });
      expect(fromMemory.mock.results[0].value).toBe(true);
      expect(byRoute).not.toHaveBeenCalled();

      fromMemory.mockClear();
      await request(t.server).get(`/api/rooms/${room.roomId}/queue`).expect(401);
      expect(fromMemory).not.toHaveBeenCalled();
      expect(byRoute).not.toHaveBeenCalled();
    });
  });
});
