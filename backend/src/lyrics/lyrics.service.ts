import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { Clock } from '../common/clock.js';
import { DomainError } from '../common/errors/domain-error.js';
import { DAY, MINUTE } from '../common/time.js';
import { LibraryService } from '../library/library.service.js';
import type { PlayingDto } from '../player/dto/player.dto.js';
import { durationSeconds } from '../queue/estimate.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { LiveRooms } from '../room-engine/index.js';
import { canManageRoom } from '../rooms/room-access.js';
import type { LyricsDto, LyricsOffsetDto, LyricsReason, RoomLyricsOffsetEventDto, SetLyricsOffsetDto } from './dto/lyrics.dto.js';
import { type LyricsLookup, VideoLyrics } from './entities/video-lyrics.entity.js';
import { parseLrc } from './lrc.js';
import { LrclibClient, type LrclibRecord, LrclibUnreachable } from './lrclib.client.js';
import { LYRICS_OFFSET_NOT_ALLOWED, LYRICS_SONG_NOT_ON_STAGE } from './lyrics.errors.js';
import { isSameSong, saysNoVocals, splitArtistTitle } from './title-match.js';

export const ROOM_LYRICS_OFFSET_EVENT = 'room:lyrics-offset';

/** How long an answer of LRCLIB is kept before it is asked again (docs/product.md "Lyrics"). */
export const LYRICS_KEPT_MS: Record<LyricsLookup, number> = { found: 30 * DAY, missing: DAY, unreachable: 10 * MINUTE };

/** What LRCLIB is asked about a song. */
interface SongQuery {
  artist: string | null;
  track: string;
  seconds: number | null;
}

type CurrentSong = NonNullable<PlayingDto['currentlyPlaying']>;

/**
 * Lyrics of the song on stage (docs/product.md "Lyrics"): looked up once per song on LRCLIB and
 * kept in video_lyrics for every room; while one lookup runs, every other request for that song
 * waits for it (one per song per instance) instead of asking LRCLIB again. The timing offset is the
 * song's, set by the host or the singer and pushed to the room.
 */
@Injectable()
export class LyricsService {
  private readonly logger = new Logger('Lyrics');
  private readonly inFlight = new Map<string, Promise<VideoLyrics>>();

  constructor(
    @InjectRepository(VideoLyrics) private readonly rows: Repository<VideoLyrics>,
    private readonly lrclib: LrclibClient,
    private readonly live: LiveRooms,
    private readonly library: LibraryService,
    private readonly realtime: RealtimeService,
    private readonly clock: Clock,
  ) {}

  async forStage(roomId: string, actor: SessionUser): Promise<LyricsDto> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const song = currentSong(live.held?.playing);
    if (!song) return off(null, 'nothing-playing');
    if (live.room.settings.lyrics === false) return off(song.videoId, 'room-setting');
    const query = this.queryFor(song);
    if (query === 'cdg') return off(song.videoId, 'cdg');
    if (query === 'karaoke') return off(song.videoId, 'karaoke-track');

