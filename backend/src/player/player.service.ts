import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { QueueService } from '../queue/queue.service.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { assertCanManageRoom } from '../rooms/room-access.js';
import { RoomPollCache } from '../rooms/room-poll-cache.js';
import { RoomTransactions } from '../rooms/room-transactions.service.js';
import type { CurrentlyPlayingDto, PlayingDto, PlayNextDto, SkipDto } from './dto/player.dto.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';

/** The joke track (SPEC §4: "the joke track has a specific video id"). */
const RICKROLL = {
  videoId: 'dQw4w9WgXcQ',
  title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  duration: '3:33',
  addedBy: 'Karaoke Party',
} as const;

export function toCurrentlyPlayingDto(row: CurrentlyPlaying): CurrentlyPlayingDto {
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

/** Why the stage moved on: a skip that moved it is counted as the 'skip' feature event. */
export type AdvanceReason = 'play-next' | 'skip' | 'auto-skip';

/**
 * Playback: what is on now, and moving the head of the queue onto the stage. With probability
 * RICKROLL_PROBABILITY the joke track plays instead and the queue head keeps its place.
 */
@Injectable()
export class PlayerService implements OnModuleInit {
  /** Replaceable in tests that need a fixed draw; the product uses Math.random. */
  random: () => number = Math.random;

  constructor(
    private readonly rooms: RoomTransactions,
    private readonly queue: QueueService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: FeatureEvents,
    private readonly polls: RoomPollCache,
  ) {}

  onModuleInit(): void {
    this.polls.register('playing', (manager, room) => this.snapshot(manager, room));
  }

  async snapshot(manager: EntityManager, room: Room): Promise<PlayingDto> {
    const row = await manager.getRepository(CurrentlyPlaying).findOne({ where: { roomId: room.roomId } });
    return { currentlyPlaying: row ? toCurrentlyPlayingDto(row) : null, version: room.version };
  }

  /** Owner (or admin): play the next song. Also the end-of-video callback of the host's player. */
  async next(roomId: string, actor: SessionUser, reason: AdvanceReason, skipping?: SkipDto): Promise<PlayNextDto> {
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
      const moved = await this.advance(manager, room);
      return { result: moved, changes: ['playing', 'queue'], state: (version) => ({ playing: { currentlyPlaying: moved.currentlyPlaying, version } }) };
    });
    if (reason === 'skip' && result.skipped) this.events.record('skip', actor.userId);
    return result;
  }

  /**
   * Moves the stage on, inside the caller's room transaction: the queue head becomes the current
   * song (and leaves the queue), or the joke track plays and the head stays; an empty queue
   * empties the stage.
   */
  async advance(manager: EntityManager, room: Room): Promise<PlayNextDto> {
    const playing = manager.getRepository(CurrentlyPlaying);
    const head = await this.queue.head(manager, room.roomId);
    await playing.delete({ roomId: room.roomId });
    if (!head) return { currentlyPlaying: null, isRickRoll: false, skipped: true };

    const now = this.clock.now();
    const rickRoll = this.config.rickrollProbability > 0 && this.random() < this.config.rickrollProbability;
    const song = rickRoll
      ? { ...RICKROLL, addedById: null, isRickRoll: true }
      : {
          videoId: head.videoId,
          title: head.title,
          thumbnail: head.thumbnail,
          duration: head.duration || null,
          addedBy: head.addedBy,
          addedById: head.addedById,
          isRickRoll: false,
        };
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
