import fs from 'node:fs';
import vm from 'node:vm';

const swc = JSON.parse(fs.readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

/**
 * @nestjs/throttler ships CommonJS that `require`s the ESM-only Nest 12. jest's module system can
 * `require` an ES module only from Node 24.9 (jest checks vm.SourceTextModule's hasAsyncGraph, as
 * here). Even there it refuses this one as a cycle when the throttler is first reached from the
 * app's import graph (jest runs a CommonJS dependency while the graph that imports Nest is still
 * being linked; Node itself runs it later), so each suite loads the real package first, on its own
 * (test/support/load-nest-throttler.mjs). Node 20 and 22 cannot do even that: there, and only
 * there, the package is mapped to a shim that hands its unchanged files the same Nest instances
 * (test/support/nest-throttler.esm.mjs). Drop the shim with Node 20 and 22.
 */
const jestRequiresEsm = typeof vm.SourceTextModule?.prototype.hasAsyncGraph === 'function';

/** Native ESM jest with swc (ARCHITECTURE.md: the tested setup). */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // Relative imports end in .js for Node's ESM; jest resolves the .ts source instead.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    ...(jestRequiresEsm ? {} : { '^@nestjs/throttler$': '<rootDir>/test/support/nest-throttler.esm.mjs' }),
    // The real argon2, hashing at a test cost (see the file: a quarter of the suite's CPU otherwise).
    '^argon2$': '<rootDir>/test/support/argon2-test-cost.mjs',
  },
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // @fastify/static (CommonJS) requires the ESM-only content-disposition, which jest's require
    // cannot load before Node 24.9; compile that package to CommonJS.
    'node_modules/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFilesAfterEnv: [...(jestRequiresEsm ? ['<rootDir>/test/support/load-nest-throttler.mjs'] : []), '<rootDir>/test/support/no-hash-leaks.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
