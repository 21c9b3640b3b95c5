// ESLint for the three workspaces and the root scripts (`npm run lint`; `npm test` runs it first).
// typescript-eslint's recommended rules everywhere, plus two type-aware rules that catch real bugs
// in a NestJS/React codebase (a promise nobody awaits or catches, a promise handed to something
// that expects a plain callback) on the TypeScript files, which each workspace's own tsconfig.json
// covers; react-hooks for the two React apps; Prettier owns the layout (eslint-config-prettier last).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SERVER_TEXT_COMPARISONS } from './scripts/server-text-rule.mjs';

const TS = ['**/*.ts', '**/*.tsx'];
const REACT_APPS = ['frontend/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'];
/**
 * A plural made by hand (`n === 1 ? t('… song') : t('… songs')`) is wrong in languages with other
 * forms (Arabic has six): the count goes into one message, `{count, plural, one {# song} other {# songs}}`.
 * A ternary whose test compares something to 1 (equal, unequal, more: `< 1` is a threshold, "just now")
 * and whose branch is a translated text or a string.
 */
export const PLURAL_BY_HAND = {
  selector:
    'ConditionalExpression[test.type="BinaryExpression"][test.operator=/^([!=]==?|>)$/]:matches([test.right.value=1], [test.left.value=1])' +
    ':has(> :matches(CallExpression[callee.name=/^(t|translate)$/], Literal[value=/[A-Za-z]/], TemplateLiteral))',
  message: 'A plural by hand is wrong in other languages: write one message with {count, plural, one {…} other {…}} (ICU), translated in every catalog.',
};

