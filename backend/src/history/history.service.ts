import { songSource } from '../library/library-song.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { SongRequestDto } from '../queue/dto/request.dto.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import { QueueService } from '../queue/queue.service.js';
import { LiveRooms } from '../room-engine/index.js';
import { assertCanManageRoom } from '../rooms/room-access.js';
import { ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { videoThumbnail } from '../youtube/youtube-format.js';
import type { PastPartyDto, PlayedSongDto, RoomHistoryDto } from './dto/history.dto.js';
import { csvFileName, historyCsv, type HistoryRow, mostApplauded, singerName } from './history.js';
import { GUESTS_HAVE_NO_HISTORY, ONLY_OWN_HISTORY, PLAYED_SONG_NOT_FOUND } from './history.errors.js';

/** Tonight's list stops at this many songs (an evening rarely has a hundred). */
const HISTORY_LIMIT = 500;
/** Past parties: the person's latest songs across rooms. */
const PAST_SONGS_LIMIT = 200;
/** Past parties: the latest ended parties the person hosted. */
const PAST_HOSTED_LIMIT = 50;

const HISTORY_COLUMNS = `p."playedSongId", p."roomId", p."videoId", p."title", p."duration", p."addedById", u."displayName" AS "singer",
  p."isRickRoll", p."playedAt", p."endedAt", p."skipped", p."playedSeconds", p."applause", p."partners"`;

function toRow(raw: Record<string, unknown>): HistoryRow {
  return {
    playedSongId: Number(raw.playedSongId),
    roomId: String(raw.roomId),
    videoId: String(raw.videoId),
    title: String(raw.title),
    duration: (raw.duration as string | null) ?? null,
    addedById: raw.addedById === null ? null : Number(raw.addedById),
    singer: (raw.singer as string | null) ?? null,
    isRickRoll: Boolean(raw.isRickRoll),
    playedAt: new Date(raw.playedAt as string),
    endedAt: raw.endedAt ? new Date(raw.endedAt as string) : null,
    skipped: Boolean(raw.skipped),
    playedSeconds: raw.playedSeconds === null ? null : Number(raw.playedSeconds),
    applause: Number(raw.applause),
    partners: Array.isArray(raw.partners) ? (raw.partners as { displayName: string }[]) : [],
  };
}

function toPlayedSongDto(row: HistoryRow): PlayedSongDto {
  return {
    playedSongId: row.playedSongId,
    videoId: row.videoId,
    source: songSource(row.videoId),
    title: row.title,
    thumbnail: videoThumbnail(row.videoId),
    duration: row.duration,
    singer: singerName(row),
    // The others who sang it with them (docs/product.md "Sing together"), by the names they had then.
    withSingers: (row.partners ?? []).map((one) => one.displayName),
    addedById: row.addedById,
    isRickRoll: row.isRickRoll,
    playedAt: row.playedAt,
    endedAt: row.endedAt,
    skipped: row.skipped,
    playedSeconds: row.playedSeconds,
    applause: row.applause,
  };
}

/**
 * Tonight's songs (who sang what, when, skipped or not, applause), "Sing again", the host's CSV
 * and each account's past parties, all read from played_songs.
 */
@Injectable()
export class HistoryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly live: LiveRooms,
    private readonly queue: QueueService,
  ) {}

  private async rows(roomId: string, limit = HISTORY_LIMIT): Promise<HistoryRow[]> {
    const raw: Record<string, unknown>[] = await this.db.query(
      `SELECT ${HISTORY_COLUMNS} FROM "played_songs" p LEFT JOIN "users" u ON u."userId" = p."addedById"
        WHERE p."roomId" = $1 ORDER BY p."playedSongId" DESC LIMIT $2`,
      [roomId, limit],
    );
    return raw.map(toRow);
  }

  /**
   * The room's people (and admins) see tonight's songs while the party goes on; its host (and
   * admins) also after it ended, from their past parties.
   */
  async tonight(roomId: string, actor: SessionUser): Promise<RoomHistoryDto> {
    const live = await this.live.get(roomId).catch((error: unknown) => {
      if (error instanceof DomainError && error.refused === ROOM_NOT_FOUND) return undefined;
      throw error;
    });
    if (live) this.live.assertCanRead(live, actor);
    else await this.assertHostOfEnded(roomId, actor);
    const rows = await this.rows(roomId);
    return { songs: rows.map(toPlayedSongDto), mostApplaudedId: mostApplauded(rows) };
  }

  /** "Sing again": the song goes into the queue as the actor's own, under the room's usual limits. */
  async singAgain(roomId: string, playedSongId: number, actor: SessionUser): Promise<QueueItemDto | SongRequestDto> {
    this.live.assertCanRead(await this.live.get(roomId), actor);
    const [song]: { videoId: string; title: string; duration: string | null }[] = await this.db.query(
      `SELECT "videoId", "title", "duration" FROM "played_songs" WHERE "playedSongId" = $1 AND "roomId" = $2 AND "isRickRoll" = false`,
      [playedSongId, roomId],
    );
    if (!song) throw new DomainError(PLAYED_SONG_NOT_FOUND);
    return this.queue.add(roomId, actor, { videoId: song.videoId, title: song.title, duration: song.duration });
  }

  /** A party that ended, whose row was kept (ended, not deleted): only its host or an admin reads it. */
  private async assertHostOfEnded(roomId: string, actor: SessionUser): Promise<void> {
    const [room]: { ownerId: number }[] = await this.db.query(`SELECT "ownerId" FROM "rooms" WHERE "roomId" = $1 AND "endedAt" IS NOT NULL`, [roomId]);
    if (!room) throw new DomainError(ROOM_NOT_FOUND);
    assertCanManageRoom({ ownerId: Number(room.ownerId) }, actor);
  }

  /** The evening as CSV for its host (or an admin), during the party or after it ended. */
  async csv(roomId: string, actor: SessionUser): Promise<{ fileName: string; body: string }> {
    const [room]: { ownerId: number; name: string; createdAt: string }[] = await this.db.query(
      `SELECT "ownerId", "name", "createdAt" FROM "rooms" WHERE "roomId" = $1`,
      [roomId],
    );
    if (!room) throw new DomainError(ROOM_NOT_FOUND);
    assertCanManageRoom({ ownerId: Number(room.ownerId) }, actor);
    return { fileName: csvFileName(room.name, new Date(room.createdAt)), body: historyCsv(await this.rows(roomId)) };
  }

  /**
   * An account's past parties, newest first: the rooms where they sang, with their songs there,
   * and the parties they hosted that have ended (kept by "End party"), with how many songs were
   * played, for the Played list and the CSV.
   */
  async pastParties(userId: number, actor: SessionUser): Promise<PastPartyDto[]> {
    if (actor.isGuest) throw new DomainError(GUESTS_HAVE_NO_HISTORY);
    if (actor.userId !== userId) throw new DomainError(ONLY_OWN_HISTORY);
    const raw: Record<string, unknown>[] = await this.db.query(
      `SELECT p."playedSongId", p."videoId", p."title", p."duration", p."playedAt", p."skipped", p."applause",
              r."roomId", r."name" AS "roomName", r."createdAt", r."endedAt", r."ownerId"
         FROM "played_songs" p JOIN "rooms" r ON r."roomId" = p."roomId"
        WHERE p."addedById" = $1 AND p."isRickRoll" = false
        ORDER BY p."playedAt" DESC, p."playedSongId" DESC LIMIT $2`,
      [userId, PAST_SONGS_LIMIT],
    );
    const hostedRaw: Record<string, unknown>[] = await this.db.query(
      `SELECT r."roomId", r."name" AS "roomName", r."createdAt", r."endedAt",
              (SELECT COUNT(*) FROM "played_songs" p WHERE p."roomId" = r."roomId" AND p."isRickRoll" = false) AS "playedCount"
         FROM "rooms" r
        WHERE r."ownerId" = $1 AND r."endedAt" IS NOT NULL
        ORDER BY r."endedAt" DESC LIMIT $2`,
      [userId, PAST_HOSTED_LIMIT],
    );
    const playedCount = new Map(hostedRaw.map((r) => [String(r.roomId), Number(r.playedCount)]));
    const parties = new Map<string, PastPartyDto>();
    for (const r of raw) {
      const roomId = String(r.roomId);
      let party = parties.get(roomId);
      if (!party) {
        party = {
          roomId,
          roomName: String(r.roomName),
          createdAt: new Date(r.createdAt as string),
          endedAt: r.endedAt ? new Date(r.endedAt as string) : null,
          hosted: Number(r.ownerId) === userId,
          playedCount: null,
          songs: [],
        };
        parties.set(roomId, party);
      }
      party.songs.push({
        playedSongId: Number(r.playedSongId),
        videoId: String(r.videoId),
        source: songSource(String(r.videoId)),
        title: String(r.title),
        thumbnail: videoThumbnail(String(r.videoId)),
        duration: (r.duration as string | null) ?? null,
        playedAt: new Date(r.playedAt as string),
        skipped: Boolean(r.skipped),
        applause: Number(r.applause),
      });
    }
    for (const r of hostedRaw) {
      const roomId = String(r.roomId);
      if (!parties.has(roomId))
        parties.set(roomId, {
          roomId,
          roomName: String(r.roomName),
          createdAt: new Date(r.createdAt as string),
          endedAt: new Date(r.endedAt as string),
          hosted: true,
          playedCount: null,
          songs: [],
        });
    }
    for (const party of parties.values()) party.playedCount = playedCount.get(party.roomId) ?? null;
    return [...parties.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /**
   * One counted reaction for the song on stage in the room: its history row (the newest, still
   * playing) gains one. Answers whether there was such a song.
   */
  async applaud(roomId: string): Promise<boolean> {
    const updated: [unknown[], number] = await this.db.query(
      `UPDATE "played_songs" SET "applause" = "applause" + 1
        WHERE "playedSongId" = (SELECT MAX("playedSongId") FROM "played_songs" WHERE "roomId" = $1) AND "endedAt" IS NULL
        RETURNING "playedSongId"`,
      [roomId],
    );
    const rows = Array.isArray(updated[0]) ? updated[0] : (updated as unknown as unknown[]);
    return rows.length > 0;
  }
}
