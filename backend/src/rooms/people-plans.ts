import { MINUTE } from '../common/time.js';
import { queueDto } from '../queue/queue-plans.js';
import { rearranged } from '../queue/singers-plans.js';
import { type PlanOutcome, refused, type RoomOperation, type RoomParts, type RoomState, type RoomWrite, unchanged } from '../room-engine/index.js';
import { DEFAULT_ROOM_SETTINGS } from './entities/room-settings.js';
import type { Room } from './entities/room.entity.js';
import { guestNameKey, guestNameKeys, nameInUse, sameName } from './guest-identity.js';
import { canManageRoom, isRoomOwner } from './room-access.js';
import type { RoomBootRecord, RoomPeople, RoomPerson } from './room-people.js';
import {
  LEFT_ROOM,
  NOT_IN_ANY_ROOM,
  NOT_IN_ROOM,
  NOT_ROOM_OWNER,
  OWNER_CANNOT_BE_BOOTED,
  OWNER_CANNOT_LEAVE,
  PERSON_NOT_IN_ROOM,
  REMOVED_BY_HOST,
  REMOVED_FROM_ROOM,
  ROOM_LOCKED,
  nameTaken,
  roomFull,
} from './rooms.errors.js';

/**
 * Changes of a room's people as plans (docs/architecture.md, "A change is a plan"): joining by
 * code or from the dashboard, renaming, leaving, the host's boot, an admin's kick, the inactivity
 * sweep and the room's end. Each reads RoomState.people, so RoomTransactions.apply runs them under
 * the room's lock, where the people are read; their rows are written by the same statement as
 * every other change's (room-writes.ts), and the sessions they end in the same transaction.
 */

/** The room's inactivity timeout in milliseconds (the default of docs/product.md §9 when its settings do not say). */
export function inactivityTimeoutMs(room: Pick<Room, 'settings'>): number {
  return (room.settings.inactivityTimeoutMinutes ?? DEFAULT_ROOM_SETTINGS.inactivityTimeoutMinutes) * MINUTE;
}

/** The people the executor read for a plan that asked for them. */
export function peopleOf(state: RoomState): RoomPeople {
  if (!state.people) throw new Error('A plan of people ran without the room’s people');
  return state.people;
}

const memberOf = (people: RoomPeople, userId: number): RoomPerson | undefined => people.inside.find((person) => person.userId === userId);

/** A newcomer is refused when the room is locked, or holds as many people as the owner's tier allows. */
function refusedAtTheDoor(state: RoomState, people: RoomPeople, guestsPerRoom: number): PlanOutcome<never> | undefined {
  if (state.room.settings.isLocked) return refused(ROOM_LOCKED);
  if (people.inside.length >= guestsPerRoom) return refused(roomFull(guestsPerRoom, people.ownerName ?? undefined));
  return undefined;
}

/** Everyone else in the room goes by another name (the owner's counts, inside or not; guestNameKey compares them). */
export function nameFree(state: RoomState, people: RoomPeople, displayName: string, exceptUserId?: number): boolean {
  const others = people.inside.filter((person) => person.userId !== exceptUserId && person.userId !== state.room.ownerId).map((p) => p.displayName);
  if (people.ownerName !== null && state.room.ownerId !== exceptUserId) others.push(people.ownerName);
  return !nameInUse(others, displayName);
}

/**
 * People who leave drop off the songs they were invited to sing (docs/product.md "Sing together"):
 * the writes, and the queue to push when a song's singers changed.
 */
function droppedFromSongs(state: RoomState, userIds: readonly number[]): { writes: RoomWrite[]; queue?: (version: number) => RoomParts } {
  const { items, writes } = rearranged(state.queue, userIds);
  if (writes.length === 0) return { writes };
  return { writes, queue: (version) => ({ queue: queueDto(state.room, items, version, state.turns) }) };
}

/** A change of who is in the room: the room's row (its counts) and its people are pushed again. */
export const PEOPLE: ['users', 'room'] = ['users', 'room'];

export interface JoinInput {
  /** The owner's tier's room size. */
  guestsPerRoom: number;
}

/**
 * A registered user enters the room from the dashboard (guests use GUEST_JOIN). The owner, or
 * someone already inside, changes nothing; an admin comes in past the lock, the size and a boot.
 */
