import { foldForSearch, type LibrarySong } from './library-song.js';

/** Substrings this long and shorter are keys of the map from pieces to words; a longer query word is found through its trigrams. */
const GRAM = 3;

/**
 * The library's search (docs/performance.md "The host's library"): songs with every word of the
 * query inside a word of their artist, title or file name (folded: case and accents aside), those
 * where every query word starts a word ranked first, each group in the library's order. The same
 * answers as a pass over every song's folded words, from a map built once a scan: each distinct
 * word of the library lists its songs, and every piece of a word up to three letters lists the
 * words that hold it, so a query word reaches the few words that contain it instead of every song.
 */
export class LibraryIndex {
  /** The library's distinct words, and for each the songs (their places in `songs`, ascending) that have it. */
  private readonly words: string[] = [];
  private readonly postings: number[][] = [];
  /** A piece of up to GRAM letters → the words (places in `words`) that contain it. */
  private readonly grams = new Map<string, number[]>();

  constructor(readonly songs: readonly LibrarySong[]) {
    const wordIds = new Map<string, number>();
    songs.forEach((song, place) => {
      for (const word of new Set(song.haystack.split(' '))) {
        if (!word) continue;
        let id = wordIds.get(word);
        if (id === undefined) {
          id = this.words.length;
          wordIds.set(word, id);
          this.words.push(word);
          this.postings.push([]);
          this.addGrams(word, id);
        }
        this.postings[id].push(place);
      }
    });
  }

  private addGrams(word: string, id: number): void {
    const seen = new Set<string>();
    for (let length = 1; length <= GRAM; length++) {
      for (let at = 0; at + length <= word.length; at++) {
        const gram = word.slice(at, at + length);
        if (seen.has(gram)) continue;
        seen.add(gram);
        const ids = this.grams.get(gram);
        if (ids) ids.push(id);
        else this.grams.set(gram, [id]);
      }
    }
  }

  /** The library's words that contain `piece`. */
  private wordsContaining(piece: string): number[] {
    if (piece.length <= GRAM) return this.grams.get(piece) ?? [];
    // The rarest of its trigrams narrows the words to check.
    let fewest: number[] | undefined;
    for (let at = 0; at + GRAM <= piece.length; at++) {
      const ids = this.grams.get(piece.slice(at, at + GRAM));
      if (!ids) return [];
      if (!fewest || ids.length < fewest.length) fewest = ids;
    }
    return (fewest ?? []).filter((id) => this.words[id].includes(piece));
  }

  search(query: string, limit: number): { songs: LibrarySong[]; total: number } {
    const pieces = foldForSearch(query).split(' ').filter(Boolean);
    if (pieces.length === 0) return { songs: this.songs.slice(0, limit), total: this.songs.length };
    const count = this.songs.length;
    // For each song, how many query words it contains and how many start one of its words; a stamp per query word counts a song once for it.
    const within = new Uint8Array(count);
    const starting = new Uint8Array(count);
    const withinStamp = new Uint16Array(count);
    const startingStamp = new Uint16Array(count);
    for (let index = 0; index < pieces.length; index++) {
      const piece = pieces[index];
      const stamp = index + 1;
      for (const id of this.wordsContaining(piece)) {
        const starts = this.words[id].startsWith(piece);
        for (const place of this.postings[id]) {
          if (withinStamp[place] !== stamp) {
            withinStamp[place] = stamp;
            within[place]++;
          }
          if (starts && startingStamp[place] !== stamp) {
            startingStamp[place] = stamp;
            starting[place]++;
          }
        }
      }
    }
    const first: LibrarySong[] = [];
    const then: LibrarySong[] = [];
    for (let place = 0; place < count; place++) {
      if (within[place] !== pieces.length) continue;
      (starting[place] === pieces.length ? first : then).push(this.songs[place]);
    }
    return { songs: [...first, ...then].slice(0, limit), total: first.length + then.length };
  }
}
