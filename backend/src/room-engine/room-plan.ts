import type { SessionUser } from '../common/auth/session-user.js';
import type { Notice, Refusal } from '../common/errors/domain-error.js';
import type { CurrentlyPlayingDto } from '../player/dto/player.dto.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import type { SongRequestDto } from '../queue/dto/request.dto.js';
import type { Turns } from '../queue/rotation.js';
import type { Room } from '../rooms/entities/room.entity.js';
import type { RoomPeople } from '../rooms/room-people.js';
import type { RoomChange, RoomNotice, RoomParts } from './room-parts.js';
import type { RoomWrite, Written } from './room-writes.js';

/**
 * A room change as a pure plan (docs/architecture.md, "A change is a plan"): from the room's state,
 * the actor, the input and the time, a refusal, nothing to do, or the rows to write and what to
 * push. The executor (RoomTransactions.apply) runs the same plan from memory and, when the room
 * moved on, again under the room's lock; so every rule, position and sentence is written once.
 */

/** What a plan sees of the room, at `room.version`. */
export interface RoomState {
  /** The room's row. */
  readonly room: Room;
  /** The waiting songs in play order (positions 1..n). */
  readonly queue: readonly QueueItemDto[];
  /** What plays, or null. */
  readonly playing: CurrentlyPlayingDto | null;
  /** The turns each singer has had tonight (queue/rotation.ts), held with the queue (QueueDto.turns). */
  readonly turns: Turns;
  /** Who is in the room and who was turned away: read for the operations that say they need it (RoomOperation.people). */
  readonly people?: RoomPeople;
  /** Guests' songs waiting for the host or declined, in the order asked for: read for the operations that say they need them (RoomOperation.requests). */
  readonly requests?: readonly SongRequestDto[];
}

/** People whose sessions a change ends, or whose identity it changes, in its transaction (SessionRevocation). */
export interface SessionsChange {
  readonly end?: { readonly userIds: readonly number[]; readonly reason: string };
  readonly refresh?: readonly number[];
}

/** The change a plan makes: the rows, what changed, and (once the rows are in) the answer and the parts to push. */
export interface Planned<T> {
  readonly kind: 'write';
  readonly writes: readonly RoomWrite[];
  /** What changed (the push's `changes`); never empty. */
  readonly changes: readonly RoomChange[];
  /** The answer and the parts the change built at `version`, given the ids the inserts received. */
  finish(written: Written, version: number): { result: T; parts: RoomParts };
  /** For a change of people caused by a boot: who was removed, and what they are told. */
  readonly removedUserId?: number;
  readonly removal?: Notice;
  /** Who did what to whose songs, told to the room with the change (RoomChangedPayload.notice). */
  readonly notice?: RoomNotice;
  /** Sessions the change ends or refreshes, in its transaction: a guest's stay is their account. */
  readonly sessions?: SessionsChange;
}

/** What a plan answers. */
export type PlanOutcome<T> =
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  /** Nothing to write (a double tap, a stale skip): the answer alone, no version bump. */
  | { readonly kind: 'unchanged'; readonly result: T }
  | Planned<T>;

export const refused = (refusal: Refusal): PlanOutcome<never> => ({ kind: 'refused', refusal });
export const unchanged = <T>(result: T): PlanOutcome<T> => ({ kind: 'unchanged', result });

/** One kind of room change: its plan, and what state beyond the held one it needs. */
export interface RoomOperation<I, T, A = SessionUser> {
  /** For logs and tests. */
  readonly name: string;
  /** `actor`: who asks (null for a job, an admin's kick, or a newcomer who is no one yet). */
  plan(state: RoomState, actor: A, input: I, now: Date): PlanOutcome<T>;
  /** The plan reads the room's people (RoomState.people): it runs under the room's lock, where they are read. */
  readonly people?: true;
  /** The plan reads the room's song requests (RoomState.requests): it runs under the room's lock, where they are read. */
  readonly requests?: true;
  /**
   * The plan changes the room's row or its people (its changes alter `room` or `users`): it runs
   * under the room's lock, where the room is read again for memory and the push, and only there.
   */
  readonly row?: true;
}
