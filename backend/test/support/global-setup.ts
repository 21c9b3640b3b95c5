import 'reflect-metadata';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';

/**
 * Jest loads global setup through its CommonJS require, where moduleNameMapper does not apply:
 * map the source's `.js` imports to the `.ts` files beside them, as the mapper does for the suites.
 */
function resolveTsSources(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = loader._resolveFilename;
  loader._resolveFilename = function (request: string, ...rest: unknown[]) {
    if (request.startsWith('.') && request.endsWith('.js')) {
      try {
        return original.call(this, `${request.slice(0, -3)}.ts`, ...rest);
      } catch {
        // not a TypeScript source: resolve as asked
      }
    }
    return original.call(this, request, ...rest);
  };
}

/** Where global teardown finds the directory to remove. */
const MEMORY_TMPDIR_ENV = 'KP_TEST_TMPDIR';
/** Free space /dev/shm must have for the suite's files (each suite's PGlite copy is about 40 MB). */
const MEMORY_TMPDIR_MIN_BYTES = 2 * 2 ** 30;

/**
 * The suites' temporary files (each suite's copy of the template database, PGlite's writes and
 * fsyncs, the fault tests' own servers) go to a directory in /dev/shm when it has room: on a
 * virtual disk, copying and deleting those files took about a third of a suite's time. Workers
 * inherit TMPDIR, so os.tmpdir() there is this directory; global teardown removes it. Elsewhere
 * (no /dev/shm, or a container's small one) they stay in the system's temporary directory.
 */
function useMemoryTmpdir(): void {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize < MEMORY_TMPDIR_MIN_BYTES) return;
    const dir = fs.mkdtempSync(path.join('/dev/shm', 'kp-tests-'));
    // Others may go through it, as through /tmp: the fault tests run a PostgreSQL server of their own as the postgres user.
    fs.chmodSync(dir, 0o755);
    process.env.TMPDIR = dir;
    process.env[MEMORY_TMPDIR_ENV] = process.env.TMPDIR;
  } catch {
    // no /dev/shm here
  }
}

export default async function globalSetup(): Promise<void> {
  resolveTsSources();
  useMemoryTmpdir();
  const { TEMPLATE_ENV, createTemplate } = await import('./test-database.js');
  const started = Date.now();
  process.env[TEMPLATE_ENV] = await createTemplate();
  console.log(
    `\nTest database template (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ready in ${Date.now() - started} ms; ` +
      `jobs ${process.env.REDIS_URL ? 'on BullMQ/Redis' : 'in-process'}; temporary files in ${process.env.TMPDIR ?? '/tmp'}`,
  );
}
