/**
 * The words of a room's live state (docs/architecture.md, "Live rooms: words"), apart from the
 * classes that use them so that LiveRooms, RoomPollCache and RoomTransactions import none of each
 * other for a type.
 */

/** A piece of a room the phones hold, polled on its own route and pushed when a change alters it. */
export type RoomPart = 'room' | 'users' | 'queue' | 'playing';

/** Every part: each must have one producer (@PollProducer, room-wiring.ts) when the app starts. */
export const ROOM_PARTS: readonly RoomPart[] = ['room', 'users', 'queue', 'playing'];

/**
 * The parts memory holds with every live room, because changes start from them (an add from the
 * queue, play-next and skip from what plays): each must have one reader (@HeldPartReader) at start.
 */
export const HELD_PARTS: readonly RoomPart[] = ['queue', 'playing'];

/**
 * Who did what to whose songs, carried with the change so the people concerned are told by name
 * ("Rita removed your song 'Dancing Queen'"; docs/product.md §4, "Telling people what happened").
 */
export interface RoomNotice {
  kind: 'song-removed' | 'queue-cleared' | 'song-restored' | 'party-ended';
  /** The display name of the person who did it. */
  by: string;
  /** The songs concerned, with who added each (none for the end of the party). */
  songs: { title: string; addedById: number }[];
}

/** Some parts of a room at one version, each exactly as its polling route answers it. */
export type RoomParts = Partial<Record<RoomPart, unknown>>;

/** What changed in a room (the push's `changes`); clients refetch only the parts it alters. */
export type RoomChange = 'room' | 'settings' | 'users' | 'queue' | 'playing' | 'ended';

/** The parts each kind of change alters (a queue change also moves the room's queueCount, which phones patch). */
const ALTERS: Record<RoomChange, RoomPart[]> = {
  room: ['room'],
  settings: ['room'],
  users: ['users', 'room'],
  queue: ['queue'],
  playing: ['playing'],
  ended: [],
};

export function alteredParts(changes: readonly RoomChange[]): Set<RoomPart> {
  return new Set(changes.flatMap((change) => ALTERS[change]));
}
