import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type DestinationStream, type LevelWithSilent, type Logger, pino, stdSerializers } from 'pino';
import type { AppConfig, LogLevel } from '../../config/env.js';

/** Options of the app instance for its logs (not environment variables). */
export interface LoggingOptions {
  /** Where the JSON lines go instead of stdout (tests capture them). */
  logStream?: DestinationStream;
  /** No log line at all (tests that do not look at logs). */
  silent?: boolean;
  /** The app's root logger when the HTTP app built it first (see app.factory.ts). */
  rootLogger?: Logger;
}

const PINO_LEVELS: Record<LogLevel, LevelWithSilent> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** Probes and scrapes every few seconds would drown the request lines. */
const QUIET_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * A request slower than this is logged at warn whatever it answered, with its time: at the
 * default level the lines of reads are left out (requestLogLevel), and a slow one is worth seeing.
 */
export const SLOW_REQUEST_MS = 1000;

/** Methods that change nothing: answered, they are routine (phones poll every 2 s). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The level of a request's line. An answered read (2xx/3xx GET, HEAD, OPTIONS: the polls) is
 * routine, so debug: at the default level (`log`, pino's info) it writes nothing, which is most
 * of a poll's cost otherwise. Changes that succeed and refusals (4xx) stay at info; a 429 (a
 * limit reached) and any request slower than SLOW_REQUEST_MS at warn; a 5xx at error.
 */
export function requestLogLevel(method: string | undefined, statusCode: number, responseTime: number): RequestLogLevel {
  if (statusCode >= 500) return 'error';
  if (statusCode === 429 || responseTime >= SLOW_REQUEST_MS) return 'warn';
  if (statusCode >= 400) return 'info';
  return method !== undefined && READS.has(method) ? 'debug' : 'info';
}

/**
 * Structured JSON logs through nestjs-pino: a line per request (logRequest, at the level
 * requestLogLevel gives it: answered reads only at debug) with its method, path, status, time and
 * a request id (the caller's `X-Request-Id` when it sends a sane one, else a new UUID; echoed in
 * every answer, logged or not). Log lines written while handling the request, and by
 * the jobs it queues (see `runWithRequestId`), carry the same `reqId`. Requests are logged without
 * headers, query strings of secrets or bodies: no cookie, token, password or key reaches a line,
 * and `redact` blanks them should any code log such a field.
 */
export function loggerModule(config: AppConfig, options: LoggingOptions = {}): DynamicModule {
  return LoggerModule.forRoot({
    // One root logger for the app. No Nest middleware (forRoutes: []): the HTTP app enters each
    // request's id (bindRequestLogger) and writes its line (logRequest) from its own Fastify
    // hooks, so requests skip @fastify/middie's middleware chain and any child logger (a good
    // part of a poll's CPU).
    // wrapSerializers: false, or nestjs-pino's pino-http would give the root pino's standard
    // req/res serializers (all headers) instead of ours.
    pinoHttp: { logger: options.rootLogger ?? createRootLogger(config, options), wrapSerializers: false },
    forRoutes: [],
    renameContext: 'context',
  });
}

/**
 * The request id of the code running now: a request's (bindRequestLogger) or, in a job, the
 * request's that queued it (runWithRequestId). Every line gets it as `reqId` from the root
 * logger's mixin, so a request costs one AsyncLocalStorage context and no child logger (pino's
 * child ran the redaction over its bindings: a tenth of a poll's CPU, for lines a poll never writes).
 */
const requestIds = new AsyncLocalStorage<string>();

/** The app's root pino logger (see loggerModule). */
export function createRootLogger(config: AppConfig, options: LoggingOptions = {}): Logger {
  const level: LevelWithSilent = options.silent ? 'silent' : PINO_LEVELS[config.logLevel];
  const pretty = config.logFormat === 'pretty' && !options.logStream;
  const settings = {
    level,
    // A new object each line: pino merges the line's fields into it.
    mixin: () => {
      const reqId = requestIds.getStore();
      return reqId === undefined ? {} : { reqId };
    },
    // The serializers get the raw request and answer and keep four fields of them.
    serializers: {
      req: (req: IncomingMessage & { id?: string }) => ({ id: req.id, method: req.method, path: pathOf(req), remoteAddress: req.socket?.remoteAddress }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
      err: stdSerializers.err,
    },
    redact: {
      paths: [
        'req.headers',
        'res.headers',
        '*.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.passwordHash',
        '*.token',
        '*.sessionToken',
        '*.authorization',
        '*.apiKey',
        '*.key',
        '*.temporaryPassword',
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req,res,responseTime' } } }
      : {}),
  };
  return options.logStream ? pino(settings, options.logStream) : pino(settings);
}

/** pino-http (under nestjs-pino) types the raw request with its `id` and `log`. */
type LoggedRequest = IncomingMessage;

/**
 * Runs the rest of the request (`next`, Fastify's done of an onRequest hook) with its id as the
 * current request id, so every line it writes carries reqId, and keeps the logger for its closing
 * line. The raw request gets Fastify's id for the line's `req.id`.
 */
export function bindRequestLogger(logger: Logger, req: LoggedRequest, reqId: string, next: () => void): void {
  req.id = reqId;
  req.log = logger;
  requestIds.run(reqId, next);
}

/**
 * The line of a request once answered (the same fields and messages pino-http wrote): reqId,
 * req {id, method, path, remoteAddress}, res {statusCode}, responseTime (ms), at the level
 * requestLogLevel gives it; from 500 on with an `err`, a slow one says so. Only the API's
 * requests, as when nestjs-pino's middleware (on /api{/*splat}) wrote them: not the front ends'
 * files nor Socket.IO; probes are left out too.
 */
export function logRequest(req: LoggedRequest, res: ServerResponse, responseTime: number): void {
  const log = req.log;
  if (!log) return;
  const level = requestLogLevel(req.method, res.statusCode, responseTime);
  // A poll at the default level ends here, before any path, string or object is made.
  if (!log.isLevelEnabled(level)) return;
  const path = pathOf(req);
  if (!isApiPath(path) || QUIET_PATHS.has(path)) return;
  const time = Math.round(responseTime * 10) / 10;
  if (level === 'error') {
    log.error({ req, res, err: new Error(`failed with status code ${res.statusCode}`), responseTime: time }, `${req.method} ${path} ${res.statusCode} failed`);
  } else {
    const slow = responseTime >= SLOW_REQUEST_MS ? `, slower than ${SLOW_REQUEST_MS} ms` : '';
    log[level]({ req, res, responseTime: time }, `${req.method} ${path} ${res.statusCode} ${time.toFixed(1)}ms${slow}`);
  }
}

/**
 * The id of a request: the caller's `X-Request-Id` when it is a sane token (a load balancer or
 * client tracing across services), else a new UUID. Fastify's genReqId; the answer echoes it.
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

function isApiPath(path: string): boolean {
  return path.startsWith('/api') && (path.length === 4 || path[4] === '/');
}

/** The path as the client sent it (Nest's Fastify middleware may strip req.url; originalUrl keeps it). */
function pathOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The request id of the request being handled here, if any (jobs queued by it carry it). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Runs `work` so that every log line it writes carries `reqId` (e.g. a job queued by that request). */
export function runWithRequestId<T>(reqId: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!reqId) return work();
  return requestIds.run(reqId, work);
}
