import type { CurrentlyPlayingDto } from '../player/dto/player.dto.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import type { SongRequestDto } from '../queue/dto/request.dto.js';
import type { EndedBy, Placement } from '../queue/rotation.js';
import { partnersOf, type SongSinger } from '../queue/song-singers.js';
import type { RoomSettings } from '../rooms/entities/room-settings.js';
import { type Sql, sql, withCtes } from './room-statement.js';

/**
 * The rows a plan writes (docs/architecture.md, "A change is a plan"): plain data, which the
 * executor (RoomTransactions.apply) turns into one statement behind the version's compare-and-set
 * "bumped", from memory or under the room's lock alike. The SQL of every kind is here, in one place.
 */
export type RoomWrite =
  /** A song enters the queue at `item.position`; its generated id comes back (Written.ids, in order). */
  | { kind: 'queue.insert'; item: Omit<QueueItemDto, 'queueItemId' | 'orderReason' | 'waitSeconds'> }
  /** These songs leave the queue. */
  | { kind: 'queue.delete'; queueItemIds: readonly number[] }
  /** These songs move to these positions (the plan renumbers the queue 1..n: positionWrites). */
  | { kind: 'queue.positions'; moves: readonly { queueItemId: number; position: number }[] }
  /**
   * A song's other singers change (an invitation, an answer, an invitee who left: queue/singers-plans.ts), at `position`;
   * one UPDATE of its row, so no other write may move it.
   */
  | { kind: 'queue.partners'; queueItemId: number; partners: readonly SongSinger[]; position: number }
  /** A song placed by hand (queue/rotation.ts Placement) at `position`; one UPDATE of its row, so no other write may move it. */
  | { kind: 'queue.placement'; queueItemId: number; placement: Placement; position: number }
  /** This song is playing from its startedAt (the row is replaced). */
  | { kind: 'playing.set'; song: CurrentlyPlayingDto }
  /** Nothing plays. */
  | { kind: 'playing.clear' }
  /** A song started: the room's history, which fair rotation counts. */
  | {
      kind: 'played.insert';
      song: Pick<CurrentlyPlayingDto, 'videoId' | 'title' | 'duration' | 'addedBy' | 'addedById' | 'singer' | 'singers' | 'isRickRoll'>;
      playedAt: Date;
    }
  /**
   * The song playing stopped: when, how (cut short or not, for tonight's songs), after how much
   * playing time, and whether it was a turn (queue/rotation.ts countsAsTurn).
   */
  | { kind: 'played.end'; endedAt: Date; endedBy: EndedBy; skipped: boolean; playedSeconds: number; countsAsTurn: boolean }
  /** The playing clock of the song playing moved, or the host let it finish (player/playing-clock.ts). */
  | { kind: 'playing.clock'; clock: Pick<CurrentlyPlayingDto, 'playingSince' | 'playedMs' | 'letFinish'> }
  /** The room's settings become these (set by the version's bump: settingsWritten). */
  | { kind: 'room.settings'; settings: RoomSettings }
  /** The room ends, its row kept and marked ended (set by the version's bump, which then no longer finds it live). */
  | { kind: 'room.end'; reason: 'expired' | 'inactive' | 'ended' }
  /** This person enters the room (leaving any other), heard from at `at`. */
  | { kind: 'people.enter'; userId: number; at: Date }
  /** These people leave the room they are in (a guest replaced by a new one leaves another room). */
  | { kind: 'people.leave'; userIds: readonly number[] }
  /** A new guest account and its stay in the room, from `at`; its generated id comes back (Written.guestId). */
  | { kind: 'people.guest'; username: string; displayName: string; deviceKey: string | null; at: Date }
  /** A guest takes another name: their account and their stay say it. */
  | { kind: 'people.rename'; userId: number; displayName: string }
  /** The owner removed this person: the record that turns them away (by id, name and, for a guest, browser). */
  | { kind: 'people.boot'; userId: number; bootedById: number; displayName: string; nameKey: string; deviceKey: string | null; at: Date }
  /** This person's waiting songs show their new name. */
  | { kind: 'queue.singer'; userId: number; addedBy: string }
  /** A singer without a phone, added by the host: a guest account that never signs in, in the room from `at`; its id comes back (Written.guestId). */
  | { kind: 'people.phoneless'; username: string; displayName: string; at: Date }
  /** A guest's song waits for the host's approval (queue/request-plans.ts); its id is the caller's. */
  | { kind: 'request.insert'; request: SongRequestRow }
  /** The host declined this request, with the reason the guest sees (null: none given). */
  | { kind: 'request.decline'; requestId: string; reason: string | null }
  /** These requests are gone: approved into the queue, withdrawn, or dismissed. */
  | { kind: 'request.delete'; requestIds: readonly string[] }
  /** These people left the room: their requests go with them. */
  | { kind: 'request.leave'; userIds: readonly number[] };

