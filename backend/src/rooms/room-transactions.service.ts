import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { Room } from './entities/room.entity.js';
import { LiveRooms, type RoomAfterChange } from './live-rooms.js';
import { alteredParts, type RoomChange, type RoomParts } from './room-parts.js';
import { RoomPollCache } from './room-poll-cache.js';
import { type Composed, sql } from './room-statement.js';
import { type GroupRow, RoomWriteGroups } from './room-write-groups.js';
import { REMOVED_FROM_ROOM, ROOM_NOT_FOUND } from './rooms.errors.js';

/** The Socket.IO event every change of a room emits to the room's channel. */
export const ROOM_CHANGED_EVENT = 'room:changed';
export interface RoomChangedPayload {
  roomId: string;
  version: number;
  changes: RoomChange[];
  /** For 'users' changes caused by a boot: who was removed, so their phone can leave at once. */
  removedUserId?: number;
  /**
   * The parts the change built at `version` (queue: QueueDto, playing: PlayingDto, users:
   * RoomUserDto[], room: RoomDto), so a phone applies them without a refetch. A phone that missed
   * a version (a gap) refetches instead.
   */
  state?: RoomParts;
}

export interface RoomWork<T> {
  result: T;
  /** What changed; an empty list means nothing did (no version bump, no event). */
  changes: RoomChange[];
  removedUserId?: number;
  /** What the people no longer in the room are told (room:removed); 'You have been removed from this room' unless said. */
  removal?: string;
  /** Parts the work built at the new version (so no read is needed to push them). */
  built?: (version: number) => RoomParts;
}

/**
 * The work of a one-statement change (RoomTransactions.changeAt): common table expressions to
 * run after the version's compare-and-set "bumped", then the statement, which reads FROM "bumped"
 * (or from a CTE that does) so it writes nothing when the room has moved on.
 */
export type RoomStatement = Composed;

/**
 * The whole work of a one-statement change: the version bump, a compare-and-set on `expected`
 * that also takes the row lock and moves lastActivity, as the CTE "bumped" in front of the work.
 * Its names are `at`, `roomId` and `expected`; the work may use `roomId` too. It goes to the
 * database in a write group (RoomWriteGroups), alone or with other rooms' changes.
 */
export function changeAtStatement(roomId: string, expected: number, at: Date, work: RoomStatement): Composed {
  const bumped = sql(
    `UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = :at
      WHERE "roomId" = :roomId AND "version" = :expected AND "endedAt" IS NULL
  RETURNING "version"`,
    { at, roomId, expected },
  );
  return { ctes: [['bumped', bumped], ...(work.ctes ?? [])], statement: work.statement };
}

/** The most one-statement changes one write group carries (docs/architecture.md, "Writes committed in groups"). */
export const WRITE_GROUP_MAX_SIZE = 64;

/** Rolls back a room transaction whose work changed nothing (so the version is not bumped). */
class NothingChanged extends Error {
  constructor(readonly result: unknown) {
    super('Nothing changed');
  }
}

/**
 * The one way to change a room. It bumps the room's version, which locks its row (so two guests
 * adding at once, or a reorder racing a play-next, run one after the other), runs the change in
 * the same transaction (rolled back when nothing changed), and after commit emits the change to the room's channel on
 * every instance. Poll caches key on the version, so a bump is all it takes to refresh them.
 */
