// The library phase of `npm run bench` (docs/performance.md "The host's library"): a folder of
// generated karaoke files, scanned by a server of its own at start (MEDIA_DIR), then searched.
// Targets: 10,000 files scanned in ≤ 10 s; a library search answered in ≤ 50 ms p99.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ARTISTS = ['ABBA', 'Queen', 'Toto', 'Adele', 'Beyoncé', 'Céline Dion', 'Elton John', 'Madonna', 'Prince', 'Whitney Houston'];
const WORDS = ['love', 'night', 'dance', 'heart', 'fire', 'dream', 'river', 'summer', 'queen', 'star', 'rain', 'gold', 'road', 'moon', 'baby'];

/** A second of sound or of video, made once by ffmpeg; the library's files are copies of them under many names. */
function makeSources(dir) {
  const video = path.join(dir, 'source.mp4');
  const audio = path.join(dir, 'source.mp3');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  const sine = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];
  execFileSync('ffmpeg', [
    ...quiet,
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=10',
    ...sine,
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    video,
  ]);
  execFileSync('ffmpeg', [...quiet, ...sine, '-t', '1', '-c:a', 'libmp3lame', '-b:a', '64k', audio]);
  const cdg = Buffer.alloc(300 * 24);
  for (let i = 0; i < 300; i++) cdg[i * 24] = 0x09;
  return { video, audio, cdg };
}

/**
 * Writes `files` files: three in five are videos, the rest CD+G pairs (an .mp3 and a .cdg), in
 * folders of 500, named "Artist - Title" as karaoke packs are.
 */
export function generateLibrary(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'karaoke-bench-library-'));
  const sources = makeSources(root);
  const media = path.join(root, 'media');
  let written = 0;
  let songs = 0;
  while (written < files) {
    const folder = path.join(media, `Pack ${String(Math.floor(songs / 500)).padStart(2, '0')}`);
    mkdirSync(folder, { recursive: true });
    const artist = ARTISTS[songs % ARTISTS.length];
    const title = `${WORDS[songs % WORDS.length]} ${WORDS[(songs * 7 + 3) % WORDS.length]} ${songs}`;
    const stem = path.join(folder, `${artist} - ${title}`);
    if (songs % 5 < 3 || files - written < 2) {
      copyFileSync(sources.video, `${stem}.mp4`);
      written += 1;
    } else {
      copyFileSync(sources.audio, `${stem}.mp3`);
      writeFileSync(`${stem}.cdg`, sources.cdg);
      written += 2;
    }
    songs++;
  }
  return { root, media, files: written, songs };
}

export const removeLibrary = (root) => rmSync(root, { recursive: true, force: true });

/** Search words a party types: an artist, a word of a title, both, a prefix, a miss. */
export function libraryQueries(count) {
  const queries = [];
  for (let i = 0; i < count; i++) {
    const artist = ARTISTS[i % ARTISTS.length];
    const word = WORDS[(i * 3) % WORDS.length];
    queries.push([artist, word, `${artist} ${word}`, word.slice(0, 3), 'celine', `zzz${i}`][i % 6]);
  }
  return queries;
}
