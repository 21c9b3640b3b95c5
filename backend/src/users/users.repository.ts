import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import type { UserRole } from '../common/auth/session-user.js';
import { WriteBehind } from '../common/write-behind.js';
import { User } from './entities/user.entity.js';

/**
 * The users tables' queries (`users`, `guest_users`) for this module's rules (UsersService) and for
 * the modules that ask who is where (README, "Which module owns which tables"). Every method takes
 * the caller's transaction as its last parameter, `manager`; without it, it runs on its own.
 */
@Injectable()
export class UsersRepository implements BeforeApplicationShutdown {
  /**
   * lastActive is written behind, in one statement a second for everyone heard from meanwhile, not
   * on the request's path (docs/performance.md, "Activity written behind"); the readers of the
   * column below write what waits first, so online flags and the inactivity sweep stay exact.
   */
  private readonly activity = new WriteBehind<number, Date>({
    what: 'activity of people',
    logger: new Logger('Users'),
    merge: (older, newer) => (newer > older ? newer : older),
    write: (batch) =>
      this.users.query(
        `WITH v AS (SELECT * FROM unnest($1::int[], $2::timestamptz[]) AS v("userId", "at")),
              guests AS (UPDATE "guest_users" g SET "lastActive" = GREATEST(g."lastActive", v."at") FROM v WHERE g."userId" = v."userId")
         UPDATE "users" u SET "lastActive" = GREATEST(u."lastActive", v."at") FROM v WHERE u."userId" = v."userId"`,
        [batch.map(([userId]) => userId), batch.map(([, at]) => at)],
      ),
    retryable: () => this.users.manager.connection.isInitialized,
  });

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Before the database closes: what waits is written, and uses while the server drains write through. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.activity.close();
  }

  /** Writes the activity waiting to be recorded now (before any read of lastActive). */
  flushActivity(): Promise<void> {
    return this.activity.flush();
  }

  /**
   * Before a read of lastActive on its own: what waits is written first. Not inside a caller's
   * transaction, which holds the embedded database's one connection the write would wait for
   * (docs/architecture.md "The embedded database: one client"); there a use a second old is read.
   */
  private async settled(manager: EntityManager): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) await this.activity.flush();
  }

  // ── people ────────────────────────────────────────────────────────────────────

  findById(userId: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.getRepository(User).findOne({ where: { userId } });
  }

  /** Locks a person's row until the transaction ends (serialises one person's concurrent room creations). */
  lock(userId: number, options: { registeredOnly?: boolean } = {}, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where(options.registeredOnly ? 'u.userId = :userId AND u.isGuest = false' : 'u.userId = :userId', { userId })
      .getOne();
  }

  /** Whether an account holds this name, compared case-insensitively. */
  nameTaken(username: string, manager: EntityManager = this.users.manager): Promise<boolean> {
    return manager.getRepository(User).createQueryBuilder('u').where('lower(u.username) = lower(:username)', { username }).getExists();
  }

  /** The person (and a guest's stay) was heard from at `at`: written within a second. */
  touch(userId: number, at: Date): Promise<void> {
    return this.activity.set(userId, at);
  }

  /** Name, tier and last activity of these people (room owners), by id. */
  async profiles(
    userIds: number[],
    manager: EntityManager = this.users.manager,
  ): Promise<Map<number, Pick<User, 'userId' | 'displayName' | 'subscriptionTier' | 'lastActive' | 'createdAt'>>> {
    if (userIds.length === 0) return new Map();
    await this.settled(manager);
    const rows = await manager.getRepository(User).find({
      where: { userId: In([...new Set(userIds)]) },
      select: { userId: true, displayName: true, subscriptionTier: true, lastActive: true, createdAt: true },
    });
    return new Map(rows.map((r) => [r.userId, r]));
  }

  /** How many people were heard from since `since` (the analytics' concurrency sample). */
  async countActiveSince(since: Date, manager: EntityManager = this.users.manager): Promise<number> {
    await this.settled(manager);
    return manager.getRepository(User).createQueryBuilder('u').where('u.lastActive >= :since', { since }).getCount();
  }

  // ── accounts ──────────────────────────────────────────────────────────────────

  /** How many registered admins there are. */
  countAdmins(manager: EntityManager = this.users.manager): Promise<number> {
    return manager.getRepository(User).count({ where: { role: 'admin', isGuest: false } });
  }

  /** The back office's edits of an account (name, role, tier, password hash). */
  async updateAccount(
    userId: number,
    changes: Partial<Pick<User, 'username' | 'displayName' | 'role' | 'subscriptionTier' | 'password'>>,
    manager: EntityManager = this.users.manager,
  ): Promise<void> {
    if (Object.keys(changes).length > 0) await manager.getRepository(User).update({ userId }, changes);
  }

  setRole(userId: number, role: UserRole, subscriptionTier: number, manager: EntityManager = this.users.manager): Promise<void> {
    return this.updateAccount(userId, { role, subscriptionTier }, manager);
  }

  /** Deletes an account; its rooms, queued songs, favorites and sessions go with it (foreign keys cascade). */
  async deleteAccount(userId: number, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.getRepository(User).delete({ userId });
  }

  // ── presence in rooms (users.roomId) ──────────────────────────────────────────

  /** These people leave whatever room they are in. */
  async leaveRoom(userIds: number[], manager: EntityManager = this.users.manager): Promise<void> {
    if (userIds.length > 0) await manager.getRepository(User).update({ userId: In(userIds) }, { roomId: null });
  }

  /** The room's owner and people in the order of the room's user list (owner first, then by name). */
  async roomPeople(
    roomId: string,
    ownerId: number,
    manager: EntityManager = this.users.manager,
  ): Promise<Pick<User, 'userId' | 'displayName' | 'isGuest' | 'lastActive' | 'noPhone'>[]> {
    await this.settled(manager);
    return manager
      .getRepository(User)
      .createQueryBuilder('u')
      .select(['u.userId', 'u.displayName', 'u.isGuest', 'u.lastActive', 'u.noPhone'])
      .where('u.userId = :ownerId OR u.roomId = :roomId', { ownerId, roomId })
      .orderBy('CASE WHEN u.userId = :ownerId THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('u.displayName', 'ASC')
      .setParameter('ownerId', ownerId)
      .getMany();
  }

  /** The ids of the room's people and its owner's tier, in one query (the live room state). */
  async peopleAndOwnerTier(roomId: string, ownerId: number, manager: EntityManager = this.users.manager): Promise<{ people: Set<number>; ownerTier: number }> {
    return (await this.peopleAndOwnerTierOf([{ roomId, ownerId }], manager)).get(roomId)!;
  }

  /**
   * The same for several rooms in one query: memory's check of the rooms whose entries aged out
   * together (a burst of adds from idle hosts, a reconnect storm).
   */
  async peopleAndOwnerTierOf(
    rooms: { roomId: string; ownerId: number }[],
    manager: EntityManager = this.users.manager,
  ): Promise<Map<string, { people: Set<number>; ownerTier: number }>> {
    const rows: { userId: number; roomId: string | null; subscriptionTier: number }[] = await manager.query(
      `SELECT "userId", "roomId", "subscriptionTier" FROM "users" WHERE "roomId" = ANY($1) OR "userId" = ANY($2)`,
      [rooms.map((room) => room.roomId), [...new Set(rooms.map((room) => room.ownerId))]],
    );
    const tiers = new Map<number, number>();
    const people = new Map<string, Set<number>>();
    for (const row of rows) {
      tiers.set(row.userId, row.subscriptionTier);
      if (row.roomId !== null) (people.get(row.roomId) ?? people.set(row.roomId, new Set()).get(row.roomId)!).add(row.userId);
    }
    return new Map(rooms.map(({ roomId, ownerId }) => [roomId, { people: people.get(roomId) ?? new Set<number>(), ownerTier: tiers.get(ownerId) ?? 1 }]));
  }

  /** How many people other than its owner each room holds. */
  async countOthersInRooms(rooms: { roomId: string; ownerId: number }[], manager: EntityManager = this.users.manager): Promise<Map<string, number>> {
    if (rooms.length === 0) return new Map();
    const rows: { roomId: string; n: number }[] = await manager.query(
      `SELECT r."roomId", (SELECT count(*)::int FROM "users" u WHERE u."roomId" = r."roomId" AND u."userId" <> r."ownerId") AS n
         FROM unnest($1::text[], $2::int[]) AS r("roomId", "ownerId")`,
      [rooms.map((r) => r.roomId), rooms.map((r) => r.ownerId)],
    );
    return new Map(rows.map((r) => [r.roomId, Number(r.n)]));
  }

  /**
   * Of these rooms, the ones holding someone (not the owner) silent since the room's cutoff
   * (lastActive, or sign-up when never heard from): the inactivity sweep's candidates.
   */
  async roomsWithSilentMembers(rooms: { roomId: string; ownerId: number; cutoff: Date }[], manager: EntityManager = this.users.manager): Promise<string[]> {
    if (rooms.length === 0) return [];
    await this.settled(manager);
    const rows: { roomId: string }[] = await manager.query(
      `SELECT DISTINCT u."roomId" FROM "users" u
         JOIN unnest($1::text[], $2::int[], $3::timestamptz[]) AS r("roomId", "ownerId", "cutoff") ON r."roomId" = u."roomId"
        WHERE u."userId" <> r."ownerId" AND COALESCE(u."lastActive", u."createdAt") <= r."cutoff"`,
      [rooms.map((r) => r.roomId), rooms.map((r) => r.ownerId), rooms.map((r) => r.cutoff)],
    );
    return rows.map((r) => r.roomId);
  }

  /**
   * The person as a song's singer when they are in the room (a member, or its owner `ownerId`):
   * their name, whether a guest, whether a singer without a phone; null when they are not.
   */
  async singerInRoom(
    userId: number,
    roomId: string,
    ownerId: number,
    manager: EntityManager = this.users.manager,
  ): Promise<Pick<User, 'displayName' | 'isGuest' | 'noPhone'> | null> {
    const rows: Pick<User, 'displayName' | 'isGuest' | 'noPhone'>[] = await manager.query(
      `SELECT "displayName", "isGuest", "noPhone" FROM "users" WHERE "userId" = $1 AND ("roomId" = $2 OR "userId" = $3)`,
      [userId, roomId, ownerId],
    );
    return rows[0] ?? null;
  }

  /** The name of a singer without a phone who is in the room; null for anyone else. */
  async phonelessMemberName(userId: number, roomId: string, manager: EntityManager = this.users.manager): Promise<string | null> {
    const rows: { displayName: string }[] = await manager.query(`SELECT "displayName" FROM "users" WHERE "userId" = $1 AND "noPhone" AND "roomId" = $2`, [
      userId,
      roomId,
    ]);
    return rows[0]?.displayName ?? null;
  }

  /** The names of these people as they are now, by id (people whose account is gone are absent). */
  async displayNames(userIds: number[], manager: EntityManager = this.users.manager): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await manager.getRepository(User).find({ where: { userId: In([...new Set(userIds)]) }, select: { userId: true, displayName: true } });
    return new Map(rows.map((r) => [r.userId, r.displayName]));
  }

  /** Of these rooms, the ones somebody is in. */
  async occupiedRooms(roomIds: string[], manager: EntityManager = this.users.manager): Promise<Set<string>> {
    if (roomIds.length === 0) return new Set();
    const rows: { roomId: string }[] = await manager.query(`SELECT DISTINCT "roomId" FROM "users" WHERE "roomId" = ANY($1::text[])`, [roomIds]);
    return new Set(rows.map((r) => r.roomId));
  }
}
