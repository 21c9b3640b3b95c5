import type { CurrentlyPlayingDto } from '../player/dto/player.dto.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import type { EndedBy, Placement } from '../queue/rotation.js';
import type { RoomSettings } from './entities/room-settings.js';
import { type Composed, prefixed, type Sql, sql } from './room-statement.js';

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
  /** A song placed by hand (queue/rotation.ts Placement) at `position`; one UPDATE of its row, so no other write may move it. */
  | { kind: 'queue.placement'; queueItemId: number; placement: Placement; position: number }
  /** This song is on stage from its startedAt (the row is replaced). */
  | { kind: 'stage.set'; song: CurrentlyPlayingDto }
  /** Nothing plays. */
  | { kind: 'stage.clear' }
  /** A song started: the room's history, which fair rotation counts. */
  | { kind: 'played.insert'; song: Pick<CurrentlyPlayingDto, 'videoId' | 'title' | 'duration' | 'addedById' | 'singer' | 'isRickRoll'>; playedAt: Date }
  /**
   * The song on stage left it: when, how (cut short or not, for tonight's songs), after how much
   * playing time, and whether it was a turn (queue/rotation.ts countsAsTurn).
   */
  | { kind: 'played.end'; endedAt: Date; endedBy: EndedBy; skipped: boolean; playedSeconds: number; countsAsTurn: boolean }
  /** The playing clock of the song on stage moved, or the host let it finish (player/playing-clock.ts). */
  | { kind: 'stage.clock'; clock: Pick<CurrentlyPlayingDto, 'playingSince' | 'playedMs' | 'letFinish'> }
  /** The room's settings become these (set by the version's bump: settingsWritten). */
  | { kind: 'room.settings'; settings: RoomSettings };

/** What the writes answered: the ids the database gave the inserted songs, in the order of the inserts. */
export interface Written {
  ids: number[];
}

/** Writes only after the compare-and-set: none when the room was not at the expected version. */
const AFTER_BUMP = `EXISTS (SELECT 1 FROM "bumped")`;

