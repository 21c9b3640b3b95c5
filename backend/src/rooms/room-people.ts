import type { EntityManager } from 'typeorm';
import type { Room } from './entities/room.entity.js';

/**
 * Who is in a room, as the plans of people's changes see it (RoomState.people; docs/architecture.md,
 * "A change is a plan"): read under the room's lock, so the plan's checks (full, name taken, turned
 * away) hold when its rows are written.
 */
export interface RoomPerson {
  readonly userId: number;
  readonly displayName: string;
  readonly isGuest: boolean;
  readonly role: string;
  readonly lastActive: Date | null;
  readonly createdAt: Date;
  /**
   * The browser: the one a guest joined from (guest_users.deviceKey), for an account the one of its
   * latest session (sessions.deviceKey); null when unknown.
   */
  readonly deviceKey: string | null;
  /** A singer without a phone the host added by name (docs/product.md "Singers without a phone"). */
  readonly noPhone?: boolean;
}

/** A boot not undone: the person, and the name and browser that are turned away with them. */
export interface RoomBootRecord {
  readonly userId: number;
  /** The name they had, compared afresh (guest-identity.ts sameName); nameKey is its key as stored then. */
  readonly displayName?: string | null;
  readonly nameKey: string | null;
  readonly deviceKey: string | null;
}

export interface RoomPeople {
  /** The owner's name (the room-full sentence names the host); null when the account is gone. */
  readonly ownerName: string | null;
  /** People whose users.roomId is the room: the owner too, when inside it. */
  readonly inside: readonly RoomPerson[];
  readonly boots: readonly RoomBootRecord[];
}

/** The room's people and boots, in two reads inside the change's transaction. */
export async function readPeople(manager: EntityManager, room: Pick<Room, 'roomId' | 'ownerId'>): Promise<RoomPeople> {
  const people: (RoomPerson & { roomId: string | null })[] = await manager.query(
    `SELECT u."userId", u."displayName", u."isGuest", u."role", u."roomId", u."lastActive", u."createdAt", u."noPhone",
            COALESCE(g."deviceKey", CASE WHEN u."isGuest" THEN NULL ELSE (
              SELECT s."deviceKey" FROM "sessions" s WHERE s."userId" = u."userId" AND s."deviceKey" IS NOT NULL ORDER BY s."lastSeenAt" DESC LIMIT 1
            ) END) AS "deviceKey"
       FROM "users" u LEFT JOIN "guest_users" g ON g."userId" = u."userId"
      WHERE u."roomId" = $1 OR u."userId" = $2`,
    [room.roomId, room.ownerId],
  );
  const boots: RoomBootRecord[] = await manager.query(`SELECT "userId", "displayName", "nameKey", "deviceKey" FROM "room_boots" WHERE "roomId" = $1`, [
    room.roomId,
  ]);
  const inside = people
    .filter((person) => person.roomId === room.roomId)
    .map(({ roomId: _roomId, ...person }) => ({
      ...person,
      userId: Number(person.userId),
      lastActive: person.lastActive ? new Date(person.lastActive) : null,
      createdAt: new Date(person.createdAt),
    }));
  const owner = people.find((person) => Number(person.userId) === room.ownerId);
  return { ownerName: owner?.displayName ?? null, inside, boots: boots.map((boot) => ({ ...boot, userId: Number(boot.userId) })) };
}
