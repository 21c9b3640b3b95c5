import { LibraryIndex } from '../src/library/library-index.js';
import { foldForSearch, type LibrarySong } from '../src/library/library-song.js';

/** The search as it was before the index: a pass over every song's folded words, kept here as the reference. */
function linearSearch(songs: readonly LibrarySong[], query: string, limit: number): { songs: LibrarySong[]; total: number } {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return { songs: songs.slice(0, limit), total: songs.length };
  const starts: LibrarySong[] = [];
  const within: LibrarySong[] = [];
  for (const song of songs) {
    const haystack = ` ${song.haystack}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    (words.every((word) => haystack.includes(` ${word}`)) ? starts : within).push(song);
  }
  return { songs: [...starts, ...within].slice(0, limit), total: starts.length + within.length };
}

/** A seeded generator, so a failure names its case again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

const ARTISTS = ['ABBA', 'Queen', 'Beyoncé', 'Céline Dion', 'Sigur Rós', 'AC/DC', 'Mötley Crüe', 'Björk', '宇多田ヒカル', 'Los Del Río', 'İbrahim Tatlıses'];
const WORDS = [
  'love',
  'lovely',
  'glove',
  'night',
  'dance',
  'heart',
  'fire',
  'dream',
  'queen',
  'star',
  'rain',
  'baby',
  'señor',
  'garçon',
  'l’amour',
  '2000',
  'x',
];

function songsOf(count: number, next: () => number): LibrarySong[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const songs: LibrarySong[] = [];
  for (let i = 0; i < count; i++) {
    const artist = next() < 0.1 ? '' : pick(ARTISTS);
    const title = Array.from({ length: 1 + Math.floor(next() * 4) }, () => pick(WORDS)).join(' ');
    const file = `${artist ? `${artist} - ` : ''}${title} ${i}.mp4`;
    songs.push({
      id: `lib-${i.toString(16).padStart(16, '0')}`,
      artist,
      title,
      duration: '3:00',
      kind: 'video',
      relativePath: file,
      mediaPath: `/media/${file}`,
      signature: '',
      haystack: foldForSearch(`${artist} ${title} ${file}`),
    });
  }
  // The scan's order: the empty search lists from A.
  return songs.sort((a, b) => a.haystack.localeCompare(b.haystack));
}

describe("the library's search index", () => {
  const next = random(20_241_128);
  const songs = songsOf(3_000, next);
  const index = new LibraryIndex(songs);

  it('answers every kind of query exactly as the pass over every song did', () => {
    const fixed = [
      '',
      '   ',
      'abba',
      'ABBA love',
      'celine',
      'Céline dion',
      'CELINE',
      'ove',
      'lo',
      'l',
      'o',
      'x',
      'lovely glove',
      'love love',
      'rós',
      'ros',
      'ac/dc',
      'dc',
      'crue',
      'mötley',
      'ヒカル',
      '宇',
      'senor',
      'garcon',
      'amour',
      "l'amour",
      '2000',
      '20',
      '0',
      'mp4',
      'queen - love',
      'zzz',
      'love zzz',
      'ibrahim',
      'i',
      'tatlıses',
      '123',
      '1',
    ];
    const generated = Array.from({ length: 400 }, () => {
      // A piece of a random song's words: a prefix, a middle, or two words.
      const words = songs[Math.floor(next() * songs.length)].haystack.split(' ');
      const word = words[Math.floor(next() * words.length)];
      const from = Math.floor(next() * word.length);
      const to = from + 1 + Math.floor(next() * (word.length - from));
      const piece = word.slice(next() < 0.5 ? 0 : from, to);
      return next() < 0.3 ? `${piece} ${words[Math.floor(next() * words.length)].slice(0, 3)}` : piece;
    });
    for (const query of [...fixed, ...generated]) {
      for (const limit of [25, 1, 10_000]) {
        const expected = linearSearch(songs, query, limit);
        const answered = index.search(query, limit);
        expect({ query, limit, total: answered.total, ids: answered.songs.map((song) => song.id) }).toEqual({
          query,
          limit,
          total: expected.total,
          ids: expected.songs.map((song) => song.id),
        });
      }
    }
  });

  it('finds nothing in an empty library, and lists it as empty', () => {
    const empty = new LibraryIndex([]);
    expect(empty.search('abba', 25)).toEqual({ songs: [], total: 0 });
    expect(empty.search('', 25)).toEqual({ songs: [], total: 0 });
  });

  it('ranks songs whose words start with the query first, each group in the library order', () => {
    const found = index.search('ove', 10_000).songs;
    const starting = found.filter((song) => ` ${song.haystack}`.includes(' ove'));
    expect(starting).toEqual([]);
    const love = index.search('lov', 10_000).songs;
    const firstWithout = love.findIndex((song) => !` ${song.haystack}`.includes(' lov'));
    expect(firstWithout).toBeGreaterThan(0);
    expect(love.slice(firstWithout).every((song) => !` ${song.haystack}`.includes(' lov'))).toBe(true);
  });
});
