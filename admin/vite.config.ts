import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTests } from '../frontend/vitest.components';
import { precompress } from '../frontend/vite-precompress';

const backend = process.env.KARAOKE_BACKEND_URL ?? 'http://localhost:3000';

/** The back office lives under /admin/ on the same server as the API and the party app. */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { proxy: { '/api': backend } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 3000 },
  test: componentTests,
});