@Injectable()
export class RoomTransactions implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
    private readonly clock: Clock,
    private readonly live: LiveRooms,
    private readonly polls: RoomPollCache,
    private readonly metrics: Metrics,
  ) {}

  /** The one-statement changes of this instance, sent to the database in groups. */
  private readonly groups = new RoomWriteGroups((text, parameters) => this.dataSource.query<GroupRow[]>(text, parameters), {
    maxSize: WRITE_GROUP_MAX_SIZE,
    sent: (size) => this.metrics.roomWriteGroupSize.observe(size),
    split: () => this.metrics.roomWriteGroupSplits.inc(),
  });

  onModuleInit(): void {
    this.realtime.onResubscribed((roomIds) => this.resync(roomIds));
  }

  /**
   * After this instance's Socket.IO subscription to Redis came back: the pushes other instances
   * sent meanwhile were lost for the phones here, so each of their rooms is announced to them at
   * its current version, naming every part and carrying none. A phone behind refetches the room;
   * one up to date ignores it (frontend lib/socket.ts); an ended room says so.
   */
  async resync(roomIds: string[]): Promise<void> {
    const rows: { roomId: string; version: number; endedAt: Date | null }[] = await this.dataSource.query(
      `SELECT "roomId", "version", "endedAt" FROM "rooms" WHERE "roomId" = ANY($1)`,
      [roomIds],
    );
    for (const row of rows) {
      const changes: RoomChange[] = row.endedAt ? ['ended'] : ['room', 'users', 'queue', 'playing'];
      this.realtime.emitHere(row.roomId, ROOM_CHANGED_EVENT, { roomId: row.roomId, version: Number(row.version), changes } satisfies RoomChangedPayload);
    }
  }

  /**
   * A plain transaction for room work that is not a change of one live room (creating
   * a room, deleting one, ending an account's rooms): the rooms module's other transactions.
   */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async change<T>(roomId: string, work: (manager: EntityManager, room: Room) => Promise<RoomWork<T>>): Promise<T> {
    const at = this.clock.now();
    let outcome;
    try {
      outcome = await this.dataSource.transaction(async (manager) => {
        // One statement takes the room's row lock and bumps its version; when the work changes
        // nothing (or refuses), the transaction rolls back and the version stays.
        const answer: [(Room & { previousActivity: Date })[], number] = await manager.query(
          `UPDATE "rooms" r SET "version" = r."version" + 1, "lastActivity" = $2
             FROM (SELECT "roomId", "lastActivity" FROM "rooms" WHERE "roomId" = $1 FOR UPDATE) AS before
            WHERE r."roomId" = before."roomId"
        RETURNING r.*, before."lastActivity" AS "previousActivity"`,
          [roomId, at],
        );
        const { previousActivity, ...row } = answer[0][0] ?? {};
        if (!row.roomId || row.endedAt) throw new DomainError(ROOM_NOT_FOUND);
        const version = row.version;
        // The work sees the room as it was before this change.
        const room = manager.getRepository(Room).create({ ...row, version: version - 1, lastActivity: previousActivity });
        const done = await work(manager, room);
        if (done.changes.length === 0) throw new NothingChanged(done.result);
        const altered = alteredParts(done.changes);
        // People or settings changed: re-read the room under the lock, for memory and the push.
        let after: RoomAfterChange = { kind: 'bumped' };
        if (altered.has('room') || altered.has('users')) {
          const live = await this.live.read(manager, roomId);
          after = live ? { kind: 'reread', live } : { kind: 'ended' };
        }
        if (after.kind === 'ended') return { ...done, version, after, built: {}, held: {} };
        const current = after.kind === 'reread' ? after.live.room : { ...room, version, lastActivity: at };
        // The pushed parts are read inside the transaction, so they are exactly those of `version`.
        const byWork = done.built?.(version) ?? {};
        const missing = [...altered].filter((part) => !(part in byWork));
        const built = { ...byWork, ...(await this.polls.build(manager, current, missing)) };
        // The parts memory holds for the next changes (the queue an add starts from), read here
        // only when this instance does not hold them yet.
        const held = await this.live.readHeld(manager, current, version, built, altered);
        return { ...done, version, after, built, held };
      });
    } catch (error) {
      if (error instanceof NothingChanged) return error.result as T;
      throw error;
    }
    await this.announce(roomId, outcome.version, outcome.changes, outcome.removedUserId, {
      after: outcome.after,
      built: outcome.built,
      held: outcome.held,
      at,
      removal: outcome.removal,
    });
    return outcome.result;
  }

  /**
   * A change of one statement, for work that needs nothing read under the lock because this
   * instance knows the room at `expected` (LiveRooms): the version's compare-and-set and the work
   * in one statement (changeAtStatement), sent with the other rooms' changes of the moment in one
   * write group and answered once the group committed. Answers undefined when the room was not
   * at `expected` (changed on another instance, or ended): the caller then takes the locked
   * path, change().
   */
  async changeAt<T>(
    roomId: string,
    expected: number,
    work: RoomStatement,
    finish: (rows: Record<string, unknown>[], version: number) => RoomWork<T>,
  ): Promise<T | undefined> {
    const at = this.clock.now();
    const rows = await this.groups.submit(roomId, changeAtStatement(roomId, expected, at, work));
    if (rows.length === 0) return undefined;
    const version = expected + 1;
    const done = finish(rows, version);
    await this.announce(roomId, version, done.changes, done.removedUserId, { after: { kind: 'bumped' }, built: done.built?.(version) ?? {}, at });
    return done.result;
  }

  /**
   * After a change committed: updates this instance's memory, tells the other instances, and
   * emits the change (with the parts it built) to the room's channel on every instance.
   * Also used for changes committed elsewhere (deleting a room), which build no parts.
   *
   * Pushes reach only the room's people: when its people changed, everyone else's sockets leave
   * the channel first (a boot, a kick, a move to another room), on every instance; when it ended,
   * every socket leaves after the push that says so.
   */
  async announce(
    roomId: string,
    version: number,
    changes: RoomChange[],
    removedUserId?: number,
    outcome: { after?: RoomAfterChange; built?: RoomParts; held?: RoomParts; at?: Date; removal?: string } = {},
  ): Promise<void> {
    const ended = changes.includes('ended');
    const after: RoomAfterChange = ended ? { kind: 'ended' } : (outcome.after ?? { kind: 'bumped' });
    const built = outcome.built ?? {};
    await this.live.committed(roomId, version, after, outcome.at ?? this.clock.now(), { altered: alteredParts(changes), built, held: outcome.held });
    if (Object.keys(built).length > 0) this.polls.storeBuilt(roomId, version, built);
    const payload: RoomChangedPayload = {
      roomId,
      version,
      changes,
      ...(removedUserId !== undefined ? { removedUserId } : {}),
      ...(Object.keys(built).length > 0 ? { state: built } : {}),
    };
    if (after.kind === 'reread' && changes.includes('users')) {
      this.realtime.keepOnly(roomId, [...after.live.members, after.live.room.ownerId], outcome.removal ?? REMOVED_FROM_ROOM.message);
    }
    this.realtime.emitToRoom(roomId, ROOM_CHANGED_EVENT, payload);
    if (ended) this.realtime.closeChannel(roomId);
  }
}
