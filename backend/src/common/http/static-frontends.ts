import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFound, sendRefusal } from '../filters/all-exceptions.filter.js';

export interface FrontendRoots {
  /** Built party SPA (frontend/dist), served at / */
  frontend: string;
  /** Built back office (admin/dist), served at /admin */
  admin: string;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const DEFAULT_FRONTEND_ROOTS: FrontendRoots = {
  frontend: path.join(REPO_ROOT, 'frontend', 'dist'),
  admin: path.join(REPO_ROOT, 'admin', 'dist'),
};

function readIndex(root: string): string | undefined {
  const file = path.join(root, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

/**
 * Serves the built front ends from the API process: files as they are (hashed assets cached for a
 * year), each in the Brotli or gzip copy the build wrote beside it when the browser takes one
 * (frontend/vite-precompress.ts: compressed once, not on every download), and index.html for
 * every other GET path (history fallback), so deep links such as
 * /room/abc or /admin/users work and the SPA shows its own 404 screen. Unknown /api paths get the
 * JSON 404 of the API instead.
 */
export async function serveFrontends(fastify: FastifyInstance, roots: FrontendRoots): Promise<void> {
  const spaIndex = readIndex(roots.frontend);
  const adminIndex = readIndex(roots.admin);
  const cacheHeaders = (reply: FastifyReply, filePath: string) => {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    void reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  if (spaIndex) {
    await fastify.register(fastifyStatic, { root: roots.frontend, prefix: '/', wildcard: false, index: false, preCompressed: true, setHeaders: cacheHeaders });
  }
  if (adminIndex) {
    await fastify.register(fastifyStatic, {
      root: roots.admin,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: !spaIndex,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  const sendIndex = (reply: FastifyReply, html: string | undefined, what: string) => {
    if (!html) {
      return reply.status(404).send({
        statusCode: 404,
        message: `The ${what} is not built yet. Run "npm run build" (or "npm start", which builds it).`,
        error: 'Not Found',
      });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) => sendRefusal(request, reply, routeNotFound(request.method, request.url));

  fastify.get('/admin', (_request, reply) => sendIndex(reply, adminIndex, 'admin app'));
  fastify.get('/admin/*', (_request, reply) => sendIndex(reply, adminIndex, 'admin app'));
  fastify.get('/api', apiNotFound);
  fastify.get('/api/*', apiNotFound);
  fastify.get('/*', (_request, reply) => sendIndex(reply, spaIndex, 'web app'));
}
