import { watch, type FSWatcher } from 'node:fs';

/**
 * Watches the library's folders for any change in them (docs/performance.md "The host's library"):
 * one fs.watch a folder, which the system tells of every file added, changed or removed in it,
 * where chokidar watched every file on its own (10,000 watches and as many stats for 10,000 files,
 * 1.6 s of CPU at start). `watch` is given the folders each scan found, so a new folder is watched
 * from the scan that finds it and a removed one is let go.
 */
export class FolderWatcher {
  private readonly watchers = new Map<string, FSWatcher>();
  private closed = false;

  constructor(
    private readonly changed: () => void,
    private readonly warn: (message: string) => void,
  ) {}

  /** Watches exactly these folders; answers how many were not watched before. */
  watch(folders: readonly string[]): number {
    if (this.closed) return 0;
    const wanted = new Set(folders);
    for (const [folder, watcher] of this.watchers) {
      if (wanted.has(folder)) continue;
      watcher.close();
      this.watchers.delete(folder);
    }
    let added = 0;
    for (const folder of wanted) {
      if (this.watchers.has(folder)) continue;
      try {
        // Not persistent: a watcher alone does not keep the process up.
        const watcher = watch(folder, { persistent: false }, () => this.changed());
        watcher.on('error', (error) => {
          // The folder went away (its parent's watcher saw it too) or the system refused: the next scan decides.
          watcher.close();
          if (this.watchers.get(folder) === watcher) this.watchers.delete(folder);
          this.warn(`The library watcher stopped seeing changes in ${folder}: ${String(error)}`);
          this.changed();
        });
        this.watchers.set(folder, watcher);
        added++;
      } catch (error) {
        // Gone since the listing: its parent's watcher saw it go. Anything else (out of watches: ENOSPC) is said.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.warn(`The library watcher cannot watch ${folder}: ${String(error)}`);
      }
    }
    return added;
  }

  /** The folders watched now (tests). */
  get folders(): string[] {
    return [...this.watchers.keys()];
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }
}
