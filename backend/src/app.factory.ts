import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { type LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { DestinationStream, Logger as RootLogger } from 'pino';
import { AppModule } from './app.module.js';
import { IdentityHook } from './auth/identity.hook.js';
import { ScreenIdentityHook } from './screens/screen-identity.hook.js';
import { SessionResolver } from './auth/session-resolver.js';
import { JobsService } from './jobs/jobs.service.js';
import { registerQueueDashboard } from './jobs/queue-dashboard.js';
import { noStore } from './common/http/cache-control.js';
import { type HttpHook, pluginHook, registerHooks } from './common/http/hooks.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { capConnectionsPerAddress, timeoutOptions } from './common/http/connection-limits.js';
import { originCheck } from './common/http/origin-check.js';
import { DEFAULT_BODY_LIMIT, registerRequestShape, routerRefusal } from './common/http/request-shape.js';
import { type AnswerHeaders, answerHeaders, headersFor } from './common/http/security-headers.js';
import { DEFAULT_FRONTEND_ROOTS, type FrontendRoots, serveFrontends } from './common/http/static-frontends.js';
import { SESSION_COOKIE_NAME, setupSwagger } from './common/http/swagger.js';
import { createValidationPipe } from './common/http/validation.js';
import { bindRequestLogger, createRootLogger, logRequest, requestId } from './common/logging/logging.js';
import { answerMetrics } from './common/metrics/metrics-endpoint.js';
import { Metrics } from './common/metrics/metrics.service.js';
import type { AppConfig, LogLevel } from './config/env.js';
import { KaraokeIoAdapter } from './realtime/redis-io.adapter.js';
import { RoomPollFastPath } from './room-engine/index.js';

export interface CreateAppOptions {
  config: AppConfig;
  /** Take jobs off the BullMQ queue in this process (REDIS_URL mode). Default true. */
  runWorkers?: boolean;
  /** Run cron schedules in this process. Default true. */
  runSchedules?: boolean;
  frontendRoots?: FrontendRoots;
  /** false silences every log line (tests), unless logStream is given. */
  logger?: false;
  /** Where the JSON log lines go instead of stdout (tests that read them). */
  logStream?: DestinationStream;
}

const LEVELS: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count N trusts the N proxies in front, whatever
 * their address: the client is the address the outermost of them saw (proxy-addr's rule, as in
 * Express). Fastify itself reads a bare number as "trust no one", which behind a proxy would
 * make every client one address.
 */
export function trustProxyOption(value: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Builds the whole HTTP application (API, Socket.IO, Swagger, front ends) without listening.
 * main.ts listens; tests use it as is.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const headers = await answerHeaders();
  const adapter = new FastifyAdapter({
    trustProxy: trustProxyOption(config.trustProxy),
    // Every route takes a small body unless it declares more (@BodyLimit(), request-shape.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // On shutdown, idle keep-alive sockets are closed at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
    // Request ids: the caller's X-Request-Id when sane, else a UUID; in every log line of the request.
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors: routerRefusal(headers),
    // Request, header, idle and keep-alive timeouts (connection-limits.ts, docs/operations.md).
    ...timeoutOptions(config),
  });
  capConnectionsPerAddress(adapter.getInstance().server, config.connections.perAddress);
  const logging = { logStream: options.logStream, silent: options.logger === false && !options.logStream };
  const rootLogger = createRootLogger(config, logging);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { runWorkers: options.runWorkers ?? true, runSchedules: options.runSchedules ?? true, ...logging, rootLogger }),
    adapter,
    { logger: options.logger === false && !options.logStream ? false : nestLogLevels(config.logLevel), bufferLogs: true, abortOnError: false },
  );
  // Every Nest log line goes through pino (nestjs-pino): JSON with the request id of its request.
  if (options.logger !== false || options.logStream) app.useLogger(app.get(PinoNestLogger));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useWebSocketAdapter(new KaraokeIoAdapter(app));

  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(Metrics);
  // Every hook of the HTTP pipeline, in one list: Fastify runs the hooks of each phase in the
  // list's order, and an entry naming others in `after` must follow them (checked here, at start).
  // docs/architecture.md, "Wiring", has the table. Only Bull Board's scope adds a hook of its own
  // (its sign-in check, for its routes alone: queue-dashboard.ts).
  await registerHooks(fastify, [
    requestContext(headers, rootLogger),
    originCheck({ publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins }),
    { name: 'request-shape', phases: ['onRoute', 'onRequest', 'preValidation'], register: registerRequestShape },
    pluginHook('cookies', ['onRequest', 'onSend'], fastifyCookie),
    noStore(SESSION_COOKIE_NAME),
    // Adds its onRequest and onSend to each route, after every hook of this list.
    pluginHook('compression', ['onRoute'], fastifyCompress, { threshold: 1024 }),
    app.get(IdentityHook),
    app.get(ScreenIdentityHook),
    app.get(RoomPollFastPath),
    requestEnd(metrics),
  ]);
  serveMetrics(fastify, metrics, config.metricsToken);

  // Bull Board before Swagger and the front ends (see queue-dashboard.ts).
  const sessions = app.get(SessionResolver);
  const queueDashboard = await registerQueueDashboard(fastify, async (request) => {
    const token = sessions.tokenOf(request);
    return token ? sessions.resolve(token) : undefined;
  });

  setupSwagger(app);
  await serveFrontends(fastify, options.frontendRoots ?? DEFAULT_FRONTEND_ROOTS);

  await app.init();
  queueDashboard.show(app.get(JobsService).bullQueues);
  await fastify.ready();
  return app;
}

/**
 * Security headers (@fastify/helmet's, computed once at start: a page's, or the API's JSON answers'
 * shorter set; see security-headers.ts) and the
 * request id on every answer, first of all so that even the Origin check's 403 carries them and
 * is logged. The rest of the request runs with its id as the current request id (see
 * common/logging), so every line it writes carries reqId.
 */
function requestContext(headers: AnswerHeaders, rootLogger: RootLogger): HttpHook {
  return {
    name: 'request-context',
    phases: ['onRequest'],
    register(fastify: FastifyInstance): void {
      fastify.addHook('onRequest', (request, reply, done) => {
        void reply.headers(headersFor(headers, request.url)).header('X-Request-Id', request.id);
        bindRequestLogger(rootLogger, request.raw, request.id, done);
      });
    },
  };
}

/**
 * Prometheus: every answer by route pattern (never the raw URL, which would explode the series),
 * and the one log line per request.
 */
function requestEnd(metrics: Metrics): HttpHook {
  return {
    name: 'request-end',
    phases: ['onResponse'],
    register(fastify: FastifyInstance): void {
      fastify.addHook('onResponse', (request, reply, done) => {
        metrics.recordRequest(request.method, request.routeOptions.url ?? '(unmatched)', reply.statusCode, reply.elapsedTime / 1000);
        logRequest(request.raw, reply.raw, reply.elapsedTime);
        done();
      });
    },
  };
}

/** GET /metrics (answerMetrics: 404 without METRICS_TOKEN, 401 without its bearer). */
function serveMetrics(
  fastify: ReturnType<NestFastifyApplication['getHttpAdapter']>['getInstance'] extends () => infer F ? F : never,
  metrics: Metrics,
  token: string | undefined,
): void {
  fastify.get('/metrics', async (request, reply) => {
    const answer = await answerMetrics(metrics, token, request.headers.authorization);
    return reply.status(answer.status).headers(answer.headers).type(answer.contentType).send(answer.body);
  });
}
