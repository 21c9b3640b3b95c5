import './require-supported-node.js';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { nestLogLevels } from './app.factory.js';
import { serveWorkerMetrics } from './common/metrics/metrics-endpoint.js';
import { Metrics } from './common/metrics/metrics.service.js';
import { ConfigError, loadConfig } from './config/env.js';
import { installShutdown } from './process.js';

/**
 * `npm run worker`: a process that runs BullMQ workers and schedules, and serves no HTTP but
 * GET /metrics on METRICS_PORT when METRICS_TOKEN is set (the jobs it runs are counted there).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) {
    console.error('The worker needs REDIS_URL: without Redis, jobs run inside the API process (npm start).');
    process.exit(1);
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, { runWorkers: true, runSchedules: true }), {
    logger: nestLogLevels(config.logLevel),
    bufferLogs: true,
  });
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  const metrics = await serveWorkerMetrics(app.get(Metrics), config.metricsToken, config.metricsPort);
  installShutdown(app);
  new Logger('Worker').log(`Worker started: processing jobs from Redis${metrics ? `; GET /metrics on port ${config.metricsPort}` : ''}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
