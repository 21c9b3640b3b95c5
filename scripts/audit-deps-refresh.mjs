#!/usr/bin/env node
// `npm run audit:deps:refresh`: rebuilds security/osv-npm.json, the advisory database that
// `npm run audit:deps` reads, from OSV's export of npm advisories (README "Dependency audit").
//
//   npm run audit:deps:refresh                       downloads OSV's npm/all.zip (needs internet)
//   npm run audit:deps:refresh -- --from all.zip     an all.zip downloaded elsewhere
//   npm run audit:deps:refresh -- --from <folder>    a folder of OSV .json records (all.zip unpacked)
//
// Keeps the GitHub-reviewed advisories (GHSA-…, those `npm audit` uses, with GitHub's severity),
// drops withdrawn ones, and keeps only the fields the audit reads, one advisory a line, sorted by id,
// so a refresh reads as a diff. OSV's malicious-package reports (MAL-…) are left out: they name
// packages published as malware rather than vulnerable versions of packages one chose, and they are
// over 95% of the export (hundreds of thousands of records) against a few thousand GHSA ones.
// Unpacking the zip uses the `unzip` command (Debian's `unzip` package).
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';

export const OSV_NPM_EXPORT = 'https://osv-vulnerabilities.storage.googleapis.com/npm/all.zip';
const ROOT = path.resolve(import.meta.dirname, '..');

/** The part of an OSV record the audit needs, or null for one it should not keep. */
export function compact(record) {
  if (!record || typeof record.id !== 'string' || !record.id.startsWith('GHSA-') || record.withdrawn) return null;
  const affected = (record.affected ?? [])
    .filter((a) => a.package?.ecosystem === 'npm' && a.package.name)
    .map((a) => ({
      package: { ecosystem: 'npm', name: a.package.name },
      ...(a.ranges?.length
        ? { ranges: a.ranges.filter((r) => r.type === 'SEMVER' || r.type === 'ECOSYSTEM').map((r) => ({ type: r.type, events: r.events })) }
        : {}),
      ...(a.versions?.length ? { versions: a.versions } : {}),
    }));
  if (affected.length === 0) return null;
  return {
    id: record.id,
    ...(record.aliases?.length ? { aliases: record.aliases } : {}),
    summary: record.summary ?? '',
    modified: record.modified,
    database_specific: { severity: record.database_specific?.severity ?? null },
    affected,
  };
}

/**
 * Builds the database document from OSV records. Its date is the newest advisory change in the
 * export (OSV changes some every day), so an old all.zip passed with --from reads as old.
 */
export function buildDatabase(records, { source }) {
  const advisories = records
    .map(compact)
    .filter(Boolean)
    .sort((a, b) => a.id.localeCompare(b.id));
  const newest = advisories.reduce((latest, a) => (a.modified && a.modified > latest ? a.modified : latest), '');
  return {
    source,
    generated: newest || null,
    license: 'Advisories from the GitHub Advisory Database, CC-BY 4.0 (https://github.com/github/advisory-database), via OSV (https://osv.dev).',
    advisories,
  };
}

/** JSON with one advisory a line: small diffs between refreshes, and still plain JSON. */
export function serialise(db) {
  const { advisories, ...head } = db;
  const header = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const body = advisories.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `${header},\n  "advisories": [${advisories.length ? `\n${body}\n  ` : ''}]\n}\n`;
}

function readRecords(folder) {
  const records = [];
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.json')) continue;
    records.push(JSON.parse(readFileSync(path.join(folder, name), 'utf8')));
  }
  return records;
}

async function main() {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      out: { type: 'string', default: path.join(ROOT, 'security', 'osv-npm.json') },
    },
  });
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'osv-npm-'));
  try {
    let source = values.from ? path.resolve(values.from) : null;
    if (!source) {
      console.log(`Downloading ${OSV_NPM_EXPORT} …`);
      let response;
      try {
        response = await fetch(OSV_NPM_EXPORT);
      } catch (error) {
        throw new Error(
          `Could not download OSV's npm export (${error.cause?.code ?? error.message}). This needs internet access; ` +
            'on a machine without it, download the file elsewhere and pass it with --from all.zip.',
          { cause: error },
        );
      }
      if (!response.ok) throw new Error(`OSV answered ${response.status} for ${OSV_NPM_EXPORT}.`);
      source = path.join(scratch, 'all.zip');
      // Streamed to disk: the export is a few hundred MB, most of it malicious-package reports.
      await pipeline(Readable.fromWeb(response.body), createWriteStream(source));
    }
    let folder = source;
    if (statSync(source).isFile()) {
      folder = path.join(scratch, 'records');
      // Only the GitHub advisories: the malicious-package reports are most of the archive.
      execFileSync('unzip', ['-q', '-o', source, 'GHSA-*.json', '-d', folder], { stdio: 'inherit' });
    }
    const db = buildDatabase(readRecords(folder), {
      source: values.from
        ? `OSV npm export (${path.basename(source)}), GitHub-reviewed advisories`
        : `OSV npm export (${OSV_NPM_EXPORT}), GitHub-reviewed advisories`,
    });
    writeFileSync(values.out, serialise(db));
    const written = path.relative(process.cwd(), values.out);
    console.log(`Wrote ${db.advisories.length} advisories (newest change ${db.generated}) to ${written}. Commit it, then run \`npm run audit:deps\`.`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error) => {
    console.error(`Refresh failed: ${error.message}`);
    process.exitCode = 1;
  });
}
