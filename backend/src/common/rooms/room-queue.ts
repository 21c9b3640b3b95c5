import type { EntityManager } from 'typeorm';

/**
 * What the rooms module asks of a room's queue: the waiting songs it shows on a room (its
 * queueCount). A person's songs when they leave or rename themselves are rows of that change's
 * plan (rooms/people-plans.ts). The queue module provides it under ROOM_QUEUE; it runs inside the
 * caller's transaction when given its manager.
 */
export interface RoomQueue {
  /** How many songs wait in each of these rooms (rooms without any are absent). */
  countWaiting(manager: EntityManager, roomIds: string[]): Promise<Map<string, number>>;
}

export const ROOM_QUEUE = Symbol('ROOM_QUEUE');
