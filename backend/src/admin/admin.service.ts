import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { SESSION_REVOCATION, type SessionRevocation } from '../common/auth/session-revocation.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { RoomTransactions } from '../room-engine/index.js';
import { KICK } from '../rooms/people-plans.js';
import { type EndedRoom, RoomEnding } from '../rooms/room-ending.js';
import { RoomsService } from '../rooms/rooms.service.js';
import { ADMIN_TIER } from '../tiers/tier-defaults.js';
import { Passwords } from '../users/passwords.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AdminReportingQueries } from './admin-reporting.queries.js';
import type {
  AdminRoomPageDto,
  AdminRoomsQueryDto,
  AdminUpdateUserDto,
  AdminUserPageDto,
  AdminUserRowDto,
  AdminUsersQueryDto,
  DemoteResultDto,
} from './dto/admin.dto.js';
import { AdminAudit } from './entities/admin-audit.entity.js';
import { userVersion } from './user-version.js';
import { NOT_YOURSELF, USER_CHANGED_MEANWHILE, VIDEO_NOT_HIDDEN } from './admin.errors.js';
import type { HiddenVideoPageDto, HiddenVideosQueryDto } from './dto/admin.dto.js';
import type { VideoRestoredDto } from '../player/dto/unplayable.dto.js';
import { UnplayableService } from '../player/unplayable.service.js';
import type { PlanRequestDto } from '../plans/dto/plan-request.dto.js';
import { type PlanAnswer, PlanRequestsService } from '../plans/plan-requests.service.js';

/**
 * The back office's account and room actions, each written to the audit log (admin's own table).
 * The accounts and rooms are changed through the users and rooms modules' services; the lists
 * are AdminReportingQueries' read-only SQL.
 */
@Injectable()
export class AdminService {
  constructor(
    @InjectRepository(AdminAudit) private readonly auditLog: Repository<AdminAudit>,
    private readonly reporting: AdminReportingQueries,
    private readonly users: UsersService,
    private readonly userRepository: UsersRepository,
    private readonly clock: Clock,
    @Inject(SESSION_REVOCATION) private readonly sessions: SessionRevocation,
    private readonly rooms: RoomsService,
    private readonly transactions: RoomTransactions,
    private readonly ending: RoomEnding,
    private readonly passwords: Passwords,
    private readonly unplayable: UnplayableService,
    private readonly planRequests: PlanRequestsService,
  ) {}

  // ── lists ────────────────────────────────────────────────────────────────────

  /** Registered accounts (guests are people of one party, not accounts, and are not listed); ids: only these. */
  listUsers(q: AdminUsersQueryDto, ids?: number[]): Promise<AdminUserPageDto> {
    return this.reporting.listUsers(q, ids);
  }

  /** ids: only these rooms (the back office's getMany). */
  listRooms(q: AdminRoomsQueryDto, ids?: string[]): Promise<AdminRoomPageDto> {
    return this.reporting.listRooms(q, ids);
  }

  getUser(userId: number): Promise<AdminUserRowDto> {
    return this.reporting.getUser(userId);
  }

