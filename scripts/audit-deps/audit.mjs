// The dependency audit itself (README "Dependency audit"): every package in the lockfile against the
// advisory database, as findings and a printable report. `scripts/audit-deps.mjs` is its command line.
import { readFileSync } from 'node:fs';
import { readLockfile } from './lockfile.mjs';
import { advisoriesFor, indexAdvisories, SEVERITIES } from './osv.mjs';

/** Severities that fail the audit when a production dependency has them. */
export const FAILING = new Set(['critical', 'high']);
/** Past this age the report says the data should be refreshed (it never fails on age alone). */
export const STALE_AFTER_DAYS = 30;

export function readJson(file, what) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Could not read the ${what} at ${file}: ${error.code === 'ENOENT' ? 'the file does not exist' : error.message}.`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`The ${what} at ${file} is not valid JSON: ${error.message}.`, { cause: error });
  }
}

/** Checks the database's shape, so a damaged file is an error rather than "no advisories". */
export function validateDatabase(db, file) {
  if (!db || typeof db !== 'object' || !Array.isArray(db.advisories)) {
    throw new Error(`The advisory database at ${file} has no "advisories" list. Rebuild it with \`npm run audit:deps:refresh\`.`);
  }
  return db;
}

/**
 * Accepted findings: `[{ "id": "GHSA-…", "package": "name", "reason": "why it cannot reach us" }]`.
 * An entry without a reason is refused: the file is where that reasoning is kept.
 */
export function validateAllowList(list, file) {
  if (!Array.isArray(list)) throw new Error(`The allow-list at ${file} must be a JSON array of { "id", "package", "reason" }.`);
  for (const [index, entry] of list.entries()) {
    if (!entry || typeof entry.id !== 'string' || typeof entry.package !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '') {
      throw new Error(`Entry ${index + 1} of the allow-list at ${file} needs "id", "package" and a non-empty "reason".`);
    }
  }
  return list;
}

/**
 * @param {{ lock: object, db: object, allow?: Array<{ id: string, package: string, reason: string }>, now?: Date }} input
 */
export function audit({ lock, db, allow = [], now = new Date() }) {
  const { packages, workspaces } = readLockfile(lock);
  const index = indexAdvisories(db.advisories);
  const findings = [];
  for (const pkg of packages) {
    for (const advisory of advisoriesFor(index, pkg.name, pkg.version)) {
      const allowed = allow.find((entry) => entry.package === pkg.name && (entry.id === advisory.id || advisory.aliases.includes(entry.id)));
      findings.push({
        ...advisory,
        package: pkg.name,
        version: pkg.version,
        location: pkg.location,
        production: pkg.production,
        workspaces: pkg.workspaces,
        allowed: allowed ? allowed.reason : null,
        failing: pkg.production && FAILING.has(advisory.severity) && !allowed,
      });
    }
  }
  findings.sort(
    (a, b) =>
      Number(b.production) - Number(a.production) ||
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
      a.package.localeCompare(b.package) ||
      a.id.localeCompare(b.id),
  );
  const generated = db.generated ? new Date(db.generated) : null;
  const ageDays = generated && !Number.isNaN(generated.getTime()) ? Math.floor((now.getTime() - generated.getTime()) / 86_400_000) : null;
  return {
    ok: !findings.some((finding) => finding.failing),
    findings,
    counts: { packages: packages.length, production: packages.filter((p) => p.production).length, advisories: db.advisories.length },
    workspaces,
    database: { source: db.source ?? null, generated: db.generated ?? null, ageDays, stale: ageDays === null || ageDays > STALE_AFTER_DAYS },
  };
}

const where = (finding) =>
  finding.workspaces.length === 0
    ? finding.production
      ? 'production'
      : 'dev'
    : finding.workspaces.map((w) => `${w.workspace} (${w.production ? 'production' : 'dev'})`).join(', ');

/** The report `npm run audit:deps` prints. */
export function formatReport(result, { lockfile, dbFile }) {
  const lines = [];
  const { counts, database } = result;
  lines.push(
    `Dependency audit of ${lockfile}: ${counts.packages} packages (${counts.production} production, ${counts.packages - counts.production} dev-only)` +
      ` in ${result.workspaces.join(', ')}, against ${counts.advisories} advisories in ${dbFile}.`,
  );
  if (database.generated === null) {
    lines.push(
      `WARNING: the advisory database has never been filled from OSV: it knows no advisory, so nothing can be found. Run \`npm run audit:deps:refresh\`.`,
    );
  } else {
    lines.push(`Advisory data: ${database.source ?? 'unknown source'}, generated ${database.generated} (${database.ageDays} days ago).`);
    if (database.stale)
      lines.push(`WARNING: the advisory data is over ${STALE_AFTER_DAYS} days old; run \`npm run audit:deps:refresh\` (README "Dependency audit").`);
  }
  if (counts.advisories === 0) {
    // Saying "passed" here would read as "no vulnerability"; the build goes on, the report says why.
    lines.push('', 'NOT CHECKED: the database holds no advisory, so this run says nothing about vulnerabilities (exit 0 until it is filled).');
    return lines.join('\n');
  }
  if (result.findings.length === 0) {
    lines.push('', 'No known advisory affects an installed version.');
  } else {
    const rows = result.findings.map((f) => [
      f.severity.toUpperCase(),
      `${f.package}@${f.version}`,
      f.id,
      f.fixed ? `fixed in ${f.fixed}` : 'no fix yet',
      where(f),
      f.allowed ? `ALLOWED: ${f.allowed}` : f.summary,
    ]);
    const widths = rows[0].slice(0, 5).map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    lines.push('');
    for (const row of rows) lines.push(row.map((cell, column) => (column < 5 ? cell.padEnd(widths[column]) : cell)).join('  '));
  }
  const failing = result.findings.filter((f) => f.failing);
  const devSerious = result.findings.filter((f) => !f.production && ['critical', 'high'].includes(f.severity));
  lines.push('');
  if (failing.length > 0) {
    lines.push(
      `FAILED: ${failing.length} high or critical advisor${failing.length === 1 ? 'y affects' : 'ies affect'} production dependencies.` +
        ' Upgrade them (the "fixed in" version; `npm ls <name>` shows who pulls it in, `overrides` in package.json can force a transitive one),' +
        ' or, when the vulnerable code cannot be reached, record why in security/audit-allow.json.',
    );
  } else {
    const devNote = devSerious.length > 0 ? ` (${devSerious.length} high/critical in dev-only tools are reported above, not failing)` : '';
    lines.push(`Passed: no high or critical advisory affects a production dependency${devNote}.`);
  }
  return lines.join('\n');
}
