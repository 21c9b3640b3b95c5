import type { SessionUser } from '../common/auth/session-user.js';
import type { Refusal } from '../common/errors/domain-error.js';
import { songSource } from '../library/library-song.js';
import { playedMsAt } from '../player/playing-clock.js';
import type { RoomSettings } from '../rooms/entities/room-settings.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { canManageRoom } from '../rooms/room-access.js';
import {
  type PlanOutcome,
  refused,
  type RoomNotice,
  type RoomOperation,
  type RoomState,
  type RoomWrite,
  type SongRequestRow,
  unchanged,
} from '../room-engine/index.js';
import { NOT_ROOM_OWNER } from '../rooms/rooms.errors.js';
import { videoThumbnail } from '../youtube/youtube-format.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import type { SongRequestDto } from './dto/request.dto.js';
import { averageSeconds, durationSeconds, waitSeconds } from './estimate.js';
import { ADD_SONG, type AddInput, type AddResult, judgeAdd, queueDto, renumbered } from './queue-plans.js';
import { queueFull } from './queue.errors.js';
import { APPROVAL_JUST_TURNED_ON, closedForSongs, NOT_YOUR_REQUEST, REQUEST_ALREADY_DECLINED, REQUEST_NOT_FOUND, requesterLeft } from './requests.errors.js';
import { rotationInsertIndexAt, singerKey } from './rotation.js';

/**
 * Song requests and the closing time as plans (docs/product.md "Requests and closing time";
 * docs/architecture.md "A change is a plan"). With "Host approves songs" on, a guest's add waits
 * in the host's Requests lane; approved, it takes the place in the queue it would have had when it
 * was asked for. With a closing time, a song that would not start before it is refused.
 */

/** Whether the room holds guests' songs for the host's approval. */
export const holdsRequests = (room: Pick<Room, 'settings'>): boolean => room.settings.approveSongs === true;

/** Whether this person's adds wait for approval: a guest's or member's, never the host's (or an admin's). */
export const asksForApproval = (room: Pick<Room, 'settings' | 'ownerId'>, actor: SessionUser): boolean => holdsRequests(room) && !canManageRoom(room, actor);

const pending = (state: RoomState): SongRequestDto[] => (state.requests ?? []).filter((request) => request.status === 'pending');

/** A request as a waiting song counts for the limits and the double tap (judgeAdd). */
const asWaiting = (request: SongRequestDto) => ({ ...request, addedAt: request.requestedAt });

/**
 * Seconds until the song on stage ends, by its length and the time it has played (unknown
 * lengths as the room's average); 0 when nothing plays.
 */
function stageLeftSeconds(state: RoomState, average: number, now: Date): number {
  const playing = state.playing;
  if (!playing) return 0;
  const length = durationSeconds(playing.duration) ?? average;
  return Math.max(0, length - Math.floor(playedMsAt(playing, now) / 1000));
}

/**
 * When the song at `index` of `order` starts, by the queue's wait estimate (estimate.ts): what is
 * left of the song on stage, then the songs ahead and the pause before each.
 */
export function estimatedStart(state: RoomState, order: readonly Pick<QueueItemDto, 'duration'>[], index: number, now: Date): Date {
  const durations = [...order.map((item) => item.duration), state.playing?.duration];
  const average = averageSeconds(durations);
  const waits = waitSeconds(order, state.room.settings.interstitialSeconds ?? 0, average);
  return new Date(now.getTime() + (stageLeftSeconds(state, average, now) + waits[index]) * 1000);
}

/** The closing time's refusal for a song that would stand at `index` of `order`, when it would not start before closing. */
export function closingRefusal(state: RoomState, order: readonly Pick<QueueItemDto, 'duration'>[], index: number, now: Date): Refusal | undefined {
  const { closesAt, closingTime } = state.room.settings;
  if (!closesAt || !closingTime) return undefined;
  return estimatedStart(state, order, index, now).getTime() >= new Date(closesAt).getTime() ? closedForSongs(closingTime) : undefined;
}

/** Where a song by `singer` asked for at `askedAt` goes: its rotation place from that moment, or in fifo after the songs added before it. */
export function placeFrom(state: Pick<RoomState, 'room' | 'turns'>, queue: readonly QueueItemDto[], singer: string, askedAt: Date): number {
  if (state.room.settings.queueMode === 'rotation') return rotationInsertIndexAt(queue, state.turns, singer, askedAt);
  let index = 0;
  queue.forEach((item, i) => {
    if (new Date(item.addedAt).getTime() <= askedAt.getTime()) index = i + 1;
  });
  return Math.max(Math.min(queue.length, 1), index);
}

/**
 * An add by anyone whose songs go straight in (the host, or everyone while approval is off): the
 * add's rules (ADD_SONG), then the closing time, judged where the song would stand. Runs from
 * memory. A guest whose add reaches it while approval is on (turned on a moment ago) is asked to
 * add it again, which then asks the host.
 */
