/**
 * The Add Song dialog's chips: each shapes the words sent to YouTube (and so the cache key), and
 * results from channels known for karaoke tracks come first (docs/product.md "Fair turns").
 */
export const SEARCH_STYLES = ['karaoke', 'lower-key', 'higher-key', 'duet', 'lyrics'] as const;
export type SearchStyle = (typeof SEARCH_STYLES)[number];

const WORDS: Record<SearchStyle, string> = {
  karaoke: 'karaoke',
  'lower-key': 'karaoke lower key',
  'higher-key': 'karaoke higher key',
  duet: 'karaoke duet',
  lyrics: 'lyrics',
};

/** What YouTube is asked for a normalized query in a style. */
export function youtubeQuery(key: string, style: SearchStyle): string {
  return `${key} ${WORDS[style]}`;
}

/** The shared cache's key: the plain query for the default chip (as before chips), else the query and the chip. */
export function searchCacheKey(key: string, style: SearchStyle): string {
  return style === 'karaoke' ? key : `${key} [${style}]`;
}

/** Channels that publish karaoke tracks made for singing (lower case, compared without spaces). */
const KARAOKE_CHANNELS = [
  'singking',
  'karafun',
  'karaokeversion',
  'stingraykaraoke',
  'sing2piano',
  'sing2guitar',
  'zzangkaraoke',
  'cckaraoke',
  'partytymekaraoke',
  'atomickaraoke',
  'karaokeytv',
  'thekaraokechannel',
  'sunflykaraoke',
  'musisikaraoke',
  'bandaisuankaraoke',
  'globalkaraoke',
  'lugnkaraoke',
];

export function isKaraokeChannel(channel: string | null | undefined): boolean {
  const name = (channel ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  return name.length > 0 && KARAOKE_CHANNELS.some((known) => name === known || name.startsWith(known));
}

/** Known karaoke channels first, the rest after, each group in YouTube's order. */
export function rankForSinging<T extends { channel: string }>(videos: readonly T[]): T[] {
  return [...videos.filter((v) => isKaraokeChannel(v.channel)), ...videos.filter((v) => !isKaraokeChannel(v.channel))];
}