// The party app's layers (docs/architecture.md, "The party app's layers"): app/ (the routes) may
// import anything; a feature may import the shared layers (components, hooks, lib, i18n, test)
// but not app/ nor another feature; the shared layers import neither app/ nor a feature.
const PARTY = 'frontend/src';
const FEATURES = readdirSync(new URL(`./${PARTY}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'hooks', 'lib', 'i18n', 'test'];
/**
 * The cross-feature imports that stay, by importing feature: each a module whose path
 * scripts/guest-bundle.mjs names (moving it changes that measurement), or a piece two features
 * show on the same screen. Anything else two features share belongs in a shared layer.
 */
const CROSS_FEATURE = {
  // The TV view shows the evening's pieces (reactions, intermission, auto-skip warning, the
  // playing clock) around the room's player.
  stage: [
    '../evening/components/auto-skip-warning.tsx',
    '../evening/components/intermission-player.tsx',
    '../evening/components/stage-reactions.tsx',
    '../evening/playing-clock.ts',
    '../room/components/video-player.tsx',
    // A library song plays in its own player, beside the YouTube one.
    '../room/components/library-player.tsx',
    // The closing time's "Last call" (docs/product.md "Requests and closing time").
    '../requests/last-call-banner.tsx',
    // The lyrics of the song on stage, lit in time with its player (docs/product.md "Lyrics").
    '../lyrics/stage-lyrics.tsx',
    '../lyrics/use-lyrics.ts',
    '../lyrics/lyrics-timing.ts',
  ],
  evening: [
    // The intermission plays its video in the room's player.
    '../room/components/video-player.tsx',
    // "Lyrics" sits beside the reactions while a song plays; the podium it opens loads lazily.
    '../lyrics/lyrics-launcher.tsx',
  ],
  // The singer's podium follows the room's playing clock, as the stage's warnings do.
  lyrics: ['../evening/playing-clock.ts'],
  room: [
    // The tier-1 host's upgrade hint in the room's side column; loaded lazily, by its path.
    '../tiers/components/upgrade-hint.tsx',
    // Undo of a removal; loaded lazily, by its path.
    '../queue/api/restore-queue-item.ts',
    // The host's Requests lane and Last call; a guest's own requests, loaded lazily, by its path.
    '../requests/requests-lane.tsx',
    '../requests/last-call-banner.tsx',
    '../requests/my-requests.tsx',
  ],
};
/**
 * The guest's way in, from the invite link to the room screen (scripts/guest-bundle.mjs measures
 * it, docs/performance.md §5): these modules load at once, before a guest sees the room.
 */
const GUEST_PATH = [
  `${PARTY}/main.tsx`,
  `${PARTY}/app/{provider,router,theme}.tsx`,
  `${PARTY}/app/routes/{guest-join,require-user,room}.tsx`,
  `${PARTY}/components/light/**`,
  `${PARTY}/components/{app-shell,columns,error-boundary,form-card,song-title,thumbnail,toast}.tsx`,
  `${PARTY}/features/room/components/{add-song-fab,add-song-launcher,guest-room-body,now-playing,queue-panel,queue-row,room-header,room-status,your-turn}.tsx`,
  `${PARTY}/features/room/{hooks,lib}/**`,
  `${PARTY}/features/evening/components/queue-tabs.tsx`,
  `${PARTY}/i18n/language-button.tsx`,
  `${PARTY}/{hooks,lib}/**`,
];
/** The MUI components the guest's path may use: small ones, or ones the app's frame loads anyway. */
const GUEST_MUI = [
  ...['Box', 'Button', 'Card', 'CardContent', 'CircularProgress', 'CssBaseline', 'IconButton', 'Stack', 'Typography'],
  ...['ThemeProvider', 'createTheme', 'useTheme', 'useMediaQuery'],
];
const GUEST_MUI_MESSAGE =
  "is heavy for the guest's way into a room (156 KB gzip budget, docs/performance.md §5): use the light components " +
  '(components/light/: Pill, PlainList, Notice, LightTextField) or load it lazily, off the guest path.';

// The backend's layers (docs/architecture.md, "Layers"): the platform (common/, realtime/) knows no
// product module. common/ imports none; realtime/ only the payloads its events document (a module's
// dto/ and rooms/room-events.types.ts); the application (app.module.ts) wires them together.
const API = 'backend/src';
const PRODUCT_MODULES = [
  'admin',
  'auth',
  'favorites',
  'health',
  'history',
  'jobs',
  'player',
  'push',
  'queue',
  'reactions',
  'room-engine',
  'rooms',
  'tiers',
  'users',
  'youtube',
];
/**
 * The room engine (docs/architecture.md, "Layers") has one door, its index: the modules
 * that own rooms' rules hand it plans and read live rooms through it, so its inside (the write
 * groups, the statements, memory's entries) can change without them. Only room-engine/ itself,
 * its own specs included, imports its other files.
 */
const ENGINE = `${API}/room-engine`;
const ENGINE_ZONE = {
  target: readdirSync(new URL(`./${API}/`, import.meta.url))
    .filter((entry) => entry !== 'room-engine')
    .map((entry) => `${API}/${entry}`),
  from: ENGINE,
  except: ['./index.ts'],
  message:
    'Outside room-engine/, import the room engine through its index (room-engine/index.js): its other files are its inside (docs/architecture.md, "Layers").',
};
const BACKEND_IMPORTS = {
  'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
  'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'backend/tsconfig.json' })],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/coverage/',
      'bench-results/',
      '**/data/',
      '**/.data-*/',
      // Generated by scripts/api-types.mjs from openapi/openapi.json (`npm run openapi`).
      'openapi/api-types.ts',
      // jest's suite groups, generated by backend/jest.config.js for the full run.
      'backend/test/groups/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: TS,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    rules: {
      // `_`-prefixed names are deliberate: a parameter an interface requires, a rest sibling.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The backend, its tests and tooling, the root scripts: Node.
    files: [
      'backend/**',
      'scripts/**',
      '*.mjs',
      'frontend/vite.config.ts',
      'frontend/vitest.e2e.config.ts',
      'frontend/vitest.components.ts',
      'admin/vite.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['backend/test/**', 'backend/src/**/*.spec.ts'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read JSON answers the way supertest types them (`body: any`): the assertions are the types.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: REACT_APPS,
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The two classic rules only: the plugin's v7 "recommended" also turns on the React Compiler's
    // rules (refs, set-state-in-effect, purity…), which judge code for a compiler this project
    // does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', PLURAL_BY_HAND],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              // The package's index loads all of its icons: about 4 s of CPU in every test file that reaches it.
              message: "Import each icon by its path: import Close from '@mui/icons-material/Close'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Both apps branch on the server's codes, never on its sentences (scripts/server-text-rule.mjs).
    files: ['frontend/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'frontend/src/test/**', 'admin/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...SERVER_TEXT_COMPARISONS] },
  },
  {
    // The party app's layers, enforced (docs/architecture.md, "The party app's layers").
    files: [`${PARTY}/**/*.{ts,tsx}`],
    // Tests render whole screens (test/render.tsx mounts the app's routes) and mock across layers.
    ignores: ['**/*.test.{ts,tsx}', `${PARTY}/test/**`],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads TypeScript modules (its TypeScript preset's), resolving `@/` and `@api-types` through tsconfig.json.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...SHARED.flatMap((layer) => [
              {
                target: `${PARTY}/${layer}`,
                from: `${PARTY}/app`,
                // The theme and its provider are the app's configuration, which every layer reads.
                except: ['./theme.tsx'],
                message: 'A shared layer does not import the routes (docs/architecture.md, "The party app\'s layers").',
              },
              {
                target: `${PARTY}/${layer}`,
                from: `${PARTY}/features`,
                message: 'A shared layer does not import a feature (docs/architecture.md, "The party app\'s layers").',
              },
            ]),
            {
              target: `${PARTY}/features`,
              from: `${PARTY}/app`,
              message: 'A feature does not import the routes (docs/architecture.md, "The party app\'s layers").',
            },
            ...FEATURES.map((feature) => ({
              target: `${PARTY}/features/${feature}`,
              from: `${PARTY}/features`,
              except: [`./${feature}`, ...(CROSS_FEATURE[feature] ?? []).map((path) => path.replace('../', './'))],
              message:
                'A feature does not import another feature: move what both need to a shared layer (components, hooks, lib), ' +
                'or compose them in the route (docs/architecture.md, "The party app\'s layers").',
            })),
          ],
        },
      ],
      // A cycle makes load order matter and defeats lazy chunks; type-only imports are erased and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // The backend's layers, enforced (docs/architecture.md, "Layers"). Tests may reach across them.
    files: [`${API}/**/*.ts`],
    ignores: ['**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: BACKEND_IMPORTS,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...PRODUCT_MODULES.map((module) => ({
              target: `${API}/common`,
              from: `${API}/${module}`,
              message:
                'The platform knows no product module: take what it needs as a parameter, or move the shared type or constant ' +
                'into common/ (docs/architecture.md, "Layers").',
            })),
            ...PRODUCT_MODULES.map((module) => ({
              target: `${API}/realtime`,
              from: `${API}/${module}`,
              except: ['./dto', ...(module === 'rooms' ? ['./room-events.types.ts'] : [])],
              message:
                'The realtime layer knows no product module but the payloads it documents (dto/, rooms/room-events.types.ts): ask through a token ' +
                'its module defines (ROOM_CHANNEL_AUTHORIZER), wired by app.module.ts (docs/architecture.md, "Layers").',
            })),
            {
              target: `${API}/database`,
              from: API,
              except: ['./database', './config'],
              message:
                'The database module knows no product module: each module lists its entities beside them (<module>/entities/index.ts) ' +
                'and the composition root collects them (src/entities.ts) (docs/architecture.md, "Layers").',
            },
            {
              target: `${API}/favorites`,
              from: `${API}/queue`,
              message: 'Favorites never reach into the queue: a video id and a song body are YouTube\'s (youtube/video.ts) (docs/architecture.md, "Layers").',
            },
            ENGINE_ZONE,
          ],
        },
      ],
    },
  },
  {
    // The room engine's door holds for specs too: a module's spec imports the engine as the module does.
    files: [`${API}/**/*.spec.ts`],
    plugins: { 'import-x': importX },
    settings: BACKEND_IMPORTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [ENGINE_ZONE] }] },
  },
  {
    // Heavy MUI components stay off the guest's path (docs/performance.md §5, docs/architecture.md).
    files: GUEST_PATH,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/material', allowImportNames: GUEST_MUI, allowTypeImports: true, message: `Any other MUI component ${GUEST_MUI_MESSAGE}` }],
          patterns: [
            { group: ['@mui/material/*', '!@mui/material/styles'], allowTypeImports: true, message: `An MUI component ${GUEST_MUI_MESSAGE}` },
            { group: ['@mui/lab', '@mui/lab/*', '@mui/x-*'], message: `MUI's lab and X components ${GUEST_MUI_MESSAGE}` },
          ],
        },
      ],
    },
  },
  {
    // Browser journeys run in Node and drive Chromium; code they evaluate in the page is browser code.
    files: ['frontend/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['frontend/e2e/support/youtube-iframe-stand-in.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off: Prettier wraps code but not comments or
    // strings, and every line should stay readable in a side-by-side diff.
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignoreRegExpLiterals: true }] },
  },
  {
    // Migrations are history that has run on every database: their SQL stays as written, one statement a line.
    // A catalog's key is an English sentence that is a message id: it stays whole on its line.
    files: ['backend/src/database/migrations/**', 'backend/src/common/i18n/locales/**'],
    rules: { 'max-len': 'off' },
  },
);
