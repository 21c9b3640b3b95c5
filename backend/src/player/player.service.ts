import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { headLeaves, QueueService } from '../queue/queue.service.js';
import type { Room } from '../rooms/entities/room.entity.js';
import type { QueueDto, QueueItemDto } from '../queue/dto/queue.dto.js';
import { type LiveRoom, LiveRooms } from '../rooms/live-rooms.js';
import { assertCanManageRoom, canManageRoom } from '../rooms/room-access.js';
import { RoomPollCache } from '../rooms/room-poll-cache.js';
import { type RoomStatement, RoomTransactions } from '../rooms/room-transactions.service.js';
import { sql } from '../rooms/room-statement.js';
import type { CurrentlyPlayingDto, PlayingDto, PlayNextDto, SkipDto } from './dto/player.dto.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';

/** The joke track: one fixed video id (docs/product.md §4). */
const RICKROLL = {
  videoId: 'dQw4w9WgXcQ',
  title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  duration: '3:33',
  addedBy: 'Karaoke Party',
} as const;

export function toCurrentlyPlayingDto(
  row: Pick<CurrentlyPlaying, 'videoId' | 'title' | 'thumbnail' | 'duration' | 'addedBy' | 'addedById' | 'startedAt' | 'isRickRoll'>,
): CurrentlyPlayingDto {
  return {
    videoId: row.videoId,
    title: row.title,
    thumbnail: row.thumbnail,
    duration: row.duration,
    addedBy: row.addedBy,
    addedById: row.addedById,
    startedAt: row.startedAt,
    isRickRoll: row.isRickRoll,
  };
}

/** A waiting song as it goes on stage (the joke track is RICKROLL instead). */
function fromQueue(head: Pick<QueueItemDto, 'videoId' | 'title' | 'thumbnail' | 'duration' | 'addedBy' | 'addedById'>) {
  return {
    videoId: head.videoId,
    title: head.title,
    thumbnail: head.thumbnail,
    duration: head.duration || null,
    addedBy: head.addedBy,
    addedById: head.addedById as number | null,
    isRickRoll: false,
  };
}

/**
 * The work of a play-next or skip from memory (PlayerService.nextFromMemory): the queue's head
 * leaves it (headLeaves) and `song`, made from it, goes on stage, only when it was taken.
 */
export function headOnStage(head: QueueItemDto, song: CurrentlyPlayingDto): RoomStatement {
  const { videoId, title, thumbnail, duration, addedBy, addedById, startedAt } = song;
  return {
    ctes: headLeaves(head, startedAt),
    statement: sql(
      `INSERT INTO "currently_playing" ("roomId", "videoId", "title", "thumbnail", "duration", "addedBy", "addedById", "startedAt", "progress", "isRickRoll")
          SELECT :roomId, :videoId, :title, :thumbnail, :duration, :addedBy, :addedById, :startedAt, 0, false FROM "taken"
          ON CONFLICT ("roomId") DO UPDATE SET "videoId" = EXCLUDED."videoId", "title" = EXCLUDED."title", "thumbnail" = EXCLUDED."thumbnail",
            "duration" = EXCLUDED."duration", "addedBy" = EXCLUDED."addedBy", "addedById" = EXCLUDED."addedById",
            "startedAt" = EXCLUDED."startedAt", "progress" = 0, "isRickRoll" = false
          RETURNING "roomId"`,
      { roomId: head.roomId, videoId, title, thumbnail, duration, addedBy, addedById, startedAt },
    ),
  };
}

/** Why the stage moved on: a skip that moved it is counted as the 'skip' feature event. */
export type AdvanceReason = 'play-next' | 'skip' | 'auto-skip';

/**
 * Playback: what is on now, and moving the head of the queue onto the stage. With probability
 * RICKROLL_PROBABILITY the joke track plays instead and the queue head keeps its place.
 */
@Injectable()
export class PlayerService implements OnModuleInit {
  constructor(
    private readonly rooms: RoomTransactions,
    private readonly queue: QueueService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: FeatureEvents,
    private readonly polls: RoomPollCache,
    private readonly live: LiveRooms,
  ) {}

  onModuleInit(): void {
    this.polls.register('playing', (manager, room) => this.snapshot(manager, room));
    // Play-next and skip start from what plays and the queue in memory (nextFromMemory).
    this.live.hold('playing', (manager, room) => this.snapshot(manager, room));
  }

  private drawRickRoll(): boolean {
    return this.config.rickrollProbability > 0 && Math.random() < this.config.rickrollProbability;
  }

