import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = process.env.KARAOKE_BACKEND_URL ?? 'http://localhost:3000';

/** The back office lives under /admin/ on the same server as the API and the party app. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api': backend } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 3000 },
  // npm test runs these beside the backend suite: a test that takes 2 s alone can take 3 times that.
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    // `npm test` passes --coverage and prints the line coverage in its table (V8's own counters).
    coverage: { provider: 'v8', include: ['src/**'], reporter: ['text-summary'] },
  },
});
