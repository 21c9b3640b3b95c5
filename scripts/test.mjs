#!/usr/bin/env node
// `npm test`: every test of the product, with a table of the phases at the end.
//   - the dependency audit (README, Dependency audit) and promtool's checks of the alerting rules
//     (when promtool is present: Debian's `prometheus`; CI always installs it);
//   - lint and layout: ESLint (`npm run lint`) and Prettier (`npm run format:check`; `npm run format`
//     fixes what it reports) over the three workspaces and the scripts;
//   - backend: typecheck (src + tests) and jest, on PGlite with in-process jobs, or on
//     PostgreSQL/BullMQ/Redis when DATABASE_URL/REDIS_URL are set (CI sets both); with
//     TEST_EMBEDDED_BACKEND_NODE (a node binary; CI sets it), jest once more on that Node, embedded,
//     on the spec files of backend/test/embedded-subset.json, and the proof that they are enough;
//   - party app and back office: typecheck and Vitest component tests;
//   - browser journeys (playwright-core + Debian's Chromium against the real built product), when
//     Chromium is present (CHROMIUM_PATH, default /usr/bin/chromium; CI always installs it); before
//     them, the guest's JS on that build is held to 156 KB gzip (README, Capacity).
// Phases run side by side, one more at a time than the machine has cores by default (`--jobs N`,
// or TEST_JOBS): the backend's jest run keeps two cores busy, the browser journeys mostly wait, and
// the checks fill the gaps. Each phase's output is printed in one piece when it ends (with
// `--jobs 1`, live, one after the other). The full run is the default; `--changed` runs only what the
// files changed against main (committed or not, and new files) touch (see changedPlan below).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backendSpecsFor } from './changed-specs.mjs';
import { COVERAGE_DIRS as EMBEDDED_COVERAGE } from './embedded-subset.mjs';
import { BUILDS, buildWorkspace, npm, plainText, ROOT, run } from './lib.mjs';
import { checkMonitoring, hasPromtool, PROMTOOL } from './monitoring-check.mjs';

const USAGE = `Usage: npm test [-- --changed[=<git ref>]] [--jobs <n>]
  --changed[=ref]  only the phases and tests touched by files changed against ref (default main),
                   including uncommitted and new files; the full run stays the default
  --jobs <n>       phases at once (default: TEST_JOBS, or the number of cores + 1; 1 runs them one after
                   the other and prints their output live)`;

