import { defineConfig } from 'vitest/config';
import { e2eLanes } from './e2e/lanes';

/**
 * Browser journeys: the real built product in a real Chromium (see e2e/global-setup.ts). Files run
 * in E2E_LANES workers at once, each worker against its own server (laneBaseUrl in e2e/browser.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    setupFiles: ['./e2e/failure-setup.ts'],
    pool: 'forks',
    maxWorkers: e2eLanes(),
    fileParallelism: e2eLanes() > 1,
    // A journey's bound catches a hang, not slowness: each of its waits has its own bound and names
    // what it waited for (Playwright's 30 s for a locator, expect.poll's), and speed is measured by
    // `npm run bench`, never by a test. At 60 s the longest journeys (50 s on a quiet machine) failed
    // whenever the machine was busy, still making progress.
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
