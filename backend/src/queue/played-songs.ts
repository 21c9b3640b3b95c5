import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PlayedSong } from './entities/played-song.entity.js';

/** A played song's columns as the history reads them (its singer's name is the users module's). */
export type PlayedSongRow = Record<string, unknown>;

/**
 * The queue's play record (played_songs) for the history module, which asks here instead of reading
 * the table: tonight's songs, "Sing again", past parties and the applause. The room's one statement
 * writes the rows (room-engine/room-writes.ts); these are the reads and the one counter the history needs.
 */
@Injectable()
export class PlayedSongs {
  constructor(@InjectRepository(PlayedSong) private readonly songs: Repository<PlayedSong>) {}

  /** The room's songs, newest first, at most `limit`. */
  ofRoom(roomId: string, limit: number): Promise<PlayedSongRow[]> {
    return this.songs.query(
      `SELECT p."playedSongId", p."roomId", p."videoId", p."title", p."duration", p."addedById", p."isRickRoll", p."playedAt",
              p."endedAt", p."skipped", p."playedSeconds", p."applause", p."partners"
         FROM "played_songs" p WHERE p."roomId" = $1 ORDER BY p."playedSongId" DESC LIMIT $2`,
      [roomId, limit],
    );
  }

  /** A song the room played that may be sung again (not the joke track), or undefined. */
  async singable(roomId: string, playedSongId: number): Promise<{ videoId: string; title: string; duration: string | null } | undefined> {
    const [song]: { videoId: string; title: string; duration: string | null }[] = await this.songs.query(
      `SELECT "videoId", "title", "duration" FROM "played_songs" WHERE "playedSongId" = $1 AND "roomId" = $2 AND "isRickRoll" = false`,
      [playedSongId, roomId],
    );
    return song;
  }

  /** The person's latest songs across rooms (not the joke track), newest first, at most `limit`. */
  latestOf(userId: number, limit: number): Promise<PlayedSongRow[]> {
    return this.songs.query(
      `SELECT p."playedSongId", p."roomId", p."videoId", p."title", p."duration", p."playedAt", p."skipped", p."applause"
         FROM "played_songs" p
        WHERE p."addedById" = $1 AND p."isRickRoll" = false
        ORDER BY p."playedAt" DESC, p."playedSongId" DESC LIMIT $2`,
      [userId, limit],
    );
  }

  /** How many songs (not the joke track) each of these rooms played; rooms with none are absent. */
  async countsOf(roomIds: string[]): Promise<Map<string, number>> {
    if (roomIds.length === 0) return new Map();
    const rows: { roomId: string; n: string }[] = await this.songs.query(
      `SELECT "roomId", COUNT(*) AS "n" FROM "played_songs" WHERE "roomId" = ANY($1::text[]) AND "isRickRoll" = false GROUP BY "roomId"`,
      [roomIds],
    );
    return new Map(rows.map((row) => [String(row.roomId), Number(row.n)]));
  }

  /**
   * One counted reaction for the song on stage in the room: its row (the newest, still playing)
   * gains one. Answers whether there was such a song.
   */
  async applaud(roomId: string): Promise<boolean> {
    const updated: [unknown[], number] = await this.songs.query(
      `UPDATE "played_songs" SET "applause" = "applause" + 1
        WHERE "playedSongId" = (SELECT MAX("playedSongId") FROM "played_songs" WHERE "roomId" = $1) AND "endedAt" IS NULL
        RETURNING "playedSongId"`,
      [roomId],
    );
    const rows = Array.isArray(updated[0]) ? updated[0] : (updated as unknown as unknown[]);
    return rows.length > 0;
  }
}