/** One write's SQL, with its own names (`:roomId` is the change's, shared by every write). */
function writeSql(roomId: string, write: RoomWrite): Sql {
  switch (write.kind) {
    case 'queue.insert': {
      const { videoId, title, thumbnail, duration, addedBy, addedById, singer, placement, position, addedAt } = write.item;
      return sql(
        `INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "placement", "position", "addedAt")
          SELECT :roomId, :videoId, :title, :thumbnail, :duration, :addedBy, :addedById, :singer, :placement, :position, :addedAt FROM "bumped"
          RETURNING "queueItemId"`,
        { roomId, videoId, title, thumbnail, duration, addedBy, addedById, singer, placement, position, addedAt },
      );
    }
    case 'queue.delete':
      return sql(`DELETE FROM "queue_items" WHERE "roomId" = :roomId AND "queueItemId" = ANY(:ids::int[]) AND ${AFTER_BUMP}`, {
        roomId,
        ids: [...write.queueItemIds],
      });
    case 'queue.positions':
      return sql(
        `UPDATE "queue_items" q SET "position" = m."position"
           FROM unnest(:ids::int[], :positions::int[]) AS m("queueItemId", "position")
          WHERE q."queueItemId" = m."queueItemId" AND q."roomId" = :roomId AND ${AFTER_BUMP}`,
        { roomId, ids: write.moves.map((move) => move.queueItemId), positions: write.moves.map((move) => move.position) },
      );
    case 'queue.placement':
      return sql(
        `UPDATE "queue_items" SET "placement" = :placement, "position" = :position WHERE "roomId" = :roomId AND "queueItemId" = :queueItemId AND ${AFTER_BUMP}`,
        { roomId, queueItemId: write.queueItemId, placement: write.placement, position: write.position },
      );
    case 'stage.set': {
      const { videoId, title, thumbnail, duration, addedBy, addedById, singer, startedAt, isRickRoll, playingSince, playedMs, letFinish } = write.song;
      return sql(
        `INSERT INTO "currently_playing"
            ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "singer", "startedAt", "progress", "isRickRoll",
             "playingSince", "playedMs", "letFinish")
          SELECT :roomId, :videoId, :title, :thumbnail, :duration, :addedBy, :addedById, :singer, :startedAt, 0, :isRickRoll,
                 :playingSince::timestamptz, :playedMs, :letFinish FROM "bumped"
          ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
            "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById", "singer" = EXCLUDED."singer",
            "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = EXCLUDED."isRickRoll",
            "playingSince" = EXCLUDED."playingSince", "playedMs" = EXCLUDED."playedMs", "letFinish" = EXCLUDED."letFinish"`,
        { roomId, videoId, title, thumbnail, duration, addedBy, addedById, singer, startedAt, isRickRoll, playingSince, playedMs, letFinish },
      );
    }
    case 'stage.clock': {
      const { playingSince, playedMs, letFinish } = write.clock;
      return sql(
        `UPDATE "currently_playing" SET "playingSince" = :playingSince::timestamptz, "playedMs" = :playedMs, "letFinish" = :letFinish
          WHERE "roomId" = :roomId AND ${AFTER_BUMP}`,
        { roomId, playingSince, playedMs, letFinish },
      );
    }
    case 'stage.clear':
      return sql(`DELETE FROM "currently_playing" WHERE "roomId" = :roomId AND ${AFTER_BUMP}`, { roomId });
    case 'played.insert': {
      const { videoId, title, duration, addedById, singer, isRickRoll } = write.song;
      return sql(
        `INSERT INTO "played_songs" ("roomId", "videoId", "title", "duration", "addedById", "singer", "isRickRoll", "playedAt")
          SELECT :roomId, :videoId, :title, :duration, :addedById, :singer, :isRickRoll, :playedAt FROM "bumped"`,
        { roomId, videoId, title, duration, addedById, singer, isRickRoll, playedAt: write.playedAt },
      );
    }
    case 'played.end': {
      const { endedAt, endedBy, skipped, playedSeconds, countsAsTurn } = write;
      // The row of the song on stage; the statement's snapshot never sees a row inserted beside it.
      return sql(
        `UPDATE "played_songs"
            SET "endedAt" = :endedAt, "endedBy" = :endedBy, "skipped" = :skipped, "playedSeconds" = :playedSeconds,
                "countsAsTurn" = :countsAsTurn AND NOT "isRickRoll"
           WHERE "roomId" = :roomId AND "endedAt" IS NULL AND ${AFTER_BUMP}`,
        { roomId, endedAt, endedBy, skipped, playedSeconds, countsAsTurn },
      );
    }
    case 'room.settings':
      throw new Error('New settings are written by the version bump (settingsWritten), not as a write of their own');
  }
}

/** The settings a change writes, which the version's bump sets (one UPDATE of the room's row a statement). */
export function settingsWritten(writes: readonly RoomWrite[]): RoomSettings | undefined {
  return writes.findLast((write) => write.kind === 'room.settings')?.settings;
}

const SHARED = new Set(['roomId']);
const NO_CTES: ReadonlySet<string> = new Set();

/**
 * The work of a change (after the rooms module's "bumped"): write k is the CTE "w<k>" with its
 * names under `w<k>_`, and the statement answers one row when the compare-and-set held (none when
 * the room moved on): the new version and the id of each inserted song (`"inserted<k>"`).
 */
export function writesStatement(roomId: string, writes: readonly RoomWrite[]): Composed {
  const ctes = writes.flatMap((write, k) =>
    write.kind === 'room.settings' ? [] : [[`w${k}`, prefixed(writeSql(roomId, write), `w${k}_`, NO_CTES, SHARED)] as const],
  );
  const ids = writes.flatMap((write, k) => (write.kind === 'queue.insert' ? [`(SELECT "queueItemId" FROM "w${k}") AS "inserted${k}"`] : []));
  return { ctes, statement: sql(`SELECT ${['b."version"', ...ids].join(', ')} FROM "bumped" b`, {}) };
}

/** The ids a change's one row carries (writesStatement), in the order of the inserts. */
export function writtenFrom(row: Record<string, unknown>, writes: readonly RoomWrite[]): Written {
  return { ids: writes.flatMap((write, k) => (write.kind === 'queue.insert' ? [Number(row[`inserted${k}`])] : [])) };
}
