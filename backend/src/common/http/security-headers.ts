import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** @fastify/helmet's options for every answer of the app (CSP for the party app, the stage's YouTube player and MUI). */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The YouTube IFrame player API and its iframe (docs/product.md §7 "YouTube's player script": the player is loaded from YouTube).
      scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
      frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://*.ytimg.com', 'https://*.ggpht.com'],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * @fastify/helmet's options for the API's JSON answers (under /api/, but for the Swagger UI's
 * pages): the headers a JSON answer needs (OWASP's REST Security Cheat Sheet) — nosniff, a CSP that
 * lets it neither run nor be framed, X-Frame-Options DENY for older browsers, CORP and HSTS —
 * without the headers only a document uses (COOP, Origin-Agent-Cluster, Referrer-Policy, the DNS
 * prefetch, download and XSS-filter switches, the page's long CSP): about 0.3 KB an answer instead
 * of 1.1 KB, most of a 304 poll (docs/performance.md §4).
 */
export const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The two header sets, computed once at start: a page's and the API's JSON answers'. */
export interface AnswerHeaders {
  page: Record<string, string>;
  api: Record<string, string>;
}

export async function answerHeaders(): Promise<AnswerHeaders> {
  return { page: await securityHeaders(), api: await securityHeaders(API_HELMET_OPTIONS) };
}

/** The set for a request: the API's for its JSON answers (under /api/, but for the Swagger UI's pages), a page's otherwise. */
export function headersFor(headers: AnswerHeaders, url: string): Record<string, string> {
  return url.startsWith('/api/') && !url.startsWith('/api/docs') ? headers.api : headers.page;
}

/**
 * The security headers @fastify/helmet sets with these options, computed once: the plugin
 * rebuilds them on every request (it calls helmet(config) per request, re-parsing the CSP
 * directives: 3-7 % of a poll's CPU), yet without CSP nonces they are the same for every answer.
 * So the plugin stays the source of truth, run once at start on a throwaway Fastify instance,
 * and the app sends the headers it set from one onRequest hook.
 */
export async function securityHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  const seen = new Promise<Record<string, string>>((resolve) => {
    probe.get('/', (_request, reply) => {
      // The plugin's onRequest hooks have run: what the raw answer holds now is exactly what helmet set.
      resolve(
        Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])),
      );
      return '';
    });
  });
  try {
    await probe.ready();
    // One request through Fastify's router, on a socket that goes nowhere (no port is opened).
    const request = new IncomingMessage(new Socket());
    Object.assign(request, { method: 'GET', url: '/', headers: { host: 'localhost' } });
    probe.routing(request, new ServerResponse(request));
    const headers = await seen;
    if (!headers['content-security-policy']) throw new Error('@fastify/helmet set no Content-Security-Policy on its probe request.');
    return headers;
  } finally {
    await probe.close();
  }
}
