import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpHook } from './hooks.js';

/**
 * No cache keeps what the API answers a person: every answer of an API route, and any other
 * answer to a request carrying the session cookie or setting a cookie (a sign-in, a guest join,
 * Bull Board, the API docs), gets `Cache-Control: no-store` unless its route chose a policy itself.
 * Two do: the polled room parts answer `private, no-cache` with an ETag (RoomPollCache), which no
 * shared cache stores and the browser revalidates on every use, so its 304s keep working; and the
 * tier limits, the same for everyone, are `public, max-age=300`.
 */
export function noStore(sessionCookie: string): HttpHook {
  const cookie = new RegExp(`(?:^|;\\s*)${sessionCookie}=`);
  const personal = (request: FastifyRequest): boolean => request.routeOptions.url?.startsWith('/api/') === true || cookie.test(request.headers.cookie ?? '');
  return {
    name: 'no-store',
    phases: ['onSend'],
    // After the cookie plugin's onSend hook, so a cookie set by the answer is seen.
    after: ['cookies'],
    register(fastify: FastifyInstance): void {
      fastify.addHook('onSend', (request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control') && (personal(request) || reply.hasHeader('set-cookie'))) void reply.header('Cache-Control', 'no-store');
        done(null, payload);
      });
    },
  };
}
