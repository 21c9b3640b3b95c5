import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsNull, Repository } from 'typeorm';
import { SESSION_ISSUER, type SessionIssuer } from '../common/auth/session-issuer.js';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { toUserDto, UsersService } from '../users/users.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { GuestJoinResultDto, LeaveRoomResultDto, ValidateMembershipDto } from './dto/guest.dto.js';
import type { UserDto } from '../users/dto/user.dto.js';
import { ROOM_QUEUE, type RoomQueue } from '../common/rooms/room-queue.js';
import { Room } from './entities/room.entity.js';
import { ensureDevice } from '../common/http/device-cookie.js';
import { guestNameKey } from './guest-identity.js';
import { LiveRooms } from './live-rooms.js';
import { RoomTransactions } from './room-transactions.service.js';
import { RoomsService } from './rooms.service.js';
import {
  GUESTS_ONLY_RENAME,
  IN_ROOM_MESSAGE,
  LEFT_ROOM_MESSAGE,
  NO_LONGER_IN_ROOM_MESSAGE,
  NOT_IN_ANY_ROOM,
  NOT_IN_ROOM,
  ONLY_OWN_MEMBERSHIP,
  OWNER_CANNOT_LEAVE,
  REMOVED_BY_HOST_MESSAGE,
  REMOVED_FROM_ROOM,
  ROOM_ENDED_MESSAGE,
  ROOM_EXPIRED_MESSAGE,
  ROOM_GONE_MESSAGE,
  ROOM_LOCKED,
  ROOM_NOT_FOUND,
} from './rooms.errors.js';

/** Guests joining by code, and the membership checks phones make every 30 s. */
@Injectable()
export class GuestsService {
  constructor(
    @InjectRepository(Room) private readonly roomRows: Repository<Room>,
    private readonly rooms: RoomsService,
    private readonly transactions: RoomTransactions,
    private readonly users: UsersService,
    private readonly userRepository: UsersRepository,
    @Inject(SESSION_ISSUER) private readonly sessions: SessionIssuer,
    private readonly events: FeatureEvents,
    @Inject(SESSION_REVOCATION) private readonly revocation: SessionRevocation,
    private readonly live: LiveRooms,
    @Inject(ROOM_QUEUE) private readonly queue: RoomQueue,
  ) {}

  /**
   * A guest joins by code: a new person (users row + guest stay) with their own session, so no
   * other browser can act as them. Refused when the code is unknown, the room locked or full, the
   * name already someone's in the room, or the newcomer is someone the host booted from this room: this browser's last session was
   * theirs, the name compares equal to theirs, or the browser's device cookie is the one they
   * joined with (set here on every guest join; guest-identity.ts).
   */
  async join(roomCode: string, displayName: string, request: FastifyRequest, reply: FastifyReply): Promise<GuestJoinResultDto> {
    const found = await this.roomRows.findOne({ where: { code: roomCode, endedAt: IsNull() }, select: { roomId: true, name: true, code: true } });
    if (!found) throw new DomainError(ROOM_NOT_FOUND);
    const current = request.sessionUser;
    if (current && !current.isGuest) {
      // A signed-in user who uses the code form joins as themselves and stays signed in.
      await this.rooms.join(found.roomId, current);
      const me = await this.userRepository.findById(current.userId);
      return { user: toUserDto(me!), room: { roomId: found.roomId, name: found.name, code: found.code } };
    }
    const previous = await this.sessions.previousUserId(request);
    const device = ensureDevice(request, reply);
    const newcomer = { previousUserId: previous, nameKey: guestNameKey(displayName), deviceKey: device.key };
    let left: string | null = null;
    const result = await this.transactions.change(found.roomId, async (manager, room) => {
      if (await this.rooms.isTurnedAway(manager, room.roomId, newcomer)) throw new DomainError(REMOVED_FROM_ROOM);
      if (room.settings.isLocked) throw new DomainError(ROOM_LOCKED);
      await this.rooms.assertRoomHasSpace(manager, room);
      await this.rooms.assertNameFree(manager, room, displayName, current?.isGuest ? current.userId : undefined);
      if (current?.isGuest) {
        // This browser was a guest elsewhere: that stay ends, a new guest begins here.
        left = (await this.userRepository.findById(current.userId, manager))?.roomId ?? null;
        await this.userRepository.leaveRoom([current.userId], manager);
        await this.revocation.endSessionsOf(manager, [current.userId], 'replaced');
      }
      const guest = await this.users.createGuest(displayName, room.roomId, device.key, manager);
      await this.sessions.issue(manager, request, reply, guest.userId, 'guest');
      return { result: { user: toUserDto(guest), room: { roomId: room.roomId, name: room.name, code: room.code } }, changes: ['users', 'room'] };
    });
    // The guest this browser was has left its previous room.
    if (left && left !== found.roomId)
      await this.transactions.change(left, async () => ({ result: undefined, changes: ['users', 'room'] })).catch(() => undefined);
    this.events.record('guest-join', result.user.userId);
    return result;
  }

