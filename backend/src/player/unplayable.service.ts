import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { QueueService } from '../queue/queue.service.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { assertCanManageRoom } from '../rooms/room-access.js';
import { RoomTransactions } from '../rooms/room-transactions.service.js';
import { NOT_EMBEDDABLE_CODES, ROOM_NOTICE_EVENT, type RoomNoticePayload, type ReportUnplayableDto, type UnplayableResultDto } from './dto/unplayable.dto.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';
import { UnplayableVideo } from './entities/unplayable-video.entity.js';
import { PlayerService, toCurrentlyPlayingDto } from './player.service.js';

/**
 * A room's player could not play a video: the room moves on by itself (only if that video is
 * still the current one, so two players reporting the same error skip once), the room is told,
 * and a video YouTube will never embed is recorded so search stops offering it.
 */
@Injectable()
export class UnplayableService {
  constructor(
    private readonly rooms: RoomTransactions,
    private readonly player: PlayerService,
    private readonly realtime: RealtimeService,
    private readonly clock: Clock,
    private readonly queue: QueueService,
    @InjectRepository(UnplayableVideo) private readonly unplayable: Repository<UnplayableVideo>,
  ) {}

  /** Of these videos, the ones a room's player reported as never playable in an embed. */
  async refusedAmong(videoIds: string[]): Promise<Set<string>> {
    if (videoIds.length === 0) return new Set();
    const refused = await this.unplayable.find({ where: { videoId: In(videoIds) }, select: { videoId: true } });
    return new Set(refused.map((row) => row.videoId));
  }

  async report(roomId: string, actor: SessionUser, report: ReportUnplayableDto): Promise<UnplayableResultDto> {
    const outcome = await this.rooms.change(roomId, async (manager, room) => {
      assertCanManageRoom(room, actor);
      const current = await manager.getRepository(CurrentlyPlaying).findOne({ where: { roomId } });
      const waiting = current?.videoId === report.videoId ? null : await this.queue.findWaiting(manager, roomId, report.videoId);
      const title = current?.videoId === report.videoId ? current.title : (waiting?.title ?? report.videoId);
      const recorded = NOT_EMBEDDABLE_CODES.includes(report.errorCode);
      if (current?.videoId !== report.videoId) {
        return {
          result: {
            skipped: false,
            recorded,
            currentlyPlaying: current ? toCurrentlyPlayingDto(current) : null,
            isRickRoll: current?.isRickRoll ?? false,
            title,
          },
          changes: [],
        };
      }
      const next = await this.player.advance(manager, room);
      return { result: { recorded, ...next, title }, changes: ['playing', 'queue'] };
    });
    const { title, ...answer } = outcome;
    // Recorded apart from the room's change: a report that moves nothing is rolled back as a change.
    if (answer.recorded) {
      await this.unplayable
        .createQueryBuilder()
        .insert()
        .into(UnplayableVideo)
        .values({ videoId: report.videoId, errorCode: report.errorCode, title: title.slice(0, 500), reportedAt: this.clock.now(), roomId })
        .orIgnore()
        .execute();
    }
    if (answer.skipped) {
      const notice: RoomNoticePayload = {
        roomId,
        kind: 'unplayable',
        videoId: report.videoId,
        title,
        message: `"${title}" can't be played here, so the party moves on.`,
      };
      this.realtime.emitToRoom(roomId, ROOM_NOTICE_EVENT, notice);
    }
    return answer;
  }
}
