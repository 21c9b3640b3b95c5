import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LyricLine } from '../lrc.js';

/** What LRCLIB said of a song: found (synced or plain lyrics), missing (no match), unreachable (ask again soon). */
export type LyricsLookup = 'found' | 'missing' | 'unreachable';

/**
 * Lyrics of a song, fetched once from LRCLIB and kept for every room of the server (docs/product.md
 * "Lyrics"): until `expiresAt` (found 30 days, missing 1 day, unreachable 10 minutes) no one asks
 * again. The timing offset belongs to the song, for everyone, and outlives a fetch.
 */
@Entity('video_lyrics')
export class VideoLyrics {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  videoId: string;

  @Column({ type: 'varchar', length: 16 })
  lookup: LyricsLookup;

  /** Timed lines (LRC parsed), or null when LRCLIB had only plain lyrics or none. */
  @Column({ type: 'jsonb', nullable: true })
  syncedLines: LyricLine[] | null;

  @Column({ type: 'text', nullable: true })
  plainLyrics: string | null;

  /** LRCLIB's id of the recording matched (for the record). */
  @Column({ type: 'integer', nullable: true })
  lrclibId: number | null;

  /** Milliseconds added to the video's clock before a line is chosen: positive shows lines later. */
  @Column({ type: 'integer', default: 0 })
  offsetMs: number;

  @Column({ type: 'timestamptz' })
  fetchedAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