  /**
   * The common play-next or skip in one statement: when this instance holds what plays and the
   * queue at the room's current version (LiveRooms), the actor runs the room, the skip is not
   * stale and the queue has a head that plays (not the joke track), the head goes on stage with
   * the version bump as one compare-and-set (RoomTransactions.changeAt). Anything else answers
   * undefined and the locked path decides, so memory never answers a refusal or a stale skip.
   */
  private async nextFromMemory(live: LiveRoom, actor: SessionUser, rickRoll: boolean, skipping?: SkipDto): Promise<PlayNextDto | undefined> {
    const queue = live.held?.queue as QueueDto | undefined;
    const stage = live.held?.playing as PlayingDto | undefined;
    if (rickRoll || !queue || !stage || queue.items.length === 0 || !canManageRoom(live.room, actor)) return undefined;
    if (skipping && skipping.videoId !== undefined) {
      const now = stage.currentlyPlaying;
      const same = now
        ? now.videoId === skipping.videoId && (!skipping.startedAt || new Date(skipping.startedAt).getTime() === new Date(now.startedAt).getTime())
        : skipping.videoId === null;
      if (!same) return undefined;
    }
    const [head, ...rest] = queue.items;
    const at = this.clock.now();
    const song = toCurrentlyPlayingDto({ ...fromQueue(head), startedAt: at });
    return this.rooms.changeAt(live.room.roomId, live.room.version, headOnStage(head, song), (_rows, version) => {
      const items = rest.map((item) => ({ ...item, position: item.position - 1 }));
      return {
        result: { currentlyPlaying: song, isRickRoll: false, skipped: true },
        changes: ['playing', 'queue'],
        built: () => ({
          playing: { currentlyPlaying: song, version } satisfies PlayingDto,
          queue: { items, queueMode: queue.queueMode, version } satisfies QueueDto,
        }),
      };
    });
  }

  async snapshot(manager: EntityManager, room: Room): Promise<PlayingDto> {
    const row = await manager.getRepository(CurrentlyPlaying).findOne({ where: { roomId: room.roomId } });
    return { currentlyPlaying: row ? toCurrentlyPlayingDto(row) : null, version: room.version };
  }

  /** Owner (or admin): play the next song. Also the end-of-video callback of the host's player. */
  async next(roomId: string, actor: SessionUser, reason: AdvanceReason, skipping?: SkipDto): Promise<PlayNextDto> {
    // The joke track is drawn once, here, whichever path moves the stage.
    const rickRoll = this.drawRickRoll();
    const quick = await this.nextFromMemory(await this.live.get(roomId), actor, rickRoll, skipping);
    if (quick) {
      if (reason === 'skip') this.events.record('skip', actor.userId);
      return quick;
    }
    const result = await this.rooms.change(roomId, async (manager, room) => {
      assertCanManageRoom(room, actor);
      if (skipping && skipping.videoId !== undefined) {
        // A skip names its song; when another one plays (a second device's press landed first),
        // the skip is stale: nothing changes and the answer is what plays now.
        const now = await manager.getRepository(CurrentlyPlaying).findOne({ where: { roomId: room.roomId } });
        const same = now
          ? now.videoId === skipping.videoId && (!skipping.startedAt || new Date(skipping.startedAt).getTime() === now.startedAt.getTime())
          : skipping.videoId === null;
        if (!same) {
          return { result: { currentlyPlaying: now ? toCurrentlyPlayingDto(now) : null, isRickRoll: now?.isRickRoll ?? false, skipped: false }, changes: [] };
        }
      }
      const moved = await this.advance(manager, room, rickRoll);
      return { result: moved, changes: ['playing', 'queue'], built: (version) => ({ playing: { currentlyPlaying: moved.currentlyPlaying, version } }) };
    });
    if (reason === 'skip' && result.skipped) this.events.record('skip', actor.userId);
    return result;
  }

  /**
   * Moves the stage on, inside the caller's room transaction: the queue head becomes the current
   * song (and leaves the queue), or the joke track plays and the head stays; an empty queue
   * empties the stage.
   */
  async advance(manager: EntityManager, room: Room, rickRoll = this.drawRickRoll()): Promise<PlayNextDto> {
    const playing = manager.getRepository(CurrentlyPlaying);
    const head = await this.queue.head(manager, room.roomId);
    await playing.delete({ roomId: room.roomId });
    if (!head) return { currentlyPlaying: null, isRickRoll: false, skipped: true };

    const now = this.clock.now();
    const song = rickRoll ? { ...RICKROLL, addedById: null, isRickRoll: true } : fromQueue(head);
    if (!rickRoll) {
      await this.queue.takeOff(manager, head);
    }
    const row = playing.create({ roomId: room.roomId, ...song, startedAt: now, progress: 0 });
    await playing.insert(row);
    await this.queue.recordPlayed(manager, {
      roomId: room.roomId,
      videoId: song.videoId,
      title: song.title,
      addedById: song.addedById,
      isRickRoll: rickRoll,
      playedAt: now,
    });
    return { currentlyPlaying: toCurrentlyPlayingDto(row), isRickRoll: rickRoll, skipped: true };
  }
}
