import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { Logger, type LogLevel as NestLogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { registerOriginCheck } from './common/http/origin-check.js';
import { DEFAULT_FRONTEND_ROOTS, type FrontendRoots, serveFrontends } from './common/http/static-frontends.js';
import { setupSwagger } from './common/http/swagger.js';
import { createValidationPipe } from './common/http/validation.js';
import { RequestMetrics } from './common/metrics/request-metrics.js';
import type { AppConfig, LogLevel } from './config/env.js';
import { KaraokeIoAdapter } from './realtime/redis-io.adapter.js';

export interface CreateAppOptions {
  config: AppConfig;
  /** Take jobs off the BullMQ queue in this process (REDIS_URL mode). Default true. */
  runWorkers?: boolean;
  /** Run cron schedules in this process. Default true. */
  runSchedules?: boolean;
  frontendRoots?: FrontendRoots;
  /** false silences Nest's logger (tests). */
  logger?: false;
}

const LEVELS: NestLogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

export function nestLogLevels(level: LogLevel): NestLogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

/**
 * Builds the whole HTTP application (API, Socket.IO, Swagger, front ends) without listening.
 * main.ts listens; tests use it as is.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const { config } = options;
  const adapter = new FastifyAdapter({
    // Fastify accepts a hop count too, though its types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets are closed at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, { runWorkers: options.runWorkers ?? true, runSchedules: options.runSchedules ?? true }),
    adapter,
    { logger: options.logger ?? nestLogLevels(config.logLevel), abortOnError: false },
  );

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useWebSocketAdapter(new KaraokeIoAdapter(app));

  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The YouTube IFrame player API and its iframe (SPEC §2: the player is loaded from YouTube).
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
  });
  registerOriginCheck(fastify, { publicUrl: config.publicUrl, allowedOrigins: config.allowedOrigins });
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { threshold: 1024 });

  const requestLog = new Logger('HTTP');
  const metrics = app.get(RequestMetrics);
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.url.startsWith('/api/')) metrics.record(reply.statusCode, reply.elapsedTime);
    if (request.url !== '/api/health') {
      requestLog.log(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
    }
    done();
  });

  setupSwagger(app);
  await serveFrontends(fastify, options.frontendRoots ?? DEFAULT_FRONTEND_ROOTS);

  await app.init();
  await fastify.ready();
  return app;
}
