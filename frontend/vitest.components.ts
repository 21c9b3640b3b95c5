import type { ViteUserConfig } from 'vitest/config';

/**
 * The component tests' settings, the same for both apps (this one's vite.config.ts and
 * admin/vite.config.ts): jsdom, each app's src/test/setup.ts and its src/**\/*.test.* files.
 */
export const componentTests: NonNullable<ViteUserConfig['test']> = {
  environment: 'jsdom',
  globals: true,
  setupFiles: ['./src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  // npm test runs these beside the backend suite: a test that takes 2 s alone can take 3 times that.
  testTimeout: 20_000,
  // `npm test` passes --coverage and prints the line coverage in its table (V8's own counters).
  coverage: { provider: 'v8', include: ['src/**'], reporter: ['text-summary'] },
};
