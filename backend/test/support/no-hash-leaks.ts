import { watchForHashLeaks } from './hash-scan.js';

/**
 * Runs in every jest suite (setupFilesAfterEnv): no answer any test receives may contain an
 * argon2 hash, whatever route it came from.
 */
const watcher = watchForHashLeaks();
afterAll(() => {
  watcher.stop();
  expect(watcher.leaks).toEqual([]);
});
