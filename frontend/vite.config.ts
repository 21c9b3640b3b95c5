import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { componentTests } from './vitest.components';
import { precompress } from './vite-precompress';

const backend = process.env.KARAOKE_BACKEND_URL ?? 'http://localhost:3000';

const COMPILED_OUT = 'is compiled out of the party app (frontend/vite.config.ts, leanLibraries)';

/**
 * Library code the party app never runs, left out of production builds so that a guest's phone
 * does not download it on the way to a room (docs/performance.md §5; `npm run size:guest` measures it):
 * - react-router: its package exports only its development build (dev warnings on,
 *   remix-run/react-router#14102); the production build beside it has the same exports.
 * - MUI's CSS-variables themes (createThemeWithVars, CssVarsProvider, about 8 KB gzip): createTheme
 *   and ThemeProvider reach them only for a theme with `cssVariables` or `colorSchemes`, which
 *   app/theme.tsx does not use; asking for one throws instead of silently looking different. Also
 *   theme.toRuntimeSource, which only Pigment CSS calls.
 * - engine.io's HTTP long-polling and WebTransport transports: lib/socket.ts connects by WebSocket
 *   only (while the live channel is down the room polls the API, docs/product.md §7). socket.io-client also
 *   re-exports them from engine.io-client's index, whose polling module runs code on load (so it
 *   stayed in); socket.io-client gets the few engine.io pieces it uses instead.
 * - TanStack Query's infinite-query paging (about 0.4 KB gzip): the party app has no
 *   useInfiniteQuery; a query that asks for it throws.
 * - hoist-non-react-statics (and the old react-is it requires, about 1 KB gzip): @emotion/react's
 *   entry imports it bare, for nothing (only its withTheme uses it, through its own import).
 * Tests and the dev server use the libraries as published.
 */
function leanLibraries(): Plugin {
  const virtual = (name: string) => `\0lean:${name}`;
  const code = new Map<string, string>();
  const substitute = (name: string, source: string) => {
    code.set(virtual(name), source);
    return virtual(name);
  };
  return {
    name: 'lean-libraries',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === 'react-router') {
        return fileURLToPath(import.meta.resolve('react-router')).replace(/([\\/])development([\\/])/, '$1production$2');
      }
      if (!importer) return null;
      if (/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) {
        if (source === './createTheme.mjs') {
          return substitute(
            'mui-create-theme',
            `import createThemeNoVars from ${JSON.stringify(join(dirname(importer), 'createThemeNoVars.mjs'))};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error('A CSS-variables theme ${COMPILED_OUT}');
  return createThemeNoVars(options, ...args);
}`,
          );
        }
        if (source === './stringifyTheme.mjs' && /[\\/]createThemeNoVars\.mjs$/.test(importer)) {
          return substitute(
            'mui-stringify-theme',
            `export function stringifyTheme() { throw new Error('theme.toRuntimeSource (Pigment CSS) ${COMPILED_OUT}'); }`,
          );
        }
        if (source === './ThemeProviderWithVars.mjs' && /[\\/]ThemeProvider\.mjs$/.test(importer)) {
          return substitute('mui-css-vars-provider', `export function CssVarsProvider() { throw new Error('CssVarsProvider ${COMPILED_OUT}'); }`);
        }
      }
      if (source === './transports/index.js' && /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]socket\.js$/.test(importer)) {
        const websocket = JSON.stringify(join(dirname(importer), 'transports', 'websocket.js'));
        return substitute('engine-io-transports', `import { WS } from ${websocket};\nexport const transports = { websocket: WS };`);
      }
      if (source === './infiniteQueryBehavior.js' && /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/.test(importer)) {
        return substitute('tanstack-infinite', `export function infiniteQueryBehavior() { throw new Error('Infinite queries are ${COMPILED_OUT}'); }`);
      }
      // Lingui's runtime imports its ICU compiler for development builds only; our catalogs are
      // compiled in their own chunk (src/i18n/compile-catalog.ts), so the entry does without it.
      if (source === '@lingui/message-utils/compileMessage' && /[\\/]@lingui[\\/]core[\\/]dist[\\/]/.test(importer)) {
        return substitute('lingui-dev-compiler', `export function compileMessage() { throw new Error('The runtime ICU compiler ${COMPILED_OUT}'); }`);
      }
      if (source === 'hoist-non-react-statics' && /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/.test(importer)) {
        return substitute('emotion-bare-import', 'export {};');
      }
      if (source === 'engine.io-client' && /[\\/]socket\.io-client[\\/]build[\\/]esm[\\/]/.test(importer)) {
        const index = await this.resolve(source, importer, { skipSelf: true });
        if (!index) return null;
        const engine = (file: string) => JSON.stringify(join(dirname(index.id), file));
        const missing = (name: string) => `export class ${name} { constructor() { throw new Error('engine.io-client ${name} ${COMPILED_OUT}'); } }`;
        return substitute(
          'engine-io-client',
          [
            `export { Socket } from ${engine('socket.js')};`,
            `export { installTimerFunctions } from ${engine('util.js')};`,
            `export { nextTick } from ${engine('globals.js')};`,
            `export { parse } from ${engine('contrib/parseuri.js')};`,
            ...['Fetch', 'NodeXHR', 'XHR', 'NodeWebSocket', 'WebSocket', 'WebTransport'].map(missing),
          ].join('\n'),
        );
      }
      return null;
    },
    load(id) {
      return code.get(id) ?? null;
    },
  };
}

/** The brand's colours (app/theme.tsx): the light theme's, and the dark theme's background. */
const BRAND = { primary: '#7c3aed', lightBackground: '#faf7ff', darkBackground: '#0f0a1e' };

/**
 * The party app as an installable app (docs/performance.md §8): the web app manifest, and the
 * service worker of src/sw.ts with the build's files to precache injected. The worker is
 * registered by lib/service-worker.ts (not the plugin's registration script, which would add
 * workbox-window to every guest's download), and a new one waits for the person's Update.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Karaoke Party',
    short_name: 'Karaoke',
    description: 'Turn any gathering into a karaoke party - everyone can add songs while you control the show.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    // The manifest takes one of each; index.html's theme-color meta tags follow the phone's light or dark mode.
    theme_color: BRAND.primary,
    background_color: BRAND.lightBackground,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The whole party app (every screen's chunk) and its icons: a phone that opened the room once
    // can open any screen without the network. The back office (/admin) is another app.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The build's manifest and source maps are not served to phones.
    globIgnores: ['.vite/**', '**/*.map'],
    // The worker's own build prints only warnings, like the app's when a script asks for that
    // (scripts/guest-bundle.mjs reads its --json output from stdout).
    buildPlugins: { vite: [{ name: 'quiet-service-worker-build', config: () => ({ logLevel: 'warn' }) }] },
  },
  devOptions: { enabled: false },
});

/** tsconfig.json's `paths`, for builds, the dev server and Vitest: `@/…` is src/, `@api-types` the API's generated types. */
const ALIASES = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@api-types$/, replacement: fileURLToPath(new URL('../openapi/api-types.ts', import.meta.url)) },
];

export default defineConfig({
  plugins: [react(), leanLibraries(), pwa, precompress()],
  resolve: { alias: ALIASES },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // The manifest lets scripts/guest-bundle.mjs measure what a guest downloads to reach a room.
    manifest: true,
    // No modulepreload polyfill: every browser the party app supports preloads modules itself
    // (Chrome 66, Firefox 115, Safari 17); older ones just load the chunks without a head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file: one gzip stream instead of a dozen small
        // shared chunks (each with its own imports, exports and compression start-up).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  test: componentTests,
});
