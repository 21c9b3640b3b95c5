// node --test scripts/test-stress.test.mjs: what `npm run test:stress` reads as a failed test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTests } from './test-stress.mjs';

test('names the failing tests of jest, Vitest and node:test, once each, without colours', () => {
  const output = [
    'PASS test/health.spec.ts',
    'FAIL test/faults.spec.ts (263.4 s)',
    '  \x1b[1m\x1b[31m● PostgreSQL stopped mid-run › answers 503 with a sentence\x1b[39m\x1b[22m',
    '  ● Console',
    '  ●  Cannot log after tests are done. Did you forget to wait for something async in your test?',
    ' FAIL  src/app/routes/party-flow.test.tsx > removals told and undone > offers the host Undo',
    ' FAIL  e2e/party.e2e.ts > a party from start to finish > a host opens a room',
    ' FAIL  src/app/routes/party-flow.test.tsx > removals told and undone > offers the host Undo',
    'not ok 3 - refuses a lockfile without integrity',
    'ok 4 - reads OSV ranges',
  ].join('\n');
  assert.deepEqual(failedTests(output), [
    'jest: PostgreSQL stopped mid-run › answers 503 with a sentence',
    'vitest: src/app/routes/party-flow.test.tsx > removals told and undone > offers the host Undo',
    'vitest: e2e/party.e2e.ts > a party from start to finish > a host opens a room',
    'node:test: refuses a lockfile without integrity',
  ]);
});

test('finds nothing in a clean run', () => {
  assert.deepEqual(failedTests('PASS test/health.spec.ts\n ✓ src/lib/socket.test.ts (4 tests)\nok 1 - fine\nAll 19 phases passed in 200.0 s.'), []);
});