export const JOIN: RoomOperation<JoinInput, void> = {
  name: 'join',
  people: true,
  plan(state, actor, { guestsPerRoom }, now) {
    const people = peopleOf(state);
    if (isRoomOwner(state.room, actor) || memberOf(people, actor.userId)) return unchanged(undefined);
    if (actor.role !== 'admin') {
      if (people.boots.some((boot) => boot.userId === actor.userId)) return refused(REMOVED_FROM_ROOM);
      const refusal = refusedAtTheDoor(state, people, guestsPerRoom);
      if (refusal) return refusal;
    }
    return {
      kind: 'write',
      writes: [{ kind: 'people.enter', userId: actor.userId, at: now }],
      changes: PEOPLE,
      finish: () => ({ result: undefined, parts: {} }),
    };
  },
};

export interface GuestJoinInput {
  guestsPerRoom: number;
  displayName: string;
  /** The new account's username (random, chosen by the caller so the plan stays pure). */
  username: string;
  /** The browser's device key (guest-identity.ts), kept with the stay. */
  deviceKey: string;
  /** The person this browser's last session was, whoever it was. */
  previousUserId?: number;
  /** The guest this browser is now, in any room: that stay ends, a new guest begins here. */
  replacing?: number;
}

/**
 * A guest joins by code: a new person (a users row and a guest stay). Refused when the newcomer is
 * someone the host booted from this room (this browser's last person, a name that compares equal,
 * or the same browser), when the room is locked or full, or the name is someone else's here.
 * Answers the new guest's id; the caller issues their session in the same transaction.
 */
export const GUEST_JOIN: RoomOperation<GuestJoinInput, { guestId: number }, null> = {
  name: 'guest-join',
  people: true,
  plan(state, _actor, input, now) {
    const people = peopleOf(state);
    const nameKeys = guestNameKeys(input.displayName);
    const bootedName = (boot: RoomBootRecord): boolean =>
      (boot.displayName ? sameName(boot.displayName, input.displayName) : false) || (boot.nameKey !== null && nameKeys.includes(boot.nameKey));
    const turnedAway = people.boots.some(
      (boot) => bootedName(boot) || boot.deviceKey === input.deviceKey || (input.previousUserId !== undefined && boot.userId === input.previousUserId),
    );
    if (turnedAway) return refused(REMOVED_FROM_ROOM);
    const refusal = refusedAtTheDoor(state, people, input.guestsPerRoom);
    if (refusal) return refusal;
    if (!nameFree(state, people, input.displayName, input.replacing)) return refused(nameTaken(input.displayName));
    const replaced = input.replacing === undefined ? [] : [input.replacing];
    return {
      kind: 'write',
      writes: [
        ...(replaced.length > 0 ? [{ kind: 'people.leave' as const, userIds: replaced }] : []),
        { kind: 'people.guest', username: input.username, displayName: input.displayName, deviceKey: input.deviceKey, at: now },
      ],
      changes: PEOPLE,
      ...(replaced.length > 0 ? { sessions: { end: { userIds: replaced, reason: 'replaced' } } } : {}),
      finish: (written) => {
        if (written.guestId === undefined) throw new Error('The new guest’s id did not come back');
        return { result: { guestId: written.guestId }, parts: {} };
      },
    };
  },
};

/** A guest takes another name; their waiting songs follow it, and every instance reads them afresh. */
export const RENAME: RoomOperation<{ displayName: string }, void> = {
  name: 'rename',
  people: true,
  plan(state, actor, { displayName }) {
    const people = peopleOf(state);
    const me = memberOf(people, actor.userId);
    if (!me) return refused(NOT_IN_ANY_ROOM);
    if (me.displayName === displayName) return unchanged(undefined);
    if (!nameFree(state, people, displayName, actor.userId)) return refused(nameTaken(displayName));
    const songs = state.queue.some((item) => item.addedById === actor.userId);
    const items = state.queue.map((item) => (item.addedById === actor.userId ? { ...item, addedBy: displayName } : item));
    return {
      kind: 'write',
      writes: [
        { kind: 'people.rename', userId: actor.userId, displayName },
        ...(songs ? [{ kind: 'queue.singer' as const, userId: actor.userId, addedBy: displayName }] : []),
      ],
      changes: songs ? [...PEOPLE, 'queue'] : PEOPLE,
      sessions: { refresh: [actor.userId] },
      finish: (_written, version) => ({ result: undefined, parts: songs ? { queue: queueDto(state.room, items, version, state.turns) } : {} }),
    };
  },
};

