import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { PlanRequestDto, PlanRequestsQueryDto } from './dto/plan-request.dto.js';
import { PlanRequest } from './entities/plan-request.entity.js';
import { ALREADY_ON_PLAN, NO_PLAN_REQUEST, PLAN_REQUEST_ANSWERED, PLAN_REQUEST_NOT_FOUND } from './plan-requests.errors.js';
import { containsLike } from '../common/sql-like.js';

type Row = PlanRequest & { username: string; displayName: string };

const toDto = (row: Row): PlanRequestDto => ({
  requestId: row.requestId,
  userId: row.userId,
  username: row.username,
  displayName: row.displayName,
  fromTier: row.fromTier,
  tier: row.tier,
  status: row.status,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
  decidedBy: row.decidedBy,
  reason: row.reason,
});

/** The answer an administrator gives a request, as AdminService writes it. */
export interface PlanAnswer {
  approve: boolean;
  by: string;
  reason?: string;
}

/**
 * Hosts asking for a bigger plan (docs/product.md "Plans that fit a party"): one request waiting
 * per account (asking again changes it), kept once answered so the host reads the answer. The
 * answer itself, which changes the account, is the back office's (AdminService.answerPlanRequest).
 */
@Injectable()
export class PlanRequestsService {
  constructor(
    @InjectRepository(PlanRequest) private readonly requests: Repository<PlanRequest>,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** Asks for `tier`, or changes the plan of the request already waiting; under the account's lock, so two taps make one request. */
  async ask(actor: SessionUser, tier: number): Promise<PlanRequestDto> {
    const requestId = await this.users.withLockedAccount(actor.userId, async (manager, user) => {
      if (user.subscriptionTier === ADMIN_TIER || user.subscriptionTier >= tier) throw new DomainError(ALREADY_ON_PLAN);
      const repository = manager.getRepository(PlanRequest);
      const waiting = await repository.findOne({ where: { userId: user.userId, status: 'pending' } });
      const at = this.clock.now();
      if (waiting) {
        await repository.update({ requestId: waiting.requestId }, { tier, fromTier: user.subscriptionTier, createdAt: at });
        return waiting.requestId;
      }
      const made = await repository.insert({ userId: user.userId, tier, fromTier: user.subscriptionTier, status: 'pending', createdAt: at });
      return (made.identifiers[0] as { requestId: number }).requestId;
    });
    return (await this.find(this.requests.manager, requestId))!;
  }

  /** The account's latest request, waiting or answered, or null. */
  async latestOf(userId: number): Promise<PlanRequestDto | null> {
    const [row] = await this.rows(this.requests.manager, 'r."userId" = $1', [userId], 'r."createdAt" DESC, r."requestId" DESC', 1, 0);
    return row ? toDto(row) : null;
  }

  /** The request waiting for this account, if any. */
  async waitingOf(userId: number): Promise<PlanRequestDto | null> {
    const [row] = await this.rows(this.requests.manager, `r."userId" = $1 AND r."status" = 'pending'`, [userId], 'r."requestId"', 1, 0);
    return row ? toDto(row) : null;
  }

  /** Takes back the waiting request. */
  async withdraw(actor: SessionUser): Promise<{ requestId: number; withdrawn: boolean }> {
    const waiting = await this.requests.findOne({ where: { userId: actor.userId, status: 'pending' }, select: { requestId: true } });
    // Answered between the read and the delete: nothing waits any more.
    const { affected } = waiting ? await this.requests.delete({ requestId: waiting.requestId, status: 'pending' }) : { affected: 0 };
    if (!waiting || !affected) throw new DomainError(NO_PLAN_REQUEST);
    return { requestId: waiting.requestId, withdrawn: true };
  }

  /** The back office's list: newest first unless sorted otherwise; ids: only these (react-admin's getMany). */
  async list(q: PlanRequestsQueryDto, ids?: number[]): Promise<{ data: PlanRequestDto[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (q.status) where.push(`r."status" = $${values.push(q.status)}`);
    if (q.search) where.push(`(u."username" ILIKE $${values.push(containsLike(q.search))} OR u."displayName" ILIKE $${values.length})`);
    if (ids) where.push(`r."requestId" = ANY($${values.push(ids)})`);
    const condition = where.length > 0 ? where.join(' AND ') : 'TRUE';
    const [{ total }] = (await this.requests.query(
      `SELECT count(*)::int AS total FROM "plan_requests" r JOIN "users" u ON u."userId" = r."userId" WHERE ${condition}`,
      values,
    )) as { total: number }[];
    const pageSize = q.pageSize ?? 25;
    const order = `r."${q.sortBy ?? 'createdAt'}" ${q.sortOrder === 'asc' ? 'ASC' : 'DESC'}, r."requestId" DESC`;
    const rows = await this.rows(this.requests.manager, condition, values, order, pageSize, ((q.page ?? 1) - 1) * pageSize);
    return { data: rows.map(toDto), total };
  }

  /**
   * Writes the answer of a waiting request, inside the caller's transaction (which holds the
   * account's lock): refused when it does not exist or was answered already.
   */
  async answer(manager: EntityManager, requestId: number, user: Pick<User, 'userId'>, answer: PlanAnswer): Promise<PlanRequest> {
    const request = await manager.getRepository(PlanRequest).findOne({ where: { requestId, userId: user.userId }, lock: { mode: 'pessimistic_write' } });
    if (!request) throw new DomainError(PLAN_REQUEST_NOT_FOUND);
    if (request.status !== 'pending') throw new DomainError(PLAN_REQUEST_ANSWERED);
    const decided = {
      status: answer.approve ? ('approved' as const) : ('declined' as const),
      decidedAt: this.clock.now(),
      decidedBy: answer.by,
      reason: answer.approve ? null : answer.reason || null,
    };
    await manager.getRepository(PlanRequest).update({ requestId }, decided);
    return { ...request, ...decided };
  }

  /** Whose request this is (before the account's lock is taken), or a refusal. */
  async ownerOf(requestId: number): Promise<number> {
    const request = await this.requests.findOne({ where: { requestId }, select: { userId: true } });
    if (!request) throw new DomainError(PLAN_REQUEST_NOT_FOUND);
    return request.userId;
  }

  async find(manager: EntityManager, requestId: number): Promise<PlanRequestDto | null> {
    const [row] = await this.rows(manager, 'r."requestId" = $1', [requestId], 'r."requestId"', 1, 0);
    return row ? toDto(row) : null;
  }

  private rows(manager: EntityManager, condition: string, values: unknown[], order: string, limit: number, offset: number): Promise<Row[]> {
    return manager.query(
      `SELECT r.*, u."username", u."displayName" FROM "plan_requests" r JOIN "users" u ON u."userId" = r."userId"
        WHERE ${condition} ORDER BY ${order} LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      values,
    );
  }
}
