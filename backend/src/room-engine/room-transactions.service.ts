import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import { Clock } from '../common/clock.js';
import { DomainError, type Notice } from '../common/errors/domain-error.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { Room } from '../rooms/entities/room.entity.js';
import { type LiveRoom, LiveRooms, type RoomAfterChange } from './live-rooms.js';
import type { PlayingDto } from '../player/dto/player.dto.js';
import type { QueueDto } from '../queue/dto/queue.dto.js';
import { alteredParts, type RoomChange, type RoomNotice, type RoomParts } from './room-parts.js';
import type { RoomChangedPayload } from '../rooms/room-events.types.js';
import type { Planned, RoomOperation, RoomState } from './room-plan.js';

export type { RoomChangedPayload, RoomNotice } from '../rooms/room-events.types.js';
import { RoomPollCache } from './room-poll-cache.js';
import { readPeople } from '../rooms/room-people.js';
import { readRequests } from '../rooms/room-requests.js';
import { positional } from './room-statement.js';
import { RoomWriteGroups } from './room-write-groups.js';
import { type ChangeWritten, changesStatement, changesWritten, type RowChange } from './room-writes.js';
import { REMOVED_FROM_ROOM, ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';

/** The turns each singer has had, as the queue's answer carries them (queue/rotation.ts). */
const turnsBySinger = (queue: QueueDto): Map<string, number> => new Map((queue.turns ?? []).map((t) => [t.singer, t.turns]));

/** The Socket.IO event every change of a room emits to the room's channel. */
export const ROOM_CHANGED_EVENT = 'room:changed';

/** Whether a plan changes the room's row or its people: then memory and the push need the room read again. */
function changesRow(planned: Planned<unknown>): boolean {
  const altered = alteredParts(planned.changes);
  return altered.has('room') || altered.has('users');
}

/** The most one-statement changes one write group carries (docs/architecture.md, "Writes committed in groups"). */
export const WRITE_GROUP_MAX_SIZE = 64;

/**
 * The one way to change a room: a plan (room-plan.ts) applied at the room's version, from memory
 * in a write group or under the room's row lock (so two guests adding at once, or a reorder racing
 * a play-next, run one after the other), its rows in one statement that bumps the version; after
 * commit the change is emitted to the room's channel on every instance. Poll caches key on the
 * version, so a bump is all it takes to refresh them.
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
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
  ) {}

  /** The one-statement changes of this instance, sent to the database in groups. */
  private readonly groups = new RoomWriteGroups<RowChange, ChangeWritten>(
    async (changes) => {
      const { text, parameters } = positional(changesStatement(changes));
      return changesWritten(changes, await this.dataSource.query(text, parameters));
    },
    {
      maxSize: WRITE_GROUP_MAX_SIZE,
      sent: (size) => this.metrics.roomWriteGroupSize.observe(size),
      split: () => this.metrics.roomWriteGroupSplits.inc(),
    },
  );

  /** Who hears of every change committed on this instance, after its push (onCommitted). */
  private readonly committedListeners: ((payload: RoomChangedPayload) => void)[] = [];

  onModuleInit(): void {
    this.realtime.onResubscribed((roomIds) => this.resync(roomIds));
  }

  /**
   * The one way to change a room with a plan (docs/architecture.md, "A change is a plan"). When
   * memory holds the room's state (`live`, or this instance's entry) the plan runs on it, and its
   * rows are written in one statement at the version memory holds (a compare-and-set, in a write
   * group: changeAt). When memory does not hold it, the room moved on meanwhile, or the plan
   * refused or had nothing to do (memory never refuses on its own), the room's state is read
   * under its row lock and the SAME plan runs again, its rows written by the same statement.
   * A plan that reads the room's people, or changes the room's row or its people, always runs
   * under the lock (the people are read there, and the room again for memory and the push): one
   * that says so (`people`, `requests`, `row`) is planned there only, once.
   * `within` runs in the change's transaction once its rows are written (a new guest's session).
   */
  async apply<I, T, A>(
    roomId: string,
    operation: RoomOperation<I, T, A>,
    actor: A,
    input: I,
    live?: LiveRoom,
    within?: (manager: EntityManager, result: T) => Promise<void>,
  ): Promise<T> {
    const now = this.clock.now();
    if (operation.people || operation.requests || operation.row || within) return this.applyUnderLock(roomId, operation, actor, input, now, within);
    const state = this.stateInMemory(live ?? this.live.peek(roomId));
    if (state) {
      const planned = operation.plan(state, actor, input, now);
      // A plan that changes the room's row without saying so (`row`) is planned again under the lock.
      if (planned.kind === 'write' && !changesRow(planned)) {
        const done = await this.changeAt(roomId, state.room.version, planned);
        if (done) return done.result;
      }
    }
    return this.applyUnderLock(roomId, operation, actor, input, now);
  }

  /** The room's state as memory holds it, when it holds all the operation needs. */
  private stateInMemory(live: LiveRoom | undefined): RoomState | undefined {
    const queue = live?.held?.queue as QueueDto | undefined;
    const playing = live?.held?.playing as PlayingDto | undefined;
    if (!live || !queue || !playing) return undefined;
    return { room: live.room, queue: queue.items, playing: playing.currentlyPlaying, turns: turnsBySinger(queue) };
  }

  /**
   * The plan run on the room's state read under its row lock, its rows written in the same
   * transaction, then the sessions it ends or refreshes and the caller's `within` (a new guest's
   * session), so all of it commits or none does.
   */
  private async applyUnderLock<I, T, A>(
    roomId: string,
    operation: RoomOperation<I, T, A>,
    actor: A,
    input: I,
    now: Date,
    within?: (manager: EntityManager, result: T) => Promise<void>,
  ): Promise<T> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const room = await manager.getRepository(Room).findOne({ where: { roomId }, lock: { mode: 'pessimistic_write' } });
      if (!room || room.endedAt) throw new DomainError(ROOM_NOT_FOUND);
      const done = await this.applyInside(manager, room, operation, actor, input, now);
      if (done.changed) await within?.(manager, done.result);
      return done;
    });
    if (!outcome.changed) return outcome.result;
    const { planned, version, after, built, held } = outcome;
    await this.announce(roomId, version, [...planned.changes], planned.removedUserId, {
      after,
      built,
      held,
      at: now,
      removal: planned.removal,
      notice: planned.notice,
    });
    return outcome.result;
  }

  /**
   * The plan run inside a transaction that holds `room`'s row lock (read at its version): its
   * rows and sessions written, and what the push needs. Refusals throw. The caller announces the
   * change once the transaction commits (applyUnderLock; RoomEnding.endRoom, whose callers end
   * rooms inside their own transactions).
   */
  async applyInside<I, T, A>(manager: EntityManager, room: Room, operation: RoomOperation<I, T, A>, actor: A, input: I, now: Date) {
    // A plan that ran on memory and was refused there, or found the room moved on, is checked
    // again on the queue and the stage read afresh. A plan of people never ran on memory: for it
    // memory's parts at this very version are as good as a read (they are read when not held).
    const held = operation.people ? await this.live.readHeld(manager, room, room.version) : await this.live.readHeldParts(manager, room);
    const state: RoomState = {
      room,
      queue: (held.queue as QueueDto).items,
      playing: (held.playing as PlayingDto).currentlyPlaying,
      turns: turnsBySinger(held.queue as QueueDto),
      ...(operation.people ? { people: await readPeople(manager, room) } : {}),
      ...(operation.requests ? { requests: await readRequests(manager, room) } : {}),
    };
    const planned = operation.plan(state, actor, input, now);
    if (planned.kind === 'refused') throw new DomainError(planned.refusal);
    if (planned.kind === 'unchanged') return { changed: false as const, result: planned.result };
    const change: RowChange = { roomId: room.roomId, expected: room.version, at: now, writes: planned.writes };
    const { text, parameters } = positional(changesStatement([change]));
    const [done] = changesWritten([change], await manager.query(text, parameters));
    // Under the lock the room is at the version just read: the compare-and-set cannot fail.
    if (!done) throw new Error(`Room ${room.roomId} moved on under its lock`);
    const version = done.version;
    const { result, parts } = planned.finish(done.written, version);
    const { end, refresh } = planned.sessions ?? {};
    if (end) await this.sessions.endSessionsOf(manager, [...end.userIds], end.reason);
    if (refresh) await this.sessions.refreshIdentitiesOf([...refresh], manager);
    const altered = alteredParts(planned.changes);
    let after: RoomAfterChange = planned.changes.includes('ended') ? { kind: 'ended' } : { kind: 'bumped' };
    if (after.kind === 'bumped' && (altered.has('room') || altered.has('users'))) {
      const reread = await this.live.read(manager, room.roomId);
      after = reread ? { kind: 'reread', live: reread } : { kind: 'ended' };
    }
    if (after.kind === 'ended') return { changed: true as const, result, planned, version, after, built: {}, held: {} };
    const current = after.kind === 'reread' ? after.live.room : { ...room, version, lastActivity: now };
    const missing = [...altered].filter((part) => !(part in parts));
    const built = { ...parts, ...(await this.polls.build(manager, current, missing)) };
    // The held parts the change left alone are those just read: they hold at `version` too.
    const unaltered = Object.fromEntries(Object.entries(held).filter(([part]) => !(part in built)));
    return { changed: true as const, result, planned, version, after, built, held: unaltered };
  }

  /**
   * Calls `listener` with every change this instance commits, as pushed to the room's channel
   * (the parts it built in `state`), once it is committed and pushed: features that follow a
   * room's changes (the turn notices of push/) read them here instead of hooking the write paths.
   * A listener must not throw nor wait: the change's request does not wait for it.
   */
  onCommitted(listener: (payload: RoomChangedPayload) => void): void {
    this.committedListeners.push(listener);
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

  /**
   * A change of one statement, for a plan made on what this instance knows of the room at
   * `expected` (LiveRooms): the version's compare-and-set and the plan's rows, sent with the other
   * rooms' changes of the moment in one write group and answered once the group committed.
   * Answers undefined when the room was not at `expected` (changed on another instance, or ended):
   * apply then takes the locked path.
   */
  private async changeAt<T>(roomId: string, expected: number, planned: Planned<T>): Promise<{ result: T } | undefined> {
    const at = this.clock.now();
    const done = await this.groups.submit({ roomId, expected, at, writes: planned.writes });
    if (!done) return undefined;
    const { version } = done;
    const { result, parts } = planned.finish(done.written, version);
    await this.announce(roomId, version, [...planned.changes], planned.removedUserId, {
      after: { kind: 'bumped' },
      built: parts,
      at,
      notice: planned.notice,
    });
    return { result };
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
    outcome: { after?: RoomAfterChange; built?: RoomParts; held?: RoomParts; at?: Date; removal?: Notice; notice?: RoomNotice } = {},
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
      ...(outcome.notice ? { notice: outcome.notice } : {}),
      ...(Object.keys(built).length > 0 ? { state: built } : {}),
    };
    if (after.kind === 'reread' && changes.includes('users')) {
      this.realtime.keepOnly(roomId, [...after.live.people, after.live.room.ownerId], outcome.removal ?? REMOVED_FROM_ROOM);
    }
    this.realtime.emitToRoom(roomId, ROOM_CHANGED_EVENT, payload);
    if (ended) this.realtime.closeChannel(roomId);
    for (const listener of this.committedListeners) listener(payload);
  }
}
