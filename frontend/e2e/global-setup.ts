import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eLanes } from './lanes';
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

/** What the product's server sees as this machine's network interfaces (support/network-interfaces.mjs). */
export type FakeInterfaces = Record<string, Array<{ address: string; netmask: string; family: 'IPv4' | 'IPv6'; mac: string; internal: boolean; cidr: string }>>;

/** Loopback only: no address phones could reach (as on this machine, whose one interface is public). */
export const LOOPBACK_ONLY: FakeInterfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
};

export interface ProductServer {
  baseUrl: string;
  /** Everything the server printed so far (stdout and stderr), when started with `captureOutput`. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built product (backend/dist/main.js serving frontend/dist and admin/dist) on a free loopback
 * port with a throwaway embedded database and only `env` on top, seeing `interfaces` (default:
 * loopback only) as the machine's network interfaces. `npm test` builds first. Journeys that need
 * a server of their own (one without a YouTube key, say) start one with it.
 */
export async function startProduct(
  env: Record<string, string | undefined>,
  options: {
    interfaces?: FakeInterfaces;
    captureOutput?: boolean;
    /** How long it may take to answer its health check (default 150 s: on a loaded machine the embedded database's first start alone can take a minute). */
    startupMs?: number;
  } = {},
): Promise<ProductServer> {
  // The free port may be taken by another process (a jest test's app, say) before the server
  // binds it; the server then exits with EADDRINUSE, and it is started again on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startProductOnce(env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startProductOnce(
  env: Record<string, string | undefined>,
  options: { interfaces?: FakeInterfaces; captureOutput?: boolean; startupMs?: number },
): Promise<ProductServer> {
  const port = await freePort();
  const given = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const server: ChildProcess = spawn(process.execPath, ['--import', path.join(import.meta.dirname, 'support/network-interfaces.mjs'), 'backend/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      E2E_NETWORK_INTERFACES: JSON.stringify(options.interfaces ?? LOOPBACK_ONLY),
      PORT: String(port),
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      REDIS_URL: '',
      RICKROLL_PROBABILITY: '0',
      LOG_LEVEL: 'warn',
      // The journeys reach only loopback: lyrics are looked up nowhere unless a journey says where
      // (nothing listens on port 9, so LRCLIB is "unreachable" at once); lyrics.e2e.ts has a stub.
      LRCLIB_URL: 'http://127.0.0.1:9',
      ...given,
    },
    // Its output is always read (to tell a taken port), and passed on unless the caller keeps it.
    // The IPC channel carries the ports it listens on (backend/test/support/report-listening.mjs).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // A run that gives up on it (a hook's timeout) must not leave it running.
  const orphan = () => server.kill('SIGKILL');
  process.once('exit', orphan);
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.captureOutput) process.stdout.write(chunk);
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.captureOutput) process.stderr.write(chunk);
  });
  let listening = false;
  server.on('message', (message: { listening?: number }) => (listening ||= message.listening === port));
  server.channel?.unref();
  const baseUrl = `http://127.0.0.1:${port}`;
  const startupMs = options.startupMs ?? 150_000;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (server.exitCode !== null) {
      process.off('exit', orphan);
      const exited = `The server exited with code ${server.exitCode}${output ? `:\n${output}` : ''}`;
      throw output.includes('EADDRINUSE') ? new PortTaken(exited) : new Error(exited);
    }
    try {
      // Only once this server holds the port does an answer on it come from this server.
      if (listening && (await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`The server did not become healthy within ${startupMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      process.off('exit', orphan);
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

/**
 * The product as the journeys know it: the beta code and admin they sign in with, a YouTube key,
 * and every YouTube address (Data API, web search, oEmbed) on the stub at `youtubeUrl`.
 */
export function startProductServer(options: {
  youtubeUrl: string;
  interfaces: FakeInterfaces;
  env?: Record<string, string>;
  captureOutput?: boolean;
  startupMs?: number;
}): Promise<ProductServer> {
  return startProduct(
    {
      BETA_CODES: E2E_BETA_CODE,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      YOUTUBE_API_KEY: 'e2e-youtube-key',
      YOUTUBE_API_BASE_URL: options.youtubeUrl,
      // Keyless search (past the hour's API budget) and pasted links go to the stub too.
      YOUTUBE_INNERTUBE_URL: options.youtubeUrl,
      YOUTUBE_OEMBED_URL: `${options.youtubeUrl}/oembed`,
      // Every journey signs in from this one address, a few dozen times a run.
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      // And signs up more accounts there than the default 50 an hour that one address may.
      REGISTER_RATE_LIMIT: '1000',
      // And all of them search on this one server within the hour: past the live-search budget
      // search would go keyless, whose stub answers fewer songs (songs-search.e2e.ts covers that).
      YOUTUBE_LIVE_SEARCHES_PER_HOUR: '1000',
      YOUTUBE_LIVE_SEARCHES_PER_PERSON: '1000',
      // Every run of this job fails on purpose: the Jobs-tab journey watches it fail and retry.
      JOB_FAILURE_DRILL: 'jobs.prune-ticks',
      ...options.env,
    },
    options,
  );
}

/** The journeys' servers, one a lane: loopback only, so invites keep the page's own address wherever they run. */
export default async function setup(project: TestProject) {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html', 'admin/dist/index.html']) {
    if (!fs.existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run "npm run build" first.`);
  }
  const youtube = new YoutubeStub();
  const youtubeUrl = await youtube.start();
  const started = await Promise.allSettled(Array.from({ length: e2eLanes() }, () => startProductServer({ youtubeUrl, interfaces: LOOPBACK_ONLY })));
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await youtube.stop();
  };
  const failed = started.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('youtubeUrl', youtubeUrl);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The lanes' servers, by lane (laneBaseUrl in e2e/browser.ts picks this worker's). */
    baseUrls: string[];
    /** The YouTube Data API stub's address, for servers a journey starts itself. */
    youtubeUrl: string;
  }
}
