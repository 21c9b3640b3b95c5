import fs from 'node:fs';
import { promisify } from 'node:util';

/**
 * A media file's length from the few bytes that say it (docs/performance.md "The host's library"):
 * an MP4's movie header (mvhd), a Matroska/WebM segment's Info, an MP3's first frame with its
 * Xing/Info or VBRI header (or, without one, its bit rate and the file's size). Two or three small
 * reads a file, where a full parse (music-metadata) walks every box and sample table: about 20 ms
 * of CPU for a 4-minute video against a few hundredths. Answers null for anything it does not
 * recognise with certainty (fragmented MP4, unknown lengths, odd layouts), and the caller then
 * parses the file fully.
 */
export async function mediaLength(file: string, size: number, extension: string): Promise<number | null> {
  const read = READERS[extension];
  if (!read) return null;
  // Plain descriptors rather than fs/promises' FileHandle: a third less CPU a file over thousands of files.
  const fd = await openFile(file, 'r');
  try {
    const reader = new Reader(fd, size);
    const head = await reader.at(0, HEAD_BYTES);
    return head.length < 16 ? null : await read(reader, head);
  } finally {
    await closeFile(fd);
  }
}

const openFile = promisify(fs.open);
const readFile = promisify(fs.read);
const closeFile = promisify(fs.close);

/** What the first read takes: an MP4's first boxes, a Matroska file's Info, an MP3's ID3 header and first frames. */
const HEAD_BYTES = 4096;
/** Boxes looked at before giving up on finding an MP4's moov. */
const MAX_BOXES = 64;

class Reader {
  constructor(
    private readonly fd: number,
    readonly size: number,
  ) {}

  async at(position: number, length: number): Promise<Buffer> {
    const wanted = Math.max(0, Math.min(length, this.size - position));
    const buffer = Buffer.allocUnsafe(wanted);
    const { bytesRead } = await readFile(this.fd, buffer, 0, wanted, position);
    return buffer.subarray(0, bytesRead);
  }
}

// ── MP4 (ISO base media: .mp4, .m4a) ───────────────────────────────────────────────────────────

