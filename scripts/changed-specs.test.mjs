// The quick loop's choice of backend specs (scripts/changed-specs.mjs): `node --test scripts/changed-specs.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backendSpecFiles, backendSpecsFor } from './changed-specs.mjs';

const SPECS = {
  'backend/src/queue/queue-plans.spec.ts': "import { ADD_SONG } from './queue-plans.js';",
  'backend/src/queue/estimate.spec.ts': "import { waitSeconds } from './estimate.js';",
  'backend/test/queue.spec.ts': "import { startTestApp } from './support/test-app.js';",
  'backend/test/plan-parity.spec.ts': "import { ADD_SONG } from '../src/queue/queue-plans.js';\nimport { x } from './support/sessions.js';",
  'backend/test/rooms.spec.ts': "import { startTestApp } from './support/test-app.js';",
};
const specsFor = (changed) => backendSpecsFor(changed, Object.keys(SPECS), (file) => SPECS[file]);

test('a changed file brings its own spec, its module API spec and the specs importing it directly', () => {
  assert.deepEqual(specsFor(['backend/src/queue/queue-plans.ts']), [
    'backend/src/queue/queue-plans.spec.ts',
    'backend/test/plan-parity.spec.ts',
    'backend/test/queue.spec.ts',
  ]);
});

test('a changed spec runs itself; a changed support file, the specs that import it', () => {
  assert.deepEqual(specsFor(['backend/test/rooms.spec.ts']), ['backend/test/rooms.spec.ts']);
  assert.deepEqual(specsFor(['backend/test/support/test-app.ts']), ['backend/test/queue.spec.ts', 'backend/test/rooms.spec.ts']);
  assert.deepEqual(specsFor(['backend/src/health/probe.ts']), []);
});

test("the repository's spec files are found, without the generated groups", () => {
  const files = backendSpecFiles();
  assert.ok(files.includes('backend/test/queue.spec.ts'));
  assert.ok(files.includes('backend/src/queue/queue-plans.spec.ts'));
  assert.ok(!files.some((file) => file.startsWith('backend/test/groups/')));
});