/** A request's row as a plan writes it. */
export type SongRequestRow = Pick<
  SongRequestDto,
  'requestId' | 'videoId' | 'title' | 'thumbnail' | 'duration' | 'addedBy' | 'addedById' | 'singer' | 'requestedAt'
>;

/** What the writes answered: the ids the database gave the inserted songs, in the order of the inserts, and a new guest's. */
export interface Written {
  ids: number[];
  guestId?: number;
}

/** The settings a change writes, which the version's bump sets (one UPDATE of the room's row a statement). */
export function settingsWritten(writes: readonly RoomWrite[]): RoomSettings | undefined {
  return writes.findLast((write) => write.kind === 'room.settings')?.settings;
}

/** Why the room ends, when the change ends it (the version's bump marks the row). */
function endWritten(writes: readonly RoomWrite[]): string | undefined {
  return writes.findLast((write) => write.kind === 'room.end')?.reason;
}

/** The writes the version's bump makes itself: the room's own row is updated once a statement. */
type BumpKind = 'room.settings' | 'room.end';
const isBumpKind = (kind: RoomWrite['kind']): kind is BumpKind => kind === 'room.settings' || kind === 'room.end';

/** One room's change as the database receives it: the version it was planned at, its time and its rows. */
export interface RowChange {
  roomId: string;
  /** The version the plan ran on: the compare-and-set writes nothing when the room is elsewhere. */
  expected: number;
  at: Date;
  writes: readonly RoomWrite[];
}

/** What one change of a statement did: its new version and its songs' ids, or undefined when the room was not at `expected`. */
export type ChangeWritten = { version: number; written: Written } | undefined;

/** A column of a kind's rows and its type in the array the rows travel in. */
type Columns = Readonly<Record<string, 'text' | 'int' | 'bool' | 'timestamptz' | 'jsonb'>>;

/**
 * The rows of every change of the statement, as one array a column (`unnest`): `w` in the
 * kinds' SQL below, with `:<prefix>_<column>` the names of its arrays.
 */
function rowsOf(prefix: string, columns: Columns): string {
  const names = Object.keys(columns);
  return `unnest(${names.map((name) => `:${prefix}_${name}::${columns[name]}[]`).join(', ')}) AS w(${names.map((name) => `"${name}"`).join(', ')})`;
}

/** A change's rows count only when its room was at the version it was planned at (its own compare-and-set). */
const BUMPED = `w."roomId" IN (SELECT "roomId" FROM "bumped")`;

const BUMP: Columns = { roomId: 'text', expected: 'int', at: 'timestamptz', settings: 'jsonb', endReason: 'text' };

/**
 * The rooms module's compare-and-set: each change's room moves to the next version (which locks
 * its row, moves lastActivity and sets new settings, a second UPDATE of the row in one statement
 * would be lost) only when it is at the version its plan ran on and still live. A change that ends
 * the room marks it ended here.
 */
const BUMP_SQL = `UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = w."at", "settings" = COALESCE(w."settings", r."settings"),
         "endedAt" = CASE WHEN w."endReason" IS NULL THEN r."endedAt" ELSE w."at" END, "endReason" = COALESCE(w."endReason", r."endReason")
    FROM ${rowsOf('bump', BUMP)}
   WHERE r."roomId" = w."roomId" AND r."version" = w."expected" AND r."endedAt" IS NULL
  RETURNING r."roomId", r."version"`;

