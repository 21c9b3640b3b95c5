// Unit tests of the dependency audit (`npm run audit:deps`, README "Dependency audit"), with node's
// test runner: `node --test scripts/audit-deps/audit-deps.test.mjs` (`npm test` runs them before the audit itself).
// The fixture advisories in fixtures/osv/ are real GitHub advisories in OSV's format, trimmed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { buildDatabase, compact, serialise } from '../audit-deps-refresh.mjs';
import { audit, formatReport, STALE_AFTER_DAYS, validateAllowList } from './audit.mjs';
import { readLockfile } from './lockfile.mjs';
import { advisoriesFor, indexAdvisories, inRange } from './osv.mjs';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..', '..');
const FIXTURES = path.join(HERE, 'fixtures');
const readFixture = (name) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
const OSV_RECORDS = ['GHSA-xvch-5gv4-984h', 'GHSA-vh95-rmgr-6w4m', 'GHSA-35jh-r3h4-6jhm', 'GHSA-29mw-wpgm-hmr9', 'GHSA-9999-wdrn-test', 'MAL-2099-0001'].map(
  (id) => readFixture(`osv/${id}.json`),
);
const DB = buildDatabase(OSV_RECORDS, { source: 'fixtures' });
const NOW = new Date('2024-09-20T00:00:00Z');

const scratch = mkdtempSync(path.join(os.tmpdir(), 'audit-deps-test-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function cli(args) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'audit-deps.mjs'), ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('OSV ranges', () => {
  const range = (...events) => ({ type: 'SEMVER', events });

  test('introduced/fixed: from the introduced version up to, not including, the fixed one', () => {
    const r = range({ introduced: '1.0.0' }, { fixed: '1.2.6' });
    assert.equal(inRange('0.9.9', r), false);
    assert.equal(inRange('1.0.0', r), true);
    assert.equal(inRange('1.2.5', r), true);
    assert.equal(inRange('1.2.6', r), false);
    assert.equal(inRange('2.0.0', r), false);
  });

  test('introduced "0" means every version before the fix, pre-releases included', () => {
    const r = range({ introduced: '0' }, { fixed: '0.2.4' });
    assert.equal(inRange('0.0.1-alpha', r), true);
    assert.equal(inRange('0.2.3', r), true);
    assert.equal(inRange('0.2.4', r), false);
  });

  test('last_affected includes that version and stops after it; no end means every later version', () => {
    assert.equal(inRange('2.3.0', range({ introduced: '2.0.0' }, { last_affected: '2.3.0' })), true);
    assert.equal(inRange('2.3.1', range({ introduced: '2.0.0' }, { last_affected: '2.3.0' })), false);
    assert.equal(inRange('9.0.0', range({ introduced: '2.0.0' })), true);
  });

  test('events in any order, several windows in one range, pre-releases of the fixed version still affected', () => {
    const r = range({ fixed: '3.0.0' }, { introduced: '2.5.0' }, { fixed: '1.5.0' }, { introduced: '1.0.0' });
    assert.equal(inRange('1.4.9', r), true);
    assert.equal(inRange('2.0.0', r), false);
    assert.equal(inRange('3.0.0-rc.1', r), true);
    assert.equal(inRange('3.0.0', r), false);
  });

  test('a version semver cannot read, or a GIT range, is never matched by a range', () => {
    assert.equal(inRange('not-a-version', range({ introduced: '0' })), false);
    assert.equal(inRange('1.0.0', { type: 'GIT', repo: 'x', events: [{ introduced: '0' }] }), false);
  });

  test('an exact `versions` entry matches, and each advisory is reported once with its first fix above the version', () => {
    const index = indexAdvisories([
      { id: 'GHSA-listed', affected: [{ package: { ecosystem: 'npm', name: 'p' }, versions: ['1.0.0-weird.1'] }], database_specific: { severity: 'LOW' } },
      ...DB.advisories,
    ]);
    assert.deepEqual(
      advisoriesFor(index, 'p', '1.0.0-weird.1').map((a) => a.id),
      ['GHSA-listed'],
    );
    const minimist = advisoriesFor(index, 'minimist', '1.2.0');
    assert.deepEqual(minimist.map((a) => [a.id, a.severity, a.fixed]).sort(), [
      ['GHSA-vh95-rmgr-6w4m', 'moderate', '1.2.3'],
      ['GHSA-xvch-5gv4-984h', 'critical', '1.2.6'],
    ]);
    assert.deepEqual(advisoriesFor(index, 'minimist', '1.2.8'), []);
    assert.deepEqual(advisoriesFor(index, 'minimist-other', '0.0.1'), []);
  });
});

