import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import { NOT_ADMIN, type SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { UpdateUserDto, UserDto } from './dto/user.dto.js';
import { GuestUser } from './entities/guest-user.entity.js';
import { User } from './entities/user.entity.js';
import { Passwords } from './passwords.js';
import { UsersRepository } from './users.repository.js';
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
    private readonly userRepository: UsersRepository,
  ) {}

  async createRegistered(
    input: { username: string; displayName: string; password: string; role?: 'user' | 'admin'; subscriptionTier?: number },
    manager: EntityManager = this.users.manager,
  ): Promise<User> {
    if (await this.userRepository.nameTaken(input.username, manager)) throw new DomainError(USERNAME_TAKEN);
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
      await this.userRepository.touch(userId, lastActive);
      if (this.heartbeats.size >= 100_000) this.heartbeats.clear();
      this.heartbeats.set(userId, lastActive.getTime());
    }
    return { lastActive };
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
      for (let n = 2; await this.userRepository.nameTaken(username, manager); n++) username = `${input.username.slice(0, 45)}-${n}`;
      await this.createRegistered({ ...input, username, role: 'admin' }, manager);
      return { created: true, username, nameTakenBy: holder?.username };
    });
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
      const user = await this.userRepository.lock(userId, { registeredOnly: true }, manager);
      if (!user) throw new DomainError(USER_NOT_FOUND);
      return work(manager, user);
    });
  }

  /** Runs `work` in a transaction holding the registered account's row lock (404 when there is no such account). */
  withLockedAccount<T>(userId: number, work: (manager: EntityManager, user: User) => Promise<T>): Promise<T> {
    return this.users.manager.transaction(async (manager) => {
      const user = await this.userRepository.lock(userId, { registeredOnly: true }, manager);
      if (!user) throw new DomainError(USER_NOT_FOUND);
      return work(manager, user);
    });
  }

  /** Refuses to take the admin role from the last admin (inside withAdminRosterLocked, so the count holds until commit). */
  async assertNotLastAdmin(user: Pick<User, 'role'>, manager: EntityManager = this.users.manager): Promise<void> {
    if (user.role !== 'admin') return;
    const admins = await this.userRepository.countAdmins(manager);
    if (admins <= 1) throw new DomainError(LAST_ADMIN);
  }
}
