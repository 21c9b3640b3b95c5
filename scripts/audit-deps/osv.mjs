// Matches installed npm packages against advisories in the OSV format (https://ossf.github.io/osv-schema/),
// the format of OSV's npm export that `npm run audit:deps:refresh` turns into security/osv-npm.json.
// Versions are compared with `semver`, as npm does; a version semver cannot parse is never matched
// by a range (only by an exact entry in `versions`).
import semver from 'semver';

export const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'unknown'];

/** GitHub's severity word (`database_specific.severity`), lower-cased; `unknown` when absent. */
export function severityOf(advisory) {
  const word = String(advisory.database_specific?.severity ?? '').toLowerCase();
  if (word === 'medium') return 'moderate';
  return SEVERITIES.includes(word) ? word : 'unknown';
}

/** `introduced: "0"` means "from the first version"; semver would not parse it. */
const eventVersion = (value) => (value === '0' ? '0.0.0-0' : value);

/**
 * Whether `version` falls inside one OSV range of type SEMVER or ECOSYSTEM (npm's ecosystem
 * versions are semver). Events are applied in version order: `introduced` opens the range,
 * `fixed` and `limit` close it at that version, `last_affected` closes it just after.
 */
export function inRange(version, range) {
  if (range.type !== 'SEMVER' && range.type !== 'ECOSYSTEM') return false;
  const parsed = semver.parse(version);
  if (!parsed) return false;
  const events = (range.events ?? [])
    .map((event) => {
      const [kind, value] = Object.entries(event)[0] ?? [];
      return { kind, at: semver.parse(eventVersion(String(value))) };
    })
    .filter((event) => event.at !== null)
    .sort((a, b) => semver.compare(a.at, b.at) || (a.kind === 'introduced' ? -1 : 1));
  let affected = false;
  for (const { kind, at } of events) {
    const order = semver.compare(parsed, at);
    if (kind === 'introduced' && order >= 0) affected = true;
    else if ((kind === 'fixed' || kind === 'limit') && order >= 0) affected = false;
    else if (kind === 'last_affected' && order > 0) affected = false;
  }
  return affected;
}

/** The first `fixed` version after the installed one, in the ranges that affect it. */
function fixedVersionFor(version, affected) {
  const fixes = [];
  for (const range of affected.ranges ?? []) {
    if (!inRange(version, range)) continue;
    for (const event of range.events ?? []) {
      if (event.fixed && semver.valid(event.fixed) && semver.gt(event.fixed, version)) fixes.push(event.fixed);
    }
  }
  return fixes.sort(semver.compare)[0] ?? null;
}

/** Groups advisories by the npm package names they affect, for quick look-up. */
export function indexAdvisories(advisories) {
  const byName = new Map();
  for (const advisory of advisories) {
    if (advisory.withdrawn) continue;
    for (const affected of advisory.affected ?? []) {
      if (affected.package?.ecosystem !== 'npm' || !affected.package.name) continue;
      const list = byName.get(affected.package.name) ?? [];
      list.push({ advisory, affected });
      byName.set(affected.package.name, list);
    }
  }
  return byName;
}

/**
 * The advisories that affect one installed package version.
 * @returns {Array<{ id: string, aliases: string[], summary: string, severity: string, fixed: string | null }>}
 */
export function advisoriesFor(index, name, version) {
  const found = new Map();
  for (const { advisory, affected } of index.get(name) ?? []) {
    const listed = (affected.versions ?? []).includes(version);
    const ranged = (affected.ranges ?? []).some((range) => inRange(version, range));
    if (!listed && !ranged) continue;
    // One advisory can list the same package twice (two separate ranges): report it once.
    const previous = found.get(advisory.id);
    const fixed = fixedVersionFor(version, affected);
    found.set(advisory.id, {
      id: advisory.id,
      aliases: advisory.aliases ?? [],
      summary: advisory.summary ?? '',
      severity: severityOf(advisory),
      fixed: previous?.fixed ?? fixed,
    });
  }
  return [...found.values()];
}
