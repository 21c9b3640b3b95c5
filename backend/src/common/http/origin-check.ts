import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another website, so it was refused. Open the app at its own address and try again.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme://host[:port]) of a URL, or undefined when it is not an http(s) URL. */
export function originOf(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Refuses state-changing API requests sent from another site (cross-site request forgery, on top
 * of the SameSite=Lax session cookie): a POST/PUT/PATCH/DELETE under /api whose Origin header (or,
 * without one, its Referer) is not this app's own address is answered 403 with a sentence before
 * any route runs.
 *
 * "Own" means the address the request was sent to (its Host, or X-Forwarded-Host/-Proto behind a
 * trusted proxy, TRUST_PROXY), PUBLIC_URL, and every origin in ALLOWED_ORIGINS. A request with
 * neither header is let through: browsers always send Origin on these methods, so such a request
 * comes from a non-browser API client (curl, scripts, the tests), which carries no ambient
 * cookies to abuse. `Origin: null` (sandboxed frames, opaque redirects) is refused.
 */
export function registerOriginCheck(fastify: FastifyInstance, options: { publicUrl?: string; allowedOrigins: string[] }): void {
  const extra = new Set([...(options.publicUrl ? [originOf(options.publicUrl)] : []), ...options.allowedOrigins].filter((o): o is string => !!o));
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    const origin = headerValue(request.headers.origin);
    const referer = headerValue(request.headers.referer);
    const claimed =
      origin !== undefined ? (origin === 'null' ? 'null' : (originOf(origin) ?? origin)) : referer !== undefined ? (originOf(referer) ?? referer) : undefined;
    if (claimed === undefined) return done();
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    if (claimed.toLowerCase() === own || extra.has(claimed.toLowerCase())) return done();
    void reply
      .status(403)
      .header('Content-Type', 'application/json; charset=utf-8')
      .send({ statusCode: 403, message: FOREIGN_ORIGIN_MESSAGE, error: 'Forbidden' });
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}
