/**
 * The words of a room's live state (docs/architecture.md, "Live rooms: words"), apart from the
 * classes that use them so that LiveRooms, RoomPollCache and RoomTransactions import none of each
 * other for a type.
 */

import type { RoomChange, RoomPart } from '../rooms/room-events.types.js';

export type { RoomChange, RoomNotice, RoomPart, RoomParts } from '../rooms/room-events.types.js';

/** Every part: each must have one producer (@PollProducer, room-wiring.ts) when the app starts. */
export const ROOM_PARTS: readonly RoomPart[] = ['room', 'users', 'queue', 'playing'];

/**
 * The parts memory holds with every live room, because changes start from them (an add from the
 * queue, play-next and skip from what plays): each must have one reader (@HeldPartReader) at start.
 */
export const HELD_PARTS: readonly RoomPart[] = ['queue', 'playing'];

/** The parts each kind of change alters (a queue change also moves the room's queueCount, which phones patch). */
const ALTERS: Record<RoomChange, RoomPart[]> = {
  room: ['room'],
  settings: ['room'],
  users: ['users', 'room'],
  queue: ['queue'],
  playing: ['playing'],
  ended: [],
};

export function alteredParts(changes: readonly RoomChange[]): Set<RoomPart> {
  return new Set(changes.flatMap((change) => ALTERS[change]));
}
