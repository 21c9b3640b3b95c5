import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { User } from '../users/entities/user.entity.js';
import type { Room } from './entities/room.entity.js';

export const NOT_ROOM_OWNER = 'Only the room owner can do that.';
export const NOT_IN_ROOM = 'You are not in this room. Join it with its code first.';

/** The host: a registered (non-guest) user whose id is the room's ownerId. */
export function isRoomOwner(room: Pick<Room, 'ownerId'>, actor: SessionUser): boolean {
  return !actor.isGuest && actor.userId === room.ownerId;
}

/** The owner, or an admin (the back office may run any room; the SPA shows an Admin access badge). */
export function canManageRoom(room: Pick<Room, 'ownerId'>, actor: SessionUser): boolean {
  return isRoomOwner(room, actor) || actor.role === 'admin';
}

export function assertCanManageRoom(room: Pick<Room, 'ownerId'>, actor: SessionUser): void {
  if (!canManageRoom(room, actor)) throw new DomainError(HttpStatus.FORBIDDEN, NOT_ROOM_OWNER);
}

/**
 * Whether the actor is in the room right now, read from the database (not the session cache):
 * the owner always is; others while users.roomId points at it. Admins may look into any room.
 */
export async function isRoomMember(manager: EntityManager, room: Pick<Room, 'roomId' | 'ownerId'>, actor: SessionUser): Promise<boolean> {
  if (canManageRoom(room, actor)) return true;
  const row = await manager.getRepository(User).findOne({ where: { userId: actor.userId }, select: { userId: true, roomId: true } });
  return row?.roomId === room.roomId;
}

export async function assertRoomMember(manager: EntityManager, room: Pick<Room, 'roomId' | 'ownerId'>, actor: SessionUser): Promise<void> {
  if (!(await isRoomMember(manager, room, actor))) throw new DomainError(HttpStatus.FORBIDDEN, NOT_IN_ROOM);
}
