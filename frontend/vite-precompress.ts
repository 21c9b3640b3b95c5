import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Each built file that compresses, written beside it once at build time as Brotli (quality 11)
 * and gzip (level 9), for both apps (this one's vite.config.ts and admin/vite.config.ts). The API
 * serves those as they are (`preCompressed` in backend/src/common/http/static-frontends.ts)
 * rather than compressing every download again (docs/performance.md §5, "Compressed once").
 */
export function precompress(): Plugin {
  return compression({
    algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
    // The server compresses nothing under 1 KB either (app.factory.ts), and a file that would not shrink is not kept.
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
}
