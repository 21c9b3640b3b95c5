import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import { NOT_ADMIN, type SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { UpdateUserDto, UserDto } from './dto/user.dto.js';
import { GuestUser } from './entities/guest-user.entity.js';
import { User, type UserRole } from './entities/user.entity.js';
import { Passwords } from './passwords.js';
import { LAST_ADMIN } from '../admin/admin.errors.js';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, GUEST_HAS_NO_PASSWORD, NOT_YOURSELF, USER_NOT_FOUND, USERNAME_TAKEN } from './users.errors.js';

export function toUserDto(user: User): UserDto {
  return {
    userId: user.userId,
    username: user.username,
    displayName: user.displayName,
    subscriptionTier: user.subscriptionTier,
    role: user.role,
    isGuest: user.isGuest,
    roomId: user.roomId,
    createdAt: user.createdAt,
  };
}

/**
 * Held (pg_advisory_xact_lock) by every transaction that may change who the admins are, or checks
 * that one exists at start: such changes happen one after the other, on PostgreSQL as embedded.
 */
const ADMIN_ROSTER_LOCK = 724201;
const lockAdminRoster = (manager: EntityManager) => manager.query(`SELECT pg_advisory_xact_lock($1)`, [ADMIN_ROSTER_LOCK]);

/** People: registered users, admins and guests (one id space), their profile and presence. */
/** A heartbeat writes lastActive at most this often per person and instance. */
export const HEARTBEAT_WRITE_EVERY_MS = 60_000;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(GuestUser) private readonly guests: Repository<GuestUser>,
    private readonly clock: Clock,
    @Inject(SESSION_REVOCATION) private readonly revocation: SessionRevocation,
    private readonly passwords: Passwords,
  ) {}

  findById(userId: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { userId } });
  }

  async createRegistered(
    input: { username: string; displayName: string; password: string; role?: 'user' | 'admin'; subscriptionTier?: number },
    manager: EntityManager = this.users.manager,
  ): Promise<User> {
    const taken = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username: input.username })
      .getExists();
    if (taken) throw new DomainError(USERNAME_TAKEN);
    const repo = manager.getRepository(User);
    const now = this.clock.now();
    // Two sign-ups for one name at the same instant: the unique index on lower(username) decides.
    // ON CONFLICT DO NOTHING rather than a failed insert, so the loser neither aborts the caller's
    // transaction nor gets its query (with the new hash as a parameter) printed in the error log.
    const inserted = await repo
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({
        username: input.username,
        displayName: input.displayName,
        password: await this.passwords.hash(input.password),
        role: input.role ?? 'user',
        subscriptionTier: input.subscriptionTier ?? 1,
        isGuest: false,
        lastActive: now,
        createdAt: now,
      })
      .orIgnore()
      .returning(['userId'])
      .execute();
    const userId = (inserted.raw as { userId: number }[])[0]?.userId;
    if (userId === undefined) throw new DomainError(USERNAME_TAKEN);
    return { ...(await repo.findOneByOrFail({ userId })), password: null };
  }

  /** A guest: a users row (so one id space covers everyone) plus its stay in the room. */
  async createGuest(manager: EntityManager, displayName: string, roomId: string, deviceKey: string | null = null): Promise<User> {
    const now = this.clock.now();
    const repo = manager.getRepository(User);
    const user = await repo.save(
      repo.create({
        username: `guest-${randomBytes(6).toString('hex')}`,
        displayName,
        password: null,
        isGuest: true,
        role: 'user',
        subscriptionTier: 1,
        roomId,
        lastActive: now,
        createdAt: now,
      }),
    );
    await manager.getRepository(GuestUser).insert({ userId: user.userId, displayName, roomId, joinedAt: now, lastActive: now, deviceKey });
    return user;
  }

  /** A guest takes another name: their account and their stay say it. */
  async renameGuest(manager: EntityManager, userId: number, displayName: string): Promise<void> {
    await manager.getRepository(User).update({ userId, isGuest: true }, { displayName });
    await manager.getRepository(GuestUser).update({ userId }, { displayName });
  }

  /** The browser a guest joined from (a hash of its device cookie), or null. */
  async guestDeviceOf(manager: EntityManager, userId: number): Promise<string | null> {
    const stay = await manager.getRepository(GuestUser).findOne({ where: { userId }, select: { deviceKey: true } });
    return stay?.deviceKey ?? null;
  }

  /** The user for these credentials, or null (same answer and time for unknown name and wrong password). */
  async verifyCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where('lower(u.username) = lower(:username) AND u.isGuest = false', { username })
      .getOne();
    const ok = await this.passwords.verify(user?.password, password);
    if (!user || !ok) return null;
    return { ...user, password: null };
  }

  private assertSelfOrAdmin(actor: SessionUser, userId: number): void {
    if (actor.userId !== userId && actor.role !== 'admin') throw new DomainError(NOT_YOURSELF);
  }

  /**
   * A new display name and, optionally, a new password. Your own password changes only with your
   * current one, and every other session of the account ends (this one stays); an admin setting
   * someone else's password ends all of theirs.
   */
  async updateProfile(actor: SessionUser, userId: number, changes: UpdateUserDto): Promise<UserDto> {
    this.assertSelfOrAdmin(actor, userId);
    const self = actor.userId === userId;
    const user = await this.users.createQueryBuilder('u').addSelect('u.password').where('u.userId = :userId', { userId }).getOne();
    if (!user) throw new DomainError(USER_NOT_FOUND);
    const update: Partial<User> = { displayName: changes.displayName };
    if (changes.password !== undefined) {
      if (user.isGuest) throw new DomainError(GUEST_HAS_NO_PASSWORD);
      if (self) {
        if (!changes.currentPassword) throw new DomainError(CURRENT_PASSWORD_REQUIRED);
        if (!(await this.passwords.verify(user.password, changes.currentPassword))) throw new DomainError(CURRENT_PASSWORD_WRONG);
      }
      update.password = await this.passwords.hash(changes.password);
    }
    await this.users.manager.transaction(async (manager) => {
      await manager.getRepository(User).update({ userId }, update);
      if (user.isGuest) await manager.getRepository(GuestUser).update({ userId }, { displayName: changes.displayName });
      // Whoever knew the old password (or held a session taken with it) is signed out everywhere else.
      if (update.password) await this.revocation.endSessionsOf(manager, [userId], 'password-changed', self ? actor.sessionId : undefined);
    });
    // Signed-in browsers of this person show the new name at once (queue entries, room lists).
    await this.revocation.refreshIdentitiesOf([userId]);
    return toUserDto({ ...user, ...update, password: null });
  }

  /** "Still here": online is heard-from within 2 minutes; the inactivity job reads the same column. */
  /** When this instance last wrote each person's heartbeat (bounded; see heartbeat()). */
  private readonly heartbeats = new Map<number, number>();

  /**
   * Phones say they are here every 30 s. "Online" means heard from within 2 minutes and the
   * inactivity timeout is minutes, so a person's lastActive is written at most once a minute per
   * instance: half the phones' heartbeats cost no database work.
   */
  async heartbeat(actor: SessionUser, userId: number): Promise<{ lastActive: Date }> {
    if (actor.userId !== userId) throw new DomainError(NOT_YOURSELF);
    const lastActive = this.clock.now();
    const written = this.heartbeats.get(userId);
    if (written === undefined || lastActive.getTime() - written >= HEARTBEAT_WRITE_EVERY_MS || lastActive.getTime() < written) {
      await this.touch(userId, lastActive);
      if (this.heartbeats.size >= 100_000) this.heartbeats.clear();
      this.heartbeats.set(userId, lastActive.getTime());
    }
    return { lastActive };
  }

  async touch(userId: number, at: Date, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.getRepository(User).update({ userId }, { lastActive: at });
    await manager.getRepository(GuestUser).update({ userId }, { lastActive: at });
  }

  // ── accounts (first start, the back office) ───────────────────────────────────

  /**
   * First start: makes sure an admin exists, safely with N instances starting at once (the admin
   * roster lock around the check). When an ordinary account holds the name, it is left as it is
   * (never promoted: whoever registered it would become the admin with their own password) and the
   * admin is created under the first free name `<name>-2`, `<name>-3`…, answered as `username`.
   */
  ensureAdmin(input: {
    username: string;
    displayName: string;
    password: string;
    subscriptionTier: number;
  }): Promise<{ created: boolean; username?: string; nameTakenBy?: string }> {
    return this.users.manager.transaction(async (manager) => {
      await lockAdminRoster(manager);
      const repo = manager.getRepository(User);
      const hasAdmin = await repo.exists({ where: { role: 'admin', isGuest: false } });
      if (hasAdmin) return { created: false };
      const holder = await repo.createQueryBuilder('u').where('lower(u.username) = lower(:name)', { name: input.username }).getOne();
      let username = input.username;
      for (let n = 2; await this.nameTaken(manager, username); n++) username = `${input.username.slice(0, 45)}-${n}`;
      await this.createRegistered({ ...input, username, role: 'admin' }, manager);
      return { created: true, username, nameTakenBy: holder?.username };
    });
  }

  private nameTaken(manager: EntityManager, username: string): Promise<boolean> {
    return manager.getRepository(User).createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getExists();
  }

  /**
   * Runs `work` in a transaction holding the admin roster lock and then the account's row lock: every
   * change that can take the admin role away (demotion, deletion) goes through here, so two admins
   * removing each other at the same moment are decided one after the other and the last admin stays.
   * The actor must still be an admin once the lock is held (403 otherwise: demoted a moment ago).
   */
  withAdminRosterLocked<T>(actorId: number, userId: number, work: (manager: EntityManager, user: User) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(async (manager) => {
      await lockAdminRoster(manager);
      const actor = await manager.getRepository(User).findOne({ where: { userId: actorId }, select: { userId: true, role: true } });
      if (actor?.role !== 'admin') throw new DomainError(NOT_ADMIN);
      const user = await this.lock(manager, userId, { registeredOnly: true });
      if (!user) throw new DomainError(USER_NOT_FOUND);
      return work(manager, user);
    });
  }

  /** Runs `work` in a transaction holding the registered account's row lock (404 when there is no such account). */
  withLockedAccount<T>(userId: number, work: (manager: EntityManager, user: User) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(async (manager) => {
      const user = await this.lock(manager, userId, { registeredOnly: true });
      if (!user) throw new DomainError(USER_NOT_FOUND);
      return work(manager, user);
    });
  }

  /** Locks a person's row until the transaction ends (serialises one person's concurrent room creations). */
  lock(manager: EntityManager, userId: number, options: { registeredOnly?: boolean } = {}): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where(options.registeredOnly ? 'u.userId = :userId AND u.isGuest = false' : 'u.userId = :userId', { userId })
      .getOne();
  }

  /** Refuses to take the admin role from the last admin (inside withAdminRosterLocked, so the count holds until commit). */
  async assertNotLastAdmin(manager: EntityManager, user: Pick<User, 'role'>): Promise<void> {
    if (user.role !== 'admin') return;
    const admins = await manager.getRepository(User).count({ where: { role: 'admin', isGuest: false } });
    if (admins <= 1) throw new DomainError(LAST_ADMIN);
  }

  /** The back office's edits of an account (name, role, tier, password hash) inside its transaction. */
  async updateAccount(
    manager: EntityManager,
    userId: number,
    changes: Partial<Pick<User, 'username' | 'displayName' | 'role' | 'subscriptionTier' | 'password'>>,
  ): Promise<void> {
    if (Object.keys(changes).length > 0) await manager.getRepository(User).update({ userId }, changes);
  }

  /** Deletes an account; its rooms, queued songs, favorites and sessions go with it (foreign keys cascade). */
  async deleteAccount(manager: EntityManager, userId: number): Promise<void> {
    await manager.getRepository(User).delete({ userId });
  }

  setRole(manager: EntityManager, userId: number, role: UserRole, subscriptionTier: number): Promise<void> {
    return this.updateAccount(manager, userId, { role, subscriptionTier });
  }

  // ── presence in rooms (users.roomId) ──────────────────────────────────────────

  /** These people leave whatever room they are in. */
  async leaveRoom(userIds: number[], manager: EntityManager = this.users.manager): Promise<void> {
    if (userIds.length > 0) await manager.getRepository(User).update({ userId: In(userIds) }, { roomId: null });
  }

  /** A person enters a room (leaving any other); heard from now. */
  async enterRoom(manager: EntityManager, userId: number, roomId: string): Promise<void> {
    await manager.getRepository(User).update({ userId }, { roomId, lastActive: this.clock.now() });
  }

  /** Everyone in these rooms leaves them; the guests among them are returned (their stay was their account). */
  async emptyRooms(manager: EntityManager, roomIds: string[]): Promise<number[]> {
    if (roomIds.length === 0) return [];
    const guests = await manager.getRepository(User).find({ where: { roomId: In(roomIds), isGuest: true }, select: { userId: true } });
    await manager.getRepository(User).update({ roomId: In(roomIds) }, { roomId: null });
    return guests.map((g) => g.userId);
  }

  /** How many people are in the room now (the owner is counted only when inside it). */
  countInRoom(manager: EntityManager, roomId: string): Promise<number> {
    return manager.getRepository(User).count({ where: { roomId } });
  }

  /** The people in the room with what the inactivity sweep needs. */
  membersOf(manager: EntityManager, roomId: string): Promise<Pick<User, 'userId' | 'isGuest' | 'lastActive' | 'createdAt'>[]> {
    return manager.getRepository(User).find({ where: { roomId }, select: { userId: true, isGuest: true, lastActive: true, createdAt: true } });
  }

  /** The room's owner and members in the order of the room's user list (owner first, then by name). */
  roomPeople(manager: EntityManager, roomId: string, ownerId: number): Promise<Pick<User, 'userId' | 'displayName' | 'isGuest' | 'lastActive'>[]> {
    return manager
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.userId', 'u.displayName', 'u.isGuest', 'u.lastActive'])
      .where('u.userId = :ownerId OR u.roomId = :roomId', { ownerId, roomId })
      .orderBy('CASE WHEN u.userId = :ownerId THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('u.displayName', 'ASC')
      .setParameter('ownerId', ownerId)
      .getMany();
  }

  /** The room's members and its owner's tier, in one query (the live room state). */
  async membersAndOwnerTier(manager: EntityManager, roomId: string, ownerId: number): Promise<{ members: Set<number>; ownerTier: number }> {
    const people: { userId: number; roomId: string | null; subscriptionTier: number }[] = await manager.query(
      `SELECT "userId", "roomId", "subscriptionTier" FROM "users" WHERE "roomId" = $1 OR "userId" = $2`,
      [roomId, ownerId],
    );
    const members = new Set<number>();
    let ownerTier = 1;
    for (const person of people) {
      if (person.roomId === roomId) members.add(person.userId);
      if (person.userId === ownerId) ownerTier = person.subscriptionTier;
    }
    return { members, ownerTier };
  }

  /** How many people other than its owner each room holds. */
  async countOthersInRooms(manager: EntityManager, rooms: { roomId: string; ownerId: number }[]): Promise<Map<string, number>> {
    if (rooms.length === 0) return new Map();
    const rows: { roomId: string; n: number }[] = await manager.query(
      `SELECT r."roomId", (SELECT count(*)::int FROM "users" u WHERE u."roomId" = r."roomId" AND u."userId" <> r."ownerId") AS n
         FROM unnest($1::text[], $2::int[]) AS r("roomId", "ownerId")`,
      [rooms.map((r) => r.roomId), rooms.map((r) => r.ownerId)],
    );
    return new Map(rows.map((r) => [r.roomId, Number(r.n)]));
  }

  /** Name, tier and last activity of these people (room owners), by id. */
  async profiles(
    userIds: number[],
    manager: EntityManager = this.users.manager,
  ): Promise<Map<number, Pick<User, 'userId' | 'displayName' | 'subscriptionTier' | 'lastActive' | 'createdAt'>>> {
    if (userIds.length === 0) return new Map();
    const rows = await manager.getRepository(User).find({
      where: { userId: In([...new Set(userIds)]) },
      select: { userId: true, displayName: true, subscriptionTier: true, lastActive: true, createdAt: true },
    });
    return new Map(rows.map((r) => [r.userId, r]));
  }

  /**
   * Of these rooms, the ones holding someone (not the owner) silent since the room's cutoff
   * (lastActive, or sign-up when never heard from): the inactivity sweep's candidates.
   */
  async roomsWithSilentMembers(rooms: { roomId: string; ownerId: number; cutoff: Date }[]): Promise<string[]> {
    if (rooms.length === 0) return [];
    const rows: { roomId: string }[] = await this.users.query(
      `SELECT DISTINCT u."roomId" FROM "users" u
         JOIN unnest($1::text[], $2::int[], $3::timestamptz[]) AS r("roomId", "ownerId", "cutoff") ON r."roomId" = u."roomId"
        WHERE u."userId" <> r."ownerId" AND COALESCE(u."lastActive", u."createdAt") <= r."cutoff"`,
      [rooms.map((r) => r.roomId), rooms.map((r) => r.ownerId), rooms.map((r) => r.cutoff)],
    );
    return rows.map((r) => r.roomId);
  }

  /** Of these rooms, the ones somebody is in. */
  async occupiedRooms(roomIds: string[]): Promise<Set<string>> {
    if (roomIds.length === 0) return new Set();
    const rows: { roomId: string }[] = await this.users.query(`SELECT DISTINCT "roomId" FROM "users" WHERE "roomId" = ANY($1::text[])`, [roomIds]);
    return new Set(rows.map((r) => r.roomId));
  }

  /** How many people were heard from since `since` (the analytics' concurrency sample). */
  countActiveSince(since: Date): Promise<number> {
    return this.users.createQueryBuilder('u').where('u.lastActive >= :since', { since }).getCount();
  }
}