/** What a song's row carries in the queue and while playing alike, with its room. */
const SONG: Columns = {
  roomId: 'text',
  videoId: 'text',
  title: 'text',
  thumbnail: 'text',
  duration: 'text',
  addedBy: 'text',
  addedById: 'int',
  singer: 'text',
};

type Kind = Exclude<RoomWrite['kind'], BumpKind>;
type Row = Record<string, unknown>;

/**
 * Every kind of row a plan writes, as one statement for all the changes of a write group
 * (docs/architecture.md, "Writes committed in groups"): its CTE's name, its columns, its rows,
 * and its SQL, which reads them from `w`. One text a kind, whatever the number of changes, so
 * PostgreSQL plans a group as fast as a lone change.
 */
const KINDS: {
  readonly [K in Kind]: {
    cte: string;
    columns: Columns;
    rows: (roomId: string, write: Extract<RoomWrite, { kind: K }>) => Row[];
    sql: (from: string) => string;
    /** A second statement of the kind, as the CTE `<cte>_then`, which may read the first's rows from "<cte>". */
    then?: (from: string) => string;
  };
} = {
  'queue.insert': {
    cte: 'queue_insert',
    columns: {
      ...SONG,
      placement: 'text',
      position: 'int',
      addedAt: 'timestamptz',
    },
    rows: (roomId, { item }) => [{ ...item, roomId }],
    // (roomId, position) is unique when the statement commits (a deferred constraint): it names each song's new id.
    sql: (from) => `INSERT INTO "queue_items"
        ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
      SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."placement", w."position",
             w."addedAt"
        FROM ${from} WHERE ${BUMPED}
      RETURNING "roomId", "position", "queueItemId"`,
  },
  'queue.delete': {
    cte: 'queue_delete',
    columns: { roomId: 'text', queueItemId: 'int' },
    rows: (roomId, write) => write.queueItemIds.map((queueItemId) => ({ roomId, queueItemId })),
    sql: (from) => `DELETE FROM "queue_items" q USING ${from} WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'queue.positions': {
    cte: 'queue_positions',
    columns: { roomId: 'text', queueItemId: 'int', position: 'int' },
    rows: (roomId, write) => write.moves.map((move) => ({ roomId, ...move })),
    sql: (from) => `UPDATE "queue_items" q SET "position" = w."position"
      FROM ${from} WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'queue.placement': {
    cte: 'queue_placement',
    columns: { roomId: 'text', queueItemId: 'int', placement: 'text', position: 'int' },
    rows: (roomId, { queueItemId, placement, position }) => [{ roomId, queueItemId, placement, position }],
    sql: (from) => `UPDATE "queue_items" q SET "placement" = w."placement", "position" = w."position"
      FROM ${from} WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'queue.partners': {
    cte: 'queue_partners',
    columns: { roomId: 'text', queueItemId: 'int', partners: 'jsonb', position: 'int' },
    rows: (roomId, { queueItemId, partners, position }) => [{ roomId, queueItemId, partners, position }],
    sql: (from) => `UPDATE "queue_items" q SET "partners" = w."partners", "position" = w."position"
      FROM ${from} WHERE q."queueItemId" = w."queueItemId" AND q."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'playing.set': {
    cte: 'playing_set',
    columns: {
      ...SONG,
      startedAt: 'timestamptz',
      isRickRoll: 'bool',
      playingSince: 'timestamptz',
      playedMs: 'int',
      letFinish: 'bool',
      partners: 'jsonb',
    },
    rows: (roomId, { song }) => [{ ...song, roomId, partners: partnersOf(song) }],
    sql: (from) => `INSERT INTO "currently_playing"
        ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
         "playingSince", "playedMs", "letFinish", "partners")
      SELECT w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."startedAt", 0, w."isRickRoll",
             w."playingSince", w."playedMs", w."letFinish", w."partners"
        FROM ${from} WHERE ${BUMPED}
      ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
        "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
        "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
        "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish",
        "partners" = EXCLUDED."partners"`,
  },
  'playing.clock': {
    cte: 'playing_clock',
    columns: { roomId: 'text', playingSince: 'timestamptz', playedMs: 'int', letFinish: 'bool' },
    rows: (roomId, { clock }) => [{ ...clock, roomId }],
    sql: (from) => `UPDATE "currently_playing" c SET "playingSince" = w."playingSince", "playedMs" = w."playedMs", "letFinish" = w."letFinish"
      FROM ${from} WHERE c."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'playing.clear': {
    cte: 'playing_clear',
    columns: { roomId: 'text' },
    rows: (roomId) => [{ roomId }],
    sql: (from) => `DELETE FROM "currently_playing" c USING ${from} WHERE c."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'played.insert': {
    cte: 'played_insert',
    columns: {
      roomId: 'text',
      videoId: 'text',
      title: 'text',
      duration: 'text',
      addedById: 'int',
      singer: 'text',
      isRickRoll: 'bool',
      playedAt: 'timestamptz',
      partners: 'jsonb',
    },
    rows: (roomId, { song, playedAt }) => [{ ...song, roomId, playedAt, partners: partnersOf(song) }],
    sql: (from) => `INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt", "partners")
      SELECT w."roomId", w."videoId", w."title", w."duration", w."addedById", w."singer", w."isRickRoll", w."playedAt", w."partners"
        FROM ${from} WHERE ${BUMPED}`,
  },
  'played.end': {
    cte: 'played_end',
    columns: { roomId: 'text', endedAt: 'timestamptz', endedBy: 'text', skipped: 'bool', playedSeconds: 'int', countsAsTurn: 'bool' },
    rows: (roomId, { endedAt, endedBy, skipped, playedSeconds, countsAsTurn }) => [{ roomId, endedAt, endedBy, skipped, playedSeconds, countsAsTurn }],
    // The row of the song playing; the statement's snapshot never sees a row inserted beside it.
    sql: (from) => `UPDATE "played_songs" p
        SET "endedAt" = w."endedAt", "endedBy" = w."endedBy", "skipped" = w."skipped", "playedSeconds" = w."playedSeconds",
            "countsAsTurn" = w."countsAsTurn" AND NOT p."isRickRoll"
       FROM ${from} WHERE p."roomId" = w."roomId" AND p."endedAt" IS NULL AND ${BUMPED}`,
  },
  'queue.singer': {
    cte: 'queue_singer',
    columns: { roomId: 'text', userId: 'int', addedBy: 'text' },
    rows: (roomId, { userId, addedBy }) => [{ roomId, userId, addedBy }],
    sql: (from) => `UPDATE "queue_items" q SET "addedBy" = w."addedBy" FROM ${from} WHERE q."roomId" = w."roomId" AND q."addedById" = w."userId" AND ${BUMPED}`,
  },
  'people.enter': {
    cte: 'people_enter',
    columns: { roomId: 'text', userId: 'int', at: 'timestamptz' },
    rows: (roomId, { userId, at }) => [{ roomId, userId, at }],
    sql: (from) => `UPDATE "users" u SET "roomId" = w."roomId", "lastActive" = w."at" FROM ${from} WHERE u."userId" = w."userId" AND ${BUMPED}`,
  },
  'people.leave': {
    cte: 'people_leave',
    columns: { roomId: 'text', userId: 'int' },
    rows: (roomId, { userIds }) => userIds.map((userId) => ({ roomId, userId })),
    sql: (from) => `UPDATE "users" u SET "roomId" = NULL FROM ${from} WHERE u."userId" = w."userId" AND ${BUMPED}`,
  },
  'people.guest': {
    cte: 'people_guest',
    columns: { roomId: 'text', username: 'text', displayName: 'text', deviceKey: 'text', at: 'timestamptz' },
    rows: (roomId, { username, displayName, deviceKey, at }) => [{ roomId, username, displayName, deviceKey, at }],
    sql: (from) => `INSERT INTO "users" ("username", "displayName", "password", "isGuest", "role", "subscriptionTier", "roomId", "lastActive", "createdAt")
      SELECT w."username", w."displayName", NULL, true, 'user', 1, w."roomId", w."at", w."at" FROM ${from} WHERE ${BUMPED}
      RETURNING "userId", "username", "roomId"`,
    // The guest's stay, for the account the first statement made (matched by its unique username).
    then: (from) => `INSERT INTO "guest_users" ("userId", "displayName", "roomId", "joinedAt", "lastActive", "deviceKey")
      SELECT g."userId", w."displayName", w."roomId", w."at", w."at", w."deviceKey" FROM "people_guest" g JOIN ${from} ON w."username" = g."username"`,
  },
  'people.rename': {
    cte: 'people_rename',
    columns: { roomId: 'text', userId: 'int', displayName: 'text' },
    rows: (roomId, { userId, displayName }) => [{ roomId, userId, displayName }],
    sql: (from) => `UPDATE "users" u SET "displayName" = w."displayName" FROM ${from} WHERE u."userId" = w."userId" AND u."isGuest" AND ${BUMPED}`,
    then: (from) => `UPDATE "guest_users" g SET "displayName" = w."displayName" FROM ${from} WHERE g."userId" = w."userId" AND ${BUMPED}`,
  },
  'people.phoneless': {
    cte: 'people_phoneless',
    columns: { roomId: 'text', username: 'text', displayName: 'text', at: 'timestamptz' },
    rows: (roomId, { username, displayName, at }) => [{ roomId, username, displayName, at }],
    sql: (from) => `INSERT INTO "users"
        ("username", "displayName", "password", "isGuest", "noPhone", "role", "subscriptionTier", "roomId", "lastActive", "createdAt")
      SELECT w."username", w."displayName", NULL, true, true, 'user', 1, w."roomId", w."at", w."at" FROM ${from} WHERE ${BUMPED}
      RETURNING "userId", "username", "roomId"`,
    // Their stay, as a guest's (no browser: they have none).
    then: (from) => `INSERT INTO "guest_users" ("userId", "displayName", "roomId", "joinedAt", "lastActive", "deviceKey")
      SELECT g."userId", w."displayName", w."roomId", w."at", w."at", NULL FROM "people_phoneless" g JOIN ${from} ON w."username" = g."username"`,
  },
  'people.boot': {
    cte: 'people_boot',
    columns: { roomId: 'text', userId: 'int', bootedById: 'int', displayName: 'text', nameKey: 'text', deviceKey: 'text', at: 'timestamptz' },
    rows: (roomId, write) => [{ ...write, roomId }],
    sql: (from) => `INSERT INTO "room_boots" ("roomId", "userId", "bootedById", "displayName", "nameKey", "deviceKey", "bootedAt")
      SELECT w."roomId", w."userId", w."bootedById", w."displayName", w."nameKey", w."deviceKey", w."at" FROM ${from} WHERE ${BUMPED}`,
  },
  'request.insert': {
    cte: 'request_insert',
    columns: {
      roomId: 'text',
      requestId: 'text',
      videoId: 'text',
      title: 'text',
      thumbnail: 'text',
      duration: 'text',
      addedBy: 'text',
      addedById: 'int',
      singer: 'text',
      requestedAt: 'timestamptz',
    },
    rows: (roomId, { request }) => [{ ...request, roomId }],
    sql: (from) => `INSERT INTO "song_requests"
        ("requestId", "roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "requestedAt", "status")
      SELECT w."requestId", w."roomId", w."videoId", w."title", w."thumbnail", w."duration", w."addedBy", w."addedById", w."singer", w."requestedAt",
             'pending'
        FROM ${from} WHERE ${BUMPED}`,
  },
  'request.decline': {
    cte: 'request_decline',
    columns: { roomId: 'text', requestId: 'text', reason: 'text' },
    rows: (roomId, { requestId, reason }) => [{ roomId, requestId, reason }],
    sql: (from) => `UPDATE "song_requests" r SET "status" = 'declined', "reason" = w."reason"
      FROM ${from} WHERE r."requestId" = w."requestId" AND r."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'request.delete': {
    cte: 'request_delete',
    columns: { roomId: 'text', requestId: 'text' },
    rows: (roomId, { requestIds }) => requestIds.map((requestId) => ({ roomId, requestId })),
    sql: (from) => `DELETE FROM "song_requests" r USING ${from} WHERE r."requestId" = w."requestId" AND r."roomId" = w."roomId" AND ${BUMPED}`,
  },
  'request.leave': {
    cte: 'request_leave',
    columns: { roomId: 'text', userId: 'int' },
    rows: (roomId, { userIds }) => userIds.map((userId) => ({ roomId, userId })),
    sql: (from) => `DELETE FROM "song_requests" r USING ${from} WHERE r."addedById" = w."userId" AND r."roomId" = w."roomId" AND ${BUMPED}`,
  },
};

/** The values of a kind's arrays: one array a column, one element a row. */
function arrays(prefix: string, columns: Columns, rows: readonly Row[]): Record<string, unknown[]> {
  const values: Record<string, unknown[]> = {};
  for (const [name, type] of Object.entries(columns)) {
    values[`${prefix}_${name}`] = rows.map((row) => {
      const value = row[name] ?? null;
      return type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    });
  }
  return values;
}

/**
 * The one statement that writes these changes (of different rooms; one alone under its lock): the
 * compare-and-set "bumped", then one CTE for each kind of row they write, each row counting only
 * when its room was bumped. It answers a row `(roomId, version)` for every change that held, and
 * `(roomId, position, queueItemId)` for every song it inserted (changesWritten reads them).
 */
export function changesStatement(changes: readonly RowChange[]): Sql {
  const byKind = new Map<Kind, Row[]>();
  for (const change of changes) {
    for (const write of change.writes) {
      if (isBumpKind(write.kind)) continue;
      const rows = byKind.get(write.kind) ?? [];
      rows.push(...(KINDS[write.kind].rows as (roomId: string, write: RoomWrite) => Row[])(change.roomId, write));
      byKind.set(write.kind, rows);
    }
  }
  const bump = arrays(
    'bump',
    BUMP,
    changes.map(({ roomId, expected, at, writes }) => ({
      roomId,
      expected,
      at,
      settings: settingsWritten(writes) ?? null,
      endReason: endWritten(writes) ?? null,
    })),
  );
  const ctes: [string, Sql][] = [['bumped', sql(BUMP_SQL, bump)]];
  // In a fixed order, so a set of kinds is always the same text.
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const rows = byKind.get(kind);
    if (!rows) continue;
    const { cte, columns, sql: text, then } = KINDS[kind];
    const values = arrays(cte, columns, rows);
    ctes.push([cte, sql(text(rowsOf(cte, columns)), values)]);
    if (then) ctes.push([`${cte}_then`, sql(then(rowsOf(cte, columns)), values)]);
  }
  const inserted = byKind.has('queue.insert') ? `\nUNION ALL SELECT "roomId", NULL, "position", "queueItemId", NULL FROM "queue_insert"` : '';
  const guests =
    (byKind.has('people.guest') ? `\nUNION ALL SELECT "roomId", NULL, NULL, NULL, "userId" FROM "people_guest"` : '') +
    (byKind.has('people.phoneless') ? `\nUNION ALL SELECT "roomId", NULL, NULL, NULL, "userId" FROM "people_phoneless"` : '');
  return withCtes(
    ctes,
    sql(`SELECT "roomId", "version", NULL::int AS "position", NULL::int AS "queueItemId", NULL::int AS "userId" FROM "bumped"${inserted}${guests}`, {}),
  );
}

/** What each change of changesStatement did, in the order of `changes`, from the statement's rows. */
export function changesWritten(changes: readonly RowChange[], rows: readonly Row[]): ChangeWritten[] {
  const versions = new Map<string, number>();
  const ids = new Map<string, number>();
  const guests = new Map<string, number>();
  for (const row of rows) {
    if (row.version !== null && row.version !== undefined) versions.set(String(row.roomId), Number(row.version));
    else if (row.userId !== null && row.userId !== undefined) guests.set(String(row.roomId), Number(row.userId));
    else ids.set(`${String(row.roomId)}\n${Number(row.position)}`, Number(row.queueItemId));
  }
  return changes.map(({ roomId, writes }) => {
    const version = versions.get(roomId);
    if (version === undefined) return undefined;
    const inserted = writes.flatMap((write) => (write.kind === 'queue.insert' ? [ids.get(`${roomId}\n${write.item.position}`)] : []));
    if (inserted.some((id) => id === undefined)) throw new Error(`Room ${roomId}: an inserted song's id did not come back`);
    const guestId = guests.get(roomId);
    return { version, written: { ids: inserted as number[], ...(guestId !== undefined ? { guestId } : {}) } };
  });
}
