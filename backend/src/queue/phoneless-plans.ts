import type { SessionUser } from '../common/auth/session-user.js';
import { nameFree, PEOPLE, peopleOf } from '../rooms/people-plans.js';
import { canManageRoom } from '../rooms/room-access.js';
import type { RoomPerson } from '../rooms/room-people.js';
import { refused, type RoomOperation, type RoomState } from '../room-engine/index.js';
import { nameTaken, NOT_ROOM_OWNER, roomFull } from '../rooms/rooms.errors.js';
import { NOT_ALLOWED_FOR_PHONELESS, PHONELESS_SINGER_NOT_FOUND } from './phoneless.errors.js';
import { ADD_SONG, type AddInput, type AddResult, queueDto } from './queue-plans.js';
import { rearranged } from './singers-plans.js';

/**
 * Singers without a phone as plans (docs/product.md "Singers without a phone"; docs/architecture.md,
 * "A change is a plan"): the host adds one by name, a guest account that never signs in; the host
 * (and everyone, when the room's othersQueueForPhoneless says so) queues songs for them, which the
 * rotation counts as theirs like anyone's; the host removes them with their waiting songs. Each
 * reads the room's people, so RoomTransactions.apply runs them under the room's lock.
 */

/** The singer without a phone `userId` in the room, if there is one. */
export function phonelessSinger(state: RoomState, userId: number): RoomPerson | undefined {
  return peopleOf(state).inside.find((person) => person.userId === userId && person.noPhone === true);
}

/** The singer as the queue's rules see whoever adds a song: a guest without a phone, known by their name (rotation.ts singerKey). */
function asSinger(room: RoomState['room'], singer: RoomPerson): SessionUser & { noPhone: true } {
  return {
    noPhone: true,
    sessionId: '',
    userId: singer.userId,
    username: '',
    displayName: singer.displayName,
    role: 'user',
    subscriptionTier: 1,
    isGuest: true,
    roomId: room.roomId,
  };
}

export interface AddPhonelessInput {
  displayName: string;
  /** The new account's username (random, chosen by the caller so the plan stays pure). */
  username: string;
  /** The owner's tier's room size: a singer without a phone takes a place like any guest. */
  guestsPerRoom: number;
}

/**
 * The host adds a singer without a phone. Their name follows a guest's rules (unique in the room as
 * it looks, guest-identity.ts), and they count against the room's size; the room's lock is for
 * newcomers at the door, not for the host. Answers their id.
 */
export const ADD_PHONELESS: RoomOperation<AddPhonelessInput, { userId: number }> = {
  name: 'add-phoneless',
  people: true,
  plan(state, actor, { displayName, username, guestsPerRoom }, now) {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    const people = peopleOf(state);
    if (people.inside.length >= guestsPerRoom) return refused(roomFull(guestsPerRoom));
    if (!nameFree(state, people, displayName)) return refused(nameTaken(displayName));
    return {
      kind: 'write',
      writes: [{ kind: 'people.phoneless', username, displayName, at: now }],
      changes: PEOPLE,
      finish: (written) => {
        if (written.guestId === undefined) throw new Error('The new singer’s id did not come back');
        return { result: { userId: written.guestId }, parts: {} };
      },
    };
  },
};

/** The host removes a singer without a phone: their waiting songs go with them and the queue closes up. */
export const REMOVE_PHONELESS: RoomOperation<{ userId: number }, { userId: number; removed: true; songsRemoved: number }> = {
  name: 'remove-phoneless',
  people: true,
  plan(state, actor, { userId }) {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    if (!phonelessSinger(state, userId)) return refused(PHONELESS_SINGER_NOT_FOUND);
    const theirs = state.queue.filter((item) => item.addedById === userId);
    // Their songs go, and they drop off the songs they were invited to sing.
    const { items, writes: moves } = rearranged(
      state.queue.filter((item) => item.addedById !== userId),
      [userId],
    );
    const queueChanged = theirs.length > 0 || moves.some((write) => write.kind === 'queue.partners');
    return {
      kind: 'write',
      writes: [
        ...(theirs.length > 0 ? [{ kind: 'queue.delete' as const, queueItemIds: theirs.map((item) => item.queueItemId) }] : []),
        ...moves,
        { kind: 'people.leave', userIds: [userId] },
      ],
      changes: queueChanged ? [...PEOPLE, 'queue'] : PEOPLE,
      finish: (_written, version) => ({
        result: { userId, removed: true, songsRemoved: theirs.length },
        parts: queueChanged ? { queue: queueDto(state.room, items, version, state.turns) } : {},
      }),
    };
  },
};

export interface AddForPhonelessInput extends AddInput {
  /** The singer without a phone the song is for. */
  singerId: number;
}

/**
 * A song for a singer without a phone: queued by the host, or by anyone in the room when the host
 * lets everyone help. It is the singer's song in every rule (ADD_SONG as them): their songs-waiting
 * limit as a guest, the double tap, the queue's size, and in fair rotation their own turns.
 */
export const ADD_FOR_PHONELESS: RoomOperation<AddForPhonelessInput, AddResult> = {
  name: 'add-for-phoneless',
  people: true,
  plan(state, actor, { singerId, ...add }, now) {
    const helper = state.room.settings.othersQueueForPhoneless === true && peopleOf(state).inside.some((person) => person.userId === actor.userId);
    if (!canManageRoom(state.room, actor) && !helper) return refused(NOT_ALLOWED_FOR_PHONELESS);
    const singer = phonelessSinger(state, singerId);
    if (!singer) return refused(PHONELESS_SINGER_NOT_FOUND);
    return ADD_SONG.plan(state, asSinger(state.room, singer), add, now);
  },
};
