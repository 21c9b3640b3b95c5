import './require-supported-node.js';
import './warm-code.js';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { AccountsBootstrap } from './auth/accounts-bootstrap.service.js';
import { ConfigError, loadConfig } from './config/env.js';
import { NetworkInterfacesReader } from './network/lan-address.js';
import { servingLine } from './network/serving-line.js';
import { installShutdown } from './process.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({ config });
  installShutdown(app);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const logger = new Logger('Karaoke Party');
  logger.log(servingLine(config, config.publicUrl ? null : app.get(NetworkInterfacesReader).lanAddress()));
  logger.log(
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}; ` +
      `jobs: ${config.redisUrl ? 'BullMQ on Redis' : 'in-process'}`,
  );
  // Printed whatever LOG_LEVEL says: the first start's admin login and the beta code.
  for (const line of app.get(AccountsBootstrap).startupLines()) console.log(line);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
