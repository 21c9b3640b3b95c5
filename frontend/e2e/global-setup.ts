import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// The YouTube Data API is not reachable here: the backend's own test stub speaks its real JSON.
import { YoutubeStub } from '../../backend/test/support/youtube-stub';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_BETA_CODE = 'E2E-BETA';
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the real product (backend/dist/main.js serving frontend/dist and admin/dist) on a free
 * port with a throwaway embedded database. `npm test` builds first.
 */
export default async function setup(project: TestProject) {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html', 'admin/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run "npm run build" first.`);
  }
  const youtube = new YoutubeStub();
  const youtubeUrl = await youtube.start();
  const server = await startProduct({
    BETA_CODES: E2E_BETA_CODE,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    YOUTUBE_API_KEY: 'e2e-youtube-key',
    YOUTUBE_API_BASE_URL: youtubeUrl,
    // Keyless search (past the hour's API budget) and pasted links go to the stub too.
    YOUTUBE_INNERTUBE_URL: youtubeUrl,
    YOUTUBE_OEMBED_URL: `${youtubeUrl}/oembed`,
    // Every journey signs in from this one address, a few dozen times a run.
    LOGIN_ADDRESS_RATE_LIMIT: '1000',
    // Every run of this job fails on purpose: the Jobs-tab journey watches it fail and retry.
    JOB_FAILURE_DRILL: 'jobs.prune-ticks',
  });
  const baseUrl = server.baseUrl;
  project.provide('baseUrl', baseUrl);
  return async () => {
    await server.stop();
    await youtube.stop();
  };
}

/**
 * The built product on a free loopback port with a throwaway embedded database and `env` on top
 * (journeys that need a server of their own, e.g. one without a YouTube key, start one too).
 */
export async function startProduct(env: Record<string, string | undefined>): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      REDIS_URL: '',
      RICKROLL_PROBABILITY: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A run that gives up on it (a hook's timeout) must not leave it running.
  const orphan = () => server.kill('SIGKILL');
  process.once('exit', orphan);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a loaded machine the embedded database's first start alone can take a minute.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('The server did not become healthy within 150 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      process.off('exit', orphan);
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
