import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { Room } from './entities/room.entity.js';
import { type LiveRoom, LiveRooms } from './live-rooms.js';

const MAX_ENTRIES = 5000;

/** The parts of a room the phones hold, each polled on its own route and pushed on change. */
export type RoomPart = 'room' | 'users' | 'queue' | 'playing';

interface PartProducer {
  produce: (manager: EntityManager, room: Room) => Promise<unknown>;
  /** Adds the time to the key for answers that age on their own (the users list's "online" flags). */
  timeBucketMs?: number;
}

/**
 * The polling routes (room, users, queue, playing) are the hottest of the product: every phone
 * asks every 2-5 s. The room's version, owner and members come from memory (LiveRooms), so an
 * unchanged poll (If-None-Match) is answered 304 without touching the database. Each answer is
 * keyed by the room's version and carries it as an ETag; a changed one is built once per version
 * (usually by the change itself, which also pushes it) and served from memory to every phone.
 */
@Injectable()
export class RoomPollCache {
  private readonly answers = new Map<string, string>();
  private readonly producers = new Map<RoomPart, PartProducer>();

  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly live: LiveRooms,
    private readonly clock: Clock,
  ) {}

  /** The modules owning each part register how it is built (at start). */
  register(part: RoomPart, produce: PartProducer['produce'], timeBucketMs?: number): void {
    this.producers.set(part, { produce, timeBucketMs });
  }

  private etag(part: RoomPart, version: number): string {
    const bucketMs = this.producers.get(part)?.timeBucketMs;
    const bucket = bucketMs ? `.t${Math.floor(this.clock.now().getTime() / bucketMs)}` : '';
    return `W/"${version}.${part}${bucket}"`;
  }

  /** Builds the parts of a room at its current version (inside the change's transaction) and keeps them. */
  async build(manager: EntityManager, room: Room, parts: Iterable<RoomPart>): Promise<Partial<Record<RoomPart, unknown>>> {
    const state: Partial<Record<RoomPart, unknown>> = {};
    for (const part of parts) {
      const producer = this.producers.get(part);
      if (producer) state[part] = await producer.produce(manager, room);
    }
    return state;
  }

  /** Keeps parts built by a committed change, so the polls of that version need no query. */
  remember(roomId: string, version: number, state: Partial<Record<RoomPart, unknown>>): void {
    for (const [part, value] of Object.entries(state) as [RoomPart, unknown][]) this.keep(`${roomId}:${this.etag(part, version)}`, JSON.stringify(value));
  }

  private keep(key: string, body: string): void {
    if (this.answers.size >= MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, body);
  }

  async answer(request: FastifyRequest, reply: FastifyReply, roomId: string, actor: SessionUser, part: RoomPart): Promise<void> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const sent = this.sendKept(request, reply, roomId, live, part);
    if (sent) {
      await sent;
      return;
    }
    const etag = this.etag(part, live.room.version);
    const producer = this.producers.get(part);
    if (!producer) throw new Error(`No producer registered for room part "${part}"`);
    const body = JSON.stringify(await producer.produce(this.rooms.manager, live.room));
    this.keep(`${roomId}:${etag}`, body);
    await this.send(reply, etag, body);
  }

  /**
   * The same answer as `answer` when memory alone holds it, for the fast path ahead of Nest's
   * pipeline (RoomPollFastPath): the room is live in memory (never loaded here), the actor may read
   * it, and the If-None-Match matches or the body of this version is kept. False when any of that
   * is missing: nothing is sent and the route answers (or refuses) as usual.
   */
  answerFromMemory(request: FastifyRequest, reply: FastifyReply, roomId: string, actor: SessionUser, part: RoomPart): boolean {
    const live = this.live.peek(roomId);
    if (!live || !this.live.canRead(live, actor)) return false;
    return this.sendKept(request, reply, roomId, live, part) !== undefined;
  }

  /** Sends the 304 or the kept body of `live`'s version; undefined (nothing sent) when the body has to be built. */
  private sendKept(request: FastifyRequest, reply: FastifyReply, roomId: string, live: LiveRoom, part: RoomPart): FastifyReply | undefined {
    const etag = this.etag(part, live.room.version);
    if (request.headers['if-none-match'] === etag) return this.send(reply, etag);
    const key = `${roomId}:${etag}`;
    let body = this.answers.get(key);
    if (body === undefined) {
      body = this.fromLiveParts(live, part);
      if (body !== undefined) this.keep(key, body);
    }
    return body === undefined ? undefined : this.send(reply, etag, body);
  }

  /**
   * The queue and what plays as memory holds them at the room's version (LiveRooms' parts: built
   * by a change here, or brought by another instance's change message), in the shape and order
   * their producers answer; the room and its people are not (their answers age with time).
   */
  private fromLiveParts(live: LiveRoom, part: RoomPart): string | undefined {
    if (part !== 'queue' && part !== 'playing') return undefined;
    const held = live.parts?.[part] as { version: number } | undefined;
    return held === undefined ? undefined : JSON.stringify({ ...held, version: live.room.version });
  }

  /** Every poll answer: its ETag, revalidated on each use, and the JSON body (none for a 304). */
  private send(reply: FastifyReply, etag: string, body?: string): FastifyReply {
    void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (body === undefined) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
