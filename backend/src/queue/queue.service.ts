import { displayTitle, isLibraryId, songSource } from '../library/library-song.js';
import { LIBRARY_SONG_NOT_FOUND } from '../library/library.errors.js';
import { LibraryService } from '../library/library.service.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import type { RoomQueue } from '../common/rooms/room-queue.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { HeldPartReader, LiveRooms, PollProducer, RoomTransactions } from '../room-engine/index.js';
import { TiersService } from '../tiers/tiers.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { AddQueueItemDto, QueueDto, QueueItemDto, RestoreQueueItemDto } from './dto/queue.dto.js';
import { QueueItem } from './entities/queue-item.entity.js';
import { UndoTokens } from './undo-tokens.js';
import { ADD_BEFORE_CLOSING, asksForApproval, REQUEST_SONG } from './request-plans.js';
import { RequestsService } from './requests.service.js';
import type { SongRequestDto } from './dto/request.dto.js';
import { CLEAR_QUEUE, HOST_MOVE, LET_OTHERS_GO_FIRST, queueDto, REMOVE_SONG, REORDER_SONG, RESTORE_SONG } from './queue-plans.js';
import { QUEUE_ITEM_NOT_FOUND } from './queue.errors.js';

/** A waiting song's stored columns, before the queue's answer adds its reason and estimate (queueDto). */
export type QueueItemRow = Omit<QueueItemDto, 'orderReason' | 'waitSeconds'>;

export function toQueueItemDto(item: QueueItem): QueueItemRow {
  return {
    queueItemId: item.queueItemId,
    roomId: item.roomId,
    videoId: item.videoId,
    source: songSource(item.videoId),
    title: item.title,
    thumbnail: item.thumbnail,
    duration: item.duration,
    addedBy: item.addedBy,
    addedById: item.addedById,
    singer: item.singer,
    singers: item.partners ?? [],
    placement: item.placement,
    position: item.position,
    addedAt: item.addedAt,
  };
}

/**
 * Turns each singer has had in this room this session: the songs that were turns and the one on
 * stage now (the joke track counts for no one). Read with the queue, which carries them.
 */
export async function turnsTonight(manager: EntityManager, roomId: string): Promise<Map<string, number>> {
  // Each singer of a song that was a turn is charged one, whoever added it (docs/product.md "Sing together").
  const rows: { singer: string; turns: string }[] = await manager.query(
    `SELECT s."singer", count(*) AS "turns" FROM (
       SELECT p."singer" FROM "played_songs" p
        WHERE p."roomId" = $1 AND p."isRickRoll" = false AND p."singer" IS NOT NULL AND (p."countsAsTurn" OR p."endedAt" IS NULL)
       UNION ALL
       SELECT e->>'singer' FROM "played_songs" p CROSS JOIN LATERAL jsonb_array_elements(p."partners") e
        WHERE p."roomId" = $1 AND p."isRickRoll" = false AND (p."countsAsTurn" OR p."endedAt" IS NULL) AND e->>'state' = 'accepted'
     ) s GROUP BY s."singer"`,
    [roomId],
  );
  return new Map(rows.map((r) => [r.singer, Number(r.turns)]));
}

/**
 * The queue's routes: its rules are plans (queue-plans.ts) that RoomTransactions.apply runs, so
 * positions stay 1..n under concurrency (every change is a compare-and-set on the room's version,
 * or runs under its row lock).
 */
@Injectable()
export class QueueService implements RoomQueue {
  constructor(
    @InjectRepository(QueueItem) private readonly items: Repository<QueueItem>,
    private readonly rooms: RoomTransactions,
    private readonly tiers: TiersService,
    private readonly events: FeatureEvents,
    private readonly live: LiveRooms,
    private readonly undo: UndoTokens,
    private readonly library: LibraryService,
    private readonly users: UsersRepository,
  ) {}

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

  /** The queue's poll answer; also held in memory with every live room, as changes start from it (RoomTransactions.apply). */
  @PollProducer('queue')
  @HeldPartReader('queue')
  async snapshot(manager: EntityManager, room: Room): Promise<QueueDto> {
    const items = await manager.getRepository(QueueItem).find({ where: { roomId: room.roomId }, order: { position: 'ASC' } });
    const rows = items.map((item) => ({ ...toQueueItemDto(item), orderReason: '', waitSeconds: 0 }));
    return queueDto(room, rows, room.version, await turnsTonight(manager, room.roomId));
  }

