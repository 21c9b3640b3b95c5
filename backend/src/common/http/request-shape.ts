import { applyDecorators, HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type Refusal, refusal } from '../errors/domain-error.js';
import { type AnswerHeaders, headersFor } from './security-headers.js';

/**
 * The size and shape of what a request may carry, checked before anything reads it: JSON only, at
 * most DEFAULT_BODY_LIMIT (or a route's @BodyLimit()), MAX_FIELDS fields, MAX_DEPTH levels, counted
 * before class-validator, whose cost grows faster than the fields (README "Security and reliability").
 */
export const KIB = 1024;
/** What a route takes without @BodyLimit(): the largest such body, a sign-up, is under 1 KB as the apps send it. */
export const DEFAULT_BODY_LIMIT = 2 * KIB;
/** Fields of a body, or parameters of a query: object keys and array items, at every level. */
export const MAX_FIELDS = 100;
/** Levels of objects and arrays in a body; the deepest DTO has two (room settings). */
export const MAX_DEPTH = 8;

export const kb = (bytes: number): string => `${Math.round((bytes / KIB) * 10) / 10} KB`;

/** The 413 of a body over the route's limit (answered by AllExceptionsFilter for Fastify's error). */
export const bodyTooLarge = (limit: number): Refusal =>
  refusal('BODY_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, 'The request body is too large: this address takes at most {size}.', { size: kb(limit) });
export const NOT_JSON = refusal(
  'NOT_JSON',
  HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  'This address takes a JSON body: send it with "Content-Type: application/json".',
);
export const TOO_MANY_FIELDS = refusal('TOO_MANY_FIELDS', HttpStatus.BAD_REQUEST, `The request body has too many fields (at most ${MAX_FIELDS}).`);
export const TOO_MANY_PARAMETERS = refusal('TOO_MANY_PARAMETERS', HttpStatus.BAD_REQUEST, `The address has too many query parameters (at most ${MAX_FIELDS}).`);
export const TOO_DEEP = refusal('TOO_DEEP', HttpStatus.BAD_REQUEST, `The request body is nested too deeply (at most ${MAX_DEPTH} levels).`);
export const BAD_ADDRESS = refusal('BAD_ADDRESS', HttpStatus.BAD_REQUEST, 'The address is not valid: it has a broken percent-encoding.');
export const VALUE_TOO_LONG = refusal('VALUE_TOO_LONG', HttpStatus.URI_TOO_LONG, 'A value in the address is too long to name anything here.');

/**
 * The router's own refusals (Fastify's frameworkErrors: a malformed or over-long path value,
 * answered before any hook runs), as the product's sentences instead of Fastify's, which quote
 * the whole path back: the answer stays one short sentence whatever the address. The headers
 * every answer carries are set here, since no onRequest hook ran.
 */
export function routerRefusal(headers: AnswerHeaders) {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(headersFor(headers, request.url)).header('X-Request-Id', request.id);
    if (error.code === 'FST_ERR_BAD_URL') return void refuse(reply, BAD_ADDRESS);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void refuse(reply, VALUE_TOO_LONG);
    void reply.send(error);
  };
}

/**
 * A route that needs a larger body than DEFAULT_BODY_LIMIT, e.g. `@BodyLimit(8 * KIB)`: carried
 * in the Fastify route config (the onRoute hook below makes it the route's bodyLimit) and
 * documented as the route's 413.
 */
export const BodyLimit = (bytes: number): MethodDecorator =>
  applyDecorators(RouteConfig({ bodyLimit: bytes }), ApiResponse({ status: HttpStatus.PAYLOAD_TOO_LARGE, description: bodyTooLarge(bytes).message }));

/** Which limit a measured value broke, if any. Iterative and stops at the first excess, so its cost is bounded too. */
export function shapeProblem(value: unknown, maxFields = MAX_FIELDS, maxDepth = MAX_DEPTH): 'fields' | 'depth' | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const stack: [object, number][] = [[value, 1]];
  let fields = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > maxDepth) return 'depth';
    if (Array.isArray(node)) {
      fields += node.length;
      if (fields > maxFields) return 'fields';
      for (const item of node) if (item !== null && typeof item === 'object') stack.push([item, depth + 1]);
    } else {
      for (const key in node) {
        if (++fields > maxFields) return 'fields';
        const item = (node as Record<string, unknown>)[key];
        if (item !== null && typeof item === 'object') stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

function refuse(reply: FastifyReply, { status, message, code, values }: Refusal): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send({ statusCode: status, message, error: STATUS_CODES[status], code, params: { ...values } });
}

/** A request that carries a body (Fastify parses one only then). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Registers the checks on the app's Fastify instance, before any route or plugin (Bull Board's
 * scope copies the hooks of its parent when it is registered), so they hold for every route.
 */
export function registerRequestShape(fastify: FastifyInstance): void {
  // A route's @BodyLimit() (route config) becomes its Fastify bodyLimit; the rest keep the
  // server's, DEFAULT_BODY_LIMIT (app.factory.ts).
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const declared = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof declared === 'number') route.bodyLimit = declared;
  });

  // Every body is JSON: a form or text/plain body (what another site's page can send without
  // asking) is refused before it is read.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !hasBody(request)) return done();
    if (JSON_TYPE.test(request.headers['content-type'] ?? '')) return done();
    void refuse(reply, NOT_JSON);
  });

  // Parsed, not yet transformed or validated: count before anything walks it.
  fastify.addHook('preValidation', (request, reply, done) => {
    const body = shapeProblem(request.body);
    if (body) return void refuse(reply, body === 'fields' ? TOO_MANY_FIELDS : TOO_DEEP);
    if (shapeProblem(request.query)) return void refuse(reply, TOO_MANY_PARAMETERS);
    done();
  });
}
