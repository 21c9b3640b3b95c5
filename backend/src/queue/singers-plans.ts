import type { SessionUser } from '../common/auth/session-user.js';
import { type PlanOutcome, refused, type RoomOperation, type RoomState, type RoomWrite, unchanged } from '../room-engine/index.js';
import type { RoomPeople } from '../rooms/room-people.js';
import type { QueueDto, QueueItemDto } from './dto/queue.dto.js';
import { NOT_YOUR_SONG, QUEUE_ITEM_NOT_FOUND } from './queue.errors.js';
import { queueDto, renumbered } from './queue-plans.js';
import { singerKey } from './rotation.js';
import { alreadyInvited, INVITE_NOT_IN_ROOM, INVITE_SELF, NOT_INVITED, tooManyPartners } from './singers.errors.js';
import { MAX_PARTNERS, partnersOf, type SingerState, type SongSinger } from './song-singers.js';

/**
 * Singing together as plans (docs/product.md "Sing together"; docs/architecture.md, "A change is
 * a plan"): whoever added a song invites up to three others in the room, each accepts or declines
 * on their phone, and someone who leaves before the song drops off it. The song stays the one who
 * added it (addedBy); each singer who accepted is charged a turn when it plays (player-plans.ts).
 */

/**
 * The queue in a new play order, numbered 1..n, with these people dropped from the songs they were
 * invited to: a song whose singers change is written once, with its position (two UPDATEs of one
 * row in a statement keep one), the others by their positions.
 */
export function rearranged(order: readonly QueueItemDto[], dropped: readonly number[]): { items: QueueItemDto[]; writes: RoomWrite[] } {
  const gone = new Set(dropped);
  const { items: numbered, writes } = renumbered(order);
  const changed = new Map<number, SongSinger[]>();
  const items = numbered.map((item) => {
    const partners = partnersOf(item);
    if (!partners.some((one) => gone.has(one.userId))) return item;
    const kept = partners.filter((one) => !gone.has(one.userId));
    changed.set(item.queueItemId, kept);
    return { ...item, singers: kept };
  });
  if (changed.size === 0) return { items, writes };
  const moves = writes.flatMap((write): RoomWrite[] => {
    if (write.kind !== 'queue.positions') return [write];
    const left = write.moves.filter((move) => !changed.has(move.queueItemId));
    return left.length > 0 ? [{ ...write, moves: left }] : [];
  });
  const partnerWrites: RoomWrite[] = items
    .filter((item) => changed.has(item.queueItemId))
    .map((item) => ({ kind: 'queue.partners', queueItemId: item.queueItemId, partners: changed.get(item.queueItemId)!, position: item.position }));
  return { items, writes: [...moves, ...partnerWrites] };
}

/** A song's singers become `partners` (besides whoever added it): one write, the queue pushed again. */
function newPartners(state: RoomState, song: QueueItemDto, partners: SongSinger[]): PlanOutcome<QueueItemDto> {
  const after = { ...song, singers: partners };
  const items = state.queue.map((item) => (item === song ? after : item));
  return {
    kind: 'write',
    writes: [{ kind: 'queue.partners', queueItemId: song.queueItemId, partners, position: song.position }],
    changes: ['queue'],
    finish: (_written, version) => {
      const queue: QueueDto = queueDto(state.room, items, version, state.turns);
      return { result: queue.items[items.indexOf(after)], parts: { queue } };
    },
  };
}

/** Someone in the room (the owner, inside or not), as a song's singer. */
function inRoom(state: RoomState, people: RoomPeople, userId: number): { displayName: string; isGuest: boolean; noPhone: boolean } | undefined {
  const member = people.inside.find((person) => person.userId === userId);
  if (member) return { displayName: member.displayName, isGuest: member.isGuest, noPhone: member.noPhone === true };
  if (userId === state.room.ownerId && people.ownerName !== null) return { displayName: people.ownerName, isGuest: false, noPhone: false };
  return undefined;
}

/**
 * "Sing with me": whoever added a waiting song invites people in the room (up to three others in
 * all, never themselves, each once while their invitation stands; someone who declined may be
 * asked again). A singer without a phone cannot answer on a phone, so they are in at once. Answers
 * the song as the queue shows it.
 */
export const INVITE_SINGERS: RoomOperation<{ queueItemId: number; userIds: readonly number[] }, QueueItemDto> = {
  name: 'invite-singers',
  people: true,
  plan(state, actor: SessionUser, { queueItemId, userIds }) {
    const song = state.queue.find((item) => item.queueItemId === queueItemId);
    if (!song) return refused(QUEUE_ITEM_NOT_FOUND);
    if (song.addedById !== actor.userId) return refused(NOT_YOUR_SONG);
    if (userIds.includes(actor.userId)) return refused(INVITE_SELF);
    const people = state.people;
    if (!people) throw new Error('A plan of people ran without the room’s people');
    const partners = [...partnersOf(song)];
    for (const userId of userIds) {
      const person = inRoom(state, people, userId);
      if (!person) return refused(INVITE_NOT_IN_ROOM);
      const already = partners.find((one) => one.userId === userId);
      if (already && already.state !== 'declined') return refused(alreadyInvited(person.displayName));
      const state_: SingerState = person.noPhone ? 'accepted' : 'invited';
      const invited: SongSinger = { userId, displayName: person.displayName, singer: singerKey({ userId, ...person }), state: state_ };
      if (already) partners[partners.indexOf(already)] = invited;
      else partners.push(invited);
    }
    if (partners.filter((one) => one.state !== 'declined').length > MAX_PARTNERS) return refused(tooManyPartners(MAX_PARTNERS));
    return newPartners(state, song, partners);
  },
};

/** An invitee accepts or declines on their phone (and may change their mind while the song waits). */
export const ANSWER_INVITE: RoomOperation<{ queueItemId: number; accept: boolean }, QueueItemDto> = {
  name: 'answer-invite',
  plan(state, actor, { queueItemId, accept }) {
    const song = state.queue.find((item) => item.queueItemId === queueItemId);
    if (!song) return refused(QUEUE_ITEM_NOT_FOUND);
    const partners = partnersOf(song);
    const me = partners.find((one) => one.userId === actor.userId);
    if (!me) return refused(NOT_INVITED);
    const answer: SingerState = accept ? 'accepted' : 'declined';
    if (me.state === answer) return unchanged(song);
    return newPartners(
      state,
      song,
      partners.map((one) => (one === me ? { ...one, state: answer } : one)),
    );
  },
};
