import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SessionRevocation } from '../common/auth/session-revocation.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RoomTransactions } from '../rooms/room-transactions.service.js';
import { RoomEnding } from '../rooms/room-ending.js';
import { RoomsService } from '../rooms/rooms.service.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import { User } from '../users/entities/user.entity.js';
import { hashPassword } from '../users/passwords.js';
import type {
  AdminRoomPageDto,
  AdminRoomRowDto,
  AdminRoomsQueryDto,
  AdminUpdateUserDto,
  AdminUserPageDto,
  AdminUserRowDto,
  AdminUsersQueryDto,
  DemoteResultDto,
} from './dto/admin.dto.js';

export const USER_NOT_FOUND = 'User not found';
export const NOT_YOURSELF = 'You cannot delete your own account.';
export const LAST_ADMIN = 'You are the last admin: promote someone else first.';

/** Builds WHERE clauses with numbered parameters. */
class Where {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (p: (value: unknown) => string) => string): void {
    this.clauses.push(sql((value) => `$${this.params.push(value)}`));
  }
  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

const USER_SORT_SQL: Record<string, string> = {
  createdAt: 'u."createdAt"',
  username: 'lower(u."username")',
  displayName: 'lower(u."displayName")',
  role: 'u."role"',
  subscriptionTier: 'u."subscriptionTier"',
  lastActive: 'u."lastActive"',
  userId: 'u."userId"',
};
const ROOM_SORT_SQL: Record<string, string> = {
  createdAt: 'r."createdAt"',
  name: 'lower(r."name")',
  code: 'r."code"',
  ownerUsername: 'lower(o."username")',
  userCount: 'coalesce(uc.n, 0)',
  queueCount: 'coalesce(qc.n, 0)',
  lastActivity: 'r."lastActivity"',
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const pageOf = (total: number, page: number, pageSize: number) => ({ total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) });

/**
 * The back office's user and room tables (filtered, sorted, counted and paged in SQL) and the
 * account actions, each written to the audit log.
 */
export const USER_CHANGED_MEANWHILE = 'Someone else changed this account since you opened it. Reload it to see their changes, then save again.';

/**
 * The version of the admin-editable part of an account (username, display name, role, tier): the
 * back office sends it back with a save, and a save made on an older version is refused with 409.
 * Computed from the row, so every writer (admins, the profile screen, promote/demote) moves it.
 */
export function userVersion(user: Pick<User, 'username' | 'displayName' | 'role' | 'subscriptionTier'>): string {
  return createHash('md5').update([user.username, user.displayName, user.role, String(user.subscriptionTier)].join('|')).digest('hex').slice(0, 16);
}

/** An admin row with the version of its editable part (computed here only, from the row's own columns). */
function withVersion<R extends Pick<User, 'username' | 'displayName' | 'role' | 'subscriptionTier'>>(row: R): R & { version: string } {
  return { ...row, version: userVersion(row) };
}

