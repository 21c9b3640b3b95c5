import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { watch, type FSWatcher } from 'chokidar';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { LiveRooms } from '../rooms/live-rooms.js';
import type { AdminLibraryDto, LibrarySearchDto, LibrarySongDto, LibraryStatusDto } from './dto/library.dto.js';
import { LIBRARY_NOT_SET, LIBRARY_SONG_NOT_FOUND, LIBRARY_SONG_NOT_IN_ROOM } from './library.errors.js';
import { scanLibrary, type UnreadableFile } from './library-scanner.js';
import { foldForSearch, type LibrarySong } from './library-song.js';

/** Changes in the folder are gathered this long before a rescan (a copy of many files is one rescan). */
const RESCAN_AFTER_MS = 1_000;

export const toLibrarySongDto = (song: LibrarySong): LibrarySongDto => ({
  id: song.id,
  artist: song.artist,
  title: song.title,
  duration: song.duration,
  kind: song.kind,
  source: 'library',
});

/**
 * The host's own library (MEDIA_DIR; docs/architecture.md "The host's library"): the folder is
 * scanned when the server starts and again when it changes (a chokidar watcher, which waits for a
 * copied file to be complete), and the songs are held in memory, searched there, and served by id
 * only to rooms that have them queued or playing. Each web server holds its own index; the worker
 * (no HTTP server) holds none.
 */
@Injectable()
export class LibraryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Library');
  private byId = new Map<string, LibrarySong>();
  private byPath = new Map<string, LibrarySong>();
  private songs: LibrarySong[] = [];
  private unreadable: UnreadableFile[] = [];
  private lastScanAt: Date | null = null;
  private scanMs: number | null = null;
  private error: string | null = null;
  private scanning: Promise<void> | null = null;
  private again = false;
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;
  private rootReal: string | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
    private readonly live: LiveRooms,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onApplicationBootstrap(): void {
    const root = this.config.mediaDir;
    // The worker process serves no files: it neither scans nor watches.
    if (!root || !this.http.httpAdapter) return;
    void this.rescan();
    this.watcher = watch(root, { ignoreInitial: true, followSymlinks: false, awaitWriteFinish: { stabilityThreshold: 500, pollInterval: 100 } });
    this.watcher.on('all', () => this.soon());
    this.watcher.on('error', (error) => this.logger.warn(`The library watcher stopped seeing changes: ${String(error)}`));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.watcher?.close();
    await this.scanning?.catch(() => undefined);
  }

  /** Scans the folder now (a scan already running is followed by one more); resolves when the library is up to date. */
  rescan(): Promise<void> {
    if (!this.config.mediaDir) return Promise.reject(new DomainError(LIBRARY_NOT_SET));
    if (this.scanning) {
      this.again = true;
      return this.scanning;
    }
    this.scanning = this.scanUntilSettled().finally(() => (this.scanning = null));
    return this.scanning;
  }

  private soon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.rescan(), RESCAN_AFTER_MS);
    this.timer.unref();
  }

  private async scanUntilSettled(): Promise<void> {
    do {
      this.again = false;
      await this.scanOnce();
    } while (this.again);
  }

  private async scanOnce(): Promise<void> {
    const root = this.config.mediaDir!;
    try {
      const result = await scanLibrary(root, this.byPath);
      this.rootReal = await realpath(root);
      this.songs = result.songs;
      this.byId = new Map(result.songs.map((song) => [song.id, song]));
      this.byPath = new Map(result.songs.map((song) => [song.relativePath, song]));
      this.unreadable = result.unreadable;
      this.scanMs = result.ms;
      this.error = null;
      this.logger.log(`Library: ${result.songs.length} songs, ${result.unreadable.length} unreadable files (${result.read} read) in ${result.ms} ms`);
    } catch (error) {
      this.error = `The library folder could not be read: ${(error as Error).message}`;
      this.logger.warn(this.error);
    }
    this.lastScanAt = new Date();
  }

  /** Resolves once the first scan is done (tests, the bench). */
  async settled(): Promise<void> {
    await this.scanning;
  }

  status(): LibraryStatusDto {
    return { available: this.songs.length > 0, count: this.songs.length };
  }

  adminStatus(): AdminLibraryDto {
    return {
      configured: Boolean(this.config.mediaDir),
      count: this.songs.length,
      lastScanAt: this.lastScanAt,
      scanMs: this.scanMs,
      scanning: this.scanning !== null,
      error: this.error,
      unreadable: this.unreadable,
    };
  }

  get(id: string): LibrarySong | undefined {
    return this.byId.get(id);
  }

  /**
   * Songs with every word of the query in their artist, title or file name (accents and case
   * folded), those whose words start with the query's ranked first; an empty query lists from A.
   * A linear pass over strings folded at scan time: 10,000 songs take about a millisecond.
   */
  search(query: string, limit: number): LibrarySearchDto {
    const words = foldForSearch(query).split(' ').filter(Boolean);
    if (words.length === 0) return { songs: this.songs.slice(0, limit).map(toLibrarySongDto), total: this.songs.length };
    const starts: LibrarySong[] = [];
    const within: LibrarySong[] = [];
    for (const song of this.songs) {
      const haystack = ` ${song.haystack}`;
      if (!words.every((word) => haystack.includes(word))) continue;
      (words.every((word) => haystack.includes(` ${word}`)) ? starts : within).push(song);
    }
    return { songs: [...starts, ...within].slice(0, limit).map(toLibrarySongDto), total: starts.length + within.length };
  }

  /**
   * The song a member of this room may fetch: the person must be in the room (as every room read),
   * and the room must have this song queued or on stage. Its files are checked to be still inside
   * the folder (a file swapped for a link out since the scan is refused).
   */
  async forRoom(roomId: string, songId: string, actor: SessionUser): Promise<LibrarySong> {
    const live = await this.live.get(roomId);
    this.live.assertCanRead(live, actor);
    const song = this.byId.get(songId);
    if (!song) throw new DomainError(LIBRARY_SONG_NOT_FOUND);
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM "queue_items" WHERE "roomId" = $1 AND "videoId" = $2
       UNION ALL SELECT 1 FROM "currently_playing" WHERE "roomId" = $1 AND "videoId" = $2 LIMIT 1`,
      [roomId, songId],
    );
    if (rows.length === 0) throw new DomainError(LIBRARY_SONG_NOT_IN_ROOM);
    return song;
  }

  /** The real path of one of the song's files, or LIBRARY_SONG_NOT_FOUND when it is gone or now leads out of the folder. */
  async servable(file: string): Promise<string> {
    const target = await realpath(file).catch(() => null);
    const root = this.rootReal;
    if (!target || !root || !(target === root || target.startsWith(root + path.sep))) throw new DomainError(LIBRARY_SONG_NOT_FOUND);
    return target;
  }
}
