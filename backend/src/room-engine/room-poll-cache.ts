import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EntityManager, Repository } from 'typeorm';
import type { RoomReader } from '../common/auth/screen-viewer.js';
import { Clock } from '../common/clock.js';
import { Room } from '../rooms/entities/room.entity.js';
import { type LiveRoom, LiveRooms } from './live-rooms.js';
import type { RoomPart, RoomParts } from './room-parts.js';
import { type PartProducer, RoomPartsExplorer } from './room-wiring.js';

const MAX_ENTRIES = 5000;

/**
 * The polling routes (room, users, queue, playing) are the hottest of the product: every phone
 * asks every 2-5 s. The room's version, owner and people come from memory (LiveRooms), so an
 * unchanged poll (If-None-Match) is answered 304 without touching the database. Each answer is
 * keyed by the room's version and carries it as an ETag; a changed one is built once per version
 * (usually by the change itself, which also pushes it) and served from memory to every phone.
 */
@Injectable()
export class RoomPollCache implements OnModuleInit {
  /**
   * Each answer's body, or how to write it: a change's parts are written out on the first poll
   * that asks for them, since phones with a live socket get the push and never poll.
   */
  private readonly answers = new Map<string, string | (() => string)>();
  /** Each part's @PollProducer method (room-wiring.ts), one for every part once the module is initialised. */
  private producers: ReadonlyMap<RoomPart, PartProducer> = new Map();

  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly live: LiveRooms,
    private readonly clock: Clock,
    private readonly explorer: RoomPartsExplorer,
  ) {}

  /** At start: a part without its producer, or with two, stops it here (RoomPartsExplorer), never a poll at run time. */
  onModuleInit(): void {
    this.producers = this.explorer.pollProducers();
  }

  private etag(part: RoomPart, version: number): string {
    const bucketMs = this.producers.get(part)?.timeBucketMs;
    const bucket = bucketMs ? `.t${Math.floor(this.clock.now().getTime() / bucketMs)}` : '';
    return `W/"${version}.${part}${bucket}"`;
  }

  /** Builds the parts of a room at its current version (inside the change's transaction). */
  async build(manager: EntityManager, room: Room, parts: Iterable<RoomPart>): Promise<RoomParts> {
    const built: RoomParts = {};
    for (const part of parts) {
      const producer = this.producers.get(part);
      if (producer) built[part] = await producer.produce(manager, room);
    }
    return built;
  }

  /**
   * Keeps the parts a committed change built as the answers of that version, so its polls need no
   * query. A built part is a value no one changes afterwards, so writing it out later is the same.
   */
  storeBuilt(roomId: string, version: number, built: RoomParts): void {
    for (const [part, value] of Object.entries(built) as [RoomPart, unknown][])
      this.store(`${roomId}:${this.etag(part, version)}`, () => JSON.stringify(value));
  }

  private store(key: string, body: string | (() => string)): void {
    if (this.answers.size >= MAX_ENTRIES) this.answers.delete(this.answers.keys().next().value as string);
    this.answers.set(key, body);
  }

  async answer(request: FastifyRequest, reply: FastifyReply, roomId: string, actor: RoomReader, part: RoomPart): Promise<void> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const sent = this.sendStored(request, reply, roomId, live, part);
    if (sent) {
      await sent;
      return;
    }
    const etag = this.etag(part, live.room.version);
    // Present: the start refused to go on without it (onModuleInit).
    const producer = this.producers.get(part)!;
    const body = JSON.stringify(await producer.produce(this.rooms.manager, live.room));
    this.store(`${roomId}:${etag}`, body);
    await this.send(reply, etag, body);
  }

  /**
   * The same answer as `answer` when memory alone holds it, for the fast path ahead of Nest's
   * pipeline (RoomPollFastPath): the room is live in memory (never loaded here), the actor may read
   * it, and the If-None-Match matches or the answer of this version is stored or held. False when any of that
   * is missing: nothing is sent and the route answers (or refuses) as usual.
   */
  answerFromMemory(request: FastifyRequest, reply: FastifyReply, roomId: string, actor: RoomReader, part: RoomPart): boolean {
    const live = this.live.peek(roomId);
    if (!live || !this.live.canRead(live, actor)) return false;
    return this.sendStored(request, reply, roomId, live, part) !== undefined;
  }

  /** Sends the 304 or the stored (or held) answer of `live`'s version; undefined (nothing sent) when it has to be built. */
  private sendStored(request: FastifyRequest, reply: FastifyReply, roomId: string, live: LiveRoom, part: RoomPart): FastifyReply | undefined {
    const etag = this.etag(part, live.room.version);
    if (request.headers['if-none-match'] === etag) return this.send(reply, etag);
    const key = `${roomId}:${etag}`;
    let body = this.answers.get(key);
    if (typeof body === 'function') {
      body = body();
      this.answers.set(key, body);
    }
    if (body === undefined) {
      body = this.fromHeld(live, part);
      if (body !== undefined) this.store(key, body);
    }
    return body === undefined ? undefined : this.send(reply, etag, body);
  }

  /**
   * The queue and what plays as memory holds them at the room's version (LiveRoom.held: built
   * by a change here, or brought by another instance's change message), in the shape and order
   * their producers answer; the room and its people are not held (their answers age with time).
   */
  private fromHeld(live: LiveRoom, part: RoomPart): string | undefined {
    if (part !== 'queue' && part !== 'playing') return undefined;
    const held = live.held?.[part] as { version: number } | undefined;
    return held === undefined ? undefined : JSON.stringify({ ...held, version: live.room.version });
  }

  /** Every poll answer: its ETag, revalidated on each use, and the JSON body (none for a 304). */
  private send(reply: FastifyReply, etag: string, body?: string): FastifyReply {
    void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    if (body === undefined) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