let options;
try {
  ({ values: options } = parseArgs({
    options: { changed: { type: 'string' }, jobs: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    args: process.argv.slice(2).map((arg) => (arg === '--changed' ? '--changed=' : arg)),
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const jobs = Number(options.jobs ?? process.env.TEST_JOBS ?? os.availableParallelism() + 1);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs takes a whole number of phases, at least 1 (got ${options.jobs ?? process.env.TEST_JOBS}).\n${USAGE}`);
  process.exit(2);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const embeddedBackendNode = process.env.TEST_EMBEDDED_BACKEND_NODE;
const hasChromium = existsSync(chromium);
const hasMonitoringTool = hasPromtool();
const workspaceBuild = (workspace) => BUILDS.find((build) => build.workspace === workspace);

// ── the phases ───────────────────────────────────────────────────────────────────────────────
// Listed in the order they start when a slot is free and what they `need` has passed: first the
// two long ones, the backend's jest run (CPU-bound, two workers) and the browser journeys (mostly
// waiting on the browser and the real time they play through) with the builds they need; then the
// short checks fill the cores. `run(log)` resolves with the exit code (0 passes) and hands its
// output to log.

/**
 * The apps' typecheck, incremental: a second run (the quick loop's) reads what changed since the
 * last from node_modules/.cache and checks only that (a clean clone checks everything once).
 */
const TYPECHECK = ['-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/typecheck.tsbuildinfo'];

/** Every phase of the full run; `select` (from --changed) narrows files and tests. */
function allPhases(select = {}) {
  const only = (files) => (files ? ['--', ...files] : []);
  // The full run groups the backend's spec files to share loaded modules (backend/jest.config.js);
  // --changed runs the related spec files each on its own, as a developer's jest does.
  const grouped = select.jest ? {} : { KP_TEST_GROUPS: '1' };
  const phases = [
    {
      name: 'backend: API and unit tests (jest)',
      // The full run reports the line coverage of the sources (backend/jest.config.js).
      run: (log) =>
        npm(['test', '-w', 'backend', ...(select.jest ? only(select.jest) : ['--', '--coverage'])], {
          log,
          env: { ...process.env, ...grouped, KP_COVERAGE_DIR: EMBEDDED_COVERAGE.first },
        }),
      coverage: !select.jest,
    },
  ];
  // CI runs the backend suite once more on the oldest supported Node, on the embedded database with
  // in-process jobs (TEST_EMBEDDED_BACKEND_NODE, set by .ci/run): after the first jest run, so the two
  // never share the cores, and beside the browser journeys, which mostly wait. It runs the spec files
  // that reach what the embedded mode does differently (backend/test/embedded-subset.json), with
  // coverage for the proof that follows it.
  if (embeddedBackendNode && !select.jest) {
    phases.push({
      name: `backend: API and unit tests, embedded subset (Node ${execFileSync(embeddedBackendNode, ['--version'], { encoding: 'utf8' }).trim()})`,
      needs: ['backend: API and unit tests (jest)'],
      run: (log) => {
        const { DATABASE_URL: _database, REDIS_URL: _redis, TEST_EMBEDDED_BACKEND_NODE: _node, ...env } = process.env;
        return npm(['test', '-w', 'backend', '--', '--coverage'], {
          log,
          env: {
            ...env,
            ...grouped,
            KP_TEST_SUBSET: 'test/embedded-subset.json',
            KP_COVERAGE_DIR: EMBEDDED_COVERAGE.subset,
            PATH: `${path.dirname(embeddedBackendNode)}${path.delimiter}${env.PATH ?? ''}`,
          },
        });
      },
    });
    // The subset must run every line and branch the whole embedded pass would add to the first's,
    // and load every module the first loaded (scripts/embedded-subset.mjs says how that is proven).
    phases.push({
      name: 'backend: the embedded subset covers what the modes do differently',
      needs: ['backend: API and unit tests (jest)', phases.at(-1).name],
      run: (log) => run(process.execPath, ['scripts/embedded-subset.mjs', 'check'], { log }),
    });
  }
  if (hasChromium) {
    // The journeys run against the built product. The apps' builds leave their typecheck to the
    // typecheck phases below (their `npm run build` runs it first).
    for (const workspace of ['backend', 'frontend', 'admin']) {
      phases.push({
        name: `${workspace}: build`,
        run: async (log) => ((await buildWorkspace(workspaceBuild(workspace), { typecheck: false, log })) ? 0 : 1),
      });
    }
    phases.push({
      name: 'browser journeys (Chromium)',
      needs: ['backend: build', 'frontend: build', 'admin: build'],
      // One lane beside the other phases (E2E_LANES): two took the journeys from 1,118 s to 877 s in
      // CI but stretched the jest run beside them from 470 s to 871 s on two cores.
      // Chromium's CPU is added from what the journeys recorded (frontend/e2e/chromium-cpu.ts): GNU
      // time does not see its processes, which the run never waits for.
      run: async (log) => {
        const chromiumCpu = path.join(os.tmpdir(), `kp-chromium-cpu-${process.pid}`);
        rmSync(chromiumCpu, { force: true });
        const code = await npm(['run', 'test:e2e', '-w', 'frontend', ...only(select.e2e)], {
          log,
          env: { ...process.env, CHROMIUM_PATH: chromium, E2E_LANES: process.env.E2E_LANES ?? '1', E2E_CHROMIUM_CPU_FILE: chromiumCpu },
        });
        if (existsSync(chromiumCpu)) {
          log.cpu?.push(
            readFileSync(chromiumCpu, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map(Number)
              .reduce((a, b) => a + b, 0),
          );
          rmSync(chromiumCpu, { force: true });
        }
        return code;
      },
    });
    // A guest downloads at most 156 KB gzip of JS to reach the room; measured on the build the
    // journeys run against (e2e/guest-bundle.e2e.ts checks a real guest loads just that).
    phases.push({
      name: 'guest JS within 156 KB gzip (size:guest)',
      needs: ['frontend: build'],
      run: (log) => npm(['run', 'size:guest', '--', '--dist', '--check'], { log }),
    });
  }
  // The dependency audit (README, Dependency audit) and the alerting rules' promtool checks take
  // seconds; promtool when present (Debian's `prometheus`; CI always installs it).
  phases.push(
    { name: 'dependency audit: unit tests', run: (log) => run(process.execPath, ['--test', 'scripts/audit-deps/audit-deps.test.mjs'], { log }) },
    { name: 'dependency audit (audit:deps)', run: (log) => npm(['run', 'audit:deps'], { log }) },
    {
      name: "bench: /proc, peer and wrk readings' unit tests",
      run: (log) => run(process.execPath, ['--test', 'scripts/bench/proc-cpu.test.mjs', 'scripts/bench/peer.test.mjs', 'scripts/bench/wrk.test.mjs'], { log }),
    },
    { name: "test:stress: its failure reading's unit tests", run: (log) => run(process.execPath, ['--test', 'scripts/test-stress.test.mjs'], { log }) },
    { name: "test --changed: its spec selection's unit tests", run: (log) => run(process.execPath, ['--test', 'scripts/changed-specs.test.mjs'], { log }) },
    { name: "embedded subset: its proof's unit tests", run: (log) => run(process.execPath, ['--test', 'scripts/embedded-subset.test.mjs'], { log }) },
    // Plurals go through ICU messages: the lint rule against plurals made by hand fires (eslint.config.mjs).
    { name: "lint: the plural rule's unit tests", run: (log) => run(process.execPath, ['--test', 'scripts/plural-lint.test.mjs'], { log }) },
    { name: 'lint: the rule against comparing server text', run: (log) => run(process.execPath, ['--test', 'scripts/server-text-rule.test.mjs'], { log }) },
    // Code cites only documentation in the repository (README, Documentation).
    { name: 'documentation citations', run: (log) => run(process.execPath, ['--test', 'scripts/doc-citations.test.mjs'], { log }) },
  );
  if (hasMonitoringTool) phases.push({ name: 'monitoring: alerting rules and Prometheus config (promtool)', run: (log) => checkMonitoring({ log }) });
  phases.push(
    { name: 'lint (ESLint)', run: (log) => (select.lint ? npm(['exec', '--', 'eslint', ...select.lint], { log }) : npm(['run', 'lint'], { log })) },
    {
      name: 'layout (Prettier)',
      run: (log) =>
        select.prettier ? npm(['exec', '--', 'prettier', '--check', '--ignore-unknown', ...select.prettier], { log }) : npm(['run', 'format:check'], { log }),
    },
    { name: 'backend: typecheck', run: (log) => npm(['run', 'typecheck', '-w', 'backend'], { log }) },
    { name: 'frontend: typecheck', run: (log) => npm(['exec', '-w', 'frontend', '--', 'tsc', ...TYPECHECK], { log }) },
    { name: 'admin: typecheck', run: (log) => npm(['exec', '-w', 'admin', '--', 'tsc', ...TYPECHECK], { log }) },
    {
      name: 'frontend: component tests',
      run: (log) => npm(['exec', '-w', 'frontend', '--', 'vitest', ...vitestArgs(select.frontend)], { log }),
      coverage: !select.frontend,
    },
    {
      name: 'admin: component tests',
      run: (log) => npm(['exec', '-w', 'admin', '--', 'vitest', ...vitestArgs(select.admin)], { log }),
      coverage: !select.admin,
    },
  );
  return phases;
}

function vitestArgs(files) {
  // The full run reports the line coverage of the app's sources (frontend/vitest.components.ts).
  return files ? ['related', '--run', '--passWithNoTests', ...files] : ['run', '--coverage'];
}

/** The line coverage a phase's output reports (jest's and Vitest's text summary): percent, lines covered, lines. */
function lineCoverage(output) {
  const found = /^Lines\s*:\s*([\d.]+)%\s*\(\s*(\d+)\/(\d+)\s*\)/m.exec(plainText(output));
  return found ? { percent: Number(found[1]), covered: Number(found[2]), total: Number(found[3]) } : undefined;
}

// ── --changed: the phases and tests the changed files touch ───────────────────────────────────

function git(...args) {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Files changed against ref: committed since the merge base, staged, unstaged and untracked. */
function changedFiles(ref) {
  const base = git('merge-base', 'HEAD', ref)[0];
  return [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].sort();
}

const LINTED = /\.(ts|tsx|js|mjs|cjs)$/;
// A change to one of these can change how every file of its kind is checked or tested.
const TOOLING = ['package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * What `--changed` runs:
 * - ESLint and Prettier on the changed files (the whole tree when their config or the packages changed);
 * - backend: its typecheck, and the jest specs that import a changed file (jest --findRelatedTests),
 *   every spec when its tooling changed, the OpenAPI specs when openapi/ changed;
 * - each app: its typecheck and the Vitest tests that import a changed file (vitest related), all of
 *   them when its tooling changed; openapi/ (api-types.ts) counts for both;
 * - browser journeys: the changed journey files (all when e2e/ support or tooling changed), after
 *   the builds. A change to the apps' or the API's code alone does not start them: they take
 *   minutes, and the full `npm test` (and CI) runs them.
 */
function changedPlan(files) {
  const existing = files.filter((file) => existsSync(path.join(ROOT, file)));
  const under = (dir) => files.filter((file) => file.startsWith(dir));
  const absolute = (list) => list.map((file) => path.join(ROOT, file));
  const rootTooling = files.some((file) => TOOLING.includes(file));
  const select = {};
  const wanted = new Set();
  const skipped = [];

  const lintAll = rootTooling || files.includes('eslint.config.mjs');
  const linted = existing.filter((file) => LINTED.test(file));
  if (lintAll || linted.length > 0) {
    wanted.add('lint (ESLint)');
    if (!lintAll) select.lint = linted;
  }
  const layoutAll = rootTooling || files.some((file) => ['.prettierrc.json', '.prettierignore'].includes(file));
  if (layoutAll || existing.length > 0) {
    wanted.add('layout (Prettier)');
    if (!layoutAll) select.prettier = existing;
  }

  if (files.includes('package-lock.json') || under('security/').length > 0 || under('scripts/audit-deps').length > 0) {
    wanted.add('dependency audit: unit tests');
    wanted.add('dependency audit (audit:deps)');
  }
  if (under('scripts/bench').length > 0 || files.includes('scripts/bench.mjs')) wanted.add("bench: /proc and peer readings' unit tests");
  if (files.some((file) => file.startsWith('scripts/test-stress'))) wanted.add("test:stress: its failure reading's unit tests");
  if (files.some((file) => file.startsWith('scripts/changed-specs'))) wanted.add("test --changed: its spec selection's unit tests");
  if (files.some((file) => file.startsWith('scripts/embedded-subset') || file === 'backend/test/embedded-subset.json'))
    wanted.add("embedded subset: its proof's unit tests");
  if (files.some((file) => file.startsWith('scripts/server-text-rule') || file === 'eslint.config.mjs'))
    wanted.add('lint: the rule against comparing server text');
  // Any source or docs file may cite, or stop being cited; the check takes a second.
  if (existing.some((file) => /\.(ts|tsx|mjs|js|md)$/.test(file)) || under('docs/').length > 0) wanted.add('documentation citations');
  if (under('ops/').length > 0 || files.includes('scripts/monitoring-check.mjs')) wanted.add('monitoring: alerting rules and Prometheus config (promtool)');

  const openapi = under('openapi/').length > 0;
  const backend = under('backend/');
  if (backend.length > 0 || rootTooling || openapi) {
    wanted.add('backend: typecheck');
    wanted.add('backend: API and unit tests (jest)');
    const tooling = rootTooling || backend.some((file) => /^backend\/(package\.json|jest\.config\.js|\.swcrc|tsconfig[^/]*\.json)$/.test(file));
    if (!tooling) {
      // The specs of the changed files (backendSpecsFor), not every spec that reaches them however
      // indirectly: most reach the whole app, and the quick loop would be the whole suite.
      const specs = backendSpecsFor(backend.filter((file) => existsSync(path.join(ROOT, file)) && /\.(ts|mjs|js)$/.test(file)));
      if (openapi) specs.push('backend/test/openapi.spec.ts', 'backend/test/openapi-contract.spec.ts');
      if (specs.length > 0) select.jest = ['--passWithNoTests', ...absolute([...new Set(specs)])];
      else wanted.delete('backend: API and unit tests (jest)');
    }
  }

  // Both apps' component tests take their settings from this file, and their builds from the other.
  const componentTooling = files.includes('frontend/vitest.components.ts') || files.includes('frontend/vite-precompress.ts');
  for (const app of ['frontend', 'admin']) {
    const changed = under(`${app}/`).filter((file) => !file.startsWith(`${app}/e2e/`));
    if (changed.length === 0 && !rootTooling && !openapi && !componentTooling) continue;
    wanted.add(`${app}: typecheck`);
    wanted.add(`${app}: component tests`);
    const tooling = rootTooling || componentTooling || changed.some((file) => /^[^/]+\/(package\.json|vite\.config\.ts|tsconfig\.json|src\/test\/)/.test(file));
    if (!tooling) select[app] = absolute([...changed, ...under('openapi/')].filter((file) => existsSync(path.join(ROOT, file))));
    if (app === 'frontend' && changed.some((file) => file.startsWith('frontend/src/'))) skipped.push('browser journeys (the party app changed)');
    if (app === 'admin' && changed.some((file) => file.startsWith('admin/src/'))) skipped.push('browser journeys (the back office changed)');
  }

  const e2e = under('frontend/e2e/');
  if (e2e.length > 0 || files.includes('frontend/vitest.e2e.config.ts')) {
    wanted.add('frontend: typecheck');
    for (const phase of ['backend: build', 'frontend: build', 'admin: build', 'browser journeys (Chromium)']) wanted.add(phase);
    const journeys = e2e.filter((file) => file.endsWith('.e2e.ts') && existsSync(path.join(ROOT, file)));
    if (journeys.length === e2e.length && !rootTooling) select.e2e = journeys.map((file) => path.relative('frontend', file));
  }
  if (under('frontend/src/').length > 0 || files.includes('frontend/vite.config.ts')) {
    // The size check is quick once the party app is built, and a guest's download is easy to grow.
    for (const phase of ['frontend: build', 'guest JS within 156 KB gzip (size:guest)']) wanted.add(phase);
  }
  return { select, wanted, skipped: [...new Set(skipped)] };
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────

let phases = allPhases();
let note = '';
if (options.changed !== undefined) {
  const ref = options.changed || 'main';
  let files;
  try {
    files = changedFiles(ref);
  } catch (error) {
    console.error(`--changed compares with ${ref}, which git cannot find here: ${error.message.split('\n')[0]}`);
    process.exit(2);
  }
  if (files.length === 0) {
    console.log(`No file differs from ${ref}: nothing to test. (npm test without --changed runs everything.)`);
    process.exit(0);
  }
  const plan = changedPlan(files);
  phases = allPhases(plan.select).filter((phase) => plan.wanted.has(phase.name));
  console.log(`--changed: ${files.length} file(s) differ from ${ref}; running ${phases.length} phase(s).`);
  if (plan.skipped.length > 0) note = `Not run by --changed: ${plan.skipped.join('; ')}. npm test runs them.`;
}
if (!hasChromium) note = `${note ? `${note}\n` : ''}Browser journeys skipped: no Chromium at ${chromium} (apt-get install -y chromium). CI always runs them.`;
if (!hasMonitoringTool) {
  note = `${note ? `${note}\n` : ''}Alerting rules' promtool checks skipped: no ${PROMTOOL} (apt-get install -y prometheus). CI always runs them.`;
}

const live = jobs === 1;
// Output is piped, not a terminal: keep the colours the tools would use on one.
const childEnv = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
Object.assign(process.env, childEnv);

const started = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
const results = new Map();
const running = new Set();

/** Starts a phase; prints its output in one piece, headed by its name, when it ends. */
async function start(phase) {
  running.add(phase.name);
  const begin = Date.now();
  let output = '';
  // `cpu`: the CPU seconds of the phase's commands (lib.mjs run), for the table.
  const log = Object.assign((text) => (output += text), { cpu: [] });
  if (live) console.log(`\n━━ ${phase.name}`);
  else console.log(`▶ ${phase.name} (started at ${seconds(begin - started)} s)`);
  let code;
  try {
    code = await phase.run(live ? undefined : log);
  } catch (error) {
    output += `${error.stack ?? error}\n`;
    code = 1;
  }
  const end = Date.now();
  const cpu = log.cpu.length > 0 ? log.cpu.reduce((a, b) => a + b, 0) : undefined;
  results.set(phase.name, { ok: code === 0, start: begin - started, wall: end - begin, cpu, output, lines: phase.coverage ? lineCoverage(output) : undefined });
  running.delete(phase.name);
  if (!live) {
    console.log(`\n━━ ${phase.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${seconds(end - begin)} s`);
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  }
}

/**
 * What a failing phase's output says failed: the test runners' failure lines (jest's FAIL and ●,
 * vitest's × and FAIL, node:test's not ok) with the lines after each, or its last 40 lines.
 */
function failureExcerpt(output) {
  const lines = plainText(output).split('\n');
  const marker = /^\s*(FAIL\b|● (?!Console)|× |✕ |✘ |not ok\b)/;
  const keep = new Set();
  lines.forEach((text, i) => {
    if (marker.test(text)) for (let j = i; j < Math.min(lines.length, i + 12); j++) keep.add(j);
  });
  const picked = keep.size > 0 ? [...keep].sort((a, b) => a - b).slice(0, 150) : [...lines.keys()].slice(-40);
  return picked.map((i) => lines[i]).join('\n');
}

/** Runs the phases, `jobs` at a time, each once what it needs has passed (or skips it when that failed). */
async function runAll() {
  const pending = [...phases];
  const names = new Set(phases.map((phase) => phase.name));
  await new Promise((resolve) => {
    const pump = () => {
      for (let i = 0; i < pending.length && running.size < jobs;) {
        const phase = pending[i];
        const needs = (phase.needs ?? []).filter((name) => names.has(name));
        if (needs.some((name) => results.get(name)?.ok === false)) {
          pending.splice(i, 1);
          results.set(phase.name, { ok: false, skipped: `not run: ${needs.filter((name) => !results.get(name)?.ok).join(', ')} failed` });
          continue;
        }
        if (needs.every((name) => results.get(name)?.ok)) {
          pending.splice(i, 1);
          void start(phase).then(pump);
          continue;
        }
        i++;
      }
      if (pending.length === 0 && running.size === 0) resolve();
    };
    pump();
  });
}

await runAll();
const total = Date.now() - started;

// The table: each phase's result, when it started, how long it took (wall-clock seconds) and the CPU
// its processes used (user + system seconds; with GNU time, when the phases ran side by side): on a
// machine whose cores are all busy, the CPU column says what to make cheaper.
const width = Math.max(...phases.map((phase) => phase.name.length), 'Phase'.length);
const line = (name, result, startedAt, wall, cpu, lines = '', extra = '') => {
  const cells = `${result.padEnd(6)}  ${startedAt.padStart(11)}  ${wall.padStart(8)}  ${cpu.padStart(7)}  ${lines.padStart(18)}`;
  return `${name.padEnd(width)}  ${cells}${extra ? `  ${extra}` : ''}`;
};
const coverageCell = (lines) => (lines ? `${lines.percent.toFixed(2)}% of ${lines.total}` : '');
const cpuSum = [...results.values()].reduce((acc, r) => acc + (r.cpu ?? 0), 0);
const sum = [...results.values()].reduce((acc, r) => acc + (r.wall ?? 0), 0);
console.log(`\n━━ Summary: ${jobs} phase(s) at a time, Node ${process.versions.node}, ${os.availableParallelism()} core(s)`);
console.log(line('Phase', 'Result', 'Started (s)', 'Wall (s)', 'CPU (s)', 'Lines covered'));
for (const phase of phases) {
  const r = results.get(phase.name);
  if (r.skipped) console.log(line(phase.name, 'FAIL', '', '', '', '', r.skipped));
  else
    console.log(
      line(phase.name, r.ok ? 'PASS' : 'FAIL', seconds(r.start), seconds(r.wall), r.cpu === undefined ? '' : r.cpu.toFixed(1), coverageCell(r.lines)),
    );
}
console.log(line('Total', '', '', seconds(total), cpuSum > 0 ? cpuSum.toFixed(1) : '', '', `(the phases add up to ${seconds(sum)} s)`));
if (note) console.log(`\n${note}`);
const failed = [...results.values()].filter((r) => !r.ok);
if (failed.length > 0) {
  // A failing phase's output can sit far above the table; CI logs are often read from the end, so
  // the lines that name the failure are repeated here.
  for (const [name, r] of results) if (!r.ok && r.output) console.log(`\n━━ ${name}: what failed\n${failureExcerpt(r.output)}`);
  console.log(`\n${failed.length} of ${results.size} phase(s) failed.`);
  process.exit(1);
}
console.log(`\nAll ${results.size} phases passed in ${seconds(total)} s.`);
