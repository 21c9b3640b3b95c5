#!/usr/bin/env node
// The embedded backend pass runs a subset of the spec files, and this proves the subset enough.
//
// CI runs the backend suite twice: whole on PostgreSQL + Redis (Node 24), and again on the embedded
// database with in-process jobs on the oldest supported Node (scripts/test.mjs). Most of the second
// pass ran the very code the first had run; what it adds is the code that differs between the modes
// (the embedded database's client, in-process jobs, memory in place of Redis) and the oldest Node.
// So the second pass runs the specs listed in backend/test/embedded-subset.json, and `check` proves,
// from both passes' V8 coverage, that nothing the whole embedded pass would add is lost:
//   1. every line and branch that the whole embedded pass ran and the whole first pass did not, in
//      each of the recording's runs (`embeddedOnly` in the file), the subset runs, unless the first
//      pass now runs it too;
//   2. every source module the first pass loaded, the subset loaded too, on the oldest Node;
//   3. every line of the backend's sources that reads the mode (Redis or not, PostgreSQL or not) was
//      there when the list was recorded (`modeSwitches`): a new branch on the mode fails until what
//      it does embedded is covered by a spec in the list and the lists are recorded again.
// The one difference that is no line of its own, the embedded database's single client, is refused
// at once in both modes under tests (backend/src/database/one-client-guard.ts): the first pass
// finds a statement that would wait for that client in any route.
// Nothing here depends on what a race decides in the first pass: a line only some runs reach (an
// error handler, a retry) is not asked of the subset unless every recorded run ran it embedded only.
// `record` runs both whole passes twice (about 20 minutes on a quiet 2-core machine) and writes
// `embeddedOnly` and `modeSwitches`; `record-from` writes them from the coverage both passes left.
//
//   node scripts/embedded-subset.mjs check  [--first DIR] [--subset DIR]
//   node scripts/embedded-subset.mjs record-from
//   node scripts/embedded-subset.mjs record [--runs N] (Node 24, DATABASE_URL, REDIS_URL and
//                                                       TEST_EMBEDDED_BACKEND_NODE set, as CI has)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { npm, ROOT } from './lib.mjs';

export const SUBSET_FILE = path.join(ROOT, 'backend/test/embedded-subset.json');
/** Where each pass writes its coverage (jest's json reporter; backend/jest.config.js, KP_COVERAGE_DIR). */
export const COVERAGE_DIRS = {
  first: 'coverage/first-pass',
  subset: 'coverage/embedded-subset',
  embedded: 'coverage/embedded-whole',
};

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * A name for each line of a source that survives edits elsewhere in the file: its text and the
 * two non-blank lines before it, numbered when that window repeats.
 */