  /** Videos hidden from everyone's search (reported from several hosts' stages, or by an admin). */
  async listHiddenVideos(q: HiddenVideosQueryDto, ids?: string[]): Promise<HiddenVideoPageDto> {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 25;
    const { data, total } = await this.unplayable.listHidden({
      offset: (page - 1) * pageSize,
      limit: pageSize,
      sortBy: q.sortBy ?? 'reportedAt',
      sortOrder: q.sortOrder ?? 'desc',
      search: q.search,
      ids,
    });
    return { data, pagination: { total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) } };
  }

  // ── actions ──────────────────────────────────────────────────────────────────

  /** Search offers a hidden video again; its reports are forgotten, so hiding it again takes new ones. */
  async restoreVideo(admin: SessionUser, videoId: string): Promise<VideoRestoredDto> {
    return this.auditLog.manager.transaction(async (manager) => {
      const restored = await this.unplayable.restore(manager, videoId);
      if (!restored) throw new DomainError(VIDEO_NOT_HIDDEN);
      await this.audit(manager, admin, 'restore-video', 'video', videoId, { title: restored.title, hiddenBy: restored.hiddenBy, reports: restored.reports });
      return { videoId, restored: true };
    });
  }

  private async audit(
    manager: EntityManager,
    admin: Pick<SessionUser, 'userId' | 'username'>,
    action: string,
    targetType: 'user' | 'room' | 'video',
    targetId: string | number,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    const audit = manager.getRepository(AdminAudit);
    await audit.save(
      audit.create({
        adminId: admin.userId,
        adminUsername: admin.username,
        action,
        targetType,
        targetId: String(targetId),
        details,
        createdAt: this.clock.now(),
      }),
    );
  }

  async updateUser(admin: SessionUser, userId: number, changes: AdminUpdateUserDto): Promise<AdminUserRowDto> {
    let planChanged = false;
    const save = async (manager: EntityManager, user: User) => {
      planChanged = changes.subscriptionTier !== undefined && changes.subscriptionTier !== user.subscriptionTier;
      // A save made on an older version of the account (another admin saved in between) is refused.
      if (changes.version !== undefined && changes.version !== userVersion(user)) throw new DomainError(USER_CHANGED_MEANWHILE);
      if (changes.role === 'user') await this.users.assertNotLastAdmin(user, manager);
      const update = Object.fromEntries(Object.entries(changes).filter(([k, v]) => v !== undefined && k !== 'version'));
      await this.userRepository.updateAccount(userId, update, manager);
      await this.audit(manager, admin, 'update-user', 'user', userId, update);
    };
    // A change of role may take the admin role away: under the admin roster lock.
    if (changes.role !== undefined) await this.users.withAdminRosterLocked(admin.userId, userId, save);
    else await this.users.withLockedAccount(userId, save);
    await this.sessions.refreshIdentitiesOf([userId]);
    if (planChanged) await this.rooms.ownerPlanChanged(userId);
    return this.getUser(userId);
  }

  /** Deletes an account with its rooms, queued songs, favorites and sessions (foreign keys cascade). */
  async deleteUser(admin: SessionUser, userId: number): Promise<{ userId: number; done: boolean }> {
    if (admin.userId === userId) throw new DomainError(NOT_YOURSELF);
    let leftRoom: string | null = null;
    const endedRooms = await this.users.withAdminRosterLocked(admin.userId, userId, async (manager, user) => {
      await this.users.assertNotLastAdmin(user, manager);
      const owned = await this.rooms.ownedBy(manager, userId);
      leftRoom = user.roomId && !owned.some((room) => room.roomId === user.roomId) ? user.roomId : null;
      // The rooms end with the account, as any room ends (their rows are deleted with it).
      const ended: EndedRoom[] = [];
      for (const room of owned) ended.push(await this.ending.endRoom(manager, room, 'account-deleted'));
      await this.sessions.endSessionsOf(manager, [userId], 'account-deleted');
      await this.userRepository.deleteAccount(userId, manager);
      await this.audit(manager, admin, 'delete-user', 'user', userId, { username: user.username, roomsDeleted: owned.length });
      return ended;
    });
    for (const ended of endedRooms) await this.ending.announceEnded(ended);
    // The room they were in lost them and their songs by the rows' cascade, which neither its
    // memory nor its phones hear of: it is read again and pushed.
    if (leftRoom) await this.rooms.peopleChanged(leftRoom);
    return { userId, done: true };
  }

  async resetPassword(admin: SessionUser, userId: number): Promise<{ temporaryPassword: string }> {
    const temporaryPassword = randomBytes(9).toString('base64url');
    const hash = await this.passwords.hash(temporaryPassword);
    await this.users.withLockedAccount(userId, async (manager) => {
      await this.userRepository.updateAccount(userId, { password: hash }, manager);
      await this.sessions.endSessionsOf(manager, [userId], 'password-reset');
      await this.audit(manager, admin, 'reset-password', 'user', userId);
    });
    return { temporaryPassword };
  }

  /** Removes the person from their room and signs them out everywhere. */
  async kick(admin: SessionUser, userId: number): Promise<{ userId: number; done: boolean }> {
    const user = await this.users.withLockedAccount(userId, async (manager, locked) => {
      await this.sessions.endSessionsOf(manager, [userId], 'kicked');
      await this.audit(manager, admin, 'kick', 'user', userId, { roomId: locked.roomId });
      return locked;
    });
    if (user.roomId) {
      // An ended room's people already left it; any other failure still takes them out.
      await this.transactions.apply(user.roomId, KICK, null, { userId }).catch(async () => this.userRepository.leaveRoom([userId]));
    }
    return { userId, done: true };
  }

  async promote(admin: SessionUser, userId: number): Promise<AdminUserRowDto> {
    await this.users.withLockedAccount(userId, async (manager) => {
      await this.userRepository.setRole(userId, 'admin', ADMIN_TIER, manager);
      await this.audit(manager, admin, 'promote', 'user', userId);
    });
    await this.sessions.refreshIdentitiesOf([userId]);
    await this.rooms.ownerPlanChanged(userId);
    return this.getUser(userId);
  }

  async demote(admin: SessionUser, userId: number): Promise<DemoteResultDto> {
    await this.users.withAdminRosterLocked(admin.userId, userId, async (manager, user) => {
      await this.users.assertNotLastAdmin(user, manager);
      await this.userRepository.setRole(userId, 'user', 1, manager);
      await this.audit(manager, admin, 'demote', 'user', userId);
    });
    await this.sessions.refreshIdentitiesOf([userId]);
    await this.rooms.ownerPlanChanged(userId);
    return { ...(await this.getUser(userId)), selfDemoted: admin.userId === userId };
  }

  /**
   * Approves or declines a host's plan request (docs/product.md "Plans that fit a party"). Approved,
   * the account moves to the plan asked for (never down: an account moved up meanwhile keeps its
   * plan), its sessions learn the tier, and its open rooms are pushed with their new limits.
   * `admin`: the back office's administrator, or one who typed their sign-in on the host's screen.
   */
  async answerPlanRequest(admin: Pick<SessionUser, 'userId' | 'username'>, requestId: number, answer: Omit<PlanAnswer, 'by'>): Promise<PlanRequestDto> {
    const userId = await this.planRequests.ownerOf(requestId);
    const raised = await this.users.withLockedAccount(userId, async (manager, user) => {
      const request = await this.planRequests.answer(manager, requestId, user, { ...answer, by: admin.username });
      const raise = answer.approve && user.subscriptionTier !== ADMIN_TIER && user.subscriptionTier < request.tier;
      if (raise) await this.userRepository.updateAccount(userId, { subscriptionTier: request.tier }, manager);
      await this.audit(manager, admin, answer.approve ? 'approve-plan' : 'decline-plan', 'user', userId, {
        requestId,
        tier: request.tier,
        fromTier: user.subscriptionTier,
        ...(answer.reason ? { reason: answer.reason } : {}),
      });
      return raise;
    });
    if (raised) {
      await this.sessions.refreshIdentitiesOf([userId]);
      await this.rooms.ownerPlanChanged(userId);
    }
    return (await this.planRequests.find(this.auditLog.manager, requestId))!;
  }

  async deleteRoom(admin: SessionUser, roomId: string): Promise<{ roomId: string; deleted: boolean }> {
    await this.rooms.delete(roomId, admin);
    await this.audit(this.auditLog.manager, admin, 'delete-room', 'room', roomId);
    return { roomId, deleted: true };
  }
}
