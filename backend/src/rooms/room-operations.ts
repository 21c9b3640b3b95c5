import { AUTO_SKIP, LET_FINISH, PLAY_NEXT, REPORT_CLOCK, REPORT_UNPLAYABLE } from '../player/player-plans.js';
import { ADD_FOR_PHONELESS, ADD_PHONELESS, REMOVE_PHONELESS } from '../queue/phoneless-plans.js';
import { ADD_SONG, CLEAR_QUEUE, HOST_MOVE, LET_OTHERS_GO_FIRST, REMOVE_SONG, REORDER_SONG, RESTORE_SONG } from '../queue/queue-plans.js';
import { ADD_BEFORE_CLOSING, APPROVE_REQUEST, DECLINE_REQUEST, REQUEST_SONG, WITHDRAW_REQUEST } from '../queue/request-plans.js';
import { ANSWER_INVITE, INVITE_SINGERS } from '../queue/singers-plans.js';
import { BOOT, END_ROOM, GUEST_JOIN, JOIN, KICK, LEAVE, PEOPLE_CHANGED, REMOVE_SILENT, RENAME } from './people-plans.js';
import type { RoomOperation } from './room-plan.js';
import { OWNER_PLAN_CHANGED, TOGGLE_LOCK, UPDATE_SETTINGS } from './room-plans.js';

/**
 * Every kind of room change, by its constant's name: the one list of plans. The executor
 * (RoomTransactions.apply) runs only the operations listed here, and test/plan-parity.spec.ts runs
 * each of them through both of its paths, so a plan added without being listed and tested fails.
 */
export const ROOM_OPERATIONS = {
  ADD_SONG,
  REMOVE_SONG,
  RESTORE_SONG,
  REORDER_SONG,
  CLEAR_QUEUE,
  HOST_MOVE,
  LET_OTHERS_GO_FIRST,
  PLAY_NEXT,
  REPORT_UNPLAYABLE,
  AUTO_SKIP,
  REPORT_CLOCK,
  LET_FINISH,
  TOGGLE_LOCK,
  UPDATE_SETTINGS,
  OWNER_PLAN_CHANGED,
  JOIN,
  GUEST_JOIN,
  RENAME,
  LEAVE,
  BOOT,
  KICK,
  PEOPLE_CHANGED,
  REMOVE_SILENT,
  END_ROOM,
  ADD_PHONELESS,
  ADD_FOR_PHONELESS,
  REMOVE_PHONELESS,
  INVITE_SINGERS,
  ANSWER_INVITE,
  REQUEST_SONG,
  APPROVE_REQUEST,
  DECLINE_REQUEST,
  WITHDRAW_REQUEST,
  ADD_BEFORE_CLOSING,
} as const;

/** A kind of room change: a key of ROOM_OPERATIONS. */
export type RoomOperationKind = keyof typeof ROOM_OPERATIONS;

// The list's values as the executor sees them (any input, answer and actor).
const operations: readonly RoomOperation<never, unknown, never>[] = Object.values(ROOM_OPERATIONS);

/** The listed operations by their `name` (unique: logs and the executor's check go by it). */
export const ROOM_OPERATIONS_BY_NAME: ReadonlyMap<string, RoomOperation<never, unknown, never>> = new Map(
  operations.map((operation) => [operation.name, operation]),
);

/** Throws for an operation the list does not hold: the executor runs no plan the parity spec does not see. */
export function assertListedOperation(operation: { readonly name: string }): void {
  if (!ROOM_OPERATIONS_BY_NAME.has(operation.name)) throw new Error(`Room operation "${operation.name}" is not listed in ROOM_OPERATIONS`);
}