/**
 * The writes and sessions of people leaving the room; guests' sessions end (their stay was their
 * account). In a room that approves songs, their requests go with them (`room`).
 */
function leaving(
  people: readonly RoomPerson[],
  reason: string,
  room?: Pick<Room, 'settings'>,
): { writes: RoomWrite[]; sessions?: { end: { userIds: number[]; reason: string } } } {
  const guests = people.filter((person) => person.isGuest).map((person) => person.userId);
  const userIds = people.map((person) => person.userId);
  const requests: RoomWrite[] = room?.settings.approveSongs && people.length > 0 ? [{ kind: 'request.leave', userIds }] : [];
  return {
    writes: people.length > 0 ? [{ kind: 'people.leave', userIds }, ...requests] : [],
    ...(guests.length > 0 ? { sessions: { end: { userIds: guests, reason } } } : {}),
  };
}

/** Someone other than the owner leaves: their waiting songs go with them. */
export const LEAVE: RoomOperation<void, { left: true; songsRemoved: number }> = {
  name: 'leave',
  people: true,
  plan(state, actor) {
    if (actor.userId === state.room.ownerId) return refused(OWNER_CANNOT_LEAVE);
    const me = memberOf(peopleOf(state), actor.userId);
    if (!me) return refused(NOT_IN_ROOM);
    const theirs = state.queue.filter((item) => item.addedById === actor.userId);
    // Their songs go, and they drop off the songs they were invited to sing (the song stays its adder's).
    const { items, writes: moves } = rearranged(
      state.queue.filter((item) => item.addedById !== actor.userId),
      [actor.userId],
    );
    const queueChanged = theirs.length > 0 || moves.some((write) => write.kind === 'queue.partners');
    const { writes, sessions } = leaving([me], 'left', state.room);
    return {
      kind: 'write',
      writes: [...(theirs.length > 0 ? [{ kind: 'queue.delete' as const, queueItemIds: theirs.map((item) => item.queueItemId) }] : []), ...moves, ...writes],
      changes: queueChanged ? [...PEOPLE, 'queue'] : PEOPLE,
      removal: LEFT_ROOM,
      ...(sessions ? { sessions } : {}),
      finish: (_written, version) => ({
        result: { left: true, songsRemoved: theirs.length },
        parts: queueChanged ? { queue: queueDto(state.room, items, version, state.turns) } : {},
      }),
    };
  },
};

/**
 * The owner (or an admin) removes someone: the boot is recorded with their name and their browser
 * (a guest's, or an account's latest session's: a new guest with either is turned away until let
 * back in, so a booted account cannot sign out and return as a guest), and they leave.
 */
export const BOOT: RoomOperation<{ userId: number }, { userId: number; booted: true }> = {
  name: 'boot',
  people: true,
  plan(state, actor, { userId }, now) {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    if (userId === state.room.ownerId) return refused(OWNER_CANNOT_BE_BOOTED);
    const target = memberOf(peopleOf(state), userId);
    if (!target) return refused(PERSON_NOT_IN_ROOM);
    const { writes, sessions } = leaving([target], 'booted', state.room);
    const boot: RoomWrite = {
      kind: 'people.boot',
      userId,
      bootedById: actor.userId,
      displayName: target.displayName,
      nameKey: guestNameKey(target.displayName),
      deviceKey: target.deviceKey,
      at: now,
    };
    const songs = droppedFromSongs(state, [userId]);
    return {
      kind: 'write',
      writes: [boot, ...writes, ...songs.writes],
      changes: songs.queue ? [...PEOPLE, 'queue'] : PEOPLE,
      removedUserId: userId,
      removal: REMOVED_BY_HOST,
      ...(sessions ? { sessions } : {}),
      finish: (_written, version) => ({ result: { userId, booted: true }, parts: songs.queue?.(version) ?? {} }),
    };
  },
};