export function lineNames(relativePath, source) {
  const lines = source.split('\n').map(squash);
  const seen = new Map();
  const names = [];
  const previous = [];
  lines.forEach((text) => {
    const window = `${previous.slice(-2).join(' ⏎ ')} ⏎ ${text}`;
    const count = seen.get(window) ?? 0;
    seen.set(window, count + 1);
    names.push(`${relativePath}: ${window}${count ? ` (#${count + 1})` : ''}`);
    if (text) previous.push(text);
  });
  return names;
}

/**
 * What a pass did not run, from jest's json coverage report (V8 counters turned into Istanbul's
 * shape): the names of its unrun lines, of its unrun branches (a branch also counts as unrun when
 * its first line did not run: V8 reports no blocks inside a function never called), and the
 * source files it loaded (any line run).
 */
export function unrun(coverage, readSource = (file) => readFileSync(file, 'utf8')) {
  const lines = new Map();
  const branches = new Map();
  const loaded = new Set();
  const statements = new Set();
  for (const [file, data] of Object.entries(coverage)) {
    const relative = path.relative(ROOT, file);
    const source = readSource(file);
    const names = lineNames(relative, source);
    const sourceLines = source.split('\n');
    let ran = false;
    for (const [id, count] of Object.entries(data.s)) {
      const line = data.statementMap[id].start.line;
      statements.add(names[line - 1]);
      if (count > 0) ran = true;
      else lines.set(names[line - 1], { file: relative, line, text: squash(sourceLines[line - 1] ?? '') });
    }
    if (ran) loaded.add(relative);
    for (const [id, counts] of Object.entries(data.b)) {
      data.branchMap[id].locations.forEach((location, arm) => {
        if (counts[arm] > 0) return;
        const { start, end } = location;
        const text = squash(
          sourceLines
            .slice(start.line - 1, end.line)
            .join('\n')
            .slice(start.column, undefined),
        ).slice(0, 80);
        const name = `${names[start.line - 1]} ⟦${text}⟧`;
        branches.set(name, { file: relative, line: start.line, text, lineName: names[start.line - 1] });
      });
    }
  }
  return { lines, branches, loaded, statements };
}

/**
 * The lines and branches `embedded` ran and `first` did not (each a map from name to where it is):
 * what the embedded mode adds. A branch counts as run once its block ran and its first line did.
 */
export function ranOnlyBy(embedded, first) {
  const only = new Map();
  for (const [name, where] of first.lines) if (!embedded.lines.has(name) && embedded.statements.has(name)) only.set(name, where);
  for (const [name, where] of first.branches) {
    if (!embedded.branches.has(name) && embedded.statements.has(where.lineName) && !embedded.lines.has(where.lineName)) only.set(name, where);
  }
  return only;
}

/**
 * How the lists keep places: by file, each as the first 12 hex digits of its name's SHA-1 (a name
 * holds three lines of source; the check reports places from the coverage it reads).
 */
export function placeList(places) {
  const byFile = {};
  for (const [name, where] of places) (byFile[where.file] ??= []).push(shortName(name));
  return Object.fromEntries(
    Object.keys(byFile)
      .sort()
      .map((file) => [file, [...new Set(byFile[file])].sort()]),
  );
}

const shortName = (name) => createHash('sha1').update(name).digest('hex').slice(0, 12);
const listed = (list, where, name) => list[where.file]?.includes(shortName(name)) ?? false;

/** What reads which mode the app runs in: Redis or not, PostgreSQL or the embedded database. */
const MODE_SWITCH = /\bredis\.enabled\b|\.redisUrl\b|\.databaseUrl\b/;

/** Every line of the backend's sources (not specs) that reads the mode, as a map from name to where. */
export function modeSwitches(files = sourceFiles(), readSource = (file) => readFileSync(path.join(ROOT, file), 'utf8')) {
  const found = new Map();
  for (const file of files) {
    const source = readSource(file);
    const names = lineNames(file, source);
    source.split('\n').forEach((text, i) => {
      if (MODE_SWITCH.test(text) && !/^\s*(\/\/|\*|\/\*)/.test(text)) found.set(names[i], { file, line: i + 1, text: squash(text) });
    });
  }
  return found;
}

function sourceFiles() {
  return readdirSync(path.join(ROOT, 'backend/src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The proof (see the top of this file). `recorded` holds `embeddedOnly` and `modeSwitches` as
 * placeList keeps them. Answers the failures, each a sentence naming the place.
 */
export function checkSubset(first, subset, recorded, switches = modeSwitches()) {
  const failures = [];
  for (const [name, where] of subset.lines) {
    if (first.lines.has(name) && listed(recorded.embeddedOnly, where, name))
      failures.push(`${where.file}:${where.line} runs only on the embedded database, and the subset did not run it: ${where.text}`);
  }
  for (const [name, where] of subset.branches) {
    const unrunByFirst = first.branches.has(name) || first.lines.has(where.lineName);
    if (unrunByFirst && listed(recorded.embeddedOnly, where, name))
      failures.push(`${where.file}:${where.line} is a branch only the embedded database takes, and the subset did not take it: ${where.text}`);
  }
  for (const file of first.loaded) {
    if (!subset.loaded.has(file)) failures.push(`${file} was loaded by the first pass but not by the embedded subset (on the oldest Node).`);
  }
  for (const [name, where] of switches) {
    if (!listed(recorded.modeSwitches, where, name))
      failures.push(`${where.file}:${where.line} reads the mode and was not there when the list was recorded: ${where.text}`);
  }
  return failures;
}

function writeRecord(only) {
  const subset = readSubset();
  delete subset.neither;
  subset.embeddedOnly = placeList(only);
  subset.modeSwitches = placeList(modeSwitches());
  writeFileSync(SUBSET_FILE, `${JSON.stringify(subset, null, 2)}\n`);
  console.log(`Recorded ${only.size} lines and branches only the embedded mode runs in ${path.relative(ROOT, SUBSET_FILE)}.`);
}

function readCoverage(dir) {
  const file = path.join(ROOT, 'backend', dir, 'coverage-final.json');
  if (!existsSync(file)) throw new Error(`No coverage at ${path.relative(ROOT, file)}: run that jest pass with --coverage first.`);
  return unrun(JSON.parse(readFileSync(file, 'utf8')));
}

export function readSubset() {
  return JSON.parse(readFileSync(SUBSET_FILE, 'utf8'));
}

/** Runs the whole backend suite with coverage: the first pass as CI runs it, or embedded on `node`. */
function wholePass(dir, node) {
  const env = { ...process.env, KP_TEST_GROUPS: '1', KP_COVERAGE_DIR: dir };
  if (node) {
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    env.PATH = `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}`;
  }
  return npm(['test', '-w', 'backend', '--', '--coverage'], { env });
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      first: { type: 'string', default: COVERAGE_DIRS.first },
      subset: { type: 'string', default: COVERAGE_DIRS.subset },
      runs: { type: 'string', default: '2' },
    },
  });
  const [command] = positionals;
  if (command === 'check') {
    const recorded = readSubset();
    const failures = checkSubset(readCoverage(values.first), readCoverage(values.subset), recorded);
    if (failures.length === 0) {
      console.log(`The embedded subset (${recorded.specs.length} spec files) ran every line and branch the whole embedded pass adds, and loaded every module.`);
      return 0;
    }
    console.log(failures.join('\n'));
    console.log(
      `\n${failures.length} place(s) above. Add a spec that reaches each on the embedded database to "specs" in ` +
        `${path.relative(ROOT, SUBSET_FILE)}; for a new place that reads the mode, then record the lists again ` +
        '(node scripts/embedded-subset.mjs record; see the top of that file).',
    );
    return 1;
  }
  if (command === 'record') {
    const node = process.env.TEST_EMBEDDED_BACKEND_NODE;
    if (!process.env.DATABASE_URL || !process.env.REDIS_URL || !node) {
      console.error('record runs both whole passes as CI does: set DATABASE_URL, REDIS_URL and TEST_EMBEDDED_BACKEND_NODE (see .ci/run).');
      return 2;
    }
    // A line a race decides (an error handler, a retry) may run in one run and not the next: only
    // what every run of `--runs` (2) ran embedded and not on PostgreSQL is asked of the subset.
    let only;
    for (let runs = Number(values.runs); runs > 0; runs--) {
      if ((await wholePass(COVERAGE_DIRS.first)) !== 0) return 1;
      if ((await wholePass(COVERAGE_DIRS.embedded, node)) !== 0) return 1;
      const found = ranOnlyBy(readCoverage(COVERAGE_DIRS.embedded), readCoverage(COVERAGE_DIRS.first));
      only = only ? new Map([...only].filter(([name]) => found.has(name))) : found;
    }
    writeRecord(only);
    return 0;
  }
  if (command === 'record-from') {
    // The same from coverage already written by both whole passes (one run).
    writeRecord(ranOnlyBy(readCoverage(COVERAGE_DIRS.embedded), readCoverage(COVERAGE_DIRS.first)));
    return 0;
  }
  console.error('Usage: node scripts/embedded-subset.mjs check|record|record-from');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
