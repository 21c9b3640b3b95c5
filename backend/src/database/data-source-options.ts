import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type { DataSourceOptions } from 'typeorm';
import { AppSetting } from './app-setting.entity.js';
import { MIGRATIONS } from './migrations/index.js';

/** An entity class, as a module lists it beside its entities. */
export type EntityClass = abstract new (...args: never[]) => object;

/**
 * One set of options for both modes: PostgreSQL through `pg`, or the embedded PGlite reached
 * through the same `pg` driver: one client, no poolSize, a connect timeout so a mistake fails instead
 * of hanging (docs/architecture.md "The embedded database: one client"). The product's entities
 * come from the caller (the composition root's `ENTITIES`, src/entities.ts): this module adds only
 * its own app_settings and imports no module's entity.
 */
export function dataSourceOptions(target: { url: string } | { pglite: PGlite }, entities: readonly EntityClass[]): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: [...entities, AppSetting],
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
