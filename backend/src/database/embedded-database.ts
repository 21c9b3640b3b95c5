import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations use (trigram indexes for the admin searches), loaded into PGlite. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's settings inside PGlite. Its WebAssembly memory only grows, so every buffer it ever
 * touches stays in the process's RSS: 16 MB of shared buffers instead of PostgreSQL's 128 MB hold
 * a party's working set (rooms, people, queues) and cut the server's RSS by about 130 MB
 * (docs/performance.md §2); the operating system's file cache still holds the data files.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** Raised when another process already serves the embedded database in the same DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already in use by another Karaoke Party process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another directory, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

const openInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite keeps no lock of its own, and two processes writing one data directory corrupt it.
 * A lock file holding our pid makes the second process refuse to start; a lock left by a
 * process that died is taken over.
 */
function takeLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'karaoke.lock');
  if (openInThisProcess.has(dataDir)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      openInThisProcess.add(dataDir);
      return () => {
        openInThisProcess.delete(dataDir);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}.`);
}

export interface EmbeddedHandle {
  pglite: PGlite;
  close(): Promise<void>;
}

/**
 * Opens the embedded PostgreSQL (PGlite) whose files live in `${dataDir}/pgdata`, or an in-memory
 * one for 'memory://'. The caller owns the handle and must close it.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<EmbeddedHandle> {
  if (dataDir === 'memory://') {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
    return { pglite, close: () => pglite.close() };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const release = takeLock(dataDir);
  try {
    const pglite = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
    let closed = false;
    return {
      pglite,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