describe('lockfile', () => {
  test('each copy of a package is resolved as Node resolves it, with its workspace and production/dev', () => {
    const { packages } = readLockfile(readFixture('vulnerable-lock.json'));
    const at = (location) => packages.find((p) => p.location === location);
    assert.deepEqual(at('node_modules/optimist/node_modules/minimist'), {
      location: 'node_modules/optimist/node_modules/minimist',
      name: 'minimist',
      version: '0.0.10',
      production: true,
      workspaces: [{ workspace: 'server', production: true }],
    });
    assert.deepEqual(at('node_modules/minimist').workspaces, [{ workspace: '(root)', production: false }]);
    assert.equal(at('node_modules/minimist').production, false);
    assert.equal(at('node_modules/lodash').production, true);
  });

  test("on this repository's own lockfile it agrees with npm's dev flags, package by package", () => {
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const { packages, workspaces } = readLockfile(lock);
    assert.deepEqual(workspaces, ['(root)', 'admin', 'backend', 'frontend', 'packages/languages']);
    const disagreements = packages.filter((p) => p.production === Boolean(lock.packages[p.location].dev)).map((p) => p.location);
    assert.deepEqual(disagreements, []);
    assert.ok(packages.some((p) => p.production) && packages.some((p) => !p.production));
  });

  test('a lockfile of npm 6 (no "packages" map) is refused with a sentence', () => {
    assert.throws(() => readLockfile({ lockfileVersion: 1, dependencies: {} }), /npm 6 or older/);
  });
});