export const ADD_BEFORE_CLOSING: RoomOperation<AddInput, AddResult> = {
  name: 'add-before-closing',
  plan(state, actor, input, now): PlanOutcome<AddResult> {
    if (asksForApproval(state.room, actor)) return refused(APPROVAL_JUST_TURNED_ON);
    const outcome = ADD_SONG.plan(state, actor, input, now);
    if (outcome.kind !== 'write') return outcome;
    const insert = outcome.writes.find((write) => write.kind === 'queue.insert');
    if (insert?.kind !== 'queue.insert') return outcome;
    const index = insert.item.position - 1;
    const order = [...state.queue.slice(0, index), insert.item, ...state.queue.slice(index)];
    const refusal = closingRefusal(state, order, index, now);
    return refusal ? refused(refusal) : outcome;
  },
};

export interface RequestInput extends AddInput {
  /** The new request's id, drawn by the caller (a plan run twice plans the same row). */
  requestId: string;
}

/** A guest's add while the host approves songs: the request waiting, or the song when it went straight in. */
export type AskResult = AddResult | { request: SongRequestDto };

/**
 * A guest's add while the host approves songs: it waits in the Requests lane. Pending requests
 * count toward the singer's songs-waiting limit and the queue's size, as the songs they will be;
 * the same song asked for again within moments is answered with the request already waiting;
 * and the closing time is judged where the song would stand were it approved now. Anyone whose
 * songs go straight in (the host; everyone once approval is off) is added as ever.
 */
export const REQUEST_SONG: RoomOperation<RequestInput, AskResult> = {
  name: 'request',
  requests: true,
  plan(state, actor, input, now): PlanOutcome<AskResult> {
    if (!asksForApproval(state.room, actor)) return ADD_BEFORE_CLOSING.plan(state, actor, input, now);
    const { song, maxQueueSize, requestId } = input;
    const waiting = pending(state);
    const verdict = judgeAdd([...state.queue, ...waiting.map(asWaiting)], state.room, actor, song.videoId, maxQueueSize, now);
    if (verdict && 'recent' in verdict) {
      const recent = verdict.recent;
      return unchanged('requestId' in recent ? { request: waiting.find((each) => each.requestId === recent.requestId)! } : { item: recent, added: false });
    }
    if (verdict) return refused(verdict.refusal);
    const singer = singerKey(actor);
    const index = placeFrom(state, state.queue, singer, now);
    const entering = { duration: song.duration ?? '' };
    const refusal = closingRefusal(state, [...state.queue.slice(0, index), entering, ...state.queue.slice(index)], index, now);
    if (refusal) return refused(refusal);
    const row: SongRequestRow = {
      requestId,
      videoId: song.videoId,
      title: song.title,
      thumbnail: videoThumbnail(song.videoId),
      duration: song.duration ?? '',
      addedBy: actor.displayName,
      addedById: actor.userId,
      singer,
      requestedAt: now,
    };
    const request: SongRequestDto = { ...row, roomId: state.room.roomId, source: songSource(song.videoId), status: 'pending', reason: null };
    return {
      kind: 'write',
      writes: [{ kind: 'request.insert', request: row }],
      // The room carries its requests (RoomDto.requests): it is read again and pushed.
      changes: ['room'],
      finish: () => ({ result: { request }, parts: {} }),
    };
  },
};

/** The host's answer's notice: the guest is told by name, with the reason of a decline. */
function requestNotice(
  kind: 'request-approved' | 'request-declined',
  actor: SessionUser,
  requests: readonly SongRequestDto[],
  reason?: string | null,
): RoomNotice {
  return {
    kind,
    by: actor.displayName,
    byUserId: actor.userId,
    songs: requests.map(({ title, addedById }) => ({ title, addedById })),
    ...(reason ? { reason } : {}),
  };
}

/** The song an approved request becomes: its singer's, added at the moment it was asked for. */
function approvedSong(state: RoomState, request: SongRequestDto): QueueItemDto {
  return {
    queueItemId: 0,
    roomId: state.room.roomId,
    videoId: request.videoId,
    source: songSource(request.videoId),
    title: request.title,
    thumbnail: request.thumbnail,
    duration: request.duration,
    addedBy: request.addedBy,
    addedById: request.addedById,
    singer: request.singer,
    placement: null,
    position: 0,
    addedAt: new Date(request.requestedAt),
    orderReason: '',
    waitSeconds: 0,
  };
}

/**
 * Requests approved into `order`, oldest first, each at the place it would have had when it was
 * asked for; answers the new order (the approved songs without ids yet) and, once renumbered, the
 * writes: positions, the songs' inserts and the requests' deletion.
 */
export function approveInto(state: RoomState, order: readonly QueueItemDto[], requests: readonly SongRequestDto[]) {
  let next = [...order];
  for (const request of [...requests].sort((a, b) => new Date(a.requestedAt).getTime() - new Date(b.requestedAt).getTime())) {
    const index = placeFrom(state, next, request.singer, new Date(request.requestedAt));
    next = [...next.slice(0, index), approvedSong(state, request), ...next.slice(index)];
  }
  const { items, writes } = renumbered(next);
  const inserts: RoomWrite[] = items
    .filter((item) => item.queueItemId === 0)
    .map(({ queueItemId: _unknown, orderReason: _reason, waitSeconds: _wait, ...row }) => ({ kind: 'queue.insert', item: row }));
  return { items, writes: [...writes, ...inserts] };
}

