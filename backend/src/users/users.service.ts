import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SessionRevocation } from '../common/auth/session-revocation.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { UpdateUserDto, UserDto } from './dto/user.dto.js';
import { GuestUser } from './entities/guest-user.entity.js';
import { User } from './entities/user.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { GUEST_HAS_NO_PASSWORD, NOT_YOURSELF, USER_NOT_FOUND, USERNAME_TAKEN } from './users.errors.js';

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

/** People: registered users, admins and guests (one id space), their profile and presence. */
/** A heartbeat writes lastActive at most this often per person and instance. */
const HEARTBEAT_WRITE_EVERY_MS = 60_000;

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly revocation: SessionRevocation,
  ) {}

  findById(userId: number, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { userId } });
  }

  async createRegistered(input: { username: string; displayName: string; password: string; role?: 'user' | 'admin'; subscriptionTier?: number }, manager: EntityManager = this.dataSource.manager): Promise<User> {
    const taken = await manager.getRepository(User).createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username: input.username }).getExists();
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
        password: await hashPassword(input.password),
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
  async createGuest(manager: EntityManager, displayName: string, roomId: string): Promise<User> {
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
    await manager.getRepository(GuestUser).insert({ userId: user.userId, displayName, roomId, joinedAt: now, lastActive: now });
    return user;
  }

  /** The user for these credentials, or null (same answer and time for unknown name and wrong password). */
  async verifyCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where('lower(u.username) = lower(:username) AND u.isGuest = false', { username })
      .getOne();
    const ok = await verifyPassword(user?.password, password);
    if (!user || !ok) return null;
    return { ...user, password: null };
  }

  private assertSelfOrAdmin(actor: SessionUser, userId: number): void {
    if (actor.userId !== userId && actor.role !== 'admin') throw new DomainError(NOT_YOURSELF);
  }

  async updateProfile(actor: SessionUser, userId: number, changes: UpdateUserDto): Promise<UserDto> {
    this.assertSelfOrAdmin(actor, userId);
    const user = await this.findById(userId);
    if (!user) throw new DomainError(USER_NOT_FOUND);
    const update: Partial<User> = { displayName: changes.displayName };
    if (changes.password !== undefined) {
      if (user.isGuest) throw new DomainError(GUEST_HAS_NO_PASSWORD);
      update.password = await hashPassword(changes.password);
    }
    await this.dataSource.getRepository(User).update({ userId }, update);
    if (user.isGuest) await this.dataSource.getRepository(GuestUser).update({ userId }, { displayName: changes.displayName });
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

  async touch(userId: number, at: Date, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(User).update({ userId }, { lastActive: at });
    await manager.getRepository(GuestUser).update({ userId }, { lastActive: at });
  }
}