describe('audit', () => {
  test('fails on high/critical advisories in production dependencies, and only reports dev-only ones', () => {
    const result = audit({ lock: readFixture('vulnerable-lock.json'), db: DB, now: NOW });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.findings.map((f) => [f.package, f.version, f.id, f.severity, f.fixed, f.production, f.failing]),
      [
        ['minimist', '0.0.10', 'GHSA-xvch-5gv4-984h', 'critical', '0.2.4', true, true],
        ['lodash', '4.17.20', 'GHSA-35jh-r3h4-6jhm', 'high', '4.17.21', true, true],
        ['lodash', '4.17.20', 'GHSA-29mw-wpgm-hmr9', 'moderate', '4.17.21', true, false],
        ['minimist', '0.0.10', 'GHSA-vh95-rmgr-6w4m', 'moderate', '0.2.1', true, false],
        ['minimist', '1.2.5', 'GHSA-xvch-5gv4-984h', 'critical', '1.2.6', false, false],
      ],
    );
  });

  test('passes on the same project with fixed versions', () => {
    const result = audit({ lock: readFixture('clean-lock.json'), db: DB, now: NOW });
    assert.equal(result.ok, true);
    assert.deepEqual(result.findings, []);
  });

  test('a critical advisory only in a dev tool is reported but does not fail', () => {
    const lock = readFixture('vulnerable-lock.json');
    lock.packages['node_modules/lodash'].version = '4.17.21';
    lock.packages.server.dependencies = { lodash: '^4.17.21' };
    delete lock.packages['node_modules/optimist'];
    delete lock.packages['node_modules/optimist/node_modules/minimist'];
    const result = audit({ lock, db: DB, now: NOW });
    assert.equal(result.ok, true);
    assert.deepEqual(
      result.findings.map((f) => [f.package, f.id, f.production]),
      [['minimist', 'GHSA-xvch-5gv4-984h', false]],
    );
    assert.match(formatReport(result, { lockfile: 'x', dbFile: 'y' }), /Passed: .*1 high\/critical in dev-only tools are reported above, not failing/);
  });

  test('a package reached from a production dependency and from a dev tool counts as production', () => {
    const lock = readFixture('clean-lock.json');
    lock.packages['node_modules/minimist'].version = '1.2.5';
    lock.packages.server.dependencies.minimist = '^1.2.5';
    delete lock.packages['node_modules/minimist'].dev;
    const result = audit({ lock, db: DB, now: NOW });
    assert.equal(result.ok, false);
    assert.deepEqual(result.findings[0].workspaces, [
      { workspace: '(root)', production: false },
      { workspace: 'server', production: true },
    ]);
  });

  test('the allow-list accepts a finding by advisory id or alias, with its reason shown', () => {
    const allow = validateAllowList(
      [
        { id: 'CVE-2021-44906', package: 'minimist', reason: 'optimist only parses our own fixed argv' },
        { id: 'GHSA-35jh-r3h4-6jhm', package: 'lodash', reason: 'template() is never called' },
      ],
      'allow.json',
    );
    const result = audit({ lock: readFixture('vulnerable-lock.json'), db: DB, allow, now: NOW });
    assert.equal(result.ok, true);
    assert.match(formatReport(result, { lockfile: 'x', dbFile: 'y' }), /ALLOWED: template\(\) is never called/);
    assert.throws(() => validateAllowList([{ id: 'GHSA-35jh-r3h4-6jhm', package: 'lodash', reason: ' ' }], 'allow.json'), /non-empty "reason"/);
  });

  test('the report names the data and warns when it is old or was never filled', () => {
    const fresh = audit({ lock: readFixture('clean-lock.json'), db: DB, now: NOW });
    assert.equal(fresh.database.stale, false);
    const report = formatReport(fresh, { lockfile: 'lock', dbFile: 'db' });
    assert.match(report, /Advisory data: fixtures, generated 2024-09-16T21:43:37Z \(3 days ago\)/);
    assert.doesNotMatch(report, /WARNING/);
    const later = new Date(NOW.getTime() + (STALE_AFTER_DAYS + 1) * 86_400_000);
    assert.match(
      formatReport(audit({ lock: readFixture('clean-lock.json'), db: DB, now: later }), { lockfile: 'l', dbFile: 'd' }),
      /WARNING: .*over 30 days old/,
    );
    const empty = buildDatabase([], { source: null });
    const unfilled = formatReport(audit({ lock: readFixture('vulnerable-lock.json'), db: empty }), { lockfile: 'l', dbFile: 'd' });
    assert.match(unfilled, /WARNING: .*never been filled/);
    assert.match(unfilled, /NOT CHECKED: the database holds no advisory/);
    assert.doesNotMatch(unfilled, /Passed|No known advisory/);
  });
});

