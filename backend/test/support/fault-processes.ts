import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Processes that fault tests start, break and clean up themselves, all on loopback: the real
 * server (src/main.ts run from source), a throwaway PostgreSQL cluster and a throwaway Redis.
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

/** Starts the real server (src/main.ts, compiled on the fly by swc) and waits until /api/health answers. */
export async function startServer(env: Record<string, string | undefined>, options: { healthy?: boolean } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries({
    ...process.env,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    DATA_DIR: undefined,
    NODE_OPTIONS: undefined,
    ...env,
    PORT: String(port),
  })) {
    if (v !== undefined) childEnv[k] = v;
  }
  const child = spawn(process.execPath, ['--import', './test/support/ts-node/register.mjs', 'src/main.ts'], {
    cwd: BACKEND,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const url = `http://127.0.0.1:${port}`;
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
      'the server to answer /api/health',
      async () => {
        if (exited) throw new Error(`the server exited:\n${output}`);
        const res = await fetch(`${url}/api/health`);
        return options.healthy === false || res.status === 200 ? true : undefined;
      },
      60_000,
    );
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

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
    cluster.run('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
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

  private run(tool: string, args: string[]): void {
    const command = path.join(PG_BIN!, tool);
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { stdio: 'pipe' });
  }

  async start(): Promise<void> {
    this.run('pg_ctl', [
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
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async dispose(): Promise<void> {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

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
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}