  /**
   * A guest takes another name (their waiting songs follow it). Names stay unique in the room, as
   * at the door; sessions read the new name at once.
   */
  async rename(actor: SessionUser, displayName: string): Promise<UserDto> {
    if (!actor.isGuest) throw new DomainError(GUESTS_ONLY_RENAME);
    const roomId = (await this.userRepository.findById(actor.userId))?.roomId;
    if (!roomId) throw new DomainError(NOT_IN_ANY_ROOM);
    await this.transactions.change(roomId, async (manager, room) => {
      const me = await this.userRepository.findById(actor.userId, manager);
      if (me?.roomId !== room.roomId) throw new DomainError(NOT_IN_ANY_ROOM);
      if (me.displayName === displayName) return { result: undefined, changes: [] };
      await this.rooms.assertNameFree(manager, room, displayName, actor.userId);
      await this.users.renameGuest(actor.userId, displayName, manager);
      const songs = await this.queue.renameSinger(manager, room.roomId, actor.userId, displayName);
      await this.revocation.refreshIdentitiesOf([actor.userId], manager);
      return { result: undefined, changes: songs > 0 ? ['users', 'room', 'queue'] : ['users', 'room'] };
    });
    return toUserDto((await this.userRepository.findById(actor.userId))!);
  }

  /**
   * Someone other than the owner leaves the room: their waiting songs go with them. A guest's stay
   * was their account, so their session ends too; a registered user simply leaves.
   */
  leave(actor: SessionUser, roomId: string): Promise<LeaveRoomResultDto> {
    return this.transactions.change(roomId, async (manager, room) => {
      if (actor.userId === room.ownerId) throw new DomainError(OWNER_CANNOT_LEAVE);
      const me = await this.userRepository.findById(actor.userId, manager);
      if (me?.roomId !== roomId) throw new DomainError(NOT_IN_ROOM);
      const songsRemoved = await this.queue.removeSongsOf(manager, roomId, actor.userId);
      await this.userRepository.leaveRoom([actor.userId], manager);
      if (actor.isGuest) await this.revocation.endSessionsOf(manager, [actor.userId], 'left');
      return {
        result: { left: true, songsRemoved },
        changes: songsRemoved > 0 ? ['users', 'room', 'queue'] : ['users', 'room'],
        removal: LEFT_ROOM_MESSAGE,
      };
    });
  }

  /** Whether this person may stay on the room screen; the SPA leaves the room when not. */
  async validate(actor: SessionUser, userId: number, roomId: string): Promise<ValidateMembershipDto> {
    if (actor.userId !== userId && actor.role !== 'admin') throw new DomainError(ONLY_OWN_MEMBERSHIP);
    // Phones ask every 30 s: a member of a live room is answered from memory.
    const live = await this.live.get(roomId).catch(() => undefined);
    if (live && (live.members.has(userId) || userId === live.room.ownerId)) {
      return { valid: true, message: IN_ROOM_MESSAGE };
    }
    const room = await this.roomRows.findOne({ where: { roomId } });
    if (!room) return { valid: false, message: ROOM_GONE_MESSAGE };
    if (room.endedAt) return { valid: false, message: room.endReason === 'expired' ? ROOM_EXPIRED_MESSAGE : ROOM_ENDED_MESSAGE };
    if (await this.rooms.wasBooted(roomId, userId)) return { valid: false, message: REMOVED_BY_HOST_MESSAGE };
    const person = await this.userRepository.findById(userId);
    if (!person) return { valid: false, message: REMOVED_FROM_ROOM.message };
    const owner = userId === room.ownerId && !person.isGuest;
    // Admins may watch any room (docs/product.md §6) without joining it as a guest.
    const watchingAdmin = !person.isGuest && person.role === 'admin';
    if (!owner && !watchingAdmin && person.roomId !== roomId) return { valid: false, message: NO_LONGER_IN_ROOM_MESSAGE };
    return { valid: true, message: IN_ROOM_MESSAGE };
  }
}
