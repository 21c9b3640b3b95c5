import { singersOf } from '../queue/song-singers.js';
import { songSource } from '../library/library-song.js';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { FeatureEvents } from '../common/metrics/feature-events.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { HeldPartReader, LiveRooms, PollProducer, RoomTransactions } from '../room-engine/index.js';
import type { CurrentlyPlayingDto, PlayingClockReportDto, PlayingDto, PlayNextDto, SkipDto, StageSongDto } from './dto/player.dto.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';
import { LET_FINISH, PLAY_NEXT, REPORT_CLOCK } from './player-plans.js';

export function toCurrentlyPlayingDto(
  row: Pick<CurrentlyPlaying, 'partners'> &
    Pick<
      CurrentlyPlaying,
      | 'videoId'
      | 'title'
      | 'thumbnail'
      | 'duration'
      | 'addedBy'
      | 'addedById'
      | 'singer'
      | 'startedAt'
      | 'isRickRoll'
      | 'playingSince'
      | 'playedMs'
      | 'letFinish'
    >,
): CurrentlyPlayingDto {
  return {
    videoId: row.videoId,
    source: songSource(row.videoId),
    title: row.title,
    thumbnail: row.thumbnail,
    duration: row.duration,
    addedBy: row.addedBy,
    addedById: row.addedById,
    singer: row.singer,
    singers: singersOf({ ...row, singers: row.partners ?? [] }),
    startedAt: row.startedAt,
    isRickRoll: row.isRickRoll,
    playingSince: row.playingSince ?? null,
    playedMs: row.playedMs ?? 0,
    letFinish: row.letFinish ?? false,
  };
}

/** Why the stage moved on: a skip that moved it is counted as the 'skip' feature event. */
export type AdvanceReason = 'play-next' | 'skip' | 'auto-skip';

/**
 * Playback: what is on now, and moving the head of the queue onto the stage (player-plans.ts).
 * With probability RICKROLL_PROBABILITY the joke track plays instead and the queue head keeps
 * its place.
 */
@Injectable()
export class PlayerService {
  constructor(
    private readonly rooms: RoomTransactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: FeatureEvents,
    private readonly live: LiveRooms,
  ) {}

  /** Whether the joke track plays instead of the queue's head: drawn once a change, outside its plan. */
  drawRickRoll(): boolean {
    return this.config.rickrollProbability > 0 && Math.random() < this.config.rickrollProbability;
  }

  /** What plays, as polled; also held in memory with every live room, as changes of the stage start from it (RoomTransactions.apply). */
  @PollProducer('playing')
  @HeldPartReader('playing')
  async snapshot(manager: EntityManager, room: Room): Promise<PlayingDto> {
    const row = await manager.getRepository(CurrentlyPlaying).findOne({ where: { roomId: room.roomId } });
    return { currentlyPlaying: row ? toCurrentlyPlayingDto(row) : null, version: room.version };
  }

  /** Owner (or admin): play the next song. Also the end-of-video callback of the host's player. */
  async next(roomId: string, actor: SessionUser, reason: AdvanceReason, skipping?: SkipDto): Promise<PlayNextDto> {
    const live = await this.live.get(roomId);
    // A Skip cuts the song short, unless the host's player says it reached its end.
    const skipped = reason === 'skip' && skipping?.ended !== true;
    const result = await this.rooms.apply(roomId, PLAY_NEXT, actor, { rickRoll: this.drawRickRoll(), skipping, skipped }, live);
    if (reason === 'skip' && result.skipped) this.events.record('skip', actor.userId);
    return result;
  }

  /** The room's player reports the named song playing or paused: the playing clock auto-skip counts. */
  async reportClock(roomId: string, actor: SessionUser, report: PlayingClockReportDto): Promise<PlayingDto> {
    return this.rooms.apply(roomId, REPORT_CLOCK, actor, report, await this.live.get(roomId));
  }

  /** The host lets the named song finish: auto-skip leaves it alone (the stage's "Let it finish"). */
  async letFinish(roomId: string, actor: SessionUser, song: StageSongDto): Promise<PlayingDto> {
    return this.rooms.apply(roomId, LET_FINISH, actor, song, await this.live.get(roomId));
  }
}