describe('refresh (OSV export to security/osv-npm.json)', () => {
  test('keeps reviewed npm advisories only: no withdrawn ones, no malicious-package reports; dated by the newest change', () => {
    assert.deepEqual(
      DB.advisories.map((a) => a.id),
      ['GHSA-29mw-wpgm-hmr9', 'GHSA-35jh-r3h4-6jhm', 'GHSA-vh95-rmgr-6w4m', 'GHSA-xvch-5gv4-984h'],
    );
    assert.equal(DB.generated, '2024-09-16T21:43:37Z');
    assert.equal(compact({ id: 'GHSA-pypi-only', affected: [{ package: { ecosystem: 'PyPI', name: 'x' } }] }), null);
    assert.deepEqual(JSON.parse(serialise(DB)), DB);
    assert.deepEqual(JSON.parse(serialise(buildDatabase([], { source: null }))).advisories, []);
  });

  test('the refresh command builds a database from a folder of OSV records that the audit command then reads', () => {
    const out = path.join(scratch, 'osv-npm.json');
    const refresh = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'audit-deps-refresh.mjs'), '--from', path.join(FIXTURES, 'osv'), '--out', out], {
      encoding: 'utf8',
    });
    assert.equal(refresh.status, 0, refresh.stderr);
    assert.match(refresh.stdout, /Wrote 4 advisories/);
    // One advisory a line, so a refresh reads as a diff.
    assert.equal(
      readFileSync(out, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('    {"id":"GHSA-')).length,
      4,
    );

    const failing = cli(['--lockfile', path.join(FIXTURES, 'vulnerable-lock.json'), '--db', out, '--allow', path.join(scratch, 'none.json')]);
    assert.equal(failing.code, 1, failing.err);
    assert.match(failing.out, /^CRITICAL +minimist@0\.0\.10 +GHSA-xvch-5gv4-984h +fixed in 0\.2\.4 +server \(production\) +Prototype Pollution in minimist$/m);
    assert.match(failing.out, /^HIGH +lodash@4\.17\.20 +GHSA-35jh-r3h4-6jhm +fixed in 4\.17\.21 +server \(production\)/m);
    assert.match(failing.out, /^CRITICAL +minimist@1\.2\.5 +GHSA-xvch-5gv4-984h +fixed in 1\.2\.6 +\(root\) \(dev\)/m);
    assert.match(failing.out, /FAILED: 2 high or critical advisories affect production dependencies/);

    const passing = cli(['--lockfile', path.join(FIXTURES, 'clean-lock.json'), '--db', out]);
    assert.equal(passing.code, 0, passing.err);
    assert.match(passing.out, /Passed: no high or critical advisory affects a production dependency/);

    const json = JSON.parse(cli(['--lockfile', path.join(FIXTURES, 'vulnerable-lock.json'), '--db', out, '--json']).out);
    assert.equal(json.ok, false);
    assert.equal(json.findings.length, 5);
  });

  // fixtures/osv-npm-all.zip holds fixtures/osv/ zipped, laid out like OSV's npm/all.zip (records at the top).
  const unzip = spawnSync('unzip', ['-v'], { encoding: 'utf8' });
  test('the refresh command reads an all.zip as OSV publishes it', { skip: unzip.status === 0 ? false : 'no `unzip` command here' }, () => {
    const out = path.join(scratch, 'from-zip.json');
    const refresh = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'audit-deps-refresh.mjs'), '--from', path.join(FIXTURES, 'osv-npm-all.zip'), '--out', out],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(refresh.status, 0, refresh.stderr);
    const db = JSON.parse(readFileSync(out, 'utf8'));
    assert.equal(db.source, 'OSV npm export (osv-npm-all.zip), GitHub-reviewed advisories');
    assert.deepEqual(db.advisories, DB.advisories);
    assert.equal(db.generated, DB.generated);
  });

  test('an unreadable lockfile, database or allow-list stops the audit with exit 2 and a sentence', () => {
    const broken = path.join(scratch, 'broken.json');
    writeFileSync(broken, '{ not json');
    const lock = path.join(FIXTURES, 'clean-lock.json');
    const missing = cli(['--lockfile', lock, '--db', path.join(scratch, 'missing.json')]);
    assert.equal(missing.code, 2);
    assert.match(missing.err, /Could not read the advisory database at .*missing\.json: the file does not exist\./);
    const invalid = cli(['--lockfile', broken]);
    assert.equal(invalid.code, 2);
    assert.match(invalid.err, /The lockfile at .*broken\.json is not valid JSON/);
    const badAllow = path.join(scratch, 'allow.json');
    writeFileSync(badAllow, JSON.stringify([{ id: 'GHSA-1' }]));
    const refused = cli(['--lockfile', lock, '--allow', badAllow]);
    assert.equal(refused.code, 2);
    assert.match(refused.err, /Entry 1 of the allow-list .* needs "id", "package" and a non-empty "reason"/);
  });
});
