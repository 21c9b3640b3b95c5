import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ROOM_QUEUE, type RoomQueue } from '../common/rooms/room-queue.js';
import { Clock } from '../common/clock.js';
import { DAY } from '../common/time.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { Metrics } from '../common/metrics/metrics.service.js';
import { DomainError } from '../common/errors/domain-error.js';
import { TiersService } from '../tiers/tiers.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { BootedPersonDto, BootResultDto, LetBackInResultDto, RoomDto, RoomSettingsPatch, RoomUserDto } from './dto/room.dto.js';
import { RoomBoot } from './entities/room-boot.entity.js';
import { RoomCreationLog } from './entities/room-creation-log.entity.js';
import { DEFAULT_ROOM_SETTINGS } from './entities/room-settings.js';
import { Room } from './entities/room.entity.js';
import { assertCanManageRoom } from './room-access.js';
import { readRequestsOf } from './room-requests.js';
import { LiveRooms, PollProducer, RoomTransactions } from '../room-engine/index.js';
import { RoomEnding } from './room-ending.js';
import { BOOT, JOIN, PEOPLE_CHANGED } from './people-plans.js';
import { OWNER_PLAN_CHANGED, TOGGLE_LOCK, UPDATE_SETTINGS } from './room-plans.js';
import {
  ONLY_OWN_JOIN,
  ONLY_OWN_ROOMS,
  ONLY_OWN_ROOM_CREATION,
  NOT_BOOTED,
  PARTY_ALREADY_ENDED,
  ROOM_NOT_FOUND,
  roomCreationPaused,
  tooManyActiveRooms,
  tooManyRoomsToday,
} from './rooms.errors.js';

/** No 0/O or 1/I: codes are read aloud and typed on phones. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ROOM_CODE_LENGTH = 6;
/** Someone is online when heard from (heartbeat or any request) within this window. */
export const ONLINE_WINDOW_MS = 2 * 60_000;

export function generateRoomCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** Upper-cases and trims a typed code; anything outside the alphabet cannot match a room. */
export function normalizeRoomCode(raw: string): string {
  return raw.trim().toUpperCase();
}

class RetryableCodeClash extends Error {}

/**
 * Rooms: creating them within the owner's tier limits, reading them (with the counts and the
 * expiry the SPA's timer needs), and the owner's controls: lock, settings, boot, delete.
 */
