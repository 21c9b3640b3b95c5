import type { EntityManager } from 'typeorm';

/**
 * What the rooms module asks of a room's queue: the waiting songs it shows on a room (its
 * queueCount), and a person's songs when they leave or rename themselves. The queue module
 * provides it under ROOM_QUEUE; it runs inside the caller's transaction when given its manager.
 */
export interface RoomQueue {
  /** How many songs wait in each of these rooms (rooms without any are absent). */
  countWaiting(manager: EntityManager, roomIds: string[]): Promise<Map<string, number>>;
  /** A person left the room: their waiting songs go, the others close up; answers how many went. */
  removeSongsOf(manager: EntityManager, roomId: string, userId: number): Promise<number>;
  /** A person renamed themselves: their waiting songs show the new name; answers how many changed. */
  renameSinger(manager: EntityManager, roomId: string, userId: number, displayName: string): Promise<number>;
}

export const ROOM_QUEUE = Symbol('ROOM_QUEUE');
