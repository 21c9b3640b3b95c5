import { defineConfig } from 'vitest/config';

/** Browser journeys: the real built product in a real Chromium (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
