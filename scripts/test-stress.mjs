#!/usr/bin/env node
// `npm run test:stress`: the whole suite several times under load, to find the tests that fail only
// when the machine is busy (README, Tests). Beside each run, `--burners` processes (default 2) spin
// on the CPU; each run is `npm test` (or, with `--ci`, `bash .ci/run` on a clean clone of HEAD, as CI)
// and every test that failed in any run is listed at the end with the runs it failed in. A test in
// that list is a bug in the test or the code: fix the cause (wait for the event that proves the
// state), never by a retry or a longer timeout alone.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { plainText, ROOT } from './lib.mjs';

/** The failing tests' names in a run's output: jest's ●, Vitest's × and FAIL lines, node:test's not ok. */
export function failedTests(output) {
  const lines = plainText(output).split('\n');
  const names = new Set();
  for (const text of lines) {
    const jest = /^\s*● (.+)$/.exec(text);
    if (jest && !/^(Console|\s*Cannot log after tests are done)/.test(jest[1])) names.add(`jest: ${jest[1].trim()}`);
    const vitest = /^\s*FAIL\s+(\S+\.(?:test|e2e)\.tsx?) > (.+)$/.exec(text);
    if (vitest) names.add(`vitest: ${vitest[1]} > ${vitest[2].trim()}`);
    const node = /^not ok \d+ - (.+)$/.exec(text);
    if (node) names.add(`node:test: ${node[1].trim()}`);
  }
  return [...names];
}

async function main() {
  const USAGE = `Usage: npm run test:stress [-- --runs <n>] [--burners <n>] [--ci]
  --runs <n>     how many runs (default 5)
  --burners <n>  CPU-bound processes beside each run (default 2)
  --ci           run "bash .ci/run" on a clean clone of HEAD (committed work only; npm ci, PostgreSQL +
                 Redis, the embedded pass), as CI does, instead of "npm test" here`;

  let options;
  try {
    ({ values: options } = parseArgs({
      options: {
        runs: { type: 'string', default: '5' },
        burners: { type: 'string', default: '2' },
        ci: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(options.runs);
  const burners = Number(options.burners);
  if (![runs, burners].every((n) => Number.isInteger(n) && n >= 0) || runs < 1) {
    console.error(`--runs takes a whole number from 1, --burners from 0.\n${USAGE}`);
    process.exit(2);
  }

  const logDir = path.join(ROOT, 'test-results', `stress-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(logDir, { recursive: true });

  function burn() {
    return spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' });
  }

  function runOnce(index) {
    return new Promise((resolve) => {
      const clone = options.ci ? mkdtempSync(path.join(os.tmpdir(), 'kp-stress-')) : undefined;
      const [command, args] = clone ? ['bash', ['-c', 'git clone -q "$0" "$1/repo" && cd "$1/repo" && bash .ci/run', ROOT, clone]] : ['npm', ['test']];
      const started = Date.now();
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      let output = '';
      const keep = (chunk) => (output += chunk);
      child.stdout.setEncoding('utf8').on('data', keep);
      child.stderr.setEncoding('utf8').on('data', keep);
      child.on('close', (code) => {
        writeFileSync(path.join(logDir, `run-${index}.log`), output);
        if (clone) rmSync(clone, { recursive: true, force: true });
        resolve({ code, seconds: (Date.now() - started) / 1000, failed: failedTests(output) });
      });
    });
  }

  const seen = new Map();
  const results = [];
  for (let i = 1; i <= runs; i++) {
    const spinning = Array.from({ length: burners }, burn);
    console.log(`── run ${i} of ${runs}: ${options.ci ? 'bash .ci/run' : 'npm test'} beside ${burners} CPU-bound process(es)`);
    const result = await runOnce(i);
    for (const child of spinning) child.kill('SIGKILL');
    results.push(result);
    for (const name of result.failed) seen.set(name, [...(seen.get(name) ?? []), i]);
    console.log(
      `   ${result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`} in ${result.seconds.toFixed(0)} s; ${result.failed.length} failing test(s)`,
    );
  }

  console.log(`\n━━ ${runs} run(s) under load (${burners} CPU-bound process(es) beside each); logs in ${path.relative(ROOT, logDir)}`);
  results.forEach((r, i) => console.log(`run ${i + 1}: ${r.code === 0 ? 'PASS' : 'FAIL'}  ${r.seconds.toFixed(0)} s`));
  if (seen.size === 0) {
    const clean = results.every((r) => r.code === 0);
    console.log(clean ? '\nNo test failed in any run.' : '\nNo test failed, but a run did: see its log.');
    process.exit(clean ? 0 : 1);
  }
  console.log('\nTests that failed at least once (runs):');
  for (const [name, inRuns] of [...seen].sort((a, b) => b[1].length - a[1].length)) console.log(`  [${inRuns.join(', ')}] ${name}`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
