import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { Room } from './entities/room.entity.js';
import { type LiveRoom, LiveRooms } from './live-rooms.js';
import { type RoomPart, RoomPollCache } from './room-poll-cache.js';
import { REMOVED_FROM_ROOM, ROOM_NOT_FOUND } from './rooms.errors.js';

/** What changed in a room; clients refetch only those parts. */
export type RoomChange = 'room' | 'settings' | 'users' | 'queue' | 'playing' | 'ended';

/** The Socket.IO event every change of a room emits to the room's channel. */
export const ROOM_CHANGED_EVENT = 'room:changed';
export interface RoomChangedPayload {
  roomId: string;
  version: number;
  changes: RoomChange[];
  /** For 'users' changes caused by a boot: who was removed, so their phone can leave at once. */
  removedUserId?: number;
  /**
   * The changed parts at `version`, exactly as their polling routes answer them (queue: QueueDto,
   * playing: PlayingDto, users: RoomUserDto[], room: RoomDto), so a phone applies them without a
   * refetch. A phone that missed a version (a gap) refetches instead.
   */
  state?: Partial<Record<RoomPart, unknown>>;
}

/** Which parts each kind of change alters (a queue change also moves the room's queueCount, which phones patch). */
const PARTS: Record<RoomChange, RoomPart[]> = {
  room: ['room'],
  settings: ['room'],
  users: ['users', 'room'],
  queue: ['queue'],
  playing: ['playing'],
  ended: [],
};

export function partsOf(changes: RoomChange[]): Set<RoomPart> {
  return new Set(changes.flatMap((change) => PARTS[change]));
}

export interface RoomWork<T> {
  result: T;
  /** What changed; an empty list means nothing did (no version bump, no event). */
  changes: RoomChange[];
  removedUserId?: number;
  /** What the people no longer in the room are told (room:removed); 'You have been removed from this room' unless said. */
  removal?: string;
  /** Parts the work already knows at the new version (so no read is needed to push them). */
  state?: (version: number) => Partial<Record<RoomPart, unknown>>;
}

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
  ) {}

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
   * A plain transaction for room work that is not a change of one live room's state (creating
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
        // People or settings changed: re-read the room's state under the lock, for memory and the push.
        const parts = partsOf(done.changes);
        let fresh: LiveRoom | null | undefined;
        if (parts.has('room') || parts.has('users')) fresh = await this.live.read(manager, roomId);
        const current = fresh?.room ?? { ...room, version, lastActivity: at };
        // The pushed state is read inside the transaction, so it is exactly the state of `version`.
        const known = done.state?.(version) ?? {};
        const missing = [...parts].filter((part) => !(part in known));
        const state = fresh === null ? {} : { ...known, ...(await this.polls.build(manager, current, missing)) };
        // Parts memory keeps for the next changes (the queue an add starts from), read here only
        // when this instance does not know them yet.
        const kept = fresh === null ? {} : await this.live.readKept(manager, current, version, state, parts);
        return { ...done, version, fresh, state, kept };
      });
    } catch (error) {
      if (error instanceof NothingChanged) return error.result as T;
      throw error;
    }
    await this.announce(roomId, outcome.version, outcome.changes, outcome.removedUserId, {
      fresh: outcome.fresh,
      state: outcome.state,
      kept: outcome.kept,
      at,
      removal: outcome.removal,
    });
    return outcome.result;
  }

  /**
   * A change of one statement, for work that needs nothing read under the lock because this
   * instance knows the room at `expected` (LiveRooms): the version bump, a compare-and-set on
   * `expected` that also takes the row lock and moves lastActivity, runs as the CTE `"bumped"` in
   * front of the work's own statement, which must read FROM "bumped" so it writes nothing when the
   * room has moved on. One round trip, committed on its own. The bump's parameters are $1-$3;
   * the work's start at $4. Answers undefined when the room was not at `expected` (changed on
   * another instance, or ended): the caller then takes the locked path, change().
   */
  async changeAt<T>(
    roomId: string,
    expected: number,
    statement: { sql: (bumped: string) => string; params: unknown[] },
    finish: (rows: Record<string, unknown>[], version: number) => RoomWork<T>,
  ): Promise<T | undefined> {
    const at = this.clock.now();
    const bumped = `WITH "bumped" AS (
      UPDATE "rooms" SET "version" = "version" + 1, "lastActivity" = $1
       WHERE "roomId" = $2 AND "version" = $3 AND "endedAt" IS NULL
   RETURNING "version")`;
    const rows: Record<string, unknown>[] = await this.dataSource.query(statement.sql(bumped), [at, roomId, expected, ...statement.params]);
    if (rows.length === 0) return undefined;
    const version = expected + 1;
    const done = finish(rows, version);
    await this.announce(roomId, version, done.changes, done.removedUserId, { state: done.state?.(version) ?? {}, at });
    return done.result;
  }

  /**
   * After a change committed: updates this instance's memory, tells the other instances, and
   * emits the change (with the state built for it) to the room's channel on every instance.
   * Also used for changes committed elsewhere (deleting a room), which carry no state.
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
    built: {
      fresh?: LiveRoom | null;
      state?: Partial<Record<RoomPart, unknown>>;
      kept?: Partial<Record<RoomPart, unknown>>;
      at?: Date;
      removal?: string;
    } = {},
  ): Promise<void> {
    const ended = changes.includes('ended');
    const state = built.state ?? {};
    await this.live.committed(roomId, version, ended ? null : built.fresh, built.at ?? this.clock.now(), {
      altered: partsOf(changes),
      state,
      kept: built.kept,
    });
    if (Object.keys(state).length > 0) this.polls.remember(roomId, version, state);
    const payload: RoomChangedPayload = {
      roomId,
      version,
      changes,
      ...(removedUserId !== undefined ? { removedUserId } : {}),
      ...(Object.keys(state).length > 0 ? { state } : {}),
    };
    if (built.fresh && changes.includes('users')) {
      this.realtime.keepOnly(roomId, [...built.fresh.members, built.fresh.room.ownerId], built.removal ?? REMOVED_FROM_ROOM.message);
    }
    this.realtime.emitToRoom(roomId, ROOM_CHANGED_EVENT, payload);
    if (ended) this.realtime.closeChannel(roomId);
  }
}