/** The queue's answer once the inserted songs have their ids (in the order of their inserts). */
export function withIds(items: readonly QueueItemDto[], ids: readonly number[]): QueueItemDto[] {
  let next = 0;
  return items.map((item) => (item.queueItemId === 0 ? { ...item, queueItemId: ids[next++] } : item));
}

export interface ApproveInput {
  requestId: string;
  /** The owner's tier's queue size. */
  maxQueueSize: number;
}

/**
 * The host approves a request: the song joins the queue where it would have stood had it been
 * added when it was asked for (the rotation's rules from that moment: catch-up, the announced
 * head, songs sent to the end), and the guest is told. Its singer's limit was counted when they
 * asked; the queue's size is checked again, and the person must still be in the room.
 */
export const APPROVE_REQUEST: RoomOperation<ApproveInput, QueueItemDto> = {
  name: 'approve-request',
  requests: true,
  people: true,
  plan(state, actor, { requestId, maxQueueSize }): PlanOutcome<QueueItemDto> {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    const request = (state.requests ?? []).find((each) => each.requestId === requestId);
    if (!request) return refused(REQUEST_NOT_FOUND);
    if (request.status === 'declined') return refused(REQUEST_ALREADY_DECLINED);
    const inside = state.room.ownerId === request.addedById || state.people?.inside.some((person) => person.userId === request.addedById);
    if (!inside) return refused(requesterLeft(request.title));
    if (state.queue.length >= maxQueueSize) return refused(queueFull(maxQueueSize));
    const { items, writes } = approveInto(state, state.queue, [request]);
    return {
      kind: 'write',
      writes: [...writes, { kind: 'request.delete', requestIds: [requestId] }],
      changes: ['room', 'queue'],
      notice: requestNotice('request-approved', actor, [request]),
      finish: ({ ids }, version) => {
        const after = withIds(items, ids);
        const queue = queueDto(state.room, after, version, state.turns);
        return { result: queue.items[after.findIndex((item) => item.queueItemId === ids[0])], parts: { queue } };
      },
    };
  },
};

/** The host declines a request, with a reason the guest sees (or none); it stays on the guest's phone, declined, until they dismiss it. */
export const DECLINE_REQUEST: RoomOperation<{ requestId: string; reason: string | null }, SongRequestDto> = {
  name: 'decline-request',
  requests: true,
  plan(state, actor, { requestId, reason }): PlanOutcome<SongRequestDto> {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    const request = (state.requests ?? []).find((each) => each.requestId === requestId);
    if (!request) return refused(REQUEST_NOT_FOUND);
    if (request.status === 'declined') return unchanged(request);
    const declined: SongRequestDto = { ...request, status: 'declined', reason: reason || null };
    return {
      kind: 'write',
      writes: [{ kind: 'request.decline', requestId, reason: declined.reason }],
      changes: ['room'],
      notice: requestNotice('request-declined', actor, [request], declined.reason),
      finish: () => ({ result: declined, parts: {} }),
    };
  },
};

/** A guest withdraws their waiting request or dismisses a declined one (the host may remove any); gone already, nothing to do. */
export const WITHDRAW_REQUEST: RoomOperation<{ requestId: string }, { removed: number }> = {
  name: 'withdraw-request',
  requests: true,
  plan(state, actor, { requestId }): PlanOutcome<{ removed: number }> {
    const request = (state.requests ?? []).find((each) => each.requestId === requestId);
    if (!request) return unchanged({ removed: 0 });
    if (request.addedById !== actor.userId && !canManageRoom(state.room, actor)) return refused(NOT_YOUR_REQUEST);
    return {
      kind: 'write',
      writes: [{ kind: 'request.delete', requestIds: [requestId] }],
      changes: ['room'],
      finish: () => ({ result: { removed: 1 }, parts: {} }),
    };
  },
};

/**
 * Approval turned off (UPDATE_SETTINGS): every waiting request of someone still in the room is
 * approved, oldest first, each at the place it had when asked for; the declined ones, and those of
 * people who left, are cleared. Answers nothing when approval stays as it was or nothing waits.
 */
export function answerAllRequests(state: RoomState, order: readonly QueueItemDto[], settings: Pick<RoomSettings, 'approveSongs'>) {
  if (!holdsRequests(state.room) || settings.approveSongs) return undefined;
  const all = state.requests ?? [];
  if (all.length === 0) return undefined;
  const inside = (request: SongRequestDto) =>
    state.room.ownerId === request.addedById || (state.people?.inside.some((person) => person.userId === request.addedById) ?? false);
  const approved = all.filter((request) => request.status === 'pending' && inside(request));
  const { items, writes } = approveInto(state, order, approved);
  return { items, writes: [...writes, { kind: 'request.delete', requestIds: all.map((request) => request.requestId) } as RoomWrite], approved };
}
