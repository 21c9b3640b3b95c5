import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Processes that fault tests start, break and clean up themselves, all on loopback: the real
 * server (src/main.ts run from source) or worker (src/worker.ts), a throwaway PostgreSQL cluster and a
 * throwaway Redis.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`Timed out waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
}

const BACKEND = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, stdout and stderr. */
  output(): string;
  exited(): boolean;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerOptions {
  /** Answer once the process listens, healthy or not (/api/health may say 503). */
  healthy?: boolean;
  /** The port to listen on (a restarted instance comes back at its old address); a free one by default. */
  port?: number;
  /** Extra node flags, ahead of the entry point (e.g. --expose-gc). */
  nodeArgs?: string[];
  /** Run the build (dist/main.js, which must be current) instead of the sources. */
  built?: boolean;
}

/** Starts the real server (src/main.ts, compiled on the fly by swc) and waits until /api/health answers. */
export async function startServer(env: Record<string, string | undefined>, options: ServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  return startFromSource(
    'src/main.ts',
    { ...env, PORT: String(port) },
    port,
    'the server to answer /api/health',
    async (url) => {
      const res = await fetch(`${url}/api/health`);
      return options.healthy === false || res.status === 200 ? true : undefined;
    },
    options,
  );
}

/**
 * Starts a real worker (src/worker.ts, `npm run worker`) with its metrics listener on a free
 * METRICS_PORT, and waits until that answers; `url` is the listener's. Needs REDIS_URL and METRICS_TOKEN in env.
 */
export async function startWorker(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  return startFromSource('src/worker.ts', { ...env, METRICS_PORT: String(port) }, port, 'the worker to answer /metrics', async (url) => {
    await fetch(`${url}/metrics`);
    return true;
  });
}

async function startFromSource(
  entry: string,
  env: Record<string, string | undefined>,
  port: number,
  what: string,
  ready: (url: string) => Promise<true | undefined>,
  options: Pick<ServerOptions, 'nodeArgs' | 'built'> = {},
): Promise<ServerProcess> {
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    DATA_DIR: undefined,
    NODE_OPTIONS: undefined,
    ...env,
  })) {
    if (v !== undefined) childEnv[k] = v;
  }
  const url = `http://127.0.0.1:${port}`;
  // The child tells over IPC which ports it listens on (report-listening.mjs): an answer on the port
  // counts only once this child holds it, not another process that took the free port meanwhile.
  const command = options.built ? ['dist/main.js'] : ['--import', './test/support/ts-node/register.mjs', entry];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', './test/support/report-listening.mjs', ...command], {
    cwd: BACKEND,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let listening = false;
  child.on('message', (message: { listening?: number }) => (listening ||= message.listening === port));
  child.channel?.unref();
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    exited: () => exited,
    async stop(signal = 'SIGTERM') {
      if (!exited) child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exit, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
      clearTimeout(timer);
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
  try {
    await waitFor(
      what,
      async () => {
        if (exited) throw new Error(`the process exited:\n${output}`);
        return listening ? ready(url) : undefined;
      },
      // A hang guard, as the journeys' servers have (frontend/e2e/global-setup.ts): compiling the
      // sources and starting took over 60 s in CI while other work filled both cores.
      150_000,
    );
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

const execFileAsync = promisify(execFile);

const PG_BIN = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
})();

/** Whether a throwaway PostgreSQL cluster can be made here (the server binaries are installed). */
export const canRunPostgresCluster = PG_BIN !== undefined;

/**
 * A throwaway PostgreSQL cluster on its own port and directory (trust auth, user postgres). As
 * root, initdb and pg_ctl run as the postgres system user, since PostgreSQL refuses root.
 */
export class PostgresCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PostgresCluster> {
    if (!PG_BIN) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-pgfault-'));
    const cluster = new PostgresCluster(dir, await freePort());
    fs.chmodSync(dir, 0o777);
    await cluster.run('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
    const client = new pg.Client({ connectionString: cluster.url('postgres') });
    await client.connect();
    await client.query('CREATE DATABASE karaoke');
    await client.end();
    return cluster;
  }

  get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  url(database = 'karaoke'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Runs a server tool without blocking this process (a soak's phones and proxy keep running meanwhile). */
  private async run(tool: string, args: string[]): Promise<void> {
    const command = path.join(PG_BIN!, tool);
    const asRoot = process.getuid?.() === 0;
    await execFileAsync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args);
  }

  async start(): Promise<void> {
    await this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  }

  async stop(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async dispose(): Promise<void> {
    try {
      await this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Whether a throwaway redis-server can be started here. */
export const canRunRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A throwaway redis-server on its own port, without persistence. */
export class RedisProcess {
  private child?: ChildProcess;
  private constructor(readonly port: number) {}

  static async create(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    this.child = child;
    await waitFor(
      'redis-server to accept connections',
      () =>
        new Promise<true | undefined>((resolve) => {
          const socket = net.connect(this.port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(undefined));
        }),
      10_000,
      100,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    // Killed by a signal, a process has a signalCode and no exitCode.
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}