@Injectable()
export class RoomsService {
  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly transactions: RoomTransactions,
    private readonly tiers: TiersService,
    private readonly clock: Clock,
    private readonly users: UsersRepository,
    @Inject(ROOM_QUEUE) private readonly queue: RoomQueue,
    private readonly events: FeatureEvents,
    private readonly metrics: Metrics,
    private readonly ending: RoomEnding,
    private readonly live: LiveRooms,
  ) {}

  /** The room's poll answer (GET /api/rooms/:roomId); keyed by the minute as well, as parts of it age with time. */
  @PollProducer('room', { timeBucketMs: 60_000 })
  async roomPart(manager: EntityManager, room: Room): Promise<RoomDto> {
    return (await this.describe([room], manager))[0];
  }

  // ── reading ──────────────────────────────────────────────────────────────────

  async findLive(roomId: string, manager: EntityManager = this.rooms.manager): Promise<Room> {
    const room = await manager.getRepository(Room).findOne({ where: { roomId, endedAt: IsNull() } });
    if (!room) throw new DomainError(ROOM_NOT_FOUND);
    return room;
  }

  async getByCode(rawCode: string): Promise<RoomDto> {
    const room = await this.rooms.findOne({ where: { code: normalizeRoomCode(rawCode), endedAt: IsNull() } });
    if (!room) throw new DomainError(ROOM_NOT_FOUND);
    return (await this.describe([room]))[0];
  }

  /** Rooms with their counts, owner and expiry, in one round of queries whatever their number. */
  async describe(rooms: Room[], manager: EntityManager = this.rooms.manager): Promise<RoomDto[]> {
    if (rooms.length === 0) return [];
    // People are the users module's, songs the queue module's: each counts its own.
    const people = await this.users.countOthersInRooms(rooms, manager);
    const queued = await this.queue.countWaiting(
      manager,
      rooms.map((r) => r.roomId),
    );
    const ownerById = await this.users.profiles(
      rooms.map((r) => r.ownerId),
      manager,
    );
    const requests = await readRequestsOf(manager, rooms);
    const now = this.clock.now();
    return rooms.map((room) => {
      const owner = ownerById.get(room.ownerId);
      const limits = this.tiers.limitsFor(owner?.subscriptionTier ?? 1);
      const expiresAt = this.ending.expiresAt(room, owner?.subscriptionTier ?? 1);
      const settings = { ...DEFAULT_ROOM_SETTINGS, ...room.settings, maxGuests: limits.guestsPerRoom };
      return {
        roomId: room.roomId,
        code: room.code,
        name: room.name,
        ownerId: room.ownerId,
        ownerName: owner?.displayName ?? '',
        settings,
        isLocked: settings.isLocked,
        userCount: 1 + (people.get(room.roomId) ?? 0),
        queueCount: queued.get(room.roomId) ?? 0,
        maxQueueSize: limits.maxQueueSize,
        ownerTier: owner?.subscriptionTier ?? 1,
        isActive: room.endedAt === null && (expiresAt === null || expiresAt > now),
        createdAt: room.createdAt,
        lastActivity: room.lastActivity,
        expiresAt,
        version: room.version,
        requests: requests.get(room.roomId) ?? [],
      };
    });
  }

  @PollProducer('users', { timeBucketMs: 30_000 })
  async people(manager: EntityManager, room: Room): Promise<RoomUserDto[]> {
    const rows = await this.users.roomPeople(room.roomId, room.ownerId, manager);
    const onlineSince = this.clock.now().getTime() - ONLINE_WINDOW_MS;
    return rows.map((u) => ({
      userId: u.userId,
      displayName: u.displayName,
      isGuest: u.isGuest,
      isOwner: u.userId === room.ownerId,
      online: !u.noPhone && u.lastActive !== null && u.lastActive.getTime() >= onlineSince,
      lastActive: u.lastActive,
      noPhone: u.noPhone,
    }));
  }

  // ── creating ─────────────────────────────────────────────────────────────────

  async create(actor: SessionUser, name: string, bodyOwnerId?: number): Promise<RoomDto> {
    if (bodyOwnerId !== undefined && bodyOwnerId !== actor.userId) {
      throw new DomainError(ONLY_OWN_ROOM_CREATION);
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const room = await this.transactions.transaction((manager) => this.createOnce(manager, actor, name));
        await this.events.record('room-created', actor.userId);
        return (await this.describe([room]))[0];
      } catch (error) {
        // Two rooms drew the same code at the same instant: draw again.
        const clash = error instanceof RetryableCodeClash || (error as { code?: string }).code === '23505';
        if (!clash || attempt >= 5) throw error;
      }
    }
  }

  private async createOnce(manager: EntityManager, actor: SessionUser, name: string): Promise<Room> {
    // The owner's row lock serialises one person's concurrent creates, so limits hold.
    const owner = await this.users.lock(actor.userId, {}, manager);
    if (!owner) throw new DomainError(NOT_SIGNED_IN);
    const now = this.clock.now();
    if (owner.roomCreationBlackedOutUntil && owner.roomCreationBlackedOutUntil > now) {
      throw new DomainError(roomCreationPaused(owner.roomCreationBlackedOutUntil));
    }
    const limits = this.tiers.limitsFor(owner.subscriptionTier);
    const live = await manager.getRepository(Room).count({ where: { ownerId: owner.userId, endedAt: IsNull() } });
    if (live >= limits.simultaneousRooms) {
      throw new DomainError(tooManyActiveRooms(live));
    }
    const since = new Date(now.getTime() - DAY);
    const recent = await manager
      .getRepository(RoomCreationLog)
      .createQueryBuilder('l')
      .where('l.userId = :userId AND l.createdAt > :since', { userId: owner.userId, since })
      .orderBy('l.createdAt', 'ASC')
      .getMany();
    if (recent.length >= limits.roomsPerDay) {
      const waitMs = recent[0].createdAt.getTime() + DAY - now.getTime();
      throw new DomainError(tooManyRoomsToday(recent.length, waitMs), Math.max(1, Math.ceil(waitMs / 1000)));
    }

    const code = await this.freeCode(manager);
    const room = manager.getRepository(Room).create({
      roomId: randomBytes(9).toString('base64url'),
      code,
      name,
      ownerId: owner.userId,
      createdAt: now,
      lastActivity: now,
      settings: { ...DEFAULT_ROOM_SETTINGS },
      endedAt: null,
      endReason: null,
      version: 0,
    });
    await manager.getRepository(Room).insert(room);
    await manager.getRepository(RoomCreationLog).insert({ userId: owner.userId, roomId: room.roomId, createdAt: now });
    return room;
  }

  private async freeCode(manager: EntityManager): Promise<string> {
    for (let i = 0; i < 20; i++) {
      const code = generateRoomCode();
      const taken = await manager.getRepository(Room).exists({ where: { code, endedAt: IsNull() } });
      if (!taken) return code;
    }
    throw new RetryableCodeClash('No free room code found');
  }

  // ── the owner's controls ─────────────────────────────────────────────────────

  async toggleLock(roomId: string, actor: SessionUser): Promise<RoomDto> {
    await this.transactions.apply(roomId, TOGGLE_LOCK, actor, undefined);
    return (await this.describe([await this.findLive(roomId)]))[0];
  }

  async updateSettings(roomId: string, actor: SessionUser, patch: RoomSettingsPatch): Promise<RoomDto> {
    await this.transactions.apply(roomId, UPDATE_SETTINGS, actor, patch);
    return (await this.describe([await this.findLive(roomId)]))[0];
  }

  /** A registered user enters a room (the dashboard's Join Room); guests use POST /api/guest/join. */
  async join(roomId: string, actor: SessionUser, bodyUserId?: number): Promise<RoomDto> {
    if (bodyUserId !== undefined && bodyUserId !== actor.userId) {
      throw new DomainError(ONLY_OWN_JOIN);
    }
    const me = await this.users.findById(actor.userId);
    if (!me) throw new DomainError(NOT_SIGNED_IN);
    await this.transactions.apply(roomId, JOIN, actor, { guestsPerRoom: await this.guestsPerRoom(roomId) });
    // Moving here left the previous room: its people (and every instance's memory of them) changed too.
    if (me.roomId && me.roomId !== roomId) await this.peopleChanged(me.roomId);
    return (await this.describe([await this.findLive(roomId)]))[0];
  }

  /** How many people the room may hold: its owner's tier's limit (docs/product.md §9), the tier as memory holds it (as an add's queue size). */
  async guestsPerRoom(roomId: string): Promise<number> {
    return this.tiers.limitsFor((await this.live.get(roomId)).ownerTier).guestsPerRoom;
  }

  /** Someone left the room from elsewhere (they entered another): it is pushed again; an ended room is let be. */
  async peopleChanged(roomId: string): Promise<void> {
    await this.transactions.apply(roomId, PEOPLE_CHANGED, null, undefined).catch(() => undefined);
  }

  isBooted(manager: EntityManager, roomId: string, userId: number): Promise<boolean> {
    return manager.getRepository(RoomBoot).exists({ where: { roomId, userId } });
  }

  /** The people removed from the room and not let back in, newest first (owner or admin). */
  async bootsOf(roomId: string, actor: SessionUser): Promise<BootedPersonDto[]> {
    assertCanManageRoom(await this.findLive(roomId), actor);
    const boots = await this.rooms.manager
      .getRepository(RoomBoot)
      .find({ where: { roomId }, relations: { user: true }, order: { bootedAt: 'DESC', bootId: 'DESC' } });
    const seen = new Set<number>();
    return boots
      .filter((boot) => !seen.has(boot.userId) && seen.add(boot.userId))
      .map((boot) => ({
        userId: boot.userId,
        displayName: boot.displayName ?? boot.user?.displayName ?? '',
        isGuest: boot.user?.isGuest ?? true,
        bootedAt: boot.bootedAt,
      }));
  }

  /**
   * The owner undoes a boot: the person may come back (by code, under that name, from that
   * browser), and does so as anyone joining would (a booted guest's session ended with the boot).
   */
  async letBackIn(roomId: string, actor: SessionUser, userId: number): Promise<LetBackInResultDto> {
    assertCanManageRoom(await this.findLive(roomId), actor);
    const { affected } = await this.rooms.manager.getRepository(RoomBoot).delete({ roomId, userId });
    if (!affected) throw new DomainError(NOT_BOOTED);
    return { userId, letBackIn: true };
  }

  /**
   * The owner's plan changed: each of their live rooms is pushed again with the new limits and end
   * time (room-plans.ts OWNER_PLAN_CHANGED), memory re-reading the owner's tier with it. A room that
   * ended meanwhile is let be.
   */
  async ownerPlanChanged(ownerId: number): Promise<void> {
    const rooms = await this.rooms.find({ where: { ownerId, endedAt: IsNull() }, select: { roomId: true } });
    for (const { roomId } of rooms) {
      await this.transactions.apply(roomId, OWNER_PLAN_CHANGED, null, undefined).catch((error: unknown) => {
        if (!(error instanceof DomainError && error.refused === ROOM_NOT_FOUND)) throw error;
      });
    }
  }

  /** Whether the person was booted from the room, outside any transaction. */
  wasBooted(roomId: string, userId: number): Promise<boolean> {
    return this.isBooted(this.rooms.manager, roomId, userId);
  }

  /** A user's live rooms (self or admin), newest first, with their counts. */
  async liveRoomsOf(actor: SessionUser, userId: number): Promise<RoomDto[]> {
    if (actor.userId !== userId && actor.role !== 'admin') throw new DomainError(ONLY_OWN_ROOMS);
    const rooms = await this.rooms.find({ where: { ownerId: userId, endedAt: IsNull() }, order: { createdAt: 'DESC' } });
    return this.describe(rooms);
  }

  /** The rooms this person owns, ended or not (an account deleted with its rooms), with their versions. */
  ownedBy(manager: EntityManager, userId: number): Promise<Pick<Room, 'roomId' | 'version'>[]> {
    return manager.getRepository(Room).find({ where: { ownerId: userId }, select: { roomId: true, version: true } });
  }

  /**
   * The owner removes someone. The boot is recorded (a booted guest cannot come back by code,
   * under the same name or from the same browser, until let back in), the person leaves the room,
   * and a guest's sessions end (a guest exists only for this room): people-plans.ts BOOT.
   */
  async boot(roomId: string, actor: SessionUser, userId: number): Promise<BootResultDto> {
    const booted = await this.transactions.apply(roomId, BOOT, actor, { userId });
    this.metrics.guestBoots.inc();
    return booted;
  }

  /** The room, locked for this transaction, once the actor may manage it (owner or admin). */
  private async lockManagedRoom(manager: EntityManager, roomId: string, actor: SessionUser): Promise<Room> {
    const room = await manager.getRepository(Room).createQueryBuilder('room').setLock('pessimistic_write').where('room.roomId = :roomId', { roomId }).getOne();
    if (!room) throw new DomainError(ROOM_NOT_FOUND);
    assertCanManageRoom(room, actor);
    return room;
  }

  /**
   * Ends the party for everyone (owner or admin) and keeps the evening: people in it are let go and
   * guests' sessions end, as a delete does, but the row stays, marked ended, with its Played list,
   * so the host finds it in their past parties and can still download the CSV or delete it later.
   */
  async end(roomId: string, actor: SessionUser): Promise<RoomDto> {
    const outcome = await this.transactions.transaction(async (manager) => {
      const room = await this.lockManagedRoom(manager, roomId, actor);
      if (room.endedAt) throw new DomainError(PARTY_ALREADY_ENDED);
      const before = (await this.describe([room], manager))[0];
      return { ended: await this.ending.endRoom(manager, room, 'ended'), before };
    });
    await this.ending.announceEnded(outcome.ended, { kind: 'party-ended', by: actor.displayName, byUserId: actor.userId, songs: [] });
    return { ...outcome.before, isActive: false, version: outcome.ended.version };
  }

  /**
   * Deletes a room for good (owner or admin): its queue, now-playing and guest stays go with it,
   * people in it are let go, and guests' sessions end. room_creation_log keeps its row so the
   * rooms-per-day limit still counts it.
   */
  async delete(roomId: string, actor: SessionUser): Promise<RoomDto> {
    const outcome = await this.transactions.transaction(async (manager) => {
      const room = await this.lockManagedRoom(manager, roomId, actor);
      const before = (await this.describe([room], manager))[0];
      return { ended: await this.ending.endRoom(manager, room, 'room-deleted'), before };
    });
    // Its people are told who ended it ("Rita ended the party — thanks for singing!").
    await this.ending.announceEnded(outcome.ended, { kind: 'party-ended', by: actor.displayName, byUserId: actor.userId, songs: [] });
    return { ...outcome.before, isActive: false };
  }
}
