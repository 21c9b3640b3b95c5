import { songSource } from '../library/library-song.js';
import type { SessionUser } from '../common/auth/session-user.js';
import type { Refusal } from '../common/errors/domain-error.js';
import { UNLIMITED_SONGS } from '../rooms/entities/room-settings.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { canManageRoom } from '../rooms/room-access.js';
import { type PlanOutcome, refused, type RoomNotice, type RoomOperation, type RoomState, type RoomWrite, unchanged } from '../room-engine/index.js';
import { NOT_ROOM_OWNER } from '../rooms/rooms.errors.js';
import { videoThumbnail } from '../youtube/youtube-format.js';
import type { AddQueueItemDto, QueueDto, QueueItemDto, RestoreQueueItemDto } from './dto/queue.dto.js';
import { ALREADY_LAST, newPositionOutOfRange, NOT_YOUR_SONG, QUEUE_ITEM_NOT_FOUND, queueFull, singerLeft, tooManySongsWaiting } from './queue.errors.js';
import { averageSeconds, waitSeconds } from './estimate.js';
import { orderReasons, type Placement, rotationInsertIndex, singerKey, type Turns } from './rotation.js';
import { singersOf } from './song-singers.js';

/**
 * The queue's changes as plans (docs/architecture.md, "A change is a plan"): pure functions of
 * the room's state, the actor, the input and the time. RoomTransactions.apply runs them.
 */

/** Adding the same video again within this window is a double tap: it is added once. */
export const DOUBLE_TAP_MS = 10_000;

/**
 * The queue as its polling route answers it, at `version`: the songs in play order, each with why
 * it stands there and how long after the current song it starts (rotation.ts, estimate.ts), and
 * the turns they are counted from. Built with every change of the queue, never stored.
 */
export function queueDto(room: Pick<Room, 'settings'>, items: readonly QueueItemDto[], version: number, turns: Turns): QueueDto {
  const queueMode = room.settings.queueMode ?? 'fifo';
  const reasons = orderReasons(items, turns, queueMode);
  const waits = waitSeconds(items, room.settings.interstitialSeconds ?? 0, averageSeconds(items.map((item) => item.duration)));
  return {
    items: items.map((item, i) => ({ ...item, singers: singersOf(item), orderReason: reasons[i], waitSeconds: waits[i] })),
    queueMode,
    turns: [...turns].map(([singer, n]) => ({ singer, turns: n })),
    version,
  };
}

/**
 * The one way a queue's positions are made: the songs in their new play order are 1..n. Answers
 * the songs with their positions and the writes that move every song whose position changed
 * (a song without an id yet, `queueItemId` 0, is inserted by its own write).
 */
export function renumbered(order: readonly QueueItemDto[]): { items: QueueItemDto[]; writes: RoomWrite[] } {
  const items = order.map((item, index) => (item.position === index + 1 ? item : { ...item, position: index + 1 }));
  const moves = items.filter((item, index) => item.queueItemId !== 0 && item !== order[index]).map(({ queueItemId, position }) => ({ queueItemId, position }));
  return { items, writes: moves.length > 0 ? [{ kind: 'queue.positions', moves }] : [] };
}

type Waiting = Pick<QueueItemDto, 'addedById' | 'videoId' | 'singer'> & { addedAt: Date | string };

/**
 * What a room's waiting songs say to an add, in the order the rules apply: the same song from the
 * same person moments ago (a double tap, answered with that song), a refusal (the person's songs
 * waiting, then the queue's size), or nothing against it.
 */
export function judgeAdd<T extends Waiting>(
  queue: readonly T[],
  room: Room,
  actor: SessionUser,
  videoId: string,
  maxQueueSize: number,
  now: Date,
): { recent: T } | { refusal: Refusal } | undefined {
  const since = now.getTime() - DOUBLE_TAP_MS;
  const recent = queue.find((item) => item.addedById === actor.userId && item.videoId === videoId && new Date(item.addedAt).getTime() > since);
  if (recent) return { recent };
  if (!canManageRoom(room, actor)) {
    // The limit is the singer's, whatever phone or stay added the songs (rotation.ts singerKey).
    const singer = singerKey(actor);
    const mine = queue.filter((item) => item.singer === singer).length;
    const limit = actor.isGuest ? room.settings.maxSongsPerGuest : room.settings.maxSongsPerUser;
    if (limit < UNLIMITED_SONGS && mine >= limit) return { refusal: tooManySongsWaiting(mine) };
  }
  if (queue.length >= maxQueueSize) return { refusal: queueFull(maxQueueSize) };
  return undefined;
}

