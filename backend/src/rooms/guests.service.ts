import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsNull, Repository } from 'typeorm';
import { SESSION_ISSUER, type SessionIssuer } from '../common/auth/session-issuer.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError, said } from '../common/errors/domain-error.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { toUserDto } from '../users/users.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { GuestJoinResultDto, LeaveRoomResultDto, ValidateMembershipDto } from './dto/guest.dto.js';
import type { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { Room } from './entities/room.entity.js';
import { ensureDevice } from '../common/http/device-cookie.js';
import { LiveRooms, RoomTransactions } from '../room-engine/index.js';
import { GUEST_JOIN, LEAVE, RENAME } from './people-plans.js';
import { RoomsService } from './rooms.service.js';
import {
  GUESTS_ONLY_RENAME,
  IN_ROOM,
  NO_LONGER_IN_ROOM,
  NOT_IN_ANY_ROOM,
  ONLY_OWN_MEMBERSHIP,
  REMOVED_BY_HOST,
  REMOVED_FROM_ROOM,
  ROOM_ENDED,
  ROOM_EXPIRED,
  ROOM_GONE,
  ROOM_NOT_FOUND,
} from './rooms.errors.js';

/** Guests joining by code, and the membership checks phones make every 30 s. */
@Injectable()
export class GuestsService {
  constructor(
    @InjectRepository(Room) private readonly roomRows: Repository<Room>,
    private readonly rooms: RoomsService,
    private readonly transactions: RoomTransactions,
    private readonly userRepository: UsersRepository,
    @Inject(SESSION_ISSUER) private readonly sessions: SessionIssuer,
    private readonly events: FeatureEvents,
    private readonly live: LiveRooms,
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
    // This browser was a guest elsewhere (or here): that stay ends, a new guest begins here.
    const replacing = current?.isGuest ? await this.userRepository.findById(current.userId) : null;
    const joined: { guest?: User | null } = {};
    await this.transactions.apply(
      found.roomId,
      GUEST_JOIN,
      null,
      {
        guestsPerRoom: await this.rooms.guestsPerRoom(found.roomId),
        displayName,
        username: `guest-${randomBytes(6).toString('hex')}`,
        deviceKey: device.key,
        ...(previous !== undefined ? { previousUserId: previous } : {}),
        ...(replacing ? { replacing: replacing.userId } : {}),
      },
      undefined,
      // The new guest's own session, in the same transaction: no guest exists without one.
      async (manager, { guestId }: { guestId: number }) => {
        joined.guest = await this.userRepository.findById(guestId, manager);
        await this.sessions.issue(manager, request, reply, guestId, 'guest');
      },
    );
    // The guest this browser was has left its previous room.
    if (replacing?.roomId && replacing.roomId !== found.roomId) await this.rooms.peopleChanged(replacing.roomId);
    const user = toUserDto(joined.guest!);
    this.events.record('guest-join', user.userId);
    return { user, room: { roomId: found.roomId, name: found.name, code: found.code } };
  }

  /**
   * A guest takes another name (their waiting songs follow it). Names stay unique in the room, as
   * at the door; sessions read the new name at once.
   */
  async rename(actor: SessionUser, displayName: string): Promise<UserDto> {
    if (!actor.isGuest) throw new DomainError(GUESTS_ONLY_RENAME);
    const roomId = (await this.userRepository.findById(actor.userId))?.roomId;
    if (!roomId) throw new DomainError(NOT_IN_ANY_ROOM);
    await this.transactions.apply(roomId, RENAME, actor, { displayName });
    return toUserDto((await this.userRepository.findById(actor.userId))!);
  }

  /**
   * Someone other than the owner leaves the room: their waiting songs go with them. A guest's stay
   * was their account, so their session ends too; a registered user simply leaves.
   */
  leave(actor: SessionUser, roomId: string): Promise<LeaveRoomResultDto> {
    return this.transactions.apply(roomId, LEAVE, actor, undefined);
  }

  /** Whether this person may stay on the room screen; the SPA leaves the room when not. */
  async validate(actor: SessionUser, userId: number, roomId: string): Promise<ValidateMembershipDto> {
    if (actor.userId !== userId && actor.role !== 'admin') throw new DomainError(ONLY_OWN_MEMBERSHIP);
    // Phones ask every 30 s: a member of a live room is answered from memory.
    const live = await this.live.get(roomId).catch(() => undefined);
    if (live && (live.people.has(userId) || userId === live.room.ownerId)) {
      return { valid: true, ...said(IN_ROOM) };
    }
    const room = await this.roomRows.findOne({ where: { roomId } });
    if (!room) return { valid: false, ...said(ROOM_GONE) };
    if (room.endedAt) return { valid: false, ...said(room.endReason === 'expired' ? ROOM_EXPIRED : ROOM_ENDED) };
    if (await this.rooms.wasBooted(roomId, userId)) return { valid: false, ...said(REMOVED_BY_HOST) };
    const person = await this.userRepository.findById(userId);
    if (!person) return { valid: false, ...said(REMOVED_FROM_ROOM) };
    const owner = userId === room.ownerId && !person.isGuest;
    // Admins may watch any room (docs/product.md §6) without joining it as a guest.
    const watchingAdmin = !person.isGuest && person.role === 'admin';
    if (!owner && !watchingAdmin && person.roomId !== roomId) return { valid: false, ...said(NO_LONGER_IN_ROOM) };
    return { valid: true, ...said(IN_ROOM) };
  }
}
