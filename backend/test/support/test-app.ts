import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { createApp } from '../../src/app.factory.js';
import { Clock } from '../../src/common/clock.js';
import type { FrontendRoots } from '../../src/common/http/static-frontends.js';
import { type AppConfig, loadConfig } from '../../src/config/env.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestAppOptions {
  /** Extra environment variables (e.g. BETA_CODES); DATABASE_URL/DATA_DIR/REDIS_URL are managed here. */
  env?: Record<string, string | undefined>;
  runWorkers?: boolean;
  frontendRoots?: FrontendRoots;
  /** Capture the JSON log lines here (tests that read logs); otherwise the app logs nothing. */
  logStream?: DestinationStream;
  /** Reuse a database (and Redis prefix) of another test app, to run several instances on one database. */
  shareWith?: TestApp;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  database: TestDatabase;
  /** The Node http.Server, for supertest. */
  server: ReturnType<NestFastifyApplication['getHttpServer']>;
  close(): Promise<void>;
}

const NO_FRONTENDS: FrontendRoots = { frontend: '/nonexistent/frontend', admin: '/nonexistent/admin' };

/**
 * Boots the real application on a fresh migrated database: PGlite by default, PostgreSQL when
 * DATABASE_URL is set, BullMQ and the Redis adapter when REDIS_URL is set (CI sets both).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const owned = !options.shareWith;
  const database = options.shareWith?.database ?? (await createTestDatabase());
  const config = loadConfig({
    RICKROLL_PROBABILITY: '0',
    LOG_LEVEL: 'error',
    BETA_CODES: 'TEST-BETA-CODE',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin-password-123',
    // Tests sign many people in from one address.
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_ADDRESS_RATE_LIMIT: '100000',
    REGISTER_RATE_LIMIT: '100000',
    GUEST_JOIN_RATE_LIMIT: '100000',
    SEARCH_RATE_LIMIT: '100000',
    QUEUE_ADD_RATE_LIMIT: '100000',
    PROFILE_UPDATE_RATE_LIMIT: '100000',
    ROOM_CODE_RATE_LIMIT: '100000',
    ROOM_CODE_ADDRESS_RATE_LIMIT: '100000',
    YOUTUBE_LIVE_SEARCHES_PER_PERSON: '100000',
    YOUTUBE_LIVE_SEARCHES_PER_HOUR: '100000',
    CONNECTIONS_PER_ADDRESS: '0',
    // Tests reach only loopback: keyless search is off unless a test turns it on and points it at
    // its stub; the guard address refuses at once (port 9, nothing listens).
    YOUTUBE_SEARCH: 'api',
    YOUTUBE_INNERTUBE_URL: 'http://127.0.0.1:9',
    // Lyrics likewise: a test that wants them points LRCLIB_URL at its stub (support/lrclib-stub.ts).
    LRCLIB_URL: 'http://127.0.0.1:9',
    ...options.env,
    ...database.env,
    REDIS_URL: process.env.REDIS_URL,
  });
  config.redisPrefix = options.shareWith?.config.redisPrefix ?? `kp-test-${randomBytes(4).toString('hex')}`;
  const app = await createApp({
    config,
    runWorkers: options.runWorkers ?? true,
    runSchedules: false,
    frontendRoots: options.frontendRoots ?? NO_FRONTENDS,
    logger: false,
    logStream: options.logStream,
  });
  return {
    app,
    config,
    database,
    server: app.getHttpServer(),
    async close() {
      await app.close();
      if (owned) await database.drop();
    },
  };
}

/**
 * A test app for the enclosing describe block (started before its tests, closed after them) whose
 * Clock goes back to real time after each test; `keep` receives the app and its clock, e.g.
 * `useClockedApp((started) => ({ t, clock } = started))`.
 */
export function useClockedApp(keep: (started: { t: TestApp; clock: Clock }) => void, options?: TestAppOptions): void {
  let started: { t: TestApp; clock: Clock } | undefined;
  beforeAll(async () => {
    const t = await startTestApp(options);
    started = { t, clock: t.app.get(Clock) };
    keep(started);
  });
  afterEach(() => started?.clock.reset());
  afterAll(() => started?.t.close());
}
