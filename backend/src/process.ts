import { type INestApplicationContext, Logger } from '@nestjs/common';

/**
 * SIGTERM/SIGINT: stop taking requests, let in-flight ones finish, close sockets, workers and the
 * database (Nest's close runs every shutdown hook), then exit. A stuck shutdown is cut at 15 s.
 */
export function installShutdown(app: INestApplicationContext): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: draining requests and closing connections`);
    const timer = setTimeout(() => {
      logger.error('Shutdown took longer than 15 s; exiting anyway');
      process.exit(1);
    }, 15_000);
    timer.unref();
    app
      .close()
      .then(() => {
        logger.log('Closed cleanly');
        process.exit(0);
      })
      .catch((error: Error) => {
        logger.error(`Shutdown failed: ${error.message}`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
