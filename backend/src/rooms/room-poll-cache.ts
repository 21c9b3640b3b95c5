import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { Room } from './entities/room.entity.js';
import { assertRoomMember } from './room-access.js';
import { RoomsService } from './rooms.service.js';

const MAX_ENTRIES = 5000;

/**
 * The polling routes (room, users, queue, playing) are the hottest of the product: every phone
 * asks every 2-5 s. Each answer is keyed by the room's version (bumped by every change) and
 * carries it as an ETag: an unchanged poll costs two primary-key lookups and a 304; a changed
 * one is built once per version and served from memory to every other phone of the room.
 */
@Injectable()
export class RoomPollCache {
  private readonly answers = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rooms: RoomsService,
    private readonly clock: Clock,
  ) {}

  /**
   * @param kind which answer; `timeBucketMs` adds the time to the key for answers that age on
   * their own (the users list's "online" flags).
   */
  async answer(
    request: FastifyRequest,
    reply: FastifyReply,
    roomId: string,
    actor: SessionUser,
    kind: string,
    produce: (room: Room) => Promise<unknown>,
    timeBucketMs?: number,
  ): Promise<void> {
    const room = await this.rooms.findLive(roomId);
    await assertRoomMember(this.dataSource.manager, room, actor);
    const bucket = timeBucketMs ? `.t${Math.floor(this.clock.now().getTime() / timeBucketMs)}` : '';
    const etag = `W/"${room.version}.${kind}${bucket}"`;
    void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return;
    }
    const key = `${roomId}:${etag}`;
    let body = this.answers.get(key);
    if (body === undefined) {
      body = JSON.stringify(await produce(room));
      if (this.answers.size >= MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, body);
    }
    await reply.type('application/json; charset=utf-8').send(body);
  }
}
