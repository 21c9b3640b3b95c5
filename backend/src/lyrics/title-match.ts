/**
 * From a YouTube title to what LRCLIB is asked (docs/product.md "Lyrics"): the title without its
 * video dressing, split into artist and song, and whether an answer of LRCLIB is the same song.
 */

/** Words that say a video has no lead vocal (a karaoke track brings its own lyrics), in the app's seven languages. */
const NO_VOCALS = [
  /\bkaraoke\b/i,
  /\binstrumental\b/i,
  /\boff[\s-]?vocal\b/i,
  /\bbacking track\b/i,
  /\bminus one\b/i,
  /\bsing[\s-]?along\b/i,
  /\bsin voz\b/i,
  /\bsem voz\b/i,
  /\bplayback\b/i,
  /\bohne gesang\b/i,
  /\bsans voix\b/i,
  /カラオケ/,
  /オフボーカル/,
  /インスト/,
  /伴奏/,
  /كاريوكي/,
  /موسيقى فقط/,
  /بدون غناء/,
  /\bsans paroles\b/i,
];

/** A title that says it is a karaoke, instrumental or off-vocal version: lyrics stay off for it. */
export function saysNoVocals(title: string): boolean {
  return NO_VOCALS.some((pattern) => pattern.test(title));
}

/** Bracketed parts that dress a video, not a song: (Official Video), [HD], (Lyrics), (Remastered 2011)… */
const DRESSING =
  /official|video|audio|lyrics?|lyric video|visuali[sz]er|hd|hq|4k|remaster(?:ed)?|live|mv|m\/v|clip|explicit|color coded|eng sub|sub(?:title)?s?|letra|paroles|legendado|歌詞|字幕/i;

/** The title without dressing, feat. parts and decoration; the song's words stay as they are. */
export function cleanTitle(title: string): string {
  let text = title.normalize('NFKC');
  // Bracketed parts that dress the video; a bracket that is part of the song's name stays.
  text = text.replace(/[([【「『][^)\]】」』]*[)\]】」』]/g, (part) => (DRESSING.test(part) || /\bfeat\.?|\bft\.|\bfeaturing\b/i.test(part) ? ' ' : part));
  // "feat. Someone" up to the end or to the next separator.
  text = text.replace(/\s(?:feat\.?|ft\.|featuring)\s[^-|–—]*/gi, ' ');
  // A trailing "| Channel" or "- Official Video" style tail.
  text = text.replace(/\s[|｜]\s.*$/, ' ');
  text = text.replace(/\s[-–—]\s*(?:official|lyrics?|audio|video)\b.*$/i, ' ');
  text = text.replace(/["“”]/g, ' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** "Artist - Title" (also – — ~ and ：) as {artist, track}; a title with no separator has no artist. */
export function splitArtistTitle(title: string): { artist: string | null; track: string } {
  const cleaned = cleanTitle(title);
  const match = /^(.+?)\s+[-–—~]\s+(.+)$/.exec(cleaned) ?? /^(.+?)\s*[：]\s*(.+)$/.exec(cleaned);
  if (!match) return { artist: null, track: cleaned };
  return { artist: match[1].trim(), track: match[2].trim() };
}

/** Lower case, accents and punctuation away, "&" as "and", spaces collapsed: how names are compared. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** How far LRCLIB's length may be from the video's and still be the same recording. */
export const DURATION_TOLERANCE_SECONDS = 3;

export interface LrclibCandidate {
  trackName: string;
  artistName: string;
  duration: number;
}

/**
 * An answer of LRCLIB's search is this song when its title and artist are the same once
 * normalised (the artist may be one of several credited: "A, B & C") and its length is within
 * DURATION_TOLERANCE_SECONDS of the video's (when the video's is known).
 */
export function isSameSong(wanted: { artist: string; track: string; seconds: number | null }, candidate: LrclibCandidate): boolean {
  if (normalise(cleanTitle(candidate.trackName)) !== normalise(wanted.track)) return false;
  const names = (text: string) => [normalise(text), ...text.split(/\s*(?:,|&|\bx\b|\band\b|\bwith\b|\bfeat\.?|\bft\.)\s*/i).map(normalise)].filter(Boolean);
  const credited = names(candidate.artistName);
  if (!names(wanted.artist).some((name) => credited.includes(name))) return false;
  return wanted.seconds === null || Math.abs(candidate.duration - wanted.seconds) <= DURATION_TOLERANCE_SECONDS;
}
