import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { PGLITE_EXTENSIONS } from '../../src/database/embedded-database.js';
import { ENTITIES } from '../../src/entities.js';

/**
 * Each test suite gets its own migrated database without paying for a new cluster each time:
 * global setup migrates one template (a PGlite directory, or a PostgreSQL database when
 * DATABASE_URL is set) and every suite copies it.
 */
export const TEMPLATE_ENV = 'KP_TEST_TEMPLATE';

export function serverUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl(databaseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds and migrates the template; returns its location (a directory or a database name). */
export async function createTemplate(): Promise<string> {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (process.env.DATABASE_URL) {
    const name = `kp_template_${tag}`;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE "${name}"`);
    const dataSource = new DataSource(dataSourceOptions({ url: serverUrl(process.env.DATABASE_URL, name) }, ENTITIES));
    await dataSource.initialize();
    await dataSource.destroy();
    return name;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-template-'));
  const pglite = await PGlite.create(path.join(dir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
  const dataSource = new DataSource(dataSourceOptions({ pglite }, ENTITIES));
  await dataSource.initialize();
  await dataSource.destroy();
  await pglite.close();
  return dir;
}

export async function dropTemplate(template: string): Promise<void> {
  if (process.env.DATABASE_URL) {
    await adminQuery(process.env.DATABASE_URL, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  } else {
    fs.rmSync(template, { recursive: true, force: true });
  }
}

export interface TestDatabase {
  /** Environment for loadConfig: DATABASE_URL of a fresh database, or DATA_DIR of a fresh PGlite copy. */
  env: Record<string, string | undefined>;
  drop(): Promise<void>;
}

/** A fresh migrated database for one suite (or one app group inside a suite). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('The jest global setup did not create a template database.');
  if (process.env.DATABASE_URL) {
    const name = `kp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    return {
      env: { DATABASE_URL: serverUrl(process.env.DATABASE_URL, name), DATA_DIR: undefined },
      drop: () => adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-test-'));
  fs.cpSync(template, dir, { recursive: true });
  return {
    env: { DATABASE_URL: undefined, DATA_DIR: dir },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
