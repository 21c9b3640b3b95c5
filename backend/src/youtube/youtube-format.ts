/** Pure helpers of the youtube module: query keys, link parsing, durations, the karaoke rule. */
import { isLibraryId } from '../library/library-song.js';

/** The cache key of a query: trimmed, lower-case, single spaces, without a trailing "karaoke". */
export function normalizeQuery(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(\s|^)karaoke$/, '')
    .trim();
}

const LINK_PATTERNS = [
  /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/|v\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/,
  /^(?=[A-Za-z0-9_-]*[0-9A-Z_-])([A-Za-z0-9_-]{11})$/,
];

/**
 * The picture of a video, made from its id alone (YouTube's "medium" thumbnail, 320×180, the one
 * search results show): songs added or saved by people carry this, never a picture address a
 * client sent.
 */
export function videoThumbnail(videoId: string): string {
  // The host's library has no pictures: its songs show the app's placeholder.
  if (isLibraryId(videoId)) return '';
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/mqdefault.jpg`;
}

/** The video id of a pasted YouTube link or a bare 11-character id, else undefined. */
export function videoIdFromQuery(raw: string): string | undefined {
  const text = raw.trim();
  for (const pattern of LINK_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/** ISO 8601 durations as the SPA shows them: 'PT4M5S' → '4:05', 'PT1H2M3S' → '1:02:03'. */
export function formatDuration(iso: string | undefined | null): string {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso ?? '');
  if (!match) return '';
  const [, d, h, m, s] = match.map((v) => Number(v ?? 0));
  const hours = d * 24 + h;
  const ss = String(s).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * What counts as a karaoke video for the cache purge: its title or channel mentions karaoke,
 * an instrumental, a sing-along, lyrics, a backing track or an off-vocal version. Anything else
 * (the original music video, a live clip, a reaction) is not what a party sings to.
 */
const KARAOKE_PATTERN = /karaoke|instrumental|sing[\s-]?along|lyrics?|backing[\s-]?track|off[\s-]?vocal|no[\s-]?vocals?|minus[\s-]?one|\bmr\b/i;

export function looksLikeKaraoke(video: { title?: string; channel?: string }): boolean {
  return KARAOKE_PATTERN.test(`${video.title ?? ''} ${video.channel ?? ''}`);
}

/** The day a quota belongs to: YouTube resets quota at midnight Pacific Time. */
export function pacificDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const PACIFIC_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Midnight Pacific Time `days` after the quota day of `at` (07:00 or 08:00 UTC, by daylight saving time). */
function pacificMidnight(at: Date, days: number): Date {
  const [year, month, day] = pacificDate(at).split('-').map(Number);
  for (const utcHour of [7, 8]) {
    const candidate = new Date(Date.UTC(year, month - 1, day + days, utcHour));
    if (PACIFIC_CLOCK.format(candidate) === '00:00') return candidate;
  }
  throw new Error(`No Pacific midnight found near ${at.toISOString()}`);
}

/** When the next quota day starts. */
export function nextPacificMidnight(at: Date): Date {
  return pacificMidnight(at, 1);
}

/** When the quota day of `at` started. */
export function pacificDayStart(at: Date): Date {
  return pacificMidnight(at, 0);
}

/** A wait in words for a sentence: "7 hours", "45 minutes", "1 minute". */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes >= 90) return `${Math.round(minutes / 60)} hours`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
