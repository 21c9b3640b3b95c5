import type { FastifyRequest } from 'fastify';

/**
 * The flags of every cookie the API sets (the session, the device token): out of scripts' reach,
 * sent on top-level navigations from other sites but not their subrequests, Secure over HTTPS.
 */
export function privateCookie(request: FastifyRequest): { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/' } {
  return { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', path: '/' };
}
