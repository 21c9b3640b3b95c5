#!/usr/bin/env node
// `npm run audit:deps`: checks every package in package-lock.json (all workspaces) against the
// advisory database kept in the repository (security/osv-npm.json, OSV's npm advisories; README
// "Dependency audit"), with no network: `npm audit` needs the registry's advisory endpoint.
// Prints each finding (severity, package@version, advisory id, fixed version, workspace and whether
// production or dev) and exits 1 when a high or critical advisory affects a production dependency;
// dev-only findings are reported without failing. Exit 2: the lockfile or database cannot be read.
//
//   node scripts/audit-deps.mjs [--lockfile package-lock.json] [--db security/osv-npm.json]
//                               [--allow security/audit-allow.json] [--json]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { audit, formatReport, readJson, validateAllowList, validateDatabase } from './audit-deps/audit.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

try {
  const { values } = parseArgs({
    options: {
      lockfile: { type: 'string', default: path.join(ROOT, 'package-lock.json') },
      db: { type: 'string', default: path.join(ROOT, 'security', 'osv-npm.json') },
      allow: { type: 'string', default: path.join(ROOT, 'security', 'audit-allow.json') },
      json: { type: 'boolean', default: false },
    },
  });
  const lock = readJson(values.lockfile, 'lockfile');
  const db = validateDatabase(readJson(values.db, 'advisory database'), values.db);
  const allow = existsSync(values.allow) ? validateAllowList(readJson(values.allow, 'allow-list'), values.allow) : [];
  const result = audit({ lock, db, allow });
  const shown = (file) => path.relative(process.cwd(), file) || file;
  console.log(values.json ? JSON.stringify(result, null, 2) : formatReport(result, { lockfile: shown(values.lockfile), dbFile: shown(values.db) }));
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error(`Dependency audit could not run: ${error.message}`);
  process.exitCode = 2;
}
