// Small helpers shared by the root scripts (start, dev, test, bench). Plain Node, no dependencies,
// so they run right after `npm install` on a fresh machine.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Node's flags for the server's processes (npm start, the worker, the benchmark; the Docker image's
 * CMD says the same). V8's young generation capped at 16 MB a half, Node 20's own size: Node 24 lets
 * it grow larger, which held about 100 MB more a process in the fan-out burst for no gain in time or
 * CPU (README, Capacity).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=16'];
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Text without the terminal's colour codes (test runners colour their output on a terminal). */
export function plainText(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

/** Loads ROOT/.env into process.env without overriding variables that are already set. */
export function loadDotEnv() {
  const file = path.join(ROOT, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, name, raw] = match;
    if (process.env[name] !== undefined) continue;
    process.env[name] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
}

/** GNU time, when the machine has it (Debian's `time`): what a command's process tree used of the CPU. */
const GNU_TIME = '/usr/bin/time';
const hasGnuTime = existsSync(GNU_TIME);

/**
 * Runs a command; resolves with its exit code. Its output is inherited, or with `log` (a function
 * taking text) handed to that instead, so that `npm test` can keep each parallel phase's output
 * together. When `log.cpu` is an array, the CPU seconds the command and every process it waited
 * for used (user + system, from GNU time) are pushed onto it: `npm test`'s table shows them.
 */
export function run(command, args, { log, ...options } = {}) {
  const timed = Array.isArray(log?.cpu) && hasGnuTime ? path.join(os.tmpdir(), `kp-cpu-${process.pid}-${++timedRuns}`) : undefined;
  return new Promise((resolve) => {
    const [file, argv] = timed ? [GNU_TIME, ['-q', '-f', '%U %S', '-o', timed, command, ...args]] : [command, args];
    const child = spawn(file, argv, { cwd: ROOT, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    if (log) {
      child.stdout.setEncoding('utf8').on('data', log);
      child.stderr.setEncoding('utf8').on('data', log);
    }
    // 'close', not 'exit': the piped output has been read to its end by then.
    child.on('close', (code, signal) => {
      if (timed) {
        const [user, system] = (existsSync(timed) ? readFileSync(timed, 'utf8') : '').trim().split(/\s+/).map(Number);
        if (Number.isFinite(user) && Number.isFinite(system)) log.cpu.push(user + system);
        rmSync(timed, { force: true });
      }
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      (log ?? console.error)(`Could not run ${command}: ${error.message}\n`);
      resolve(1);
    });
  });
}
let timedRuns = 0;

export function npm(args, options) {
  return run(NPM, args, options);
}

function newestMtime(entry, ignore) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (ignore.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name), ignore));
  }
  return newest;
}

const IGNORED = new Set(['node_modules', 'dist', 'coverage', 'e2e', 'test-results']);

/**
 * The three builds and the sources each depends on. A build is stale when any source is newer
 * than the stamp written after its last successful build (or when the stamp is missing).
 */
export const BUILDS = [
  {
    workspace: 'backend',
    stamp: 'backend/dist/.build-stamp',
    sources: ['backend/src', 'backend/package.json', 'backend/tsconfig.json', 'backend/tsconfig.build.json', 'tsconfig.json'],
  },
  {
    workspace: 'frontend',
    stamp: 'frontend/dist/.build-stamp',
    sources: ['frontend/src', 'frontend/index.html', 'frontend/public', 'frontend/package.json', 'frontend/vite.config.ts', 'frontend/tsconfig.json'],
  },
  {
    workspace: 'admin',
    stamp: 'admin/dist/.build-stamp',
    sources: ['admin/src', 'admin/index.html', 'admin/public', 'admin/package.json', 'admin/vite.config.ts', 'admin/tsconfig.json'],
  },
];

export function isStale(build) {
  const stamp = path.join(ROOT, build.stamp);
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return build.sources.some((source) => newestMtime(path.join(ROOT, source), IGNORED) > built);
}

/**
 * Builds one workspace when stale (or always when force); returns false when the build failed.
 * `typecheck: false` is for `npm test`, which typechecks each workspace in a phase of its own: the
 * apps' build is then Vite alone (their `npm run build` typechecks first), and the backend's is
 * tsc's emit without its checks (`--noCheck`: the same files, in half the time).
 */
export async function buildWorkspace(build, { force = false, typecheck = true, log } = {}) {
  if (!force && !isStale(build)) {
    log?.(`The ${build.workspace} build is up to date.\n`);
    return true;
  }
  (log ?? ((text) => process.stdout.write(text)))(`Building ${build.workspace}…\n`);
  const unchecked = { backend: ['tsc', '-p', 'tsconfig.build.json', '--noCheck'], frontend: ['vite', 'build'], admin: ['vite', 'build'] }[build.workspace];
  const code = await npm(typecheck ? ['run', 'build', '-w', build.workspace] : ['exec', '-w', build.workspace, '--', ...unchecked], { log });
  if (code !== 0) {
    (log ?? ((text) => process.stderr.write(text)))(`The ${build.workspace} build failed (exit code ${code}).\n`);
    return false;
  }
  writeFileSync(path.join(ROOT, build.stamp), new Date().toISOString() + '\n');
  return true;
}

/** Builds every stale workspace (or all when force; only those named in `only`, when given); returns false when a build failed. */
export async function buildStale({ force = false, only } = {}) {
  for (const build of BUILDS) {
    if (only && !only.includes(build.workspace)) continue;
    if (!(await buildWorkspace(build, { force }))) return false;
  }
  return true;
}

/** Runs task over items with at most `limit` at once (the benchmark's seeding and connecting). */
export async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