@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly sessions: SessionRevocation,
    private readonly rooms: RoomsService,
    private readonly transactions: RoomTransactions,
    private readonly ending: RoomEnding,
  ) {}

  // ── lists ────────────────────────────────────────────────────────────────────

  /** Registered accounts (guests are people of one party, not accounts, and are not listed). */
  /** ids: only these accounts (the back office's getMany). */
  async listUsers(q: AdminUsersQueryDto, ids?: number[]): Promise<AdminUserPageDto> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 25;
    const where = new Where();
    where.add(() => 'u."isGuest" = false');
    if (ids) where.add((p) => `u."userId" = ANY(${p(ids)}::int[])`);
    if (q.search?.trim()) where.add((p) => { const v = p(like(q.search!.trim())); return `(u."username" ILIKE ${v} OR u."displayName" ILIKE ${v})`; });
    if (q.tier !== undefined) where.add((p) => `u."subscriptionTier" = ${p(q.tier)}`);
    if (q.role) where.add((p) => `u."role" = ${p(q.role)}`);
    if (q.hasRoom !== undefined) where.add(() => (q.hasRoom ? 'u."roomId" IS NOT NULL' : 'u."roomId" IS NULL'));
    if (q.registrationDateFrom) where.add((p) => `u."createdAt" >= ${p(new Date(q.registrationDateFrom!))}`);
    if (q.registrationDateTo) where.add((p) => `u."createdAt" <= ${p(endOfDay(q.registrationDateTo!))}`);
    if (q.lastActiveFrom) where.add((p) => `u."lastActive" >= ${p(new Date(q.lastActiveFrom!))}`);
    if (q.lastActiveTo) where.add((p) => `u."lastActive" <= ${p(endOfDay(q.lastActiveTo!))}`);
    const direction = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order = `${USER_SORT_SQL[q.sortBy ?? 'createdAt']} ${direction} NULLS LAST, u."userId" ${direction}`;

    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM "users" u ${where.sql}`, where.params);
    const rows = await this.dataSource.query(
      `SELECT u."userId", u."username", u."displayName", u."role", u."subscriptionTier", u."roomId", r."name" AS "roomName", u."createdAt", u."lastActive"
         FROM "users" u LEFT JOIN "rooms" r ON r."roomId" = u."roomId"
         ${where.sql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      where.params,
    );
    return { data: rows.map(withVersion), pagination: pageOf(total, page, pageSize) };
  }

  /** ids: only these rooms (the back office's getMany). */
  async listRooms(q: AdminRoomsQueryDto, ids?: string[]): Promise<AdminRoomPageDto> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 25;
    const where = new Where();
    if (ids) where.add((p) => `r."roomId" = ANY(${p(ids)}::text[])`);
    if (q.search?.trim()) where.add((p) => `(r."name" ILIKE ${p(like(q.search!.trim()))} OR r."code" = ${p(q.search!.trim().toUpperCase())})`);
    if (q.ownerUsername?.trim()) where.add((p) => `o."username" ILIKE ${p(`${q.ownerUsername!.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
    if (q.isActive !== undefined) where.add(() => (q.isActive ? 'r."endedAt" IS NULL' : 'r."endedAt" IS NOT NULL'));
    if (q.creationDateFrom) where.add((p) => `r."createdAt" >= ${p(new Date(q.creationDateFrom!))}`);
    if (q.creationDateTo) where.add((p) => `r."createdAt" <= ${p(endOfDay(q.creationDateTo!))}`);
    if (q.minUsers !== undefined) where.add((p) => `1 + coalesce(uc.n, 0) >= ${p(q.minUsers)}`);
    if (q.maxUsers !== undefined) where.add((p) => `1 + coalesce(uc.n, 0) <= ${p(q.maxUsers)}`);
    // Counts are needed for every room only when they are filtered or sorted on: then one
    // aggregate pass over members and songs. Otherwise the page is chosen first and only its
    // rooms are counted.
    const sortBy = q.sortBy ?? 'createdAt';
    const needsCounts = q.minUsers !== undefined || q.maxUsers !== undefined || sortBy === 'userCount' || sortBy === 'queueCount';
    const counts = `LEFT JOIN (SELECT "roomId", count(*)::int AS n FROM "users" WHERE "roomId" IS NOT NULL GROUP BY "roomId") uc ON uc."roomId" = r."roomId"
      LEFT JOIN (SELECT "roomId", count(*)::int AS n FROM "queue_items" GROUP BY "roomId") qc ON qc."roomId" = r."roomId"`;
    const from = `FROM "rooms" r JOIN "users" o ON o."userId" = r."ownerId" ${needsCounts ? counts : ''}`;
    const direction = q.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order = `${ROOM_SORT_SQL[sortBy]} ${direction}, r."roomId" ${direction}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${from} ${where.sql}`, where.params);
    const rows: AdminRoomRowDto[] = await this.dataSource.query(
      `WITH page AS (SELECT r."roomId", row_number() OVER (ORDER BY ${order}) AS ord
                      ${from} ${where.sql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
       SELECT r."roomId", trim(r."code") AS "code", r."name", r."ownerId", o."username" AS "ownerUsername",
              1 + (SELECT count(*)::int FROM "users" m WHERE m."roomId" = r."roomId" AND m."userId" <> r."ownerId") AS "userCount",
              (SELECT count(*)::int FROM "queue_items" qi WHERE qi."roomId" = r."roomId") AS "queueCount",
              r."endedAt" IS NULL AS "isActive", coalesce((r."settings"->>'isLocked')::boolean, false) AS "isLocked", r."createdAt", r."lastActivity"
         FROM page JOIN "rooms" r ON r."roomId" = page."roomId" JOIN "users" o ON o."userId" = r."ownerId"
        ORDER BY page.ord`,
      where.params,
    );
    return { data: rows, pagination: pageOf(total, page, pageSize) };
  }

  async getUser(userId: number): Promise<AdminUserRowDto> {
    const [row] = await this.dataSource.query(
      `SELECT u."userId", u."username", u."displayName", u."role", u."subscriptionTier", u."roomId", r."name" AS "roomName", u."createdAt", u."lastActive"
         FROM "users" u LEFT JOIN "rooms" r ON r."roomId" = u."roomId" WHERE u."userId" = $1 AND u."isGuest" = false`,
      [userId],
    );
    if (!row) throw new DomainError(HttpStatus.NOT_FOUND, USER_NOT_FOUND);
    return withVersion(row);
  }

  // ── actions ──────────────────────────────────────────────────────────────────

  private async audit(manager: EntityManager, admin: SessionUser, action: string, targetType: 'user' | 'room', targetId: string | number, details: Record<string, unknown> = {}): Promise<void> {
    await manager.query(
      `INSERT INTO "admin_audit_log" ("adminId", "adminUsername", "action", "targetType", "targetId", "details", "createdAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [admin.userId, admin.username, action, targetType, String(targetId), JSON.stringify(details), this.clock.now()],
    );
  }

  private async lockUser(manager: EntityManager, userId: number): Promise<User> {
    const user = await manager.getRepository(User).createQueryBuilder('u').setLock('pessimistic_write').where('u.userId = :userId AND u.isGuest = false', { userId }).getOne();
    if (!user) throw new DomainError(HttpStatus.NOT_FOUND, USER_NOT_FOUND);
    return user;
  }

  private async assertNotLastAdmin(manager: EntityManager, user: User): Promise<void> {
    if (user.role !== 'admin') return;
    const admins = await manager.getRepository(User).count({ where: { role: 'admin', isGuest: false } });
    if (admins <= 1) throw new DomainError(HttpStatus.CONFLICT, LAST_ADMIN);
  }

  async updateUser(admin: SessionUser, userId: number, changes: AdminUpdateUserDto): Promise<AdminUserRowDto> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      // A save made on an older version of the account (another admin saved in between) is refused.
      if (changes.version !== undefined && changes.version !== userVersion(user)) throw new DomainError(HttpStatus.CONFLICT, USER_CHANGED_MEANWHILE);
      if (changes.role === 'user') await this.assertNotLastAdmin(manager, user);
      const update = Object.fromEntries(Object.entries(changes).filter(([k, v]) => v !== undefined && k !== 'version'));
      if (Object.keys(update).length > 0) await manager.getRepository(User).update({ userId }, update);
      await this.audit(manager, admin, 'update-user', 'user', userId, update);
    });
    await this.sessions.refreshIdentitiesOf([userId]);
    return this.getUser(userId);
  }

  /** Deletes an account with its rooms, queued songs, favorites and sessions (foreign keys cascade). */
  async deleteUser(admin: SessionUser, userId: number): Promise<{ userId: number; done: boolean }> {
    if (admin.userId === userId) throw new DomainError(HttpStatus.FORBIDDEN, NOT_YOURSELF);
    const endedRooms = await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      await this.assertNotLastAdmin(manager, user);
      const owned: { roomId: string; version: number }[] = await manager.query(`SELECT "roomId", "version" FROM "rooms" WHERE "ownerId" = $1`, [userId]);
      // The rooms go with the account (ON DELETE CASCADE): everyone in them is let go, as when a room ends.
      await this.ending.letEveryoneGo(manager, owned.map((r) => r.roomId), 'account-deleted', [userId]);
      await manager.getRepository(User).delete({ userId });
      await this.audit(manager, admin, 'delete-user', 'user', userId, { username: user.username, roomsDeleted: owned.length });
      return owned;
    });
    for (const room of endedRooms) await this.transactions.announce(room.roomId, room.version + 1, ['ended']);
    return { userId, done: true };
  }

  async resetPassword(admin: SessionUser, userId: number): Promise<{ temporaryPassword: string }> {
    const temporaryPassword = randomBytes(9).toString('base64url');
    const hash = await hashPassword(temporaryPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, userId);
      await manager.getRepository(User).update({ userId }, { password: hash });
      await this.sessions.endSessionsOf(manager, [userId], 'password-reset');
      await this.audit(manager, admin, 'reset-password', 'user', userId);
    });
    return { temporaryPassword };
  }

  /** Removes the person from their room and signs them out everywhere. */
  async kick(admin: SessionUser, userId: number): Promise<{ userId: number; done: boolean }> {
    const user = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lockUser(manager, userId);
      await this.sessions.endSessionsOf(manager, [userId], 'kicked');
      await this.audit(manager, admin, 'kick', 'user', userId, { roomId: locked.roomId });
      return locked;
    });
    if (user.roomId) {
      await this.transactions
        .change(user.roomId, async (manager) => {
          await manager.getRepository(User).update({ userId }, { roomId: null });
          return { result: undefined, changes: ['users', 'room'], removedUserId: userId };
        })
        .catch(async () => this.dataSource.getRepository(User).update({ userId }, { roomId: null }));
    }
    return { userId, done: true };
  }

  async promote(admin: SessionUser, userId: number): Promise<AdminUserRowDto> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, userId);
      await manager.getRepository(User).update({ userId }, { role: 'admin', subscriptionTier: ADMIN_TIER });
      await this.audit(manager, admin, 'promote', 'user', userId);
    });
    await this.sessions.refreshIdentitiesOf([userId]);
    return this.getUser(userId);
  }

  async demote(admin: SessionUser, userId: number): Promise<DemoteResultDto> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, userId);
      await this.assertNotLastAdmin(manager, user);
      await manager.getRepository(User).update({ userId }, { role: 'user', subscriptionTier: 1 });
      await this.audit(manager, admin, 'demote', 'user', userId);
    });
    await this.sessions.refreshIdentitiesOf([userId]);
    return { ...(await this.getUser(userId)), selfDemoted: admin.userId === userId };
  }

  async deleteRoom(admin: SessionUser, roomId: string): Promise<{ roomId: string; deleted: boolean }> {
    await this.rooms.delete(roomId, admin);
    await this.audit(this.dataSource.manager, admin, 'delete-room', 'room', roomId);
    return { roomId, deleted: true };
  }
}

/** A date-only bound includes its whole day. */
function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}
