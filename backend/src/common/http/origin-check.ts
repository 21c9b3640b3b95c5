import { type IncomingHttpHeaders, type IncomingMessage, STATUS_CODES } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpHook } from './hooks.js';

export const FOREIGN_ORIGIN_MESSAGE = 'This request came from another website, so it was refused. Open the app at its own address and try again.';
export const UNUSUAL_ADDRESS_MESSAGE =
  'This address percent-encodes letters, digits or "-._~", which are always written as they are: send it the way the app writes it.';

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

export interface OriginOptions {
  publicUrl?: string;
  allowedOrigins: string[];
}

/**
 * A path percent-encoding a character that never needs it (RFC 3986 "unreserved": letters,
 * digits, -._~), e.g. /%61pi/auth/login. The router decodes it and matches the route, so such a
 * path reaches a route under another spelling than the one every check and log sees; no client
 * writes it that way (browsers, fetch and encodeURIComponent never encode these).
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[DE]|5F|7E)/i;

export function isCanonicalPath(url: string): boolean {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return !path.includes('%') || !ENCODED_UNRESERVED.test(path);
}

/**
 * Whether a request comes from another site: its Origin header (or, without one, its Referer)
 * names neither `own` (the address the request was sent to) nor PUBLIC_URL nor one of
 * ALLOWED_ORIGINS. A request with neither header is not foreign: browsers send Origin whenever
 * a page of another site could make them (cross-origin fetches, every WebSocket, every
 * POST/PUT/PATCH/DELETE), so it comes from the app itself or a non-browser client, which carries
 * no ambient cookies to abuse. `Origin: null` (sandboxed frames, opaque redirects) is foreign.
 * One rule for the API's state-changing requests and the Socket.IO handshake.
 */
export function foreignOriginCheck(options: OriginOptions): (headers: IncomingHttpHeaders, own: string) => boolean {
  const extra = new Set([...(options.publicUrl ? [originOf(options.publicUrl)] : []), ...options.allowedOrigins].filter((o): o is string => !!o));
  return (headers, own) => {
    const origin = headerValue(headers.origin);
    const referer = headerValue(headers.referer);
    const claimed =
      origin !== undefined ? (origin === 'null' ? 'null' : (originOf(origin) ?? origin)) : referer !== undefined ? (originOf(referer) ?? referer) : undefined;
    if (claimed === undefined) return false;
    return claimed.toLowerCase() !== own.toLowerCase() && !extra.has(claimed.toLowerCase());
  };
}

/**
 * Refuses state-changing requests sent from another site (cross-site request forgery, on top of
 * the SameSite=Lax session cookie): a POST/PUT/PATCH/DELETE whose Origin header (or, without
 * one, its Referer) is not this app's own address is answered 403 with a sentence before any
 * route runs. It holds for every route the request reaches, the API and Bull Board's actions
 * alike, whatever the path looks like: a path is first required to be written canonically
 * (isCanonicalPath, else 400 for any method), so what the router matched is what was checked.
 *
 * "Own" means the address the request was sent to (its Host, or X-Forwarded-Host/-Proto behind a
 * trusted proxy, TRUST_PROXY), PUBLIC_URL, and every origin in ALLOWED_ORIGINS. A request with
 * neither header is let through: browsers always send Origin on these methods, so such a request
 * comes from a non-browser API client (curl, scripts, the tests), which carries no ambient
 * cookies to abuse. `Origin: null` (sandboxed frames, opaque redirects) is refused.
 */
export function originCheck(options: OriginOptions): HttpHook {
  const foreign = foreignOriginCheck(options);
  return {
    name: 'origin-check',
    phases: ['onRequest'],
    register(fastify: FastifyInstance): void {
      fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (!isCanonicalPath(request.url)) return void refuse(reply, 400, UNUSUAL_ADDRESS_MESSAGE, 'UNUSUAL_ADDRESS');
        if (SAFE_METHODS.has(request.method)) return done();
        if (!foreign(request.headers, `${request.protocol}://${request.host}`)) return done();
        void refuse(reply, 403, FOREIGN_ORIGIN_MESSAGE, 'FOREIGN_ORIGIN');
      });
    },
  };
}

function refuse(reply: FastifyReply, statusCode: 400 | 403, message: string, code: string): void {
  void reply
    .status(statusCode)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send({ statusCode, message, error: STATUS_CODES[statusCode], code, params: {} });
}

/**
 * The address a raw Node request (one Fastify never sees, such as the Socket.IO handshake) was
 * sent to, read as Fastify reads request.protocol and request.host: X-Forwarded-Proto/-Host count
 * only when the peer is a trusted proxy (TRUST_PROXY true, a hop count of at least 1, or a list of
 * its addresses; the hop rule is app.factory.ts's trustProxyOption), the last value of each winning.
 */
export function rawRequestOrigin(trustProxy: boolean | number | string): (request: IncomingMessage) => string {
  const trust =
    trustProxy === true
      ? () => true
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : typeof trustProxy === 'string'
          ? proxyAddr.compile(trustProxy.split(',').map((address) => address.trim()))
          : () => false;
  return (request) => {
    const peer = request.socket?.remoteAddress;
    const trusted = peer !== undefined && trust(peer, 0);
    const forwarded = (name: string) => {
      const value = headerValue(request.headers[name]);
      return trusted && value !== undefined ? value.slice(value.lastIndexOf(',') + 1).trim() : undefined;
    };
    const encrypted = (request.socket as { encrypted?: boolean } | undefined)?.encrypted === true;
    return `${forwarded('x-forwarded-proto') ?? (encrypted ? 'https' : 'http')}://${forwarded('x-forwarded-host') ?? headerValue(request.headers.host) ?? ''}`;
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first.trim() === '' ? undefined : first.trim();
}
