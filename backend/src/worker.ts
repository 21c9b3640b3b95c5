import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { nestLogLevels } from './app.factory.js';
import { ConfigError, loadConfig } from './config/env.js';
import { checkNodeVersion, installShutdown } from './process.js';

/** `npm run worker`: a process that runs BullMQ workers and schedules, and serves no HTTP. */
async function main(): Promise<void> {
  checkNodeVersion();
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
  installShutdown(app);
  new Logger('Worker').log('Worker started: processing jobs from Redis');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
