import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { Room } from './entities/room.entity.js';
import { NOT_ROOM_OWNER } from './rooms.errors.js';

/** The host: a registered (non-guest) user whose id is the room's ownerId. */
export function isRoomOwner(room: Pick<Room, 'ownerId'>, actor: SessionUser): boolean {
  return !actor.isGuest && actor.userId === room.ownerId;
}

/** The owner, or an admin (the back office may run any room; the SPA shows an Admin access badge). */
export function canManageRoom(room: Pick<Room, 'ownerId'>, actor: SessionUser): boolean {
  return isRoomOwner(room, actor) || actor.role === 'admin';
}

export function assertCanManageRoom(room: Pick<Room, 'ownerId'>, actor: SessionUser): void {
  if (!canManageRoom(room, actor)) throw new DomainError(NOT_ROOM_OWNER);
}
