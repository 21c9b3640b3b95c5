#!/usr/bin/env node
// The embedded backend pass runs a subset of the spec files, and this proves the subset enough.
//
// CI runs the backend suite twice: whole on PostgreSQL + Redis (Node 24), and again on the embedded
// database with in-process jobs on the oldest supported Node (scripts/test.mjs). Most of the second
// pass ran the very code the first had run; what it adds is the code that differs between the modes
// (the embedded database's client, in-process jobs, memory in place of Redis) and the oldest Node.
// So the second pass runs the specs listed in backend/test/embedded-subset.json, and `check` proves,
// from both passes' V8 coverage, that nothing the whole embedded pass would add is lost:
//   1. every line and branch that neither the first pass nor the subset ran is one that neither
//      whole pass ran when the list was recorded (`neither` in the file): so a line or branch only
//      the embedded mode runs, which the first pass cannot have run, is run by the subset;
//   2. every source module the first pass loaded, the subset loaded too, on the oldest Node.
// The one difference that is no line of its own, the embedded database's single client, is refused
// at once in both modes under tests (backend/src/database/one-client-guard.ts): the first pass
// finds a statement that would wait for that client in any route.
// A line or branch that fails 1 is new code that runs in neither pass, or embedded-only code the
// subset misses: cover it (a spec in the subset that reaches it), or, if no test runs it in either
// mode, record the lists again with `record`, which runs both whole passes twice (about 20 minutes
// on a quiet 2-core machine) and writes `neither`.
//
//   node scripts/embedded-subset.mjs check  [--first DIR] [--subset DIR]
//   node scripts/embedded-subset.mjs record [--runs N] (Node 24, DATABASE_URL, REDIS_URL and
//                                                       TEST_EMBEDDED_BACKEND_NODE set, as CI has)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
  for (const [file, data] of Object.entries(coverage)) {
    const relative = path.relative(ROOT, file);
    const source = readSource(file);
    const names = lineNames(relative, source);
    const sourceLines = source.split('\n');
    let ran = false;
    for (const [id, count] of Object.entries(data.s)) {
      const line = data.statementMap[id].start.line;
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
  return { lines, branches, loaded };
}

/** The lines and branches neither of two passes ran (each a map from name to where it is). */
export function unrunByBoth(a, b) {
  const both = new Map();
  for (const [name, where] of a.lines) if (b.lines.has(name)) both.set(name, where);
  const branchUnrun = (pass, name, where) => pass.branches.has(name) || pass.lines.has(where.lineName);
  for (const [name, where] of [...a.branches, ...b.branches]) {
    if (branchUnrun(a, name, where) && branchUnrun(b, name, where)) both.set(name, where);
  }
  return both;
}

/**
 * How `neither` keeps the unrun lines and branches: by file, each as the first 12 hex digits of
 * its name's SHA-1 (the names hold three lines of source each; the check reports places from the
 * coverage it reads, not from this list).
 */
export function neitherList(unrunPlaces) {
  const byFile = {};
  for (const [name, where] of unrunPlaces) (byFile[where.file] ??= []).push(shortName(name));
  return Object.fromEntries(
    Object.keys(byFile)
      .sort()
      .map((file) => [file, [...new Set(byFile[file])].sort()]),
  );
}

const shortName = (name) => createHash('sha1').update(name).digest('hex').slice(0, 12);

/**
 * The proof (see the top of this file): what the first pass and the subset both left unrun must
 * be in `neither` (as neitherList keeps it), and every module the first pass loaded the subset
 * must load. Answers the failures, each a sentence naming the place.
 */
export function checkSubset(first, subset, neither) {
  const failures = [];
  for (const [name, where] of unrunByBoth(first, subset)) {
    if (!neither[where.file]?.includes(shortName(name)))
      failures.push(`${where.file}:${where.line} runs in neither pass now, though one of the whole passes ran it: ${where.text}`);
  }
  for (const file of first.loaded) {
    if (!subset.loaded.has(file)) failures.push(`${file} was loaded by the first pass but not by the embedded subset (on the oldest Node).`);
  }
  return failures;
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
    const failures = checkSubset(readCoverage(values.first), readCoverage(values.subset), readSubset().neither);
    if (failures.length === 0) {
      console.log(
        `The embedded subset (${readSubset().specs.length} spec files) ran every line and branch the whole embedded pass adds, and loaded every module.`,
      );
      return 0;
    }
    console.log(failures.join('\n'));
    console.log(
      `\n${failures.length} place(s) above. Add a spec that reaches each to "specs" in ${path.relative(ROOT, SUBSET_FILE)}, or, if no ` +
        'test runs it in either mode, record the lists again (node scripts/embedded-subset.mjs record; see the top of that file).',
    );
    return 1;
  }
  if (command === 'record') {
    const node = process.env.TEST_EMBEDDED_BACKEND_NODE;
    if (!process.env.DATABASE_URL || !process.env.REDIS_URL || !node) {
      console.error('record runs both whole passes as CI does: set DATABASE_URL, REDIS_URL and TEST_EMBEDDED_BACKEND_NODE (see .ci/run).');
      return 2;
    }
    // A line a race decides (an error handler, a retry) may run in one run and not the next: what
    // either run of `--runs` (2) left unrun by both passes is recorded, so the check does not fail
    // on a race the recording saw. One it did not see fails the check like a real gap, and is best
    // mended the same way: a test that reaches that line on purpose.
    const both = new Map();
    for (let runs = Number(values.runs); runs > 0; runs--) {
      if ((await wholePass(COVERAGE_DIRS.first)) !== 0) return 1;
      if ((await wholePass(COVERAGE_DIRS.embedded, node)) !== 0) return 1;
      for (const [name, where] of unrunByBoth(readCoverage(COVERAGE_DIRS.first), readCoverage(COVERAGE_DIRS.embedded))) both.set(name, where);
    }
    const subset = readSubset();
    subset.neither = neitherList(both);
    writeFileSync(SUBSET_FILE, `${JSON.stringify(subset, null, 2)}\n`);
    console.log(`Recorded ${both.size} lines and branches that neither whole pass runs in ${path.relative(ROOT, SUBSET_FILE)}.`);
    return 0;
  }
  console.error('Usage: node scripts/embedded-subset.mjs check|record');
  return 2;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
