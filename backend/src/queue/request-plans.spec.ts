import type { CurrentlyPlayingDto } from '../player/dto/player.dto.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../rooms/entities/room-settings.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import type { RoomPeople } from '../rooms/room-people.js';
import { UPDATE_SETTINGS } from '../rooms/room-plans.js';
import { PLAN_NOW, planPerson } from '../../test/support/plan-people.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import type { SongRequestDto } from './dto/request.dto.js';
import { queueFull, tooManySongsWaiting } from './queue.errors.js';
import { ADD_BEFORE_CLOSING, APPROVE_REQUEST, DECLINE_REQUEST, REQUEST_SONG, WITHDRAW_REQUEST } from './request-plans.js';
import { APPROVAL_JUST_TURNED_ON, closedForSongs, NOT_YOUR_REQUEST, REQUEST_NOT_FOUND, requesterLeft } from './requests.errors.js';
import { NOT_ROOM_OWNER } from '../rooms/rooms.errors.js';

/** Song requests and the closing time as plans, without a database (docs/product.md "Requests and closing time"). */

const now = PLAN_NOW;
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const host = planPerson(1);
const gina = planPerson(2, { isGuest: true, displayName: 'Gina' });
const max = planPerson(3, { isGuest: true, displayName: 'Max' });
const member = planPerson(4);
const newcomer = planPerson(5);

const room = (settings: Partial<RoomSettings> = {}): Room =>
  ({
    roomId: 'room',
    ownerId: host.userId,
    version: 5,
    settings: { ...DEFAULT_ROOM_SETTINGS, approveSongs: true, ...settings },
    endedAt: null,
  }) as unknown as Room;

const singerOf = (userId: number) => (userId === gina.userId ? 'guest:gina' : userId === max.userId ? 'guest:max' : `user:${userId}`);

let nextId = 100;
const song = (addedById: number, videoId: string, addedAt: Date, duration = '3:00'): QueueItemDto => ({
  queueItemId: nextId++,
  roomId: 'room',
  videoId: videoId.padEnd(11, 'x'),
  source: 'youtube',
  title: `Song ${videoId}`,
  thumbnail: '',
  duration,
  addedBy: `Person ${addedById}`,
  addedById,
  singer: singerOf(addedById),
  placement: null,
  position: 0,
  addedAt,
  orderReason: '',
  waitSeconds: 0,
});
const request = (addedById: number, videoId: string, requestedAt: Date, extra: Partial<SongRequestDto> = {}): SongRequestDto => ({
  requestId: `r-${videoId}`,
  roomId: 'room',
  videoId: videoId.padEnd(11, 'x'),
  source: 'youtube',
  title: `Song ${videoId}`,
  thumbnail: '',
  duration: '3:00',
  addedBy: addedById === gina.userId ? 'Gina' : 'Max',
  addedById,
  singer: singerOf(addedById),
  requestedAt,
  status: 'pending',
  reason: null,
  ...extra,
});
const everyone: RoomPeople = {
  ownerName: 'Host',
  inside: [gina, max, member, newcomer].map((p) => ({ ...p, lastActive: now, createdAt: now, deviceKey: null })),
  boots: [],
};
const positioned = (queue: QueueItemDto[]) => queue.map((each, i) => ({ ...each, position: i + 1 }));
const state = (queue: QueueItemDto[], requests: SongRequestDto[] = [], settings: Partial<RoomSettings> = {}, extra: Partial<RoomState> = {}): RoomState => ({
  room: room(settings),
  queue: positioned(queue),
  playing: null,
  turns: new Map(),
  requests,
  people: everyone,
  ...extra,
});
const asking = (videoId: string, duration = '3:00') => ({
  song: { videoId: videoId.padEnd(11, 'x'), title: `Song ${videoId}`, duration },
  maxQueueSize: 50,
  requestId: `new-${videoId}`,
});

