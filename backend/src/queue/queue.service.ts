import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import type { RoomQueue } from '../common/rooms/room-queue.js';
import { Clock } from '../common/clock.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { DomainError, type Refusal } from '../common/errors/domain-error.js';
import { PlayedSong } from './entities/played-song.entity.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { UNLIMITED_SONGS } from '../rooms/dto/room.dto.js';
import { type LiveRoom, LiveRooms } from '../rooms/live-rooms.js';
import { assertCanManageRoom, canManageRoom } from '../rooms/room-access.js';
import { RoomPollCache } from '../rooms/room-poll-cache.js';
import { type RoomStatement, RoomTransactions } from '../rooms/room-transactions.service.js';
import { sql } from '../rooms/room-statement.js';
import { TiersService } from '../tiers/tiers.service.js';
import type { AddQueueItemDto, QueueDto, QueueItemDto } from './dto/queue.dto.js';
import { QueueItem } from './entities/queue-item.entity.js';
import { rotationInsertIndex, rotationOrder } from './rotation.js';
import { videoThumbnail } from '../youtube/youtube-format.js';
import { newPositionOutOfRange, QUEUE_ITEM_NOT_FOUND, queueFull, tooManySongsWaiting } from './queue.errors.js';

/** Adding the same video again within this window is a double tap: it is added once. */
export const DOUBLE_TAP_MS = 10_000;

export function toQueueItemDto(item: QueueItem): QueueItemDto {
  return {
    queueItemId: item.queueItemId,
    roomId: item.roomId,
    videoId: item.videoId,
    title: item.title,
    thumbnail: item.thumbnail,
    duration: item.duration,
    addedBy: item.addedBy,
    addedById: item.addedById,
    position: item.position,
    addedAt: item.addedAt,
  };
}

type Waiting = Pick<QueueItemDto, 'addedById' | 'videoId'> & { addedAt: Date | string };

/**
 * What a room's waiting songs say to an add, in the order the rules apply: the same song from the
 * same person moments ago (a double tap, answered with that song), a refusal (the person's songs
 * waiting, then the queue's size), or nothing against it. The locked path and the one from memory
 * both ask it.
 */
function judgeAdd<T extends Waiting>(
  queue: readonly T[],
  room: Room,
  actor: SessionUser,
  videoId: string,
  maxQueueSize: number,
  now: Date,
): { recent: T } | { refusal: Refusal } | undefined {
  const since = now.getTime() - DOUBLE_TAP_MS;
  const mine = queue.filter((item) => item.addedById === actor.userId);
  const recent = mine.find((item) => item.videoId === videoId && new Date(item.addedAt).getTime() > since);
  if (recent) return { recent };
  if (!canManageRoom(room, actor)) {
    const limit = actor.isGuest ? room.settings.maxSongsPerGuest : room.settings.maxSongsPerUser;
    if (limit < UNLIMITED_SONGS && mine.length >= limit) return { refusal: tooManySongsWaiting(mine.length) };
  }
  if (queue.length >= maxQueueSize) return { refusal: queueFull(maxQueueSize) };
  return undefined;
}

/** The columns of a song entering the queue at `position` (the display name as it is now). */
function newItem(roomId: string, song: AddQueueItemDto, actor: SessionUser, position: number, addedAt: Date): Omit<QueueItemDto, 'queueItemId'> {
  return {
    roomId,
    videoId: song.videoId,
    title: song.title,
    // From the id, never the client's: a picture address shows on every member's screen.
    thumbnail: videoThumbnail(song.videoId),
    duration: song.duration ?? '',
    addedBy: actor.displayName,
    addedById: actor.userId,
    position,
    addedAt,
  };
}

/**
 * The work of an add from memory (QueueService.addFromMemory, after the version's "bumped"): the
 * song goes after the last one in the table, whatever memory expected.
 */
export function addAtEnd(item: Omit<QueueItemDto, 'queueItemId' | 'position'>): RoomStatement {
  const { roomId, videoId, title, thumbnail, duration, addedBy, addedById, addedAt } = item;
  return {
    statement: sql(
      `INSERT INTO "queue_items" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "position", "addedAt")
          SELECT :roomId, :videoId, :title, :thumbnail, :duration, :addedBy, :addedById,
                 (SELECT COALESCE(MAX(q."position"), 0) + 1 FROM "queue_items" q WHERE q."roomId" = :roomId), :addedAt
            FROM "bumped"
          RETURNING "queueItemId", "position"`,
      { roomId, videoId, title, thumbnail, duration, addedBy, addedById, addedAt },
    ),
  };
}

