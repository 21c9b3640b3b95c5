import fs, { type Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseFile } from 'music-metadata';
import { mediaLength } from './media-length.js';
import { CDG_AUDIO_EXTENSIONS, clockDuration, foldForSearch, libraryId, type LibrarySong, nameParts, VIDEO_EXTENSIONS } from './library-song.js';

/** A file of the folder that is not in the library, and why (the back office lists them). */
export interface UnreadableFile {
  path: string;
  reason: string;
}

export interface ScanResult {
  songs: LibrarySong[];
  unreadable: UnreadableFile[];
  /** Files read this time (new or changed); the others were kept from the last scan. */
  read: number;
  /** The folders of the library (real paths, the root first): what the watcher watches. */
  folders: string[];
  ms: number;
}

/** What the folder holds, before any file is read. */
export interface Listing {
  rootReal: string;
  folders: string[];
  candidates: Candidate[];
  unreadable: UnreadableFile[];
  started: number;
}

/** Files read at once: enough to keep the disk busy, few enough to leave the event loop to requests. */
const READ_AT_ONCE = 16;
/** A CD+G file is a stream of 24-byte packets. */
const CDG_PACKET = 24;
/** The songs' order (the empty search lists from A): one collator rather than one per comparison. */
const byHaystack = new Intl.Collator().compare;

export interface Candidate {
  relativePath: string;
  kind: LibrarySong['kind'];
  mediaPath: string;
  cdgPath?: string;
}

const posix = (relative: string): string => relative.split(path.sep).join('/');
const inside = (root: string, target: string): boolean => target === root || target.startsWith(root + path.sep);

/**
 * Reads the library folder: every video (mp4, webm, mkv) and every CD+G pair (a .cdg beside an
 * .mp3 or .m4a of the same name) is a song, with artist and title from its file name and tags and
 * its length from the file (its header, or music-metadata). A file unchanged since `previous`
 * (same size and modification time) is not read again, so a rescan after a change costs little.
 * Links that lead out of the folder are refused; a file that cannot be read is reported with why.
 */
export async function scanLibrary(root: string, previous: ReadonlyMap<string, LibrarySong> = new Map()): Promise<ScanResult> {
  return readLibrary(await listLibrary(root), previous);
}

/** The folder's songs to be, its folders and the files refused by their names or links alone: one listing, nothing read. */
export async function listLibrary(root: string): Promise<Listing> {
  const started = performance.now();
  const rootReal = await realpath(root);
  const entries = await readdir(rootReal, { recursive: true, withFileTypes: true });
  const unreadable: UnreadableFile[] = [];
  const folders = [rootReal];

  // Files by folder and name without extension, so a .cdg finds its audio.
  const stems = new Map<string, Map<string, string>>();
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = posix(path.relative(rootReal, full));
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
    if (entry.isDirectory()) {
      folders.push(full);
      continue;
    }
    const file = await regularFile(entry, full, rootReal);
    if (file !== true) {
      if (file) unreadable.push({ path: relative, reason: file });
      continue;
    }
    const extension = path.extname(entry.name).toLowerCase();
    const stem = relative.slice(0, relative.length - extension.length);
    const byExtension = stems.get(stem) ?? new Map<string, string>();
    byExtension.set(extension, full);
    stems.set(stem, byExtension);
  }

  const candidates: Candidate[] = [];
  for (const [stem, files] of stems) {
    for (const [extension, full] of files) {
      if (VIDEO_EXTENSIONS.includes(extension)) candidates.push({ relativePath: `${stem}${extension}`, kind: 'video', mediaPath: full });
    }
    const cdg = files.get('.cdg');
    if (!cdg) continue;
    const audio = CDG_AUDIO_EXTENSIONS.map((extension) => files.get(extension)).find(Boolean);
    if (audio) candidates.push({ relativePath: `${stem}.cdg`, kind: 'cdg', mediaPath: audio, cdgPath: cdg });
    else unreadable.push({ path: `${stem}.cdg`, reason: 'A CD+G file needs its audio beside it: an .mp3 or .m4a of the same name.' });
  }
  return { rootReal, folders, candidates, unreadable, started };
}

