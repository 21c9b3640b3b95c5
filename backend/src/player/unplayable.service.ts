import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { LiveRooms } from '../rooms/live-rooms.js';
import { RoomTransactions } from '../rooms/room-transactions.service.js';
import { ROOM_NOTICE_EVENT, type RoomNoticePayload, type ReportUnplayableDto, type UnplayableResultDto } from './dto/unplayable.dto.js';
import { UnplayableVideo } from './entities/unplayable-video.entity.js';
import { REPORT_UNPLAYABLE } from './player-plans.js';
import { PlayerService } from './player.service.js';

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
    private readonly live: LiveRooms,
    @InjectRepository(UnplayableVideo) private readonly unplayable: Repository<UnplayableVideo>,
  ) {}

  /** Of these videos, the ones a room's player reported as never playable in an embed. */
  async refusedAmong(videoIds: string[]): Promise<Set<string>> {
    if (videoIds.length === 0) return new Set();
    const refused = await this.unplayable.find({ where: { videoId: In(videoIds) }, select: { videoId: true } });
    return new Set(refused.map((row) => row.videoId));
  }

  async report(roomId: string, actor: SessionUser, report: ReportUnplayableDto): Promise<UnplayableResultDto> {
    const outcome = await this.rooms.apply(roomId, REPORT_UNPLAYABLE, actor, { report, rickRoll: this.player.drawRickRoll() }, await this.live.get(roomId));
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