function written<T>(outcome: PlanOutcome<T>, ids: number[] = [777]) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${JSON.stringify(outcome)}`);
  return { writes: outcome.writes, changes: outcome.changes, notice: outcome.notice, ...outcome.finish({ ids }, 6) };
}
const titles = (done: { parts: { queue?: unknown } }) => (done.parts.queue as { items: QueueItemDto[] }).items.map((each) => each.title);

describe('REQUEST_SONG', () => {
  it("holds a guest's song for the host, counting from the moment it was asked for", () => {
    const done = written(REQUEST_SONG.plan(state([]), gina, asking('dancing'), now));
    expect(done.writes).toEqual([
      {
        kind: 'request.insert',
        request: expect.objectContaining({ requestId: 'new-dancing', addedById: gina.userId, addedBy: 'Gina', singer: 'guest:gina', requestedAt: now }),
      },
    ]);
    // The room carries the requests: it is read again and pushed.
    expect(done.changes).toEqual(['room']);
    expect(done.result).toEqual({ request: expect.objectContaining({ status: 'pending', reason: null, title: 'Song dancing' }) });
  });

  it("lets the host's own songs (and everyone's, with approval off) go straight in", () => {
    const hosts = written(REQUEST_SONG.plan(state([]), host, asking('hostsong'), now));
    expect(hosts.writes).toEqual([{ kind: 'queue.insert', item: expect.objectContaining({ addedById: host.userId, position: 1 }) }]);
    const off = written(REQUEST_SONG.plan(state([], [], { approveSongs: false }), gina, asking('free'), now));
    expect(off.writes[0].kind).toBe('queue.insert');
  });

  it("counts waiting requests toward the guest's own-songs limit", () => {
    const queue = [song(gina.userId, 'queued', minutes(-20))];
    const waiting = [request(gina.userId, 'asked', minutes(-10))];
    expect(REQUEST_SONG.plan(state(queue, waiting, { maxSongsPerGuest: 2 }), gina, asking('third'), now)).toEqual({
      kind: 'refused',
      refusal: tooManySongsWaiting(2),
    });
    // A declined request no longer counts.
    const declined = [request(gina.userId, 'asked', minutes(-10), { status: 'declined' })];
    expect(REQUEST_SONG.plan(state(queue, declined, { maxSongsPerGuest: 2 }), gina, asking('third'), now).kind).toBe('write');
    // Nor does anyone else's.
    expect(REQUEST_SONG.plan(state(queue, waiting, { maxSongsPerGuest: 2 }), max, asking('third'), now).kind).toBe('write');
  });

  it('answers a double tap with the request already waiting', () => {
    const waiting = request(gina.userId, 'dancing', new Date(now.getTime() - 3000));
    expect(REQUEST_SONG.plan(state([], [waiting]), gina, asking('dancing'), now)).toEqual({ kind: 'unchanged', result: { request: waiting } });
  });

  it("counts waiting requests toward the queue's size", () => {
    const queue = [song(member.userId, 'a', minutes(-9))];
    expect(REQUEST_SONG.plan(state(queue, [request(max.userId, 'b', minutes(-5))]), gina, { ...asking('c'), maxQueueSize: 2 }, now)).toEqual({
      kind: 'refused',
      refusal: queueFull(2),
    });
  });
});

describe('ADD_BEFORE_CLOSING', () => {
  it('asks a guest whose add raced the host turning approval on to add it again', () => {
    expect(ADD_BEFORE_CLOSING.plan(state([]), gina, asking('x'), now)).toEqual({ kind: 'refused', refusal: APPROVAL_JUST_TURNED_ON });
  });
});

describe('APPROVE_REQUEST', () => {
  it('places the song where it would have stood when it was asked for, not at the approval', () => {
    // Gina asked before Max and the member added their first songs: approved now, she goes ahead of them.
    const queue = [song(host.userId, 'head', minutes(-30)), song(member.userId, 'member', minutes(-5)), song(newcomer.userId, 'new', minutes(-4))];
    const asked = request(gina.userId, 'gina', minutes(-10));
    const done = written(APPROVE_REQUEST.plan(state(queue, [asked]), host, { requestId: asked.requestId, maxQueueSize: 50 }, now));
    expect(titles(done)).toEqual(['Song head', 'Song gina', 'Song member', 'Song new']);
    expect(done.writes).toEqual([
      { kind: 'queue.positions', moves: [expect.objectContaining({ position: 3 }), expect.objectContaining({ position: 4 })] },
      { kind: 'queue.insert', item: expect.objectContaining({ addedById: gina.userId, position: 2, addedAt: minutes(-10), singer: 'guest:gina' }) },
      { kind: 'request.delete', requestIds: [asked.requestId] },
    ]);
    expect(done.changes).toEqual(['room', 'queue']);
    expect(done.result).toMatchObject({ queueItemId: 777, title: 'Song gina', position: 2 });
    expect(done.notice).toEqual({ kind: 'request-approved', by: 'Person 1', byUserId: 1, songs: [{ title: 'Song gina', addedById: gina.userId }] });
  });

  it('keeps fair rotation right: a later song of an earlier round (catch-up) still goes first', () => {
    // Gina and the host have sung once; the newcomer has not, and added after Gina asked.
    const turns = new Map([
      ['guest:gina', 1],
      ['user:1', 1],
    ]);
    const queue = [song(host.userId, 'hosts-second', minutes(-30)), song(newcomer.userId, 'newcomer', minutes(-2))];
    const asked = request(gina.userId, 'gina', minutes(-10));
    const done = written(APPROVE_REQUEST.plan(state(queue, [asked], {}, { turns }), host, { requestId: asked.requestId, maxQueueSize: 50 }, now));
    expect(titles(done)).toEqual(['Song hosts-second', 'Song newcomer', 'Song gina']);
  });

  it('never goes ahead of the song announced as up next, nor behind one the host sent to the end', () => {
    const asked = request(gina.userId, 'gina', minutes(-10));
    const queue = [
      song(member.userId, 'head', minutes(-5)),
      song(max.userId, 'max', minutes(-4)),
      { ...song(host.userId, 'end', minutes(-30)), placement: 'host-end' as const },
    ];
    const done = written(APPROVE_REQUEST.plan(state(queue, [asked]), host, { requestId: asked.requestId, maxQueueSize: 50 }, now));
    expect(titles(done)).toEqual(['Song head', 'Song gina', 'Song max', 'Song end']);
  });

  it('in first come, first served the song goes after the songs added before it was asked for', () => {
    const queue = [song(member.userId, 'first', minutes(-20)), song(max.userId, 'later', minutes(-5))];
    const asked = request(gina.userId, 'gina', minutes(-10));
    const done = written(APPROVE_REQUEST.plan(state(queue, [asked], { queueMode: 'fifo' }), host, { requestId: asked.requestId, maxQueueSize: 50 }, now));
    expect(titles(done)).toEqual(['Song first', 'Song gina', 'Song later']);
  });

  it('is the host’s alone, for a request that still waits, of someone still in the room, in a queue with room', () => {
    const asked = request(gina.userId, 'gina', minutes(-10));
    const input = { requestId: asked.requestId, maxQueueSize: 50 };
    expect(APPROVE_REQUEST.plan(state([], [asked]), gina, input, now)).toEqual({ kind: 'refused', refusal: NOT_ROOM_OWNER });
    expect(APPROVE_REQUEST.plan(state([], [asked]), host, { ...input, requestId: 'gone' }, now)).toEqual({ kind: 'refused', refusal: REQUEST_NOT_FOUND });
    const left = { ...everyone, inside: everyone.inside.filter((m) => m.userId !== gina.userId) };
    expect(APPROVE_REQUEST.plan(state([], [asked], {}, { people: left }), host, input, now)).toEqual({ kind: 'refused', refusal: requesterLeft('Song gina') });
    expect(APPROVE_REQUEST.plan(state([song(member.userId, 'a', minutes(-1))], [asked]), host, { ...input, maxQueueSize: 1 }, now)).toEqual({
      kind: 'refused',
      refusal: queueFull(1),
    });
  });
});

describe('DECLINE_REQUEST', () => {
  it('declines with the reason the guest is told, and keeps it on their phone', () => {
    const asked = request(gina.userId, 'gina', minutes(-10));
    const done = written(DECLINE_REQUEST.plan(state([], [asked]), host, { requestId: asked.requestId, reason: 'Too slow for tonight' }, now));
    expect(done.writes).toEqual([{ kind: 'request.decline', requestId: asked.requestId, reason: 'Too slow for tonight' }]);
    expect(done.changes).toEqual(['room']);
    expect(done.result).toMatchObject({ status: 'declined', reason: 'Too slow for tonight' });
    expect(done.notice).toEqual({
      kind: 'request-declined',
      by: 'Person 1',
      byUserId: 1,
      songs: [{ title: 'Song gina', addedById: gina.userId }],
      reason: 'Too slow for tonight',
    });
  });

  it('declines without a reason; twice is once; only the host declines', () => {
    const asked = request(gina.userId, 'gina', minutes(-10));
    const done = written(DECLINE_REQUEST.plan(state([], [asked]), host, { requestId: asked.requestId, reason: null }, now));
    expect(done.notice).not.toHaveProperty('reason');
    const declined = { ...asked, status: 'declined' as const };
    expect(DECLINE_REQUEST.plan(state([], [declined]), host, { requestId: asked.requestId, reason: null }, now)).toEqual({
      kind: 'unchanged',
      result: declined,
    });
    expect(DECLINE_REQUEST.plan(state([], [asked]), max, { requestId: asked.requestId, reason: null }, now)).toEqual({
      kind: 'refused',
      refusal: NOT_ROOM_OWNER,
    });
  });
});

describe('WITHDRAW_REQUEST', () => {
  it('lets a guest withdraw or dismiss their own request, never someone else’s', () => {
    const asked = request(gina.userId, 'gina', minutes(-10));
    expect(written(WITHDRAW_REQUEST.plan(state([], [asked]), gina, { requestId: asked.requestId }, now)).writes).toEqual([
      { kind: 'request.delete', requestIds: [asked.requestId] },
    ]);
    expect(WITHDRAW_REQUEST.plan(state([], [asked]), max, { requestId: asked.requestId }, now)).toEqual({ kind: 'refused', refusal: NOT_YOUR_REQUEST });
    expect(WITHDRAW_REQUEST.plan(state([], []), gina, { requestId: asked.requestId }, now)).toEqual({ kind: 'unchanged', result: { removed: 0 } });
  });
});

describe('turning approval off', () => {
  it('approves what waits, oldest first, each at its place from when it was asked for, and clears the declined', () => {
    const queue = [song(host.userId, 'head', minutes(-30)), song(member.userId, 'member', minutes(-5))];
    const requests = [
      request(max.userId, 'max', minutes(-8)),
      request(gina.userId, 'gina', minutes(-12)),
      request(gina.userId, 'no', minutes(-11), { status: 'declined', reason: 'Not tonight' }),
    ];
    const done = written(UPDATE_SETTINGS.plan(state(queue, requests), host, { approveSongs: false }, now), [801, 802]);
    expect(titles(done)).toEqual(['Song head', 'Song gina', 'Song max', 'Song member']);
    expect(done.writes[0]).toEqual({ kind: 'room.settings', settings: expect.objectContaining({ approveSongs: false }) });
    expect(done.writes).toContainEqual({ kind: 'request.delete', requestIds: ['r-max', 'r-gina', 'r-no'] });
    expect(done.writes.filter((write) => write.kind === 'queue.insert')).toHaveLength(2);
    expect(done.changes).toEqual(['room', 'settings', 'queue']);
    const items = (done.parts.queue as { items: QueueItemDto[] }).items;
    expect(items.map((each) => each.queueItemId).slice(1, 3)).toEqual([801, 802]);
  });

  it('leaves the queue alone when nothing waits', () => {
    const done = written(UPDATE_SETTINGS.plan(state([], []), host, { approveSongs: false }, now));
    expect(done.changes).toEqual(['room', 'settings']);
  });
});

describe('closing time', () => {
  const closing = (closesAt: Date) => ({ closingTime: '21:00', timeZone: 'Europe/Berlin', closesAt: closesAt.toISOString() });
  const playing = (duration: string, playedMs: number): CurrentlyPlayingDto =>
    ({ videoId: 'onstagexxxx', duration, playingSince: null, playedMs, letFinish: false }) as unknown as CurrentlyPlayingDto;

  it('refuses a song that would not start before closing, with a sentence that says so', () => {
    // Two 3:00 songs wait with a 10 s pause before each: a new one starts in 6:30 (+10 s) from now.
    const queue = [song(member.userId, 'a', minutes(-9)), song(max.userId, 'b', minutes(-8))];
    const refusal = closedForSongs('21:00');
    expect(refusal.message).toBe('The party closes at 21:00: this song would not start before then.');
    expect(ADD_BEFORE_CLOSING.plan(state(queue, [], { approveSongs: false, ...closing(minutes(6)) }), host, asking('late'), now)).toEqual({
      kind: 'refused',
      refusal,
    });
    expect(ADD_BEFORE_CLOSING.plan(state(queue, [], { approveSongs: false, ...closing(minutes(7)) }), host, asking('late'), now).kind).toBe('write');
  });

  it('counts what is left of the song on stage', () => {
    // 4:00 on stage, 1:00 played: the new song starts in 3:00 + 10 s.
    const stage = { playing: playing('4:00', 60_000) };
    expect(ADD_BEFORE_CLOSING.plan(state([], [], { approveSongs: false, ...closing(minutes(3)) }, stage), host, asking('x'), now).kind).toBe('refused');
    expect(ADD_BEFORE_CLOSING.plan(state([], [], { approveSongs: false, ...closing(minutes(4)) }, stage), host, asking('x'), now).kind).toBe('write');
  });

  it('refuses a request the same way, and everything once the party has closed', () => {
    expect(REQUEST_SONG.plan(state([], [], closing(minutes(-1))), gina, asking('x'), now)).toEqual({ kind: 'refused', refusal: closedForSongs('21:00') });
    expect(REQUEST_SONG.plan(state([], [], closing(minutes(5))), gina, asking('x'), now).kind).toBe('write');
  });

  it("is fixed as an instant in the host's zone when set, safe across the clocks going forward", () => {
    // Berlin, the night of 28 to 29 March 2026: 02:30 does not exist; set at 22:00 CET it closes at 03:30 CEST.
    const set = UPDATE_SETTINGS.plan(
      state([], [], { approveSongs: false }),
      host,
      { closingTime: '02:30', timeZone: 'Europe/Berlin' },
      new Date('2026-03-28T21:00:00Z'),
    );
    expect(written(set).writes[0]).toEqual({
      kind: 'room.settings',
      settings: expect.objectContaining({ closingTime: '02:30', timeZone: 'Europe/Berlin', closesAt: '2026-03-29T01:30:00.000Z' }),
    });
    const cleared = UPDATE_SETTINGS.plan(state([], [], closing(minutes(5))), host, { closingTime: null }, now);
    expect(written(cleared).writes[0]).toEqual({ kind: 'room.settings', settings: expect.objectContaining({ closingTime: null, closesAt: null }) });
  });
});
