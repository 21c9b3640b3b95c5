import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { LiveRooms } from '../room-engine/index.js';
import type { AdminLibraryDto, LibrarySearchDto, LibrarySongDto, LibraryStatusDto } from './dto/library.dto.js';
import { LIBRARY_NOT_SET, LIBRARY_SONG_NOT_FOUND, LIBRARY_SONG_NOT_IN_ROOM } from './library.errors.js';
import { FolderWatcher } from './folder-watcher.js';
import { LibraryIndex } from './library-index.js';
import { listLibrary, readLibrary, type UnreadableFile } from './library-scanner.js';
import type { LibrarySong } from './library-song.js';

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
 * scanned when the server starts and again when it changes (a watcher on each of its folders; the
 * rescan waits until changes have stopped for a second, so a file being copied is read once
 * complete), and the songs are held in memory, searched there through an index, and served by id
 * only to rooms that have them queued or playing. Each web server holds its own index; the worker
 * (no HTTP server) holds none.
 */
@Injectable()
export class LibraryService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Library');
  private byId = new Map<string, LibrarySong>();
  private byPath = new Map<string, LibrarySong>();
  private songs: LibrarySong[] = [];
  private index = new LibraryIndex([]);
  private unreadable: UnreadableFile[] = [];
  private lastScanAt: Date | null = null;
  private scanMs: number | null = null;
  private error: string | null = null;
  private scanning: Promise<void> | null = null;
  private again = false;
  private watcher: FolderWatcher | null = null;
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
    this.watcher = new FolderWatcher(
      () => this.soon(),
      (message) => this.logger.warn(message),
    );
    void this.rescan();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.watcher?.close();
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
      const listing = await listLibrary(root);
      // Watched from the listing on, so a change while the files are read brings one more scan.
      // A folder first watched after a scan that did not start the server may have changed between
      // its listing and its watch: one more scan (of sizes and dates) closes that gap.
      const added = this.watcher?.watch(listing.folders) ?? 0;
      if (added > 0 && this.lastScanAt) this.again = true;
      const result = await readLibrary(listing, this.byPath);
      this.rootReal = listing.rootReal;
      this.songs = result.songs;
      this.index = new LibraryIndex(result.songs);
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
   * folded), those whose words start with the query's ranked first; an empty query lists from A
   * (LibraryIndex, built once a scan).
   */
  search(query: string, limit: number): LibrarySearchDto {
    const found = this.index.search(query, limit);
    return { songs: found.songs.map(toLibrarySongDto), total: found.total };
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
