import { execFile } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Test media made at test time with Debian's ffmpeg (the CI installs it): a second of video and
 * sound, or of sound alone, small enough to make dozens of. Made once per kind and copied.
 */
const made = new Map<string, Promise<string>>();

/**
 * The kinds of file: mp4 as ffmpeg writes it (its index, moov, after the media) or moved to the
 * front (mp4-faststart) or cut in fragments (mp4-fragmented); mp3 at a constant rate with an Info
 * header, without one (mp3-cbr-bare), at a variable rate (mp3-vbr, a Xing header) or tagged with
 * an artist and a title (mp3-tagged); m4a audio; webm and mkv.
 */
export type MediaKind = 'mp4' | 'mp4-faststart' | 'mp4-fragmented' | 'webm' | 'mkv' | 'mp3' | 'mp3-cbr-bare' | 'mp3-vbr' | 'mp3-tagged' | 'm4a';

async function ffmpeg(kind: MediaKind, cache: string, seconds: number): Promise<string> {
  const extension = kind.split('-')[0];
  const out = path.join(cache, `source-${seconds}s-${kind}.${extension}`);
  const t = String(seconds);
  const video = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'];
  const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];
  const h264 = [...video, ...sound, '-t', t, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'];
  const args: Record<MediaKind, string[]> = {
    mp4: h264,
    'mp4-faststart': [...h264, '-movflags', '+faststart'],
    'mp4-fragmented': [...h264, '-movflags', 'frag_keyframe+empty_moov'],
    webm: [...video, ...sound, '-t', t, '-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libvorbis', '-shortest'],
    mkv: h264,
    mp3: [...sound, '-t', t, '-c:a', 'libmp3lame', '-b:a', '64k'],
    'mp3-cbr-bare': [...sound, '-t', t, '-c:a', 'libmp3lame', '-b:a', '64k', '-write_xing', '0'],
    'mp3-vbr': [...sound, '-t', t, '-c:a', 'libmp3lame', '-q:a', '4'],
    'mp3-tagged': [...sound, '-t', t, '-c:a', 'libmp3lame', '-b:a', '64k', '-metadata', 'artist=Tagged Artist', '-metadata', 'title=Tagged Title'],
    m4a: [...sound, '-t', t, '-c:a', 'aac'],
  };
  await mkdir(cache, { recursive: true });
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args[kind], out]);
  return out;
}

/** Writes a media file of this kind at `target`, a second long unless told (ffmpeg's output, copied). */
export async function writeMedia(
  target: string,
  kind: MediaKind,
  { seconds = 1, cache = path.join(path.dirname(target), '.media-cache') }: { seconds?: number; cache?: string } = {},
): Promise<void> {
  const key = `${cache}:${kind}:${seconds}`;
  if (!made.has(key)) made.set(key, ffmpeg(kind, cache, seconds));
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(await made.get(key)!, target);
}

/**
 * A CD+G file written by hand: 24-byte packets of command 0x09 (CD+G), 300 a second. It presets the
 * screen to colour 0, loads a colour table (0 dark blue, 1 yellow) and then draws a yellow tile
 * block every tenth of a second along the first rows, so a renderer following the audio's time
 * draws a different frame as the second goes by.
 */
export function cdgBytes(seconds = 1): Buffer {
  const packets = seconds * 300;
  const data = Buffer.alloc(packets * 24);
  const packet = (index: number, instruction: number, body: number[]) => {
    const at = index * 24;
    data[at] = 0x09;
    data[at + 1] = instruction;
    body.forEach((byte, i) => (data[at + 4 + i] = byte & 0x3f));
  };
  // Load colour table 0-7: each colour is 12 bits (4 red, 4 green, 4 blue) over two 6-bit bytes.
  const colour = (r: number, g: number, b: number) => [(r << 2) | (g >> 2), ((g & 3) << 4) | b];
  packet(0, 30, [...colour(0, 0, 6), ...colour(15, 15, 0), ...colour(15, 0, 0), ...colour(0, 15, 0), ...Array(8).fill(0)]);
  packet(1, 1, [0, 0]); // memory preset to colour 0
  for (let tile = 0; tile < seconds * 10; tile++) {
    // tile block (normal): colour 0, colour 1, row, column, then 12 rows of 6 pixels all set (colour 1).
    packet(2 + tile * 30, 6, [0, 1, 2 + (Math.floor(tile / 46) % 14), 2 + (tile % 46), ...Array(12).fill(0x3f)]);
  }
  return data;
}

/** Writes a CD+G pair: `<stem>.mp3` and `<stem>.cdg`, a second long unless told. */
export async function writeCdgPair(stemPath: string, seconds = 1): Promise<void> {
  await writeMedia(`${stemPath}.mp3`, 'mp3', { seconds });
  await writeFile(`${stemPath}.cdg`, cdgBytes(seconds));
}
