import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../common/auth/session-user.js';
import { LiveRooms, RoomTransactions } from '../room-engine/index.js';
import { TiersService } from '../tiers/tiers.service.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import type { SongRequestDto } from './dto/request.dto.js';
import { APPROVE_REQUEST, DECLINE_REQUEST, WITHDRAW_REQUEST } from './request-plans.js';

/**
 * The host's answers to song requests and a guest's withdrawal (docs/product.md "Requests and
 * closing time"): plans (request-plans.ts) that RoomTransactions.apply runs under the room's lock,
 * where the requests are read. Asking is an add (QueueService.add).
 */
@Injectable()
export class RequestsService {
  constructor(
    private readonly rooms: RoomTransactions,
    private readonly live: LiveRooms,
    private readonly tiers: TiersService,
  ) {}

  /** A new request's id: drawn here, so the plan, run twice, plans the same row. */
  static newRequestId(): string {
    return randomUUID();
  }

  async approve(roomId: string, requestId: string, actor: SessionUser): Promise<QueueItemDto> {
    const live = await this.live.get(roomId);
    const maxQueueSize = this.tiers.limitsFor(live.ownerTier).maxQueueSize;
    return this.rooms.apply(roomId, APPROVE_REQUEST, actor, { requestId, maxQueueSize }, live);
  }

  async decline(roomId: string, requestId: string, actor: SessionUser, reason: string | undefined): Promise<SongRequestDto> {
    return this.rooms.apply(roomId, DECLINE_REQUEST, actor, { requestId, reason: reason?.trim() || null }, await this.live.get(roomId));
  }

  async withdraw(roomId: string, requestId: string, actor: SessionUser): Promise<{ removed: number }> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    return this.rooms.apply(roomId, WITHDRAW_REQUEST, actor, { requestId }, live);
  }
}