  /**
   * An add (ADD_SONG): membership and the owner's tier come from memory (LiveRooms); the plan runs
   * on the queue memory holds and is one statement (RoomTransactions.apply), or under the room's
   * lock when memory does not hold the queue, the room moved on, or the plan refuses. The feature
   * event is written later, in a batch.
   */
  async add(roomId: string, actor: SessionUser, song: AddQueueItemDto): Promise<QueueItemDto | SongRequestDto> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const maxQueueSize = this.tiers.limitsFor(live.ownerTier).maxQueueSize;
    song = this.fromLibrary(song);
    // While the host approves songs, a guest's add is a request (request-plans.ts), planned under
    // the lock where the requests are read; anyone else's goes in from memory, before closing time.
    if (asksForApproval(live.room, actor)) {
      const asked = await this.rooms.apply(roomId, REQUEST_SONG, actor, { song, maxQueueSize, requestId: RequestsService.newRequestId() }, live);
      if ('request' in asked) return asked.request;
      if (asked.added) this.events.record('song-added', actor.userId);
      return asked.item;
    }
    const { item, added } = await this.rooms.apply(roomId, ADD_BEFORE_CLOSING, actor, { song, maxQueueSize }, live);
    if (added) this.events.record('song-added', actor.userId);
    return item;
  }

  /** The host's "Play next" or "Move to end" (HOST_MOVE). */
  async hostMove(queueItemId: number, actor: SessionUser, where: 'next' | 'end'): Promise<QueueDto> {
    const roomId = await this.roomOf(queueItemId);
    return this.rooms.apply(roomId, HOST_MOVE, actor, { queueItemId, where }, await this.live.get(roomId));
  }

  /** A singer's "Let others go first" (LET_OTHERS_GO_FIRST). */
  async letOthersGoFirst(queueItemId: number, actor: SessionUser): Promise<QueueDto> {
    const roomId = await this.roomOf(queueItemId);
    return this.rooms.apply(roomId, LET_OTHERS_GO_FIRST, actor, { queueItemId }, await this.live.get(roomId));
  }

  /**
   * A song leaves the queue (the host any, anyone else their own): answers it as it was, with the
   * token that lets its remover undo it (what an undo sends back to restore()).
   */
  async remove(queueItemId: number, actor: SessionUser): Promise<{ item: QueueItemDto; undoToken: string }> {
    const roomId = await this.roomOf(queueItemId);
    const item = await this.rooms.apply(roomId, REMOVE_SONG, actor, { queueItemId }, await this.live.get(roomId));
    return { item, undoToken: await this.undo.issue(item) };
  }

  /**
   * Undoes a removal (RESTORE_SONG). Whether the person who added the song is still in the room
   * is read first: a plan reads nothing, and a person leaving in between only means their song
   * comes back to be removed again with their others.
   */
  async restore(roomId: string, actor: SessionUser, song: RestoreQueueItemDto): Promise<QueueItemDto> {
    const vouched = song.undoToken !== undefined && (await this.undo.vouches(song.undoToken, roomId, song));
    const live = await this.live.get(roomId);
    const maxQueueSize = this.tiers.limitsFor(live.ownerTier).maxQueueSize;
    const singer = await this.users.singerInRoom(song.addedById, roomId, live.room.ownerId);
    return this.rooms.apply(roomId, RESTORE_SONG, actor, { song, vouched, singer, maxQueueSize }, live);
  }

  async clear(roomId: string, actor: SessionUser): Promise<{ removed: number }> {
    return this.rooms.apply(roomId, CLEAR_QUEUE, actor, undefined, await this.live.get(roomId));
  }

  async reorder(queueItemId: number, actor: SessionUser, roomId: string, newPosition: number): Promise<QueueDto> {
    return this.rooms.apply(roomId, REORDER_SONG, actor, { queueItemId, newPosition }, await this.live.get(roomId));
  }

  /** A library song goes in as the library knows it (title and length from the file), and only while it is there. */
  private fromLibrary(song: AddQueueItemDto): AddQueueItemDto {
    if (!isLibraryId(song.videoId)) return song;
    const known = this.library.get(song.videoId);
    if (!known) throw new DomainError(LIBRARY_SONG_NOT_FOUND);
    return { ...song, title: displayTitle(known), duration: known.duration || null };
  }

  private async roomOf(queueItemId: number): Promise<string> {
    const item = await this.items.findOne({ where: { queueItemId }, select: { queueItemId: true, roomId: true } });
    if (!item) throw new DomainError(QUEUE_ITEM_NOT_FOUND);
    return item.roomId;
  }
}