/** The top-level boxes are walked by their sizes (the moov box may sit after the media data) to moov, whose mvhd says the length. */
async function mp4Length(reader: Reader, head: Buffer): Promise<number | null> {
  if (head.toString('latin1', 4, 8) !== 'ftyp') return null;
  let position = 0;
  for (let boxes = 0; boxes < MAX_BOXES && position + 8 <= reader.size; boxes++) {
    const header = position + 16 <= head.length ? head.subarray(position, position + 16) : await reader.at(position, 16);
    if (header.length < 8) return null;
    const declared = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    let boxSize = declared;
    if (declared === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (declared === 0) boxSize = reader.size - position;
    if (boxSize < headerSize) return null;
    if (type === 'moov') {
      const start = position + headerSize;
      const length = Math.min(boxSize - headerSize, HEAD_BYTES);
      const moov = start + length <= head.length ? head.subarray(start, start + length) : await reader.at(start, length);
      return mvhdLength(moov);
    }
    position += boxSize;
  }
  return null;
}

/** The movie header among moov's first children: version 0 has 32-bit times, version 1 64-bit ones. */
function mvhdLength(moov: Buffer): number | null {
  for (let at = 0; at + 8 <= moov.length;) {
    const size = moov.readUInt32BE(at);
    if (size < 8) return null;
    if (moov.toString('latin1', at + 4, at + 8) === 'mvhd') {
      const body = at + 8;
      const version = moov[body];
      const [scaleAt, durationAt] = version === 1 ? [body + 20, body + 24] : [body + 12, body + 16];
      if (durationAt + (version === 1 ? 8 : 4) > moov.length) return null;
      const timescale = moov.readUInt32BE(scaleAt);
      const duration = version === 1 ? Number(moov.readBigUInt64BE(durationAt)) : moov.readUInt32BE(durationAt);
      // 0 (a fragmented file: the length is in its fragments) and all ones (unknown) are not lengths.
      const unknown = duration === 0 || (version === 1 ? duration >= Number.MAX_SAFE_INTEGER : duration === 0xffffffff);
      return timescale > 0 && !unknown ? duration / timescale : null;
    }
    at += size;
  }
  return null;
}

// ── Matroska / WebM (.mkv, .webm) ─────────────────────────────────────────────────────────────

const EBML_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const TIMESTAMP_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;
/** Elements of a segment that come before its Info in the files muxers write (and that are skipped whole). */
const CLUSTER_ID = 0x1f43b675;

/** An EBML variable-length number at `at`: its value (with the length marker removed for sizes) and its length in bytes. */
function vint(buffer: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buffer[at + i];
    allOnes &&= buffer[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** The segment's Info (timestamp scale and duration), a few elements into the segment as muxers write it. */
async function ebmlLength(reader: Reader, head: Buffer): Promise<number | null> {
  if (head.readUInt32BE(0) !== EBML_ID) return null;
  const ebmlSize = vint(head, 4, false);
  if (!ebmlSize || ebmlSize.unknown) return null;
  let at = 4 + ebmlSize.length + ebmlSize.value;
  const segmentId = vint(head, at, true);
  if (!segmentId || segmentId.value !== SEGMENT_ID) return null;
  at += segmentId.length;
  const segmentSize = vint(head, at, false);
  if (!segmentSize) return null;
  at += segmentSize.length;
  // The segment's children up to Info (SeekHead, Void), each skipped by its size; `at` is a position in the file.
  let buffer = head;
  let base = 0;
  for (let elements = 0; elements < MAX_BOXES; elements++) {
    if (at - base + 16 > buffer.length) {
      buffer = await reader.at(at, HEAD_BYTES);
      base = at;
    }
    const id = vint(buffer, at - base, true);
    const size = id && vint(buffer, at - base + id.length, false);
    if (!id || !size || size.unknown || id.value === CLUSTER_ID) return null;
    const body = at + id.length + size.length;
    if (id.value === INFO_ID) {
      const length = Math.min(size.value, HEAD_BYTES);
      return infoLength(body - base + length <= buffer.length ? buffer.subarray(body - base, body - base + length) : await reader.at(body, length));
    }
    at = body + size.value;
  }
  return null;
}

function infoLength(info: Buffer): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  for (let at = 0; at < info.length;) {
    const id = vint(info, at, true);
    const size = id && vint(info, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (body + size.value > info.length) break;
    if (id.value === TIMESTAMP_SCALE_ID && size.value >= 1 && size.value <= 6) scale = info.readUIntBE(body, size.value);
    if (id.value === DURATION_ID) duration = size.value === 4 ? info.readFloatBE(body) : size.value === 8 ? info.readDoubleBE(body) : null;
    at = body + size.value;
  }
  return duration !== null && duration > 0 && Number.isFinite(duration) ? (duration * scale) / 1e9 : null;
}

// ── MPEG audio (.mp3) ─────────────────────────────────────────────────────────────────────────

/** Kilobits a second by version (1, or 2 and 2.5) and layer (I, II, III), index 1-14. */
const BITRATES: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 2.5: [11025, 12000, 8000] };

interface Frame {
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  bitrate: number;
  sampleRate: number;
  samples: number;
  size: number;
  mono: boolean;
}

/** An MPEG audio frame header at `at`, or null when those four bytes are not one. */
function frameAt(buffer: Buffer, at: number): Frame | null {
  if (at + 4 > buffer.length || buffer[at] !== 0xff || (buffer[at + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (buffer[at + 1] >> 3) & 3;
  const layerBits = (buffer[at + 1] >> 1) & 3;
  const bitrateIndex = buffer[at + 2] >> 4;
  const rateIndex = (buffer[at + 2] >> 2) & 3;
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const layer = (4 - layerBits) as 1 | 2 | 3;
  const bitrate = BITRATES[`${version === 1 ? 1 : 2}-${layer}`][bitrateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][rateIndex];
  const padding = (buffer[at + 2] >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const size = layer === 1 ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4 : Math.floor((samples / 8) * (bitrate / sampleRate)) + padding;
  return { version, layer, bitrate, sampleRate, samples, size, mono: buffer[at + 3] >> 6 === 3 };
}

/**
 * Past the ID3v2 tag, the first frame (confirmed by the next one where it is in the buffer); its
 * Xing/Info or VBRI header counts the frames of a variable bit rate file; a file without one is
 * constant bit rate, its length the audio's bytes over the frames' size.
 */
async function mp3Length(reader: Reader, head: Buffer): Promise<number | null> {
  let start = 0;
  if (head.toString('latin1', 0, 3) === 'ID3') {
    const tagSize = ((head[6] & 0x7f) << 21) | ((head[7] & 0x7f) << 14) | ((head[8] & 0x7f) << 7) | (head[9] & 0x7f);
    const footer = head[5] & 0x10 ? 10 : 0;
    start = 10 + tagSize + footer;
  }
  const audio = start === 0 ? head : await reader.at(start, HEAD_BYTES);
  // Some encoders leave a few padding bytes before the first frame.
  let at = 0;
  let frame: Frame | null = null;
  for (; at < Math.min(audio.length - 4, 512); at++) {
    frame = frameAt(audio, at);
    if (frame && (at + frame.size + 4 > audio.length || frameAt(audio, at + frame.size))) break;
    frame = null;
  }
  if (!frame) return null;
  const sideInfo = frame.version === 1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const xing = at + 4 + sideInfo;
  const tag = audio.toString('latin1', xing, xing + 4);
  if (tag === 'Xing' || tag === 'Info') {
    const flags = xing + 8 <= audio.length ? audio.readUInt32BE(xing + 4) : 0;
    // Without the frame count (flag 1) the header says nothing of the length.
    if (flags & 1 && xing + 12 <= audio.length) return (audio.readUInt32BE(xing + 8) * frame.samples) / frame.sampleRate;
    return null;
  }
  const vbri = at + 4 + 32;
  if (audio.toString('latin1', vbri, vbri + 4) === 'VBRI' && vbri + 18 <= audio.length) {
    return (audio.readUInt32BE(vbri + 14) * frame.samples) / frame.sampleRate;
  }
  const bytes = reader.size - start - at;
  return (Math.round(bytes / frame.size) * frame.samples) / frame.sampleRate;
}

const READERS: Record<string, (reader: Reader, head: Buffer) => Promise<number | null> | number | null> = {
  '.mp4': mp4Length,
  '.m4a': mp4Length,
  '.webm': ebmlLength,
  '.mkv': ebmlLength,
  '.mp3': mp3Length,
};
