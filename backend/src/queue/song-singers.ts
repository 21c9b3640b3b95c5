/**
 * The singers of one song (docs/product.md "Sing together"): whoever added it, and up to three
 * others they invited, each invited, accepted or declined. Stored with the song as its partners
 * (the invitees); answered as `singers`, whoever added it first.
 */

/** Where an invitation stands. */
export type SingerState = 'invited' | 'accepted' | 'declined';
export const SINGER_STATES: readonly SingerState[] = ['invited', 'accepted', 'declined'];

/** One singer of a song: their person, name, rotation key (rotation.ts singerKey) and answer. */
export interface SongSinger {
  userId: number;
  displayName: string;
  singer: string;
  state: SingerState;
}

/** At most this many others sing a song with whoever added it. */
export const MAX_PARTNERS = 3;

/** A song's singers as stored or answered (whoever added it first, when answered). */
interface WithSingers {
  addedById: number | null;
  addedBy: string;
  singer: string | null;
  singers?: readonly SongSinger[];
}

/** The others invited to sing a song (not whoever added it). */
export function partnersOf(song: WithSingers): SongSinger[] {
  return (song.singers ?? []).filter((one) => one.userId !== song.addedById);
}

/** Every singer of a song as answered: whoever added it (always in), then the others. */
export function singersOf(song: WithSingers): SongSinger[] {
  const adder: SongSinger[] =
    song.addedById === null || song.singer === null ? [] : [{ userId: song.addedById, displayName: song.addedBy, singer: song.singer, state: 'accepted' }];
  return [...adder, ...partnersOf(song)];
}

/** The others who accepted: they sing it, and each is charged a turn (rotation.ts). */
export function acceptedPartners(song: WithSingers): SongSinger[] {
  return partnersOf(song).filter((one) => one.state === 'accepted');
}