/**
 * For a one-statement change of the stage (after the version's "bumped"): the queue's head as
 * memory knows it leaves the queue ("taken", empty when it was no longer there), the others move
 * up one ("closed"), and it is recorded as played ("played") at `playedAt`.
 */
export function headLeaves(head: QueueItemDto, playedAt: Date): NonNullable<RoomStatement['ctes']> {
  const { roomId, queueItemId: headId } = head;
  return [
    [
      'taken',
      sql(`DELETE FROM "queue_items" WHERE "queueItemId" = :headId AND "roomId" = :roomId AND EXISTS (SELECT 1 FROM "bumped") RETURNING "queueItemId"`, {
        headId,
        roomId,
      }),
    ],
    [
      'closed',
      sql(
        `UPDATE "queue_items" SET "position" = "position" - 1
           WHERE "roomId" = :roomId AND "queueItemId" <> :headId AND EXISTS (SELECT 1 FROM "taken")`,
        { roomId, headId },
      ),
    ],
    [
      'played',
      sql(
        `INSERT INTO "played_songs" ("roomId", "videoId", "title", "addedById", "isRickRoll", "playedAt")
          SELECT :roomId, :headVideoId, :headTitle, :headAddedById, false, :playedAt FROM "taken"`,
        { roomId, headVideoId: head.videoId, headTitle: head.title, headAddedById: head.addedById, playedAt },
      ),
    ],
  ];
}

/** Who has sung how many songs in this room this session (the joke track counts for no one). */
export async function sungCounts(manager: EntityManager, roomId: string): Promise<Map<number, number>> {
  const rows: { addedById: number; sung: string }[] = await manager
    .getRepository(PlayedSong)
    .createQueryBuilder('p')
    .select('p.addedById', 'addedById')
    .addSelect('count(*)', 'sung')
    .where('p.roomId = :roomId AND p.isRickRoll = false AND p.addedById IS NOT NULL', { roomId })
    .groupBy('p.addedById')
    .getRawMany();
  return new Map(rows.map((r) => [Number(r.addedById), Number(r.sung)]));
}

/**
 * The queue's rules: who may add, the per-person and per-room limits, positions kept 1..n
 * without gaps under concurrency (every change runs under the room's row lock, see
 * RoomTransactions), the double-tap guard, and fair rotation.
 */
@Injectable()
export class QueueService implements OnModuleInit, RoomQueue {
  constructor(
    @InjectRepository(QueueItem) private readonly items: Repository<QueueItem>,
    private readonly rooms: RoomTransactions,
    private readonly tiers: TiersService,
    private readonly clock: Clock,
    private readonly events: FeatureEvents,
    private readonly live: LiveRooms,
    private readonly polls: RoomPollCache,
  ) {}

  onModuleInit(): void {
    this.polls.register('queue', (manager, room) => this.snapshot(manager, room));
    // Adds start from the queue in memory (addFromMemory): held with every live room.
    this.live.hold('queue', (manager, room) => this.snapshot(manager, room));
  }

  /** ROOM_QUEUE: how many songs wait in each of these rooms (a room's queueCount). */
  async countWaiting(manager: EntityManager, roomIds: string[]): Promise<Map<string, number>> {
    if (roomIds.length === 0) return new Map();
    const rows: { roomId: string; n: number }[] = await manager
      .getRepository(QueueItem)
      .createQueryBuilder('q')
      .select('q.roomId', 'roomId')
      .addSelect('count(*)::int', 'n')
      .where('q.roomId = ANY(:roomIds)', { roomIds })
      .groupBy('q.roomId')
      .getRawMany();
    return new Map(rows.map((r) => [r.roomId, Number(r.n)]));
  }

  async snapshot(manager: EntityManager, room: Room): Promise<QueueDto> {
    const items = await manager.getRepository(QueueItem).find({ where: { roomId: room.roomId }, order: { position: 'ASC' } });
    return { items: items.map(toQueueItemDto), queueMode: room.settings.queueMode ?? 'fifo', version: room.version };
  }

