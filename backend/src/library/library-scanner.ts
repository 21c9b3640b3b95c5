import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFile } from 'music-metadata';
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
  ms: number;
}

/** Files read at once: enough to keep the disk busy, few enough to leave the event loop to requests. */
const READ_AT_ONCE = 16;
/** A CD+G file is a stream of 24-byte packets. */
const CDG_PACKET = 24;

interface Candidate {
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
 * its length from the file (music-metadata). A file unchanged since `previous` (same size and
 * modification time) is not read again, so a rescan after a change costs little. Links that lead
 * out of the folder are refused; a file that cannot be read is reported with why.
 */
export async function scanLibrary(root: string, previous: ReadonlyMap<string, LibrarySong> = new Map()): Promise<ScanResult> {
  const started = performance.now();
  const rootReal = await realpath(root);
  const entries = await readdir(rootReal, { recursive: true, withFileTypes: true });
  const unreadable: UnreadableFile[] = [];

  // Files by folder and name without extension, so a .cdg finds its audio.
  const stems = new Map<string, Map<string, string>>();
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = posix(path.relative(rootReal, full));
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
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

  const songs: LibrarySong[] = [];
  let read = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < candidates.length) {
      const candidate = candidates[next++];
      try {
        const signature = await signatureOf(candidate);
        const known = previous.get(candidate.relativePath);
        if (known && known.signature === signature) {
          songs.push(known);
          continue;
        }
        read++;
        songs.push(await readSong(candidate, signature));
      } catch (error) {
        unreadable.push({ path: candidate.relativePath, reason: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: READ_AT_ONCE }, worker));
  songs.sort((a, b) => a.haystack.localeCompare(b.haystack));
  unreadable.sort((a, b) => a.path.localeCompare(b.path));
  return { songs, unreadable, read, ms: Math.round(performance.now() - started) };
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

async function signatureOf(candidate: Candidate): Promise<string> {
  const files = [candidate.mediaPath, ...(candidate.cdgPath ? [candidate.cdgPath] : [])];
  const stats = await Promise.all(files.map((file) => stat(file)));
  return stats.map((s) => `${s.size}:${s.mtimeMs}`).join('|');
}

async function readSong(candidate: Candidate, signature: string): Promise<LibrarySong> {
  if (candidate.cdgPath) {
    const { size } = await stat(candidate.cdgPath);
    if (size < CDG_PACKET) throw new Unreadable('The CD+G file is empty: it holds no graphics.');
  }
  // Headers only: the tags at a file's end (ID3v1, APE) are not looked for, the file name being the first source.
  const metadata = await parseFile(candidate.mediaPath, { skipCovers: true, skipPostHeaders: true }).catch((error: unknown) => {
    throw new Unreadable(`Its format could not be read (${reasonOf(error)}).`);
  });
  if (candidate.kind === 'video' && !metadata.format.trackInfo.some((track) => track.video) && metadata.format.container === undefined) {
    throw new Unreadable('It holds no video or sound the stage can play.');
  }
  const named = nameParts(candidate.relativePath);
  // The file name comes first (karaoke packs name files "Artist - Title"); tags fill what it lacks.
  const artist = named.artist || metadata.common.artist?.trim() || '';
  const title = (named.artist ? named.title : metadata.common.title?.trim()) || named.title;
  return {
    id: libraryId(candidate.relativePath),
    artist,
    title,
    duration: clockDuration(metadata.format.duration),
    kind: candidate.kind,
    relativePath: candidate.relativePath,
    mediaPath: candidate.mediaPath,
    cdgPath: candidate.cdgPath,
    signature,
    haystack: foldForSearch(`${artist} ${title} ${path.posix.basename(candidate.relativePath)}`),
  };
}

class Unreadable extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof Unreadable) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM') return 'The server is not allowed to read it.';
  if (code === 'ENOENT') return 'It went away while the folder was being read.';
  return error instanceof Error ? error.message : String(error);
}
