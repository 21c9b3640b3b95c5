import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

/**
 * One set of options for both modes: PostgreSQL through `pg`, or the embedded PGlite reached
 * through the same `pg` driver: one client, no poolSize, a connect timeout so a mistake fails instead
 * of hanging (docs/architecture.md "The embedded database: one client").
 */
export function dataSourceOptions(target: { url: string } | { pglite: PGlite }): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    logging: ['error' as const, 'migration' as const],
  };
  if ('url' in target) {
    return { ...common, url: target.url, extra: { max: 20, connectionTimeoutMillis: 10_000 } };
  }
  return { ...common, extra: { ...createPgConfig(target.pglite), connectionTimeoutMillis: 15_000 } };
}