  /**
   * One short transaction: membership and the owner's tier come from memory (LiveRooms) before
   * it starts; under the room's lock one read of the queue serves the double-tap guard, the
   * limits and the pushed queue, then the insert and the version bump. The feature event is
   * written later, in a batch.
   */
  async add(roomId: string, actor: SessionUser, song: AddQueueItemDto): Promise<QueueItemDto> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const maxQueueSize = this.tiers.limitsFor(live.ownerTier).maxQueueSize;
    const quick = await this.addFromMemory(live, actor, song, maxQueueSize);
    if (quick) {
      this.events.record('song-added', actor.userId);
      return quick;
    }
    let added = false;
    const item = await this.rooms.change(roomId, async (manager, room) => {
      const repo = manager.getRepository(QueueItem);
      const now = this.clock.now();
      const queue = await repo.find({ where: { roomId }, order: { position: 'ASC' } });
      const verdict = judgeAdd(queue, room, actor, song.videoId, maxQueueSize, now);
      if (verdict && 'recent' in verdict) return { result: toQueueItemDto(verdict.recent), changes: [] };
      if (verdict) throw new DomainError(verdict.refusal);

      let position = queue.length + 1;
      const rotation = room.settings.queueMode === 'rotation';
      if (rotation) {
        position = rotationInsertIndex(queue, await sungCounts(manager, roomId), actor.userId) + 1;
        await repo
          .createQueryBuilder()
          .update()
          .set({ position: () => '"position" + 1' })
          .where('roomId = :roomId AND position >= :position', { roomId, position })
          .execute();
      }
      const item = repo.create(newItem(roomId, song, actor, position, now));
      await repo.insert(item);
      added = true;
      // In FIFO order the new queue is the old one plus this song: no read needed for the push.
      const items = [...queue, item].map(toQueueItemDto);
      const built = rotation
        ? undefined
        : (version: number) => ({ queue: { items, queueMode: room.settings.queueMode ?? 'fifo', version } satisfies QueueDto });
      return { result: toQueueItemDto(item), changes: ['queue'], built };
    });
    if (added) this.events.record('song-added', actor.userId);
    return item;
  }

  /**
   * The common add in one statement: when this instance holds the room's queue at its current
   * version (LiveRooms, held by the changes committed here) and the room plays in order, the
   * limits and the double-tap guard are checked against that queue, and the song is inserted at
   * the end together with the version bump, a compare-and-set on the version this queue is from
   * (RoomTransactions.changeAt). Anything else (rotation, a queue not in memory, a double tap, a
   * limit reached, the room changed meanwhile) answers undefined and the locked path decides,
   * so memory never refuses anyone on its own.
   */
  private async addFromMemory(live: LiveRoom, actor: SessionUser, song: AddQueueItemDto, maxQueueSize: number): Promise<QueueItemDto | undefined> {
    const { room } = live;
    const queue = live.held?.queue as QueueDto | undefined;
    if (!queue || (room.settings.queueMode ?? 'fifo') !== 'fifo') return undefined;
    const now = this.clock.now();
    // A double tap or a refusal: the locked path answers it from the database.
    if (judgeAdd(queue.items, room, actor, song.videoId, maxQueueSize, now)) return undefined;
    // The position memory expects; the statement takes the one after the last in the table, so a
    // queue changed behind the version's back could never produce two songs at one position.
    const position = queue.items.length + 1;
    const values = newItem(room.roomId, song, actor, position, now);
    return this.rooms.changeAt(room.roomId, room.version, addAtEnd(values), (rows, version) => {
      const item: QueueItemDto = { queueItemId: Number(rows[0].queueItemId), ...values, position: Number(rows[0].position) };
      // Not where memory expected it: memory was wrong, so it is not pushed or held (phones refetch).
      if (item.position !== position) return { result: item, changes: ['queue'] };
      const items = [...queue.items, item];
      return { result: item, changes: ['queue'], built: () => ({ queue: { items, queueMode: 'fifo', version } satisfies QueueDto }) };
    });
  }

  async remove(queueItemId: number, actor: SessionUser): Promise<void> {
    const roomId = await this.roomOf(queueItemId);
    await this.rooms.change(roomId, async (manager, room) => {
      assertCanManageRoom(room, actor);
      const deleted: [{ position: number }[], number] = await manager.query(
        `DELETE FROM "queue_items" WHERE "queueItemId" = $1 AND "roomId" = $2 RETURNING "position"`,
        [queueItemId, roomId],
      );
      const rows = Array.isArray(deleted[0]) ? deleted[0] : (deleted as unknown as { position: number }[]);
      if (rows.length === 0) throw new DomainError(QUEUE_ITEM_NOT_FOUND);
      await this.closeGap(manager, roomId, rows[0].position);
      return { result: undefined, changes: ['queue'] };
    });
  }

  clear(roomId: string, actor: SessionUser): Promise<{ removed: number }> {
    return this.rooms.change(roomId, async (manager, room) => {
      assertCanManageRoom(room, actor);
      const removed = (await manager.getRepository(QueueItem).delete({ roomId })).affected ?? 0;
      return { result: { removed }, changes: removed > 0 ? ['queue'] : [] };
    });
  }

  async reorder(queueItemId: number, actor: SessionUser, roomId: string, newPosition: number): Promise<QueueDto> {
    return this.rooms.change(roomId, async (manager, room) => {
      assertCanManageRoom(room, actor);
      const repo = manager.getRepository(QueueItem);
      const item = await repo.findOne({ where: { queueItemId, roomId } });
      if (!item) throw new DomainError(QUEUE_ITEM_NOT_FOUND);
      const count = await repo.count({ where: { roomId } });
      if (newPosition > count) {
        throw new DomainError(newPositionOutOfRange(count));
      }
      const from = item.position;
      if (newPosition !== from) {
        const shift = newPosition < from ? '"position" + 1' : '"position" - 1';
        const [low, high] = newPosition < from ? [newPosition, from - 1] : [from + 1, newPosition];
        await repo
          .createQueryBuilder()
          .update()
          .set({ position: () => shift })
          .where('roomId = :roomId AND position BETWEEN :low AND :high', { roomId, low, high })
          .execute();
        await repo.update({ queueItemId }, { position: newPosition });
      }
      const changed = newPosition !== from;
      const snapshot = await this.snapshot(manager, { ...room, version: room.version + (changed ? 1 : 0) });
      return { result: snapshot, changes: changed ? ['queue'] : [], built: (version) => ({ queue: { ...snapshot, version } }) };
    });
  }

  /** Re-sorts the waiting songs fairly; called inside the transaction that switches a room to rotation. */
  async applyRotation(manager: EntityManager, roomId: string): Promise<void> {
    const repo = manager.getRepository(QueueItem);
    const queue = await repo.find({ where: { roomId }, order: { position: 'ASC' } });
    const ordered = rotationOrder(queue, await sungCounts(manager, roomId));
    for (const [index, item] of ordered.entries()) {
      if (item.position !== index + 1) await repo.update({ queueItemId: item.queueItemId }, { position: index + 1 });
    }
  }

  /** After the song at `position` left the queue, every later song moves up one. */
  async closeGap(manager: EntityManager, roomId: string, position: number): Promise<void> {
    await manager
      .getRepository(QueueItem)
      .createQueryBuilder()
      .update()
      .set({ position: () => '"position" - 1' })
      .where('roomId = :roomId AND position > :position', { roomId, position })
      .execute();
  }

  /** The song that plays next in the room (the head of the queue), inside the caller's transaction. */
  head(manager: EntityManager, roomId: string): Promise<QueueItem | null> {
    return manager.getRepository(QueueItem).findOne({ where: { roomId }, order: { position: 'ASC' } });
  }

  /** A waiting song of this video in the room, if any (an unplayable report names a video). */
  findWaiting(manager: EntityManager, roomId: string, videoId: string): Promise<QueueItem | null> {
    return manager.getRepository(QueueItem).findOne({ where: { roomId, videoId } });
  }

  /** The head went on stage: it leaves the queue and every later song moves up one. */
  async takeOff(manager: EntityManager, item: Pick<QueueItem, 'queueItemId' | 'roomId' | 'position'>): Promise<void> {
    await manager.getRepository(QueueItem).delete({ queueItemId: item.queueItemId });
    await this.closeGap(manager, item.roomId, item.position);
  }

  /** A song started playing: the room's history, which fair rotation counts (the joke track counts for no one). */
  async recordPlayed(manager: EntityManager, song: Pick<PlayedSong, 'roomId' | 'videoId' | 'title' | 'addedById' | 'isRickRoll' | 'playedAt'>): Promise<void> {
    await manager.getRepository(PlayedSong).insert(song);
  }

  private async roomOf(queueItemId: number): Promise<string> {
    const item = await this.items.findOne({ where: { queueItemId }, select: { queueItemId: true, roomId: true } });
    if (!item) throw new DomainError(QUEUE_ITEM_NOT_FOUND);
    return item.roomId;
  }
}