    const row = await this.lookup(song.videoId, query);
    const lines = row.syncedLines ?? [];
    const base = { videoId: song.videoId, offsetMs: row.offsetMs, plain: row.plainLyrics };
    if (lines.length > 0) return { ...base, kind: 'synced', reason: null, lines };
    if (row.plainLyrics) return { ...base, kind: 'plain', reason: null, lines: [] };
    const reason: LyricsReason = row.lookup === 'unreachable' ? 'unreachable' : row.lookup === 'found' ? 'instrumental' : 'not-found';
    return { ...base, kind: 'none', reason, lines: [] };
  }

  async setOffset(roomId: string, actor: SessionUser, body: SetLyricsOffsetDto): Promise<LyricsOffsetDto> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const song = currentSong(live.held?.playing);
    if (!song || song.videoId !== body.videoId) throw new DomainError(LYRICS_SONG_NOT_ON_STAGE);
    if (!canManageRoom(live.room, actor) && song.addedById !== actor.userId) throw new DomainError(LYRICS_OFFSET_NOT_ALLOWED);

    // A song not looked up yet gets a row that is due at once: the next read fetches it and keeps the offset.
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ videoId: body.videoId, lookup: 'missing', offsetMs: body.offsetMs, fetchedAt: new Date(0), expiresAt: new Date(0) })
      .orUpdate(['offsetMs'], ['videoId'])
      .execute();
    const event: RoomLyricsOffsetEventDto = { roomId, videoId: body.videoId, offsetMs: body.offsetMs, changedBy: actor.displayName };
    this.realtime.emitToRoom(roomId, ROOM_LYRICS_OFFSET_EVENT, event);
    return { videoId: body.videoId, offsetMs: body.offsetMs };
  }

  /** What to ask LRCLIB for this song, or why it has no lyrics of its own. */
  private queryFor(song: CurrentSong): SongQuery | 'cdg' | 'karaoke' {
    if (song.source === 'library') {
      const file = this.library.get(song.videoId);
      if (file?.kind === 'cdg') return 'cdg';
      if (saysNoVocals(song.title)) return 'karaoke';
      const seconds = durationSeconds(file?.duration ?? song.duration);
      if (file?.artist) return { artist: file.artist, track: file.title, seconds };
      return { ...splitArtistTitle(song.title), seconds };
    }
    if (saysNoVocals(song.title)) return 'karaoke';
    return { ...splitArtistTitle(song.title), seconds: durationSeconds(song.duration) };
  }

  /** The kept answer while it is fresh; otherwise one lookup, shared by every request that arrives meanwhile. */
  private async lookup(videoId: string, query: SongQuery): Promise<VideoLyrics> {
    const kept = await this.rows.findOneBy({ videoId });
    if (kept && kept.expiresAt.getTime() > this.clock.now().getTime()) return kept;
    let pending = this.inFlight.get(videoId);
    if (!pending) {
      pending = this.fetchAndKeep(videoId, query).finally(() => this.inFlight.delete(videoId));
      this.inFlight.set(videoId, pending);
    }
    return pending;
  }

  private async fetchAndKeep(videoId: string, query: SongQuery): Promise<VideoLyrics> {
    let lookup: LyricsLookup = 'missing';
    let record: LrclibRecord | null = null;
    try {
      record = await this.find(query);
      if (record) lookup = 'found';
    } catch (error) {
      if (!(error instanceof LrclibUnreachable)) throw error;
      this.logger.warn(`${error.message}; lyrics of ${videoId} are asked again in 10 minutes`);
      lookup = 'unreachable';
    }
    const now = this.clock.now();
    const values = {
      videoId,
      lookup,
      syncedLines: record?.syncedLyrics && !record.instrumental ? parseLrc(record.syncedLyrics) : null,
      plainLyrics: record?.plainLyrics && !record.instrumental ? record.plainLyrics.slice(0, 20_000) : null,
      lrclibId: record?.id ?? null,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() + LYRICS_KEPT_MS[lookup]),
    };
    // The offset someone set stays across lookups.
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...values, offsetMs: 0 })
      .orUpdate(['lookup', 'syncedLines', 'plainLyrics', 'lrclibId', 'fetchedAt', 'expiresAt'], ['videoId'])
      .execute();
    return (await this.rows.findOneBy({ videoId })) ?? Object.assign(new VideoLyrics(), { ...values, offsetMs: 0 });
  }

  /**
   * The exact match (artist, title and length), then a checked search: an answer counts only when
   * its title and artist are the song's once normalised and its length is within 3 s. A title
   * without "Artist - Title" is searched as free text and checked on title and length.
   */
  private async find(query: SongQuery): Promise<LrclibRecord | null> {
    const best = (records: LrclibRecord[]) => records.find((r) => r.syncedLyrics) ?? records.find((r) => r.plainLyrics || r.instrumental) ?? null;
    if (query.artist) {
      const exact = await this.lrclib.get({ artist: query.artist, track: query.track, seconds: query.seconds });
      if (exact && (exact.syncedLyrics || exact.plainLyrics || exact.instrumental)) return exact;
      const found = await this.lrclib.search({ artist: null, track: `${query.artist} ${query.track}` });
      // Both orders: many videos are titled "Title - Artist".
      const swapped = { artist: query.track, track: query.artist, seconds: query.seconds };
      return best(found.filter((r) => isSameSong({ ...query, artist: query.artist! }, r) || isSameSong(swapped, r)));
    }
    if (query.seconds === null) return null;
    const found = await this.lrclib.search({ artist: null, track: query.track });
    return best(found.filter((r) => isSameSong({ artist: r.artistName, track: query.track, seconds: query.seconds }, r)));
  }
}

function currentSong(playing: unknown): CurrentSong | null {
  return (playing as PlayingDto | undefined)?.currentlyPlaying ?? null;
}

function off(videoId: string | null, reason: LyricsReason): LyricsDto {
  return { videoId, kind: 'off', reason, lines: [], plain: null, offsetMs: 0 };
}