/** Reads the listed files that are new or changed since `previous`, up to READ_AT_ONCE at a time. */
export async function readLibrary(listing: Listing, previous: ReadonlyMap<string, LibrarySong> = new Map()): Promise<ScanResult> {
  const { candidates } = listing;
  const unreadable = [...listing.unreadable];
  const songs: LibrarySong[] = [];
  let read = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < candidates.length) {
      const candidate = candidates[next++];
      try {
        const files = await filesOf(candidate);
        const known = previous.get(candidate.relativePath);
        if (known && known.signature === files.signature) {
          songs.push(known);
          continue;
        }
        read++;
        songs.push(await readSong(candidate, files));
      } catch (error) {
        unreadable.push({ path: candidate.relativePath, reason: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: READ_AT_ONCE }, worker));
  songs.sort((a, b) => byHaystack(a.haystack, b.haystack));
  unreadable.sort((a, b) => byHaystack(a.path, b.path));
  return { songs, unreadable, read, folders: listing.folders, ms: Math.round(performance.now() - listing.started) };
}

/** true for a file to consider; a sentence for a link that is refused; false for anything else (folders, sockets). */
async function regularFile(entry: Dirent, full: string, rootReal: string): Promise<true | string | false> {
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  const target = await realpath(full).catch(() => null);
  if (!target) return 'This link leads nowhere: its target is missing.';
  if (!inside(rootReal, target)) return 'This link leads out of the library folder, so it is not served.';
  return (await stat(target)).isFile();
}

/** fs.stat with a callback: a third cheaper than fs/promises' over thousands of files. */
const statFile = promisify(fs.stat);

interface Files {
  /** What a change scan compares: size and modification time of each file. */
  signature: string;
  mediaSize: number;
  cdgSize?: number;
}

async function filesOf(candidate: Candidate): Promise<Files> {
  const [media, cdg] = await Promise.all([statFile(candidate.mediaPath), candidate.cdgPath ? statFile(candidate.cdgPath) : undefined]);
  const signature = [media, ...(cdg ? [cdg] : [])].map((s) => `${s.size}:${s.mtimeMs}`).join('|');
  return { signature, mediaSize: media.size, cdgSize: cdg?.size };
}

async function readSong(candidate: Candidate, files: Files): Promise<LibrarySong> {
  if (candidate.cdgPath && (files.cdgSize ?? 0) < CDG_PACKET) throw new Unreadable('The CD+G file is empty: it holds no graphics.');
  const named = nameParts(candidate.relativePath);
  // A file named "Artist - Title" (karaoke packs' naming, the first source) needs only its length,
  // which its header says in a few bytes (media-length.ts). Without an artist in its name, or with
  // a header the quick reader does not know, the file is parsed (music-metadata) for tags and length.
  const extension = path.extname(candidate.mediaPath).toLowerCase();
  const quick = named.artist ? await mediaLength(candidate.mediaPath, files.mediaSize, extension).catch(() => null) : null;
  const { seconds, tags } = quick !== null ? { seconds: quick, tags: undefined } : await parsed(candidate);
  const artist = named.artist || tags?.artist?.trim() || '';
  const title = (named.artist ? named.title : tags?.title?.trim()) || named.title;
  return {
    id: libraryId(candidate.relativePath),
    artist,
    title,
    duration: clockDuration(seconds),
    kind: candidate.kind,
    relativePath: candidate.relativePath,
    mediaPath: candidate.mediaPath,
    cdgPath: candidate.cdgPath,
    signature: files.signature,
    haystack: foldForSearch(`${artist} ${title} ${path.posix.basename(candidate.relativePath)}`),
  };
}

/** The whole parse: the tags and length music-metadata finds in the file's headers. */
async function parsed(candidate: Candidate): Promise<{ seconds: number | undefined; tags: { artist?: string; title?: string } }> {
  // Headers only: the tags at a file's end (ID3v1, APE) are not looked for, the file name being the first source.
  const metadata = await parseFile(candidate.mediaPath, { skipCovers: true, skipPostHeaders: true }).catch((error: unknown) => {
    throw new Unreadable(`Its format could not be read (${reasonOf(error)}).`);
  });
  if (candidate.kind === 'video' && !metadata.format.trackInfo.some((track) => track.video) && metadata.format.container === undefined) {
    throw new Unreadable('It holds no video or sound the stage can play.');
  }
  return { seconds: metadata.format.duration, tags: metadata.common };
}

class Unreadable extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof Unreadable) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'The server is not allowed to read it.';
  if (code === 'ENOENT') return 'It went away while the folder was being read.';
  return error instanceof Error ? error.message : String(error);
}