export interface AddInput {
  song: AddQueueItemDto;
  /** The owner's tier's queue size. */
  maxQueueSize: number;
}

export interface AddResult {
  item: QueueItemDto;
  /** False for a double tap: the song already waiting is the answer. */
  added: boolean;
}

/** A song about to enter the queue (no id or position yet), credited to `singer` under their name of now. */
function enteringSong(
  room: Room,
  song: Pick<AddQueueItemDto, 'videoId' | 'title' | 'duration'>,
  singer: Pick<SessionUser, 'userId' | 'displayName' | 'isGuest'>,
  now: Date,
): QueueItemDto {
  return {
    queueItemId: 0,
    roomId: room.roomId,
    videoId: song.videoId,
    source: songSource(song.videoId),
    title: song.title,
    // From the id, never the client's: a picture address shows on every member's screen.
    thumbnail: videoThumbnail(song.videoId),
    duration: song.duration ?? '',
    addedBy: singer.displayName,
    addedById: singer.userId,
    singer: singerKey(singer),
    placement: null,
    position: 0,
    addedAt: now,
    orderReason: '',
    waitSeconds: 0,
  };
}

const isRotation = (room: Room) => room.settings.queueMode === 'rotation';

/**
 * An add: the double tap, the limits, then the song goes at the end of the queue, or in fair
 * rotation after the last song of its round (rotation.ts), the songs after it moving down one.
 */
export const ADD_SONG: RoomOperation<AddInput, AddResult> = {
  name: 'add',
  plan(state, actor, { song, maxQueueSize }, now): PlanOutcome<AddResult> {
    const { room, queue } = state;
    const verdict = judgeAdd(queue, room, actor, song.videoId, maxQueueSize, now);
    if (verdict && 'recent' in verdict) return unchanged({ item: verdict.recent, added: false });
    if (verdict) return refused(verdict.refusal);
    const singer = singerKey(actor);
    const index = isRotation(room) ? rotationInsertIndex(queue, state.turns, singer) : queue.length;
    const entering = enteringSong(room, song, actor, now);
    const { items, writes } = renumbered([...queue.slice(0, index), entering, ...queue.slice(index)]);
    const { queueItemId: _unknown, orderReason: _reason, waitSeconds: _wait, ...row } = items[index];
    return {
      kind: 'write',
      writes: [...writes, { kind: 'queue.insert', item: row }],
      changes: ['queue'],
      finish: ({ ids: [queueItemId] }, version) => {
        const after = queueDto(
          room,
          items.map((each, i) => (i === index ? { ...each, queueItemId } : each)),
          version,
          state.turns,
        );
        return { result: { item: after.items[index], added: true }, parts: { queue: after } };
      },
    };
  },
};

/** The host's gate on the queue's other changes. */
function refusedUnlessManager(state: RoomState, actor: SessionUser): PlanOutcome<never> | undefined {
  return canManageRoom(state.room, actor) ? undefined : refused(NOT_ROOM_OWNER);
}

/** Who did what to whose songs, told to the room with the change (docs/product.md §4). */
function songsNotice(kind: RoomNotice['kind'], actor: SessionUser, songs: readonly Pick<QueueItemDto, 'title' | 'addedById'>[]): RoomNotice {
  return { kind, by: actor.displayName, byUserId: actor.userId, songs: songs.map(({ title, addedById }) => ({ title, addedById: Number(addedById) })) };
}

/** The host manages every song; anyone else only the songs they added. */
function refusedUnlessMine(state: RoomState, actor: SessionUser, item: QueueItemDto): PlanOutcome<never> | undefined {
  return canManageRoom(state.room, actor) || item.addedById === actor.userId ? undefined : refused(NOT_YOUR_SONG);
}

