import fs from 'node:fs';

const swc = JSON.parse(fs.readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

/** Native ESM jest with swc (ARCHITECTURE.md: the tested setup). */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // Relative imports end in .js for Node's ESM; jest resolves the .ts source instead.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // @nestjs/throttler ships CommonJS that requires the ESM-only Nest 12, which jest cannot do
    // on Node 20: load it through a shim that hands it the same Nest instances (see the file).
    '^@nestjs/throttler$': '<rootDir>/test/support/nest-throttler.esm.mjs',
  },
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // @fastify/static (CommonJS) requires the ESM-only content-disposition, which jest's require
    // cannot load; compile that package to CommonJS.
    'node_modules/.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/no-hash-leaks.ts'],
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
