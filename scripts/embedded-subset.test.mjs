// The embedded subset's proof (scripts/embedded-subset.mjs): `node --test scripts/embedded-subset.test.mjs`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { checkSubset, lineNames, modeSwitches, placeList, ranOnlyBy, readSubset, unrun } from './embedded-subset.mjs';
import { ROOT } from './lib.mjs';

// A module with a branch on the mode: `if (redis)` runs on PostgreSQL + Redis, the else only embedded.
const FILE = path.join(ROOT, 'backend/src/example.ts');
const SOURCE = ['export function connect(redis) {', '  if (redis) {', '    return redis.connect();', '  }', '  return memory();', '}', ''].join('\n');
const OTHER = path.join(ROOT, 'backend/src/other.ts');
const OTHER_SOURCE = 'export const x = 1;\n';
const sources = { [FILE]: SOURCE, [OTHER]: OTHER_SOURCE };

/** jest's json coverage report for the module, with the given count for each of its six lines. */
function coverage(counts, otherLoaded = true) {
  const statementMap = Object.fromEntries(counts.map((_, i) => [i, { start: { line: i + 1, column: 0 }, end: { line: i + 1, column: 1 } }]));
  return {
    [FILE]: { statementMap, s: Object.fromEntries(counts.map((count, i) => [i, count])), branchMap: {}, b: {} },
    [OTHER]: { statementMap: { 0: { start: { line: 1, column: 0 }, end: { line: 1, column: 19 } } }, s: { 0: otherLoaded ? 1 : 0 }, branchMap: {}, b: {} },
  };
}
const read = (counts, otherLoaded) => unrun(coverage(counts, otherLoaded), (file) => sources[file]);

// The whole passes: PostgreSQL + Redis never ran line 5 (the embedded path); embedded never ran line 3.
const FIRST = read([1, 1, 1, 1, 0, 1]);
const WHOLE_EMBEDDED = read([1, 1, 0, 1, 1, 1]);
const RECORDED = { embeddedOnly: placeList(ranOnlyBy(WHOLE_EMBEDDED, FIRST)), modeSwitches: {} };
const NO_SWITCHES = new Map();

test('what the embedded mode adds is what it ran and the first pass did not', () => {
  assert.deepEqual(
    [...ranOnlyBy(WHOLE_EMBEDDED, FIRST).values()].map((where) => where.line),
    [5],
  );
});

test('a subset that runs the embedded-only line passes', () => {
  assert.deepEqual(checkSubset(FIRST, WHOLE_EMBEDDED, RECORDED, NO_SWITCHES), []);
});

test('a subset that misses a line only the embedded mode runs fails, naming it', () => {
  const missed = checkSubset(FIRST, read([1, 1, 0, 1, 0, 1]), RECORDED, NO_SWITCHES);
  assert.equal(missed.length, 1);
  assert.match(missed[0], /^backend\/src\/example\.ts:5 runs only on the embedded database, and the subset did not run it: return memory\(\);$/);
});

test('a line the first pass misses by chance is not asked of the subset', () => {
  // Line 2 ran in both whole passes when recorded; this time neither the first pass nor the subset ran it.
  assert.deepEqual(checkSubset(read([1, 0, 1, 1, 0, 1]), read([1, 0, 0, 1, 1, 1]), RECORDED, NO_SWITCHES), []);
});

test('a module the first pass loaded must be loaded by the subset', () => {
  assert.deepEqual(checkSubset(FIRST, read([1, 1, 0, 1, 1, 1], false), RECORDED, NO_SWITCHES), [
    'backend/src/other.ts was loaded by the first pass but not by the embedded subset (on the oldest Node).',
  ]);
});

test('a branch only the embedded mode takes must be taken by the subset', () => {
  const withBranch = (counts, branchRan) => {
    const data = coverage(counts);
    data[FILE].branchMap = { 0: { locations: [{ start: { line: 5, column: 2 }, end: { line: 5, column: 18 } }] } };
    data[FILE].b = { 0: [branchRan ? 1 : 0] };
    return unrun(data, (file) => sources[file]);
  };
  // The first pass never reached line 5 (no branch reported: V8 reports none inside an uncalled function).
  const first = withBranch([1, 1, 1, 1, 0, 1], false);
  const recorded = { embeddedOnly: placeList(ranOnlyBy(withBranch([1, 1, 0, 1, 1, 1], true), first)), modeSwitches: {} };
  assert.deepEqual(checkSubset(first, withBranch([1, 1, 0, 1, 1, 1], true), recorded, NO_SWITCHES), []);
  const missed = checkSubset(first, withBranch([1, 1, 0, 1, 1, 1], false), recorded, NO_SWITCHES);
  assert.equal(missed.length, 1);
  assert.match(missed[0], /^backend\/src\/example\.ts:5 is a branch only the embedded database takes/);
});

test('a new line that reads the mode fails until the lists are recorded again', () => {
  const file = 'backend/src/jobs.ts';
  const before = 'export const kind = (redis) => (redis.enabled ? "bullmq" : "in-process");\n';
  const after = `${before}export const health = (redis) => (redis.enabled ? "up" : "disabled");\n`;
  const recorded = { embeddedOnly: {}, modeSwitches: placeList(modeSwitches([file], () => before)) };
  assert.deepEqual(
    checkSubset(
      FIRST,
      WHOLE_EMBEDDED,
      recorded,
      modeSwitches([file], () => before),
    ),
    [],
  );
  const failures = checkSubset(
    FIRST,
    WHOLE_EMBEDDED,
    recorded,
    modeSwitches([file], () => after),
  );
  assert.deepEqual(failures, [`${file}:2 reads the mode and was not there when the list was recorded: ${after.split('\n')[1]}`]);
});

test('the recorded places that read the mode are all there still', () => {
  assert.deepEqual(checkSubset(FIRST, WHOLE_EMBEDDED, { embeddedOnly: {}, modeSwitches: readSubset().modeSwitches }), []);
});

test('a line keeps its name when lines are added elsewhere in the file', () => {
  const before = lineNames('f.ts', SOURCE);
  const after = lineNames('f.ts', `// a new comment\n\nimport x from 'y';\n${SOURCE}`);
  assert.equal(after[3 + 4], before[4]);
});

test('the list names spec files that exist', async () => {
  const { existsSync } = await import('node:fs');
  const { specs } = readSubset();
  assert.ok(specs.length > 0);
  for (const spec of specs) assert.ok(existsSync(path.join(ROOT, 'backend', spec)), `${spec} is in the embedded subset but does not exist`);
});