/** An admin takes someone out of the room (their sessions were ended with the kick); nothing when they already left. */
export const KICK: RoomOperation<{ userId: number }, void, null> = {
  name: 'kick',
  people: true,
  plan(state, _actor, { userId }) {
    if (!memberOf(peopleOf(state), userId)) return unchanged(undefined);
    const songs = droppedFromSongs(state, [userId]);
    return {
      kind: 'write',
      writes: [{ kind: 'people.leave', userIds: [userId] }, ...songs.writes],
      changes: songs.queue ? [...PEOPLE, 'queue'] : PEOPLE,
      removedUserId: userId,
      finish: (_written, version) => ({ result: undefined, parts: songs.queue?.(version) ?? {} }),
    };
  },
};

/**
 * Someone left the room from elsewhere (they joined another, or their account was deleted and its
 * songs with it): its people and its queue are read again and pushed.
 */
export const PEOPLE_CHANGED: RoomOperation<void, void, null> = {
  name: 'people-changed',
  row: true,
  plan: () => ({ kind: 'write', writes: [], changes: [...PEOPLE, 'queue'], finish: () => ({ result: undefined, parts: {} }) }),
};

/** The people (never the owner, nor a singer without a phone) not heard from for the room's inactivity timeout leave; answers how many. */
export const REMOVE_SILENT: RoomOperation<void, number, null> = {
  name: 'remove-silent',
  people: true,
  plan(state, _actor, _input, now) {
    const cutoff = now.getTime() - inactivityTimeoutMs(state.room);
    // A singer without a phone is never heard from: they stay until the host removes them or the room ends.
    const gone = peopleOf(state).inside.filter((p) => p.userId !== state.room.ownerId && !p.noPhone && (p.lastActive ?? p.createdAt).getTime() <= cutoff);
    if (gone.length === 0) return unchanged(0);
    const { writes, sessions } = leaving(gone, 'inactive', state.room);
    const songs = droppedFromSongs(
      state,
      gone.map((person) => person.userId),
    );
    return {
      kind: 'write',
      writes: [...writes, ...songs.writes],
      changes: songs.queue ? [...PEOPLE, 'queue'] : PEOPLE,
      ...(sessions ? { sessions } : {}),
      finish: (_written, version) => ({ result: gone.length, parts: songs.queue?.(version) ?? {} }),
    };
  },
};

/**
 * Why a room ends. Its time ran out, everyone left, or its host ended the party (`expired`,
 * `inactive`, `ended`): the row stays, ended, with its history (the host's past parties and CSV).
 * Its owner deleted it or an admin deleted the owner's account: the row goes, with its queue, stage
 * and history (foreign keys cascade; RoomEnding.endRoom deletes it after this plan's rows).
 */
export type RoomEndReason = 'expired' | 'inactive' | 'ended' | 'room-deleted' | 'account-deleted';

export const ROW_KEPT: Record<RoomEndReason, boolean> = { expired: true, inactive: true, ended: true, 'room-deleted': false, 'account-deleted': false };

/**
 * The room ends, whoever ends it (the one way: the lifecycle jobs through RoomTransactions.apply,
 * a delete through RoomEnding.endRoom): everyone inside leaves and guests' sessions end (their stay
 * was their account); a kept row is marked ended. `inactive` ends it only when nobody (but singers
 * without a phone) is in it and
 * it has been quiet for its inactivity timeout. Answers 1 when it ended.
 */
export const END_ROOM: RoomOperation<{ reason: RoomEndReason }, number, null> = {
  name: 'end',
  people: true,
  plan(state, _actor, { reason }, now) {
    const people = peopleOf(state);
    if (reason === 'inactive') {
      const quiet = state.room.lastActivity.getTime() <= now.getTime() - inactivityTimeoutMs(state.room);
      // Singers without a phone keep no room open: they cannot be there without whoever brought them.
      if (people.inside.some((person) => !person.noPhone) || !quiet) return unchanged(0);
    }
    const { writes, sessions } = leaving(people.inside, reason);
    const marked: RoomWrite[] = reason === 'expired' || reason === 'inactive' || reason === 'ended' ? [{ kind: 'room.end', reason }] : [];
    return {
      kind: 'write',
      writes: [...marked, ...writes],
      changes: ['ended'],
      ...(sessions ? { sessions } : {}),
      finish: () => ({ result: 1, parts: {} }),
    };
  },
};
