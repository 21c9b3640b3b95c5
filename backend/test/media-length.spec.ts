import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { mediaLength } from '../src/library/media-length.js';
import { type MediaKind, writeMedia } from './support/library-media.js';

describe("a media file's length from its header", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kp-media-length-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const lengthOf = async (file: string): Promise<number | null> => mediaLength(file, (await stat(file)).size, path.extname(file));
  const write = async (name: string, bytes: Buffer): Promise<string> => {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    return file;
  };

  // What music-metadata makes of the whole file, which the header's length must match (within a frame or two of priming).
  it.each<[MediaKind, string, number]>([
    ['mp4', 'mp4', 3],
    ['mp4-faststart', 'mp4', 3],
    ['webm', 'webm', 3],
    ['mkv', 'mkv', 2],
    ['mp3', 'mp3', 5],
    ['mp3-cbr-bare', 'mp3', 5],
    ['mp3-vbr', 'mp3', 7],
    ['mp3-tagged', 'mp3', 4],
    ['m4a', 'm4a', 3],
  ])(
    'reads the length of %s as a full parse does',
    async (kind, extension, seconds) => {
      const file = path.join(dir, `${kind}.${extension}`);
      await writeMedia(file, kind, { seconds, cache: path.join(dir, '.cache') });
      const parsed = (await parseFile(file)).format.duration!;
      const quick = await lengthOf(file);
      expect(quick).not.toBeNull();
      expect(Math.abs(quick! - parsed)).toBeLessThan(0.06);
      expect(Math.round(quick!)).toBe(seconds);
    },
    60_000,
  );

  it('leaves to the full parse what it cannot be sure of: fragments, other formats, damage', async () => {
    const fragmented = path.join(dir, 'fragmented.mp4');
    await writeMedia(fragmented, 'mp4-fragmented', { seconds: 2, cache: path.join(dir, '.cache') });
    expect(await lengthOf(fragmented)).toBeNull();
    expect(await lengthOf(await write('text.mp4', Buffer.from('this is not a video, only some words')))).toBeNull();
    expect(await lengthOf(await write('text.mp3', Buffer.from('this is not a song either, only words '.repeat(20))))).toBeNull();
    expect(await lengthOf(await write('text.webm', Buffer.from('nor is this a webm file, only words')))).toBeNull();
    expect(await lengthOf(await write('song.flac', Buffer.alloc(64)))).toBeNull();
    // An mp4 whose boxes run past the end of the file (cut short while copied) has no moov to read.
    const box = (type: string, body: Buffer, size = 8 + body.length) => Buffer.concat([uint32(size), Buffer.from(type, 'latin1'), body]);
    expect(await lengthOf(await write('cut.mp4', Buffer.concat([box('ftyp', Buffer.from('isom0000')), box('mdat', Buffer.alloc(32), 1_000_000)])))).toBeNull();
  });

  it('reads a version 1 movie header (64-bit times) and a 64-bit box size', async () => {
    const box = (type: string, body: Buffer) => Buffer.concat([uint32(8 + body.length), Buffer.from(type, 'latin1'), body]);
    // mvhd v1: version and flags, creation and modification (8 bytes each), time scale, duration (8 bytes), then the rest.
    const mvhd = box('mvhd', Buffer.concat([Buffer.from([1, 0, 0, 0]), Buffer.alloc(16), uint32(1000), uint64(754_500), Buffer.alloc(80)]));
    // A large media box written with the 64-bit size (size field 1), before the moov.
    const mdat = Buffer.concat([uint32(1), Buffer.from('mdat', 'latin1'), uint64(16 + 5000), Buffer.alloc(5000)]);
    const file = await write('v1.mp4', Buffer.concat([box('ftyp', Buffer.from('isom0000')), mdat, box('moov', mvhd)]));
    expect(await lengthOf(file)).toBeCloseTo(754.5, 6);
  });

  it("finds a Matroska segment's Info past the first read, and its time scale", async () => {
    const sized = (id: number[], body: Buffer) => {
      // An 8-byte size: 0x01 then seven bytes of the length.
      const size = Buffer.alloc(8);
      size.writeUIntBE(body.length, 2, 6);
      size[0] = 0x01;
      return Buffer.concat([Buffer.from(id), size, body]);
    };
    const ebml = sized([0x1a, 0x45, 0xdf, 0xa3], Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]));
    const voidElement = sized([0xec], Buffer.alloc(6000));
    const scale = Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]); // 1,000,000 ns
    const duration = Buffer.alloc(11);
    duration.set([0x44, 0x89, 0x88]);
    duration.writeDoubleBE(123_456, 3); // in scale units: 123.456 s
    const info = sized([0x15, 0x49, 0xa9, 0x66], Buffer.concat([scale, duration]));
    // A segment of unknown size (all ones), as live muxers write it.
    const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), voidElement, info]);
    expect(await lengthOf(await write('late-info.mkv', Buffer.concat([ebml, segment])))).toBeCloseTo(123.456, 6);
  });

  it('counts the frames a VBRI header gives', async () => {
    // MPEG-1 layer III, 128 kb/s, 44.1 kHz, stereo: 417-byte frames of 1152 samples.
    const frame = () => {
      const bytes = Buffer.alloc(417);
      bytes.set([0xff, 0xfb, 0x90, 0x00]);
      return bytes;
    };
    const first = frame();
    first.write('VBRI', 4 + 32, 'latin1');
    first.writeUInt32BE(38_281, 4 + 32 + 14); // frames: 1,000 s at 1152 samples a frame
    const file = await write('vbri.mp3', Buffer.concat([first, frame(), frame()]));
    expect(await lengthOf(file)).toBeCloseTo((38_281 * 1152) / 44_100, 6);
  });
});

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

function uint64(value: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(value));
  return buffer;
}