/**
 * A song leaves the queue (the host any song, anyone else their own); the songs after it move up
 * one. Answers the song as it was (what an undo sends back to RESTORE_SONG), and the room is told
 * who removed whose song.
 */
export const REMOVE_SONG: RoomOperation<{ queueItemId: number }, QueueItemDto> = {
  name: 'remove',
  plan(state, actor, { queueItemId }): PlanOutcome<QueueItemDto> {
    const song = state.queue.find((item) => item.queueItemId === queueItemId);
    if (!song) return refused(QUEUE_ITEM_NOT_FOUND);
    const refusal = refusedUnlessMine(state, actor, song);
    if (refusal) return refusal;
    const { items, writes } = renumbered(state.queue.filter((item) => item !== song));
    return {
      kind: 'write',
      writes: [{ kind: 'queue.delete', queueItemIds: [queueItemId] }, ...writes],
      changes: ['queue'],
      notice: songsNotice('song-removed', actor, [song]),
      finish: (_written, version) => ({ result: song, parts: { queue: queueDto(state.room, items, version, state.turns) } }),
    };
  },
};

/** Every waiting song leaves (owner or admin); everyone whose songs went is told. */
export const CLEAR_QUEUE: RoomOperation<void, { removed: number }> = {
  name: 'clear',
  plan(state, actor): PlanOutcome<{ removed: number }> {
    const refusal = refusedUnlessManager(state, actor);
    if (refusal) return refusal;
    if (state.queue.length === 0) return unchanged({ removed: 0 });
    return {
      kind: 'write',
      writes: [{ kind: 'queue.delete', queueItemIds: state.queue.map((item) => item.queueItemId) }],
      changes: ['queue'],
      notice: songsNotice('queue-cleared', actor, state.queue),
      finish: (_written, version) => ({ result: { removed: state.queue.length }, parts: { queue: queueDto(state.room, [], version, state.turns) } }),
    };
  },
};

export interface RestoreInput {
  song: RestoreQueueItemDto;
  /** Whether the song's undo token vouches for this very removal (UndoTokens): the singer's own undo. */
  vouched: boolean;
  /** The person who added it, as they are now; null when they are no longer in the room. */
  singer: Pick<SessionUser, 'displayName' | 'isGuest'> | null;
  /** The owner's tier's queue size. */
  maxQueueSize: number;
}

/**
 * Undoes a removal: the song comes back at its place (`position`, or last when the queue is
 * shorter now) as the song of whoever added it, who must still be in the room. The host (owner or
 * admin) undoes any removal; anyone else only their own song's, vouched for by the removal's undo
 * token, and within their songs-waiting limit. The queue's size limit holds; for the host the
 * per-person limit does not (the song was theirs already). Sent twice, the second answers the
 * song already back.
 */
export const RESTORE_SONG: RoomOperation<RestoreInput, QueueItemDto> = {
  name: 'restore',
  plan(state, actor, { song, vouched, singer, maxQueueSize }, now): PlanOutcome<QueueItemDto> {
    const manager = canManageRoom(state.room, actor);
    if (!manager && !(vouched && song.addedById === actor.userId)) return refused(NOT_ROOM_OWNER);
    const back = state.queue.find((item) => item.videoId === song.videoId && item.addedById === song.addedById);
    if (back) return unchanged(back);
    if (!manager) {
      const verdict = judgeAdd(state.queue, state.room, actor, song.videoId, maxQueueSize, now);
      if (verdict && 'refusal' in verdict) return refused(verdict.refusal);
    }
    if (state.queue.length >= maxQueueSize) return refused(queueFull(maxQueueSize));
    if (singer === null) return refused(singerLeft(song.title));
    const index = Math.min(song.position, state.queue.length + 1) - 1;
    const entering = enteringSong(state.room, song, { ...singer, userId: song.addedById }, now);
    const { items, writes } = renumbered([...state.queue.slice(0, index), entering, ...state.queue.slice(index)]);
    const { queueItemId: _unknown, orderReason: _reason, waitSeconds: _wait, ...row } = items[index];
    return {
      kind: 'write',
      writes: [...writes, { kind: 'queue.insert', item: row }],
      changes: ['queue'],
      notice: songsNotice('song-restored', actor, [entering]),
      finish: ({ ids: [queueItemId] }, version) => {
        const item = { ...items[index], queueItemId };
        return {
          result: item,
          parts: {
            queue: queueDto(
              state.room,
              items.map((each, i) => (i === index ? item : each)),
              version,
              state.turns,
            ),
          },
        };
      },
    };
  },
};

