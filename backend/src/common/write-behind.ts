import type { Logger } from '@nestjs/common';

/** Values wait at most this long before they are written. */
export const WRITE_BEHIND_FLUSH_MS = 1000;
const BATCH_SIZE = 1000;
/** Beyond this many unwritten keys (the database is down), new ones are written through. */
const MAX_WAITING = 100_000;

export interface WriteBehindOptions<K, V> {
  /** What is written, for the log: "activity of sessions". */
  what: string;
  logger: Logger;
  /** Writes a batch in one statement (keys are distinct). */
  write: (batch: [K, V][]) => Promise<void>;
  /** Two values for one key: the one to keep (default: the newer). */
  merge?: (older: V, newer: V) => V;
  /** Whether a failed batch may be tried again (false once the database is gone for good). */
  retryable?: () => boolean;
}

/**
 * Last-value-wins writes kept in memory and written together within a second, off the request's
 * path (docs/performance.md, "Activity written behind"): a burst of phones costs one statement a
 * second, not one each. Readers that need the exact value call flush() first. close() writes what
 * waits and turns the writer write-through, so a use recorded while the server drains is written
 * before the database closes and never lost.
 */
export class WriteBehind<K, V> {
  private waiting = new Map<K, V>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private through = false;

  constructor(private readonly options: WriteBehindOptions<K, V>) {}

  /** Records a value; resolves at once (written within a second), or once written after close(). */
  set(key: K, value: V): Promise<void> {
    const older = this.waiting.get(key);
    this.waiting.set(key, older === undefined ? value : (this.options.merge?.(older, value) ?? value));
    if (this.through || this.waiting.size > MAX_WAITING) return this.flush();
    this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_FLUSH_MS).unref();
    return Promise.resolve();
  }

  /** The value waiting for this key, if any (memory first, for readers of the row). */
  pending(key: K): V | undefined {
    return this.waiting.get(key);
  }

  get size(): number {
    return this.waiting.size;
  }

  /** Writes every waiting value now; resolves when written (or given up on, logged). */
  flush(): Promise<void> {
    if (this.waiting.size === 0) return this.flushing;
    this.flushing = this.flushing.then(() => this.writeWaiting());
    return this.flushing;
  }

  /** Writes what waits and writes every later value at once (shutdown). */
  async close(): Promise<void> {
    this.through = true;
    await this.flush();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async writeWaiting(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.waiting.size > 0) {
      const batch: [K, V][] = [];
      for (const entry of this.waiting) {
        batch.push(entry);
        if (batch.length === BATCH_SIZE) break;
      }
      for (const [key] of batch) this.waiting.delete(key);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.logger.warn(`Could not record the ${this.options.what} (${batch.length}): ${(error as Error).message}`);
        if (this.options.retryable?.() ?? true) {
          // Kept for the next try unless a newer value came meanwhile.
          for (const [key, value] of batch) {
            const newer = this.waiting.get(key);
            this.waiting.set(key, newer === undefined ? value : (this.options.merge?.(value, newer) ?? newer));
          }
          if (!this.through) this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_FLUSH_MS * 5).unref();
        }
        return;
      }
    }
  }
}
