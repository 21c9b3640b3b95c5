import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { LiveRooms, RoomTransactions } from '../room-engine/index.js';
import { type HiddenVideoDto, ROOM_NOTICE_EVENT, type RoomNoticePayload, type ReportUnplayableDto, type UnplayableResultDto } from './dto/unplayable.dto.js';
import { UnplayableReport } from './entities/unplayable-report.entity.js';
import { UnplayableVideo } from './entities/unplayable-video.entity.js';
import { REPORT_UNPLAYABLE } from './player-plans.js';
import { PlayerService } from './player.service.js';
import { containsLike } from '../common/sql-like.js';

/**
 * How many different hosts must report a video from their stage before it is hidden from
 * everyone's search (docs/product.md, "Videos that cannot play"): one account's rooms count
 * once, so one person cannot hide a song from every party; an admin's report hides it at once.
 */
export const HOSTS_TO_HIDE = 3;

export interface HiddenVideosQuery {
  offset: number;
  limit: number;
  sortBy: 'reportedAt' | 'title';
  sortOrder: 'asc' | 'desc';
  search?: string;
  /** Only these videos (react-admin's getMany). */
  ids?: string[];
}

/**
 * A room's player could not play a video: the room moves on by itself (only if that video is
 * still the current one, so two players reporting the same error skip once), the room is told,
 * and a report that YouTube will never embed the video on stage is counted; enough of them hide
 * it from search for everyone, until an admin restores it.
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

  /** Of these videos, the ones hidden from everyone's search. */
  async refusedAmong(videoIds: string[]): Promise<Set<string>> {
    if (videoIds.length === 0) return new Set();
    const refused = await this.unplayable.find({ where: { videoId: In(videoIds) }, select: { videoId: true } });
    return new Set(refused.map((row) => row.videoId));
  }

  async report(roomId: string, actor: SessionUser, report: ReportUnplayableDto): Promise<UnplayableResultDto> {
    const outcome = await this.rooms.apply(roomId, REPORT_UNPLAYABLE, actor, { report, rickRoll: this.player.drawRickRoll() }, await this.live.get(roomId));
    const { title, ...answer } = outcome;
    // Counted apart from the room's change: a report that moves nothing is rolled back as a change.
    const hidden = answer.recorded ? await this.count(roomId, actor, report, title) : (await this.refusedAmong([report.videoId])).size > 0;
    if (answer.skipped) {
      const notice: RoomNoticePayload = {
        roomId,
        kind: 'unplayable',
        code: 'VIDEO_UNPLAYABLE',
        params: { title },
        videoId: report.videoId,
        title,
        message: `"${title}" can't be played here, so the party moves on.`,
      };
      this.realtime.emitToRoom(roomId, ROOM_NOTICE_EVENT, notice);
    }
    return { ...answer, hidden };
  }

  /** Files the report (one per video and reporter) and hides the video when it is reported enough; answers whether it is hidden. */
  private async count(roomId: string, actor: SessionUser, report: ReportUnplayableDto, title: string): Promise<boolean> {
    return this.unplayable.manager.transaction(async (manager) => {
      const now = this.clock.now();
      await manager
        .createQueryBuilder()
        .insert()
        .into(UnplayableReport)
        .values({ videoId: report.videoId, reporterId: actor.userId, roomId, errorCode: report.errorCode, reportedAt: now })
        .orIgnore()
        .execute();
      const byAdmin = actor.role === 'admin';
      if (!byAdmin && (await manager.count(UnplayableReport, { where: { videoId: report.videoId } })) < HOSTS_TO_HIDE) return false;
      await manager
        .createQueryBuilder()
        .insert()
        .into(UnplayableVideo)
        .values({
          videoId: report.videoId,
          errorCode: report.errorCode,
          title: title.slice(0, 500),
          reportedAt: now,
          roomId,
          hiddenBy: byAdmin ? 'admin' : 'hosts',
        })
        .orIgnore()
        .execute();
      return true;
    });
  }

  /** The hidden videos, a page of them, with how many reported each; and how many there are. */
  async listHidden(query: HiddenVideosQuery): Promise<{ data: HiddenVideoDto[]; total: number }> {
    const list = this.unplayable
      .createQueryBuilder('video')
      .select(['video.videoId', 'video.title', 'video.errorCode', 'video.reportedAt', 'video.hiddenBy'])
      .addSelect((reports) => reports.select('COUNT(*)::int').from(UnplayableReport, 'report').where('report.videoId = video.videoId'), 'reports');
    if (query.search) {
      list.where('(video.title ILIKE :pattern OR video.videoId = :exact)', { pattern: containsLike(query.search), exact: query.search });
    }
    if (query.ids) list.andWhere('video.videoId IN (:...ids)', { ids: query.ids.length > 0 ? query.ids : [''] });
    const total = await list.getCount();
    const { entities, raw } = await list
      .orderBy(`video.${query.sortBy}`, query.sortOrder === 'asc' ? 'ASC' : 'DESC')
      .addOrderBy('video.videoId', 'ASC')
      .offset(query.offset)
      .limit(query.limit)
      .getRawAndEntities<{ reports: number }>();
    return { data: entities.map((video, index) => ({ ...toHidden(video), reports: raw[index].reports })), total };
  }

  /** Offers a hidden video again and forgets its reports (new ones are needed to hide it again); undefined when it is not hidden. */
  async restore(manager: EntityManager, videoId: string): Promise<HiddenVideoDto | undefined> {
    const video = await manager.findOne(UnplayableVideo, { where: { videoId }, lock: { mode: 'pessimistic_write' } });
    if (!video) return undefined;
    const reports = await manager.count(UnplayableReport, { where: { videoId } });
    await manager.delete(UnplayableReport, { videoId });
    await manager.delete(UnplayableVideo, { videoId });
    return { ...toHidden(video), reports };
  }
}

function toHidden(video: UnplayableVideo): Omit<HiddenVideoDto, 'reports'> {
  return { videoId: video.videoId, title: video.title, errorCode: video.errorCode, reportedAt: video.reportedAt, hiddenBy: video.hiddenBy };
}
