import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { LiveRooms, RoomTransactions } from '../room-engine/index.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import { QueueItem } from './entities/queue-item.entity.js';
import { QUEUE_ITEM_NOT_FOUND } from './queue.errors.js';
import { ANSWER_INVITE, INVITE_SINGERS } from './singers-plans.js';

/** Singing together (docs/product.md "Sing together"): the routes' side of singers-plans.ts. */
@Injectable()
export class SingersService {
  constructor(
    @InjectRepository(QueueItem) private readonly items: Repository<QueueItem>,
    private readonly transactions: RoomTransactions,
    private readonly live: LiveRooms,
  ) {}

  async invite(queueItemId: number, actor: SessionUser, userIds: number[]): Promise<QueueItemDto> {
    const roomId = await this.roomOf(queueItemId);
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    return this.transactions.apply(roomId, INVITE_SINGERS, actor, { queueItemId, userIds }, live);
  }

  async answer(queueItemId: number, actor: SessionUser, accept: boolean): Promise<QueueItemDto> {
    const roomId = await this.roomOf(queueItemId);
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    return this.transactions.apply(roomId, ANSWER_INVITE, actor, { queueItemId, accept }, live);
  }

  private async roomOf(queueItemId: number): Promise<string> {
    const item = await this.items.findOne({ where: { queueItemId }, select: { queueItemId: true, roomId: true } });
    if (!item) throw new DomainError(QUEUE_ITEM_NOT_FOUND);
    return item.roomId;
  }
}
