import { songSource } from '../library/library-song.js';
import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { SongRequestDto } from '../queue/dto/request.dto.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import { PlayedSongs, type PlayedSongRow } from '../queue/played-songs.js';
import { QueueService } from '../queue/queue.service.js';
import { LiveRooms } from '../room-engine/index.js';
import { assertCanManageRoom } from '../rooms/room-access.js';
import { RoomReads } from '../room-engine/index.js';
import { ROOM_NOT_FOUND } from '../rooms/rooms.errors.js';
import { UsersRepository } from '../users/users.repository.js';
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

function toRow(raw: PlayedSongRow, names: Map<number, string>): HistoryRow {
  return {
    playedSongId: Number(raw.playedSongId),
    roomId: String(raw.roomId),
    videoId: String(raw.videoId),
    title: String(raw.title),
    duration: (raw.duration as string | null) ?? null,
    addedById: raw.addedById === null ? null : Number(raw.addedById),
    singer: raw.addedById === null ? null : (names.get(Number(raw.addedById)) ?? null),
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
 * and each account's past parties. Each table is asked of its owner: the songs of the queue
 * module (PlayedSongs, played_songs), the rooms of RoomReads, the singers' names of
 * UsersRepository (README, "Which module owns which tables").
 */
@Injectable()
export class HistoryService {
  constructor(
    private readonly live: LiveRooms,
    private readonly queue: QueueService,
    private readonly played: PlayedSongs,
    private readonly rooms: RoomReads,
    private readonly users: UsersRepository,
  ) {}

  /** The room's songs, newest first, each with its singer's name as it is now. */
  private async rows(roomId: string, limit = HISTORY_LIMIT): Promise<HistoryRow[]> {
    const raw = await this.played.ofRoom(roomId, limit);
    const names = await this.users.displayNames(raw.flatMap((row) => (row.addedById === null ? [] : [Number(row.addedById)])));
    return raw.map((row) => toRow(row, names));
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
    const song = await this.played.singable(roomId, playedSongId);
    if (!song) throw new DomainError(PLAYED_SONG_NOT_FOUND);
    return this.queue.add(roomId, actor, { videoId: song.videoId, title: song.title, duration: song.duration });
  }

  /** A party that ended, whose row was kept (ended, not deleted): only its host or an admin reads it. */
  private async assertHostOfEnded(roomId: string, actor: SessionUser): Promise<void> {
    const room = await this.rooms.summary(roomId);
    if (!room || room.endedAt === null) throw new DomainError(ROOM_NOT_FOUND);
    assertCanManageRoom({ ownerId: Number(room.ownerId) }, actor);
  }

  /** The evening as CSV for its host (or an admin), during the party or after it ended. */
  async csv(roomId: string, actor: SessionUser): Promise<{ fileName: string; body: string }> {
    const room = await this.rooms.summary(roomId);
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
    const [songs, hosted] = await Promise.all([this.played.latestOf(userId, PAST_SONGS_LIMIT), this.rooms.endedOwnedBy(userId, PAST_HOSTED_LIMIT)]);
    const [rooms, counts] = await Promise.all([
      this.rooms.summaries(songs.map((song) => String(song.roomId))),
      this.played.countsOf(hosted.map((room) => room.roomId)),
    ]);
    // Every party this person hosted that ended has its count, none played or not.
    const playedCount = new Map(hosted.map((room) => [room.roomId, counts.get(room.roomId) ?? 0]));
    const parties = new Map<string, PastPartyDto>();
    for (const r of songs) {
      const roomId = String(r.roomId);
      const room = rooms.get(roomId);
      if (!room) continue;
      let party = parties.get(roomId);
      if (!party) {
        party = {
          roomId,
          roomName: room.name,
          createdAt: new Date(room.createdAt),
          endedAt: room.endedAt ? new Date(room.endedAt) : null,
          hosted: Number(room.ownerId) === userId,
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
    for (const room of hosted) {
      const roomId = room.roomId;
      if (!parties.has(roomId))
        parties.set(roomId, {
          roomId,
          roomName: room.name,
          createdAt: new Date(room.createdAt),
          endedAt: new Date(room.endedAt!),
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
  applaud(roomId: string): Promise<boolean> {
    return this.played.applaud(roomId);
  }
}
