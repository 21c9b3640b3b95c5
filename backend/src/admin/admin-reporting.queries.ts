import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { USER_NOT_FOUND } from '../users/users.errors.js';
import type { AdminRoomPageDto, AdminRoomRowDto, AdminRoomsQueryDto, AdminUserPageDto, AdminUserRowDto, AdminUsersQueryDto } from './dto/admin.dto.js';
import { withVersion } from './user-version.js';
import { containsLike as like, literalLike } from '../common/sql-like.js';

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

const pageOf = (total: number, page: number, pageSize: number) => ({ total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) });

/**
 * The back office's reporting: the user and room tables (filtered, sorted, counted and paged in
 * SQL over several modules' tables) and the analytics' figures. READ ONLY: it only ever runs
 * SELECTs; every change the back office makes goes through the owning module's service. This and
 * the rooms' transaction runner are the only product classes holding the whole DataSource.
 */
@Injectable()
export class AdminReportingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Registered accounts (guests are people of one party, not accounts, and are not listed). */
  /** ids: only these accounts (the back office's getMany). */
  async listUsers(q: AdminUsersQueryDto, ids?: number[]): Promise<AdminUserPageDto> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 25;
    const where = new Where();
    where.add(() => 'u."isGuest" = false');
    if (ids) where.add((p) => `u."userId" = ANY(${p(ids)}::int[])`);
    if (q.search?.trim())
      where.add((p) => {
        const v = p(like(q.search!.trim()));
        return `(u."username" ILIKE ${v} OR u."displayName" ILIKE ${v})`;
      });
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
    if (q.ownerUsername?.trim()) where.add((p) => `o."username" ILIKE ${p(`${literalLike(q.ownerUsername!.trim())}%`)}`);
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
      `WITH page AS (SELECT r."roomId", row_number() OVER (ORDER BY ${order}) AS ord ${from} ${where.sql}
                      ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize})
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
    if (!row) throw new DomainError(USER_NOT_FOUND);
    return withVersion(row);
  }

  /** Runs one read-only reporting query. */
  select<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.dataSource.query(sql, params) as Promise<T[]>;
  }
}

/** A date-only bound includes its whole day. */
function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}
