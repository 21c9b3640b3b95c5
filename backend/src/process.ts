import { type INestApplicationContext, Logger } from '@nestjs/common';

const MIN_NODE = [20, 19];

/** NestJS 12 and its dependencies need Node 20.19+; say so plainly instead of failing obscurely. */
export function checkNodeVersion(): void {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    console.error(`Karaoke Party needs Node.js ${MIN_NODE.join('.')} or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

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
