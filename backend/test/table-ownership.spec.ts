import fs from 'node:fs';
import path from 'node:path';

/**
 * Each module reads and writes only its own tables (README, "Which module owns which tables"):
 * another module's data is asked of its owner's service or repository. This reads the sources: a
 * table's owner is the module folder whose entity names it (`@Entity('…')`), and a module may not
 * name another's table in its SQL nor import another's entity as a value (a type is fine: it reads
 * nothing). Entities themselves may import the entities their foreign keys point at (the schema).
 * What stays is listed below, each with why.
 */
const SRC = path.join(import.meta.dirname, '..', 'src');

/** "<file>: <table>" pairs that stay, with the reason. */
const ALLOWED_SQL: Record<string, string> = {
  // The back office's read-only reporting across tables (README: the DataSource holders).
  'admin/admin-reporting.queries.ts: queue_items': 'AdminReportingQueries: the back office reads every table, SELECTs only',
  'admin/admin-reporting.queries.ts: rooms': 'AdminReportingQueries: the back office reads every table, SELECTs only',
  'admin/admin-reporting.queries.ts: users': 'AdminReportingQueries: the back office reads every table, SELECTs only',
  'admin/analytics.service.ts: feature_events': "the back office's analytics: read-only counts across tables, like AdminReportingQueries",
  'admin/analytics.service.ts: rooms': "the back office's analytics: read-only counts across tables, like AdminReportingQueries",
  'admin/analytics.service.ts: sessions': "the back office's analytics: read-only counts across tables, like AdminReportingQueries",
  'admin/analytics.service.ts: users': "the back office's analytics: read-only counts across tables, like AdminReportingQueries",
  // The metrics scrape's three counts and pool gauges (README: the DataSource holders).
  'common/metrics/scrape-collectors.ts: rooms': 'ScrapeCollectors: three counts for the metrics scrape, read only',
  'common/metrics/scrape-collectors.ts: users': 'ScrapeCollectors: three counts for the metrics scrape, read only',
  'common/metrics/scrape-collectors.ts: youtube_quota_usage': 'ScrapeCollectors: three counts for the metrics scrape, read only',
  // Every request: a cookie to a session and its person in one statement (SessionsService.load).
  'auth/sessions.service.ts: users': 'resolving a cookie reads the session and its person in one join, on every request',
  // The room engine: a change is a plan whose rows are one statement, whichever module's tables
  // they touch (docs/architecture.md "A change is a plan"), and its state is read under the room's lock.
  'room-engine/room-writes.ts: currently_playing': "the one statement of a room's change (docs/performance.md §1)",
  'room-engine/room-writes.ts: guest_users': "the one statement of a room's change (docs/performance.md §1)",
  'room-engine/room-writes.ts: played_songs': "the one statement of a room's change (docs/performance.md §1)",
  'room-engine/room-writes.ts: queue_items': "the one statement of a room's change (docs/performance.md §1)",
  'room-engine/room-writes.ts: song_requests': "the one statement of a room's change (docs/performance.md §1)",
  'room-engine/room-writes.ts: users': "the one statement of a room's change (docs/performance.md §1)",
  'rooms/room-requests.ts: song_requests': "a room's requests, read with its state under the room's lock, in the change's transaction",
  'rooms/room-people.ts: guest_users': "a room's people with their devices in one statement, read with its state under the room's lock",
  'rooms/room-people.ts: sessions': "a room's people with their devices in one statement, read with its state under the room's lock",
  'rooms/room-people.ts: users': "a room's people with their devices in one statement, read with its state under the room's lock",
  // The push path: a person's subscriptions (the push module's table) kept to live sessions of
  // people still in the room, in one statement a notice instead of three (docs/performance.md §1).
  'push/push.service.ts: rooms': "one statement a notice: the person's subscriptions, filtered by live session and room",
  'push/push.service.ts: sessions': "one statement a notice: the person's subscriptions, filtered by live session and room",
  'push/push.service.ts: users': "one statement a notice: the person's subscriptions, filtered by live session and room",
  // The back office's list of plan requests searches by the person's name and pages in SQL.
  'plans/plan-requests.service.ts: users': "the back office's list of plan requests: search by name and paging, in one statement",
  // Every range request of a library song's file: is it in the room's queue or on its stage, one statement.
  'library/library.service.ts: currently_playing': "one statement a file request: the song is in the room's queue or on its stage",
  'library/library.service.ts: queue_items': "one statement a file request: the song is in the room's queue or on its stage",
};

/** "<file>: <entity file>" value imports of another module's entity that stay, with the reason. */
const ALLOWED_ENTITY_IMPORTS: Record<string, string> = {
  'admin/analytics.service.ts: common/metrics/feature-event.entity.ts': "the back office's analytics count feature events (read only)",
};

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`database${path.sep}migrations`) && !file.startsWith(`bench${path.sep}`))
    .sort();
}

// The room engine keeps the rooms' state (its RoomStateModule registers the rooms' tables): for
// ownership it is the rooms module's, in a folder of its own (docs/architecture.md "Layers").
const moduleOf = (file: string): string => {
  const folder = file.split(path.sep)[0];
  return folder === 'room-engine' ? 'rooms' : folder;
};
const FILES = sourceFiles(SRC);
const read = (file: string): string => fs.readFileSync(path.join(SRC, file), 'utf8');

/** Each table's owner: the module folder whose entity names it. */
const OWNERS = new Map<string, string>();
for (const file of FILES.filter((name) => name.endsWith('.entity.ts'))) {
  for (const match of read(file).matchAll(/@Entity\('([a-z_]+)'\)/g)) OWNERS.set(match[1], moduleOf(file));
}

describe('table ownership', () => {
  it('knows the owner of every table', () => {
    expect(OWNERS.get('users')).toBe('users');
    expect(OWNERS.get('played_songs')).toBe('queue');
    expect(OWNERS.size).toBeGreaterThanOrEqual(27);
  });

  it("no module names another module's table in its SQL", () => {
    const found: string[] = [];
    for (const file of FILES) {
      const source = read(file);
      for (const [table, owner] of OWNERS) {
        if (owner === moduleOf(file)) continue;
        if (new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+"?${table}"?(?![a-z_])`, 'i').test(source)) found.push(`${file}: ${table}`);
      }
    }
    expect(found.filter((hit) => !(hit in ALLOWED_SQL))).toEqual([]);
    // An entry that no longer matches is dropped from the list, so the list stays true.
    expect(Object.keys(ALLOWED_SQL).filter((hit) => !found.includes(hit))).toEqual([]);
  });

  it("no module imports another module's entity but as a type (entities: their foreign keys)", () => {
    const found: string[] = [];
    for (const file of FILES) {
      if (file.endsWith('.entity.ts') || file.endsWith(`entities${path.sep}index.ts`)) continue;
      for (const match of read(file).matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+\.entity)\.js';/gm)) {
        const target = path.normalize(path.join(path.dirname(file), `${match[3]}.ts`));
        if (moduleOf(target) === moduleOf(file)) continue;
        const onlyTypes = match[1] !== undefined || match[2].split(',').every((name) => name.trim() === '' || name.trim().startsWith('type '));
        if (!onlyTypes) found.push(`${file}: ${target}`);
      }
    }
    expect(found.filter((hit) => !(hit in ALLOWED_ENTITY_IMPORTS))).toEqual([]);
    expect(Object.keys(ALLOWED_ENTITY_IMPORTS).filter((hit) => !found.includes(hit))).toEqual([]);
  });
});