/**
 * One song moves to a 1-based place, recording how it was placed; the others keep their order
 * (and later adds respect the move). Answers the queue as it is after.
 */
function moveSong(state: RoomState, song: QueueItemDto, to: number, placement: Placement): PlanOutcome<QueueDto> {
  const from = state.queue.indexOf(song);
  if (to === from + 1 && song.placement === placement) return unchanged(queueDto(state.room, state.queue, state.room.version, state.turns));
  const order = state.queue.filter((item) => item !== song);
  order.splice(to - 1, 0, { ...song, placement });
  const { items, writes } = renumbered(order);
  // The moved song's row is written once, with its place and how it got there (two UPDATEs of one
  // row in a statement would keep only one).
  const others = writes.flatMap((write): RoomWrite[] => {
    if (write.kind !== 'queue.positions') return [write];
    const moves = write.moves.filter((move) => move.queueItemId !== song.queueItemId);
    return moves.length > 0 ? [{ ...write, moves }] : [];
  });
  return {
    kind: 'write',
    writes: [...others, { kind: 'queue.placement', queueItemId: song.queueItemId, placement, position: to }],
    changes: ['queue'],
    finish: (_written, version) => {
      const queue = queueDto(state.room, items, version, state.turns);
      return { result: queue, parts: { queue } };
    },
  };
}

/** The host's drag: a song moves to `newPosition`; the songs between move one the other way. */
export const REORDER_SONG: RoomOperation<{ queueItemId: number; newPosition: number }, QueueDto> = {
  name: 'reorder',
  plan(state, actor, { queueItemId, newPosition }): PlanOutcome<QueueDto> {
    const refusal = refusedUnlessManager(state, actor);
    if (refusal) return refusal;
    const song = state.queue.find((item) => item.queueItemId === queueItemId);
    if (!song) return refused(QUEUE_ITEM_NOT_FOUND);
    if (newPosition > state.queue.length) return refused(newPositionOutOfRange(state.queue.length));
    if (newPosition === state.queue.indexOf(song) + 1) return unchanged(queueDto(state.room, state.queue, state.room.version, state.turns));
    return moveSong(state, song, newPosition, 'host-moved');
  },
};

/** The host's one-tap overrides: "Play next" (to the top, ahead of the announced head) or "Move to end". */
export const HOST_MOVE: RoomOperation<{ queueItemId: number; where: 'next' | 'end' }, QueueDto> = {
  name: 'host-move',
  plan(state, actor, { queueItemId, where }): PlanOutcome<QueueDto> {
    const refusal = refusedUnlessManager(state, actor);
    if (refusal) return refusal;
    const song = state.queue.find((item) => item.queueItemId === queueItemId);
    if (!song) return refused(QUEUE_ITEM_NOT_FOUND);
    return where === 'next' ? moveSong(state, song, 1, 'host-next') : moveSong(state, song, state.queue.length, 'host-end');
  },
};

/** "Let others go first": a singer's own song moves down one place, never up (the host may do it for anyone's). */
export const LET_OTHERS_GO_FIRST: RoomOperation<{ queueItemId: number }, QueueDto> = {
  name: 'let-others-go-first',
  plan(state, actor, { queueItemId }): PlanOutcome<QueueDto> {
    const song = state.queue.find((item) => item.queueItemId === queueItemId);
    if (!song) return refused(QUEUE_ITEM_NOT_FOUND);
    const refusal = refusedUnlessMine(state, actor, song);
    if (refusal) return refusal;
    const from = state.queue.indexOf(song);
    if (from === state.queue.length - 1) return refused(ALREADY_LAST);
    return moveSong(state, song, from + 2, 'deferred');
  },
};
