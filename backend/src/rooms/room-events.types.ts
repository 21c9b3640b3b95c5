/**
 * The types of what a room's changes push (docs/architecture.md, "Live rooms: words"): types only,
 * so that the realtime layer, which documents the pushes, may import them (the platform imports
 * no module's code; eslint.config.mjs).
 */

/** A piece of a room the phones hold, polled on its own route and pushed when a change alters it. */
export type RoomPart = 'room' | 'users' | 'queue' | 'playing';

/** Some parts of a room at one version, each exactly as its polling route answers it. */
export type RoomParts = Partial<Record<RoomPart, unknown>>;

/** What changed in a room (the push's `changes`); clients refetch only the parts it alters. */
export type RoomChange = 'room' | 'settings' | 'users' | 'queue' | 'playing' | 'ended';

/**
 * Who did what to whose songs, carried with the change so the people concerned are told by name
 * ("Rita removed your song 'Dancing Queen'"; docs/product.md §4, "Telling people what happened").
 */
export interface RoomNotice {
  kind: 'song-removed' | 'queue-cleared' | 'song-restored' | 'party-ended' | 'request-approved' | 'request-declined';
  /** The display name of the person who did it. */
  by: string;
  /** Who did it: the person themselves is not told of their own doing in the third person. */
  byUserId: number;
  /** The songs concerned, with who added each (none for the end of the party). */
  songs: { title: string; addedById: number }[];
  /** For a declined request: the host's reason, told to the guest (absent when none was given). */
  reason?: string;
}

/** What every change of a room emits to its channel (`room:changed`, RoomTransactions.announce). */
export interface RoomChangedPayload {
  roomId: string;
  version: number;
  changes: RoomChange[];
  /** For 'users' changes caused by a boot: who was removed, so their phone can leave at once. */
  removedUserId?: number;
  /** Who did what to whose songs (a removal, a clear, an undo) or who ended the party. */
  notice?: RoomNotice;
  /**
   * The parts the change built at `version` (queue: QueueDto, playing: PlayingDto, users:
   * RoomUserDto[], room: RoomDto), so a phone applies them without a refetch. A phone that missed
   * a version (a gap) refetches instead.
   */
  state?: RoomParts;
}
