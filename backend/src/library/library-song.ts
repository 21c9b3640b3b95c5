import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * A song of the host's own library (MEDIA_DIR, docs/architecture.md "The host's library"). Its id
 * is made from its path inside the folder, so it stays the same across scans and restarts, and a
 * queued song still finds its file tomorrow; clients only ever see the id, never the path.
 */
export interface LibrarySong {
  /** `lib-` and 16 hex characters: never an 11-character YouTube id, so songs of both sources share videoId. */
  id: string;
  artist: string;
  title: string;
  /** 'm:ss' (or 'h:mm:ss'); '' when the file does not say. */
  duration: string;
  /** A video file, or CD+G graphics drawn over an audio file of the same name. */
  kind: 'video' | 'cdg';
  /** Relative to the library folder, with '/' separators (the admin's list shows it). */
  relativePath: string;
  /** The file the media route sends: the video, or the CD+G pair's audio. */
  mediaPath: string;
  /** The .cdg file of a CD+G pair. */
  cdgPath?: string;
  /** What a change scan compares to skip reading a file again: size and modification time of each file. */
  signature: string;
  /** Lower-case words of artist, title and file name, without accents: what a search matches. */
  haystack: string;
}

/** Where a song comes from: YouTube (the default, a video id) or the host's library (a `lib-` id). */
export type SongSource = 'youtube' | 'library';
export const SONG_SOURCES: SongSource[] = ['youtube', 'library'];

export const LIBRARY_ID_PATTERN = /^lib-[0-9a-f]{16}$/;
/** A song id a queue add or a favorite takes: a YouTube video id or a library song's id. */
export const SONG_ID_PATTERN = /^(?:[A-Za-z0-9_-]{11}|lib-[0-9a-f]{16})$/;

export const isLibraryId = (videoId: string): boolean => LIBRARY_ID_PATTERN.test(videoId);
export const songSource = (videoId: string): SongSource => (isLibraryId(videoId) ? 'library' : 'youtube');

export function libraryId(relativePath: string): string {
  return `lib-${createHash('sha256').update(relativePath).digest('hex').slice(0, 16)}`;
}

export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.mkv'];
export const CDG_AUDIO_EXTENSIONS = ['.mp3', '.m4a'];

/** Words to match: lower case, accents and punctuation gone. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Artist and title from a file name: "Artist - Title" (karaoke packs' usual naming, also with a
 * disc code first: "SC8001-01 - Artist - Title"); a name without " - " is a title alone.
 */
export function nameParts(relativePath: string): { artist: string; title: string } {
  const base = path.posix
    .basename(relativePath)
    .replace(/\.[^.]+$/, '')
    .replace(/_/g, ' ')
    .trim();
  const parts = base
    .split(/\s+-\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length >= 3 && /\d/.test(parts[0]) && !/\s/.test(parts[0])) parts.shift();
  if (parts.length < 2) return { artist: '', title: base };
  return { artist: parts[0], title: parts.slice(1).join(' - ') };
}

/** Seconds as the app shows lengths: 245 → '4:05', 3723 → '1:02:03'. */
export function clockDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return '';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How a library song reads in a queue: "Artist - Title", or the title alone. */
export const displayTitle = (song: Pick<LibrarySong, 'artist' | 'title'>): string => (song.artist ? `${song.artist} - ${song.title}` : song.title);
