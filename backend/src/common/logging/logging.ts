import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import { type HttpLogger, pinoHttp as createPinoHttp } from 'pino-http';
import { type DestinationStream, type Level, type LevelWithSilent, stdSerializers } from 'pino';
import type { AppConfig, LogLevel } from '../../config/env.js';

/** Options of the app instance for its logs (not environment variables). */
export interface LoggingOptions {
  /** Where the JSON lines go instead of stdout (tests capture them). */
  logStream?: DestinationStream;
  /** No log line at all (tests that do not look at logs). */
  silent?: boolean;
  /** The request logger the HTTP app calls from its own Fastify hook (see app.factory.ts). */
  httpLogger?: RequestLogger;
}

/** pino-http's middleware as createHttpLogger builds it. */
export type RequestLogger = HttpLogger<IncomingMessage, ServerResponse, Level>;

const PINO_LEVELS: Record<LogLevel, Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** Probes and scrapes every few seconds would drown the request lines. */
const QUIET_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Structured JSON logs through nestjs-pino (pino-http underneath): one line per request with its
 * method, path, status, time and a request id (the caller's `X-Request-Id` when it sends a sane
 * one, else a new UUID; echoed in the answer). Log lines written while handling the request, and by
 * the jobs it queues (see `runWithRequestId`), carry the same `reqId`. Requests are logged without
 * headers, query strings of secrets or bodies: no cookie, token, password or key reaches a line,
 * and `redact` blanks them should any code log such a field.
 */
export function loggerModule(config: AppConfig, options: LoggingOptions = {}): DynamicModule {
  const httpLogger = options.httpLogger ?? createHttpLogger(config, options);
  return LoggerModule.forRoot({
    // One root logger for the app: the request logger's. No Nest middleware (forRoutes: []): the
    // HTTP app calls pino-http and binds the request's logger from one Fastify onRequest hook, so
    // requests skip @fastify/middie's middleware chain (about a third of a poll's CPU).
    pinoHttp: { logger: httpLogger.logger },
    forRoutes: [],
    renameContext: 'context',
  });
}

/** The pino-http request logger (and with it the app's root pino logger), see loggerModule. */
export function createHttpLogger(config: AppConfig, options: LoggingOptions = {}): RequestLogger {
  const level: LevelWithSilent = options.silent ? 'silent' : PINO_LEVELS[config.logLevel];
  const pretty = config.logFormat === 'pretty' && !options.logStream;
  const pinoHttp = {
    level,
    quietReqLogger: true,
    // Fastify gives every request its id (requestId below, as its genReqId); app.factory's hook
    // copies it to the raw request, where pino-http takes it from req.id.
    autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has(pathOf(req)) },
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse, responseTime: number) =>
      `${req.method} ${pathOf(req)} ${res.statusCode} ${responseTime.toFixed(1)}ms`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req)} ${res.statusCode} failed`,
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error): Level => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // The serializers get the raw request and answer: pino-http's default wrapping first copies
    // each into a full pino-std-serializers object (headers included) on every request, only for
    // ours to keep four fields of it.
    wrapSerializers: false,
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
  return options.logStream ? createPinoHttp(pinoHttp, options.logStream) : createPinoHttp(pinoHttp);
}

/**
 * The id of a request: the caller's `X-Request-Id` when it is a sane token (a load balancer or
 * client tracing across services), else a new UUID. Fastify's genReqId; the answer echoes it.
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The path as the client sent it (Nest's Fastify middleware may strip req.url; originalUrl keeps it). */
function pathOf(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The request id of the request being handled here, if any (jobs queued by it carry it). */
export function currentRequestId(logger: PinoLogger): string | undefined {
  const id: unknown = logger.logger.bindings().reqId;
  return typeof id === 'string' ? id : undefined;
}

/** Runs `work` so that every log line it writes carries `reqId` (e.g. a job queued by that request). */
export function runWithRequestId<T>(logger: PinoLogger, reqId: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!reqId) return work();
  return logger.runInContext(work, { bindings: { reqId } });
}
