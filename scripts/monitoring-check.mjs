#!/usr/bin/env node
// `npm run check:monitoring`: promtool over the monitoring files that ship with the code
// (docs/operations.md, "Alerts"): the alerting rules' syntax, their unit tests, and the Prometheus
// configuration of the `monitoring` profile. Needs promtool (Debian's `prometheus` package;
// PROMTOOL_PATH to use another); `npm test` runs this when promtool is there, CI always.
// That every metric a rule or panel names exists is backend/test/monitoring.spec.ts's job.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, run } from './lib.mjs';

export const PROMTOOL = process.env.PROMTOOL_PATH ?? 'promtool';

/** Whether promtool runs here. */
export function hasPromtool() {
  return spawnSync(PROMTOOL, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** promtool's checks of the rules, their unit tests and the config; `log` takes the output (npm test's phases), else it is printed. */
export async function checkMonitoring({ log } = {}) {
  const dir = path.join(ROOT, 'ops/prometheus');
  let failed = 0;
  failed += (await run(PROMTOOL, ['check', 'rules', 'alerts.yml'], { cwd: dir, log })) === 0 ? 0 : 1;
  failed += (await run(PROMTOOL, ['test', 'rules', 'alerts.test.yml'], { cwd: dir, log })) === 0 ? 0 : 1;
  // The config names the token file Compose mounts (/run/secrets/metrics_token), which promtool
  // wants to exist: check a copy that points at a stand-in token, beside a copy of the rules.
  const scratch = mkdtempSync(path.join(tmpdir(), 'karaoke-prometheus-'));
  try {
    writeFileSync(path.join(scratch, 'metrics_token'), 'stand-in-token-for-promtool\n');
    copyFileSync(path.join(dir, 'alerts.yml'), path.join(scratch, 'alerts.yml'));
    const config = readFileSync(path.join(dir, 'prometheus.yml'), 'utf8');
    if (!config.includes('/run/secrets/metrics_token')) {
      throw new Error('ops/prometheus/prometheus.yml no longer reads /run/secrets/metrics_token: update this check.');
    }
    writeFileSync(path.join(scratch, 'prometheus.yml'), config.replaceAll('/run/secrets/metrics_token', path.join(scratch, 'metrics_token')));
    failed += (await run(PROMTOOL, ['check', 'config', 'prometheus.yml'], { cwd: scratch, log })) === 0 ? 0 : 1;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!hasPromtool()) {
    console.error(`No promtool (${PROMTOOL}): apt-get install -y prometheus, or set PROMTOOL_PATH.`);
    process.exit(1);
  }
  process.exit(await checkMonitoring());
}
