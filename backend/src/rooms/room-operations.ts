import { AUTO_SKIP, LET_FINISH, PLAY_NEXT, REPORT_CLOCK, REPORT_UNPLAYABLE } from '../player/player-plans.js';
import { ADD_FOR_PHONELESS, ADD_PHONELESS, REMOVE_PHONELESS } from '../queue/phoneless-plans.js';
import { ADD_SONG, CLEAR_QUEUE, HOST_MOVE, LET_OTHERS_GO_FIRST, REMOVE_SONG, REORDER_SONG, RESTORE_SONG } from '../queue/queue-plans.js';
import { ADD_BEFORE_CLOSING, APPROVE_REQUEST, DECLINE_REQUEST, REQUEST_SONG, WITHDRAW_REQUEST } from '../queue/request-plans.js';
import { ANSWER_INVITE, INVITE_SINGERS } from '../queue/singers-plans.js';
import { BOOT, END_ROOM, GUEST_JOIN, JOIN, KICK, LEAVE, PEOPLE_CHANGED, REMOVE_SILENT, RENAME } from './people-plans.js';
import { OWNER_PLAN_CHANGED, TOGGLE_LOCK, UPDATE_SETTINGS } from './room-plans.js';

/**
 * Every kind of room change, by its constant's name: the one list of plans. test/plan-parity.spec.ts
 * runs each of them through both of the executor's paths, and finds every operation the `*-plans.ts`
 * files export in this list, so a plan added without being listed and tested fails.
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
