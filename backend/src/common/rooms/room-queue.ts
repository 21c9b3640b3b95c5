import type { EntityManager } from 'typeorm';

/**
 * What the rooms module asks of a room's queue: the waiting songs it shows on a room (its
 * queueCount) and the fair re-sort when the owner switches the room to rotation. The queue module
 * provides it under ROOM_QUEUE; both run inside the caller's transaction when given its manager.
 */
export interface RoomQueue {
  /** How many songs wait in each of these rooms (rooms without any are absent). */
  countWaiting(manager: EntityManager, roomIds: string[]): Promise<Map<string, number>>;
  /** Re-sorts the waiting songs fairly, inside the transaction that switches the room to rotation. */
  applyRotation(manager: EntityManager, roomId: string): Promise<void>;
}

export const ROOM_QUEUE = Symbol('ROOM_QUEUE');
