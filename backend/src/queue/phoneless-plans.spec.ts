import type { Room } from '../rooms/entities/room.entity.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../rooms/entities/room-settings.js';
import { END_ROOM, GUEST_JOIN, REMOVE_SILENT } from '../rooms/people-plans.js';
import type { RoomPerson } from '../rooms/room-people.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import { ADD_FOR_PHONELESS, ADD_PHONELESS, REMOVE_PHONELESS } from './phoneless-plans.js';
import { singerKey } from './rotation.js';
import { PLAN_NOW, planPerson, planSong, roomPerson } from '../../test/support/plan-people.js';

/** Singers without a phone as plans (docs/product.md "Singers without a phone"): plain objects in, plain objects out. */

const now = PLAN_NOW;
const host = planPerson(1, { displayName: 'Host' });
const guest = planPerson(2, { isGuest: true, displayName: 'Maya' });
const outsider = planPerson(7, { isGuest: true, displayName: 'Zed' });
const admin = planPerson(9, { role: 'admin' });
const rose = roomPerson(5, 'Grandma Rose', { deviceKey: null, noPhone: true, lastActive: new Date(now.getTime() - 5 * 3_600_000) });
const song = (queueItemId: number, addedById: number, position: number, singer: string, addedBy: string): QueueItemDto => ({
  ...planSong(queueItemId, addedById, position),
  singer,
  addedBy,
});
const ROSE = singerKey({ userId: 5, isGuest: true, displayName: 'Grandma Rose', noPhone: true });
const roseSong = (queueItemId: number, position: number) => song(queueItemId, 5, position, ROSE, 'Grandma Rose');
const mayaSong = (queueItemId: number, position: number) => song(queueItemId, 2, position, 'guest:maya', 'Maya');

const state = ({
  queue = [],
  settings = {},
  inside = [roomPerson(2, 'Maya'), rose],
  turns = new Map(),
}: {
  queue?: QueueItemDto[];
  settings?: Partial<RoomSettings>;
  inside?: RoomPerson[];
  turns?: Map<string, number>;
} = {}): RoomState => ({
  room: {
    roomId: 'room',
    ownerId: host.userId,
    version: 5,
    settings: { ...DEFAULT_ROOM_SETTINGS, ...settings },
    endedAt: null,
    lastActivity: now,
  } as unknown as Room,
  queue,
  playing: null,
  turns,
  people: { ownerName: 'Host', inside, boots: [] },
});
function written<T>(outcome: PlanOutcome<T>, ids: { ids?: number[]; guestId?: number } = {}) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${JSON.stringify(outcome)}`);
  const { writes, changes } = outcome;
  return { writes, changes, ...outcome.finish({ ids: ids.ids ?? [], ...(ids.guestId ? { guestId: ids.guestId } : {}) }, 6) };
}
const refusal = (outcome: PlanOutcome<unknown>) => (outcome.kind === 'refused' ? outcome.refusal.message : outcome.kind);
const tune = { videoId: 'dQw4w9WgXcQ', title: 'Moon River', duration: '3:00' };

describe('every plan of singers without a phone', () => {
  it('reads the room’s people, so it runs under the room’s lock', () => {
    for (const operation of [ADD_PHONELESS, REMOVE_PHONELESS, ADD_FOR_PHONELESS]) expect(operation.people).toBe(true);
  });
});

describe('ADD_PHONELESS', () => {
  const input = { displayName: 'Uncle Bob', username: 'singer-x', guestsPerRoom: 10 };
  it('adds the singer as a guest who never signs in, pushing the people', () => {
    expect(written(ADD_PHONELESS.plan(state(), host, input, now), { guestId: 42 })).toEqual({
      writes: [{ kind: 'people.phoneless', username: 'singer-x', displayName: 'Uncle Bob', at: now }],
      changes: ['users', 'room'],
      result: { userId: 42 },
      parts: {},
    });
    expect(ADD_PHONELESS.plan(state(), admin, input, now).kind).toBe('write');
  });

  it('is the host’s alone', () => {
    expect(refusal(ADD_PHONELESS.plan(state(), guest, input, now))).toBe('Only the room owner can do that.');
  });

  it('keeps names apart as guests’ are: look-alikes, case and the host’s own name', () => {
    for (const displayName of ['grandma rose', 'Grandma  Rоse', 'maya', 'HOST']) {
      expect(refusal(ADD_PHONELESS.plan(state(), host, { ...input, displayName }, now))).toMatch(/^Someone in this room is already called/);
    }
  });

  it('counts against the room’s guest limit, locked or not', () => {
    expect(refusal(ADD_PHONELESS.plan(state(), host, { ...input, guestsPerRoom: 2 }, now))).toBe('This room is full: it allows 2 guests at a time.');
    expect(ADD_PHONELESS.plan(state({ settings: { isLocked: true } }), host, input, now).kind).toBe('write');
  });

  it('takes a place a guest at the door then cannot have', () => {
    const full = GUEST_JOIN.plan(state(), null, { guestsPerRoom: 2, displayName: 'Nina', username: 'g', deviceKey: 'd' }, now);
    expect(refusal(full)).toMatch(/^This room is full/);
    const taken = GUEST_JOIN.plan(state(), null, { guestsPerRoom: 10, displayName: 'GRANDMA ROSE', username: 'g', deviceKey: 'd' }, now);
    expect(refusal(taken)).toMatch(/^Someone in this room is already called/);
  });
});

describe('ADD_FOR_PHONELESS', () => {
  const input = { singerId: 5, song: tune, maxQueueSize: 50 };
  it('queues the song as the singer’s own: their name and their turns', () => {
    const { writes, result } = written(ADD_FOR_PHONELESS.plan(state(), host, input, now), { ids: [77] });
    expect(writes).toEqual([
      expect.objectContaining({ kind: 'queue.insert', item: expect.objectContaining({ addedBy: 'Grandma Rose', addedById: 5, singer: ROSE }) }),
    ]);
    expect(result).toMatchObject({ added: true, item: { queueItemId: 77, addedBy: 'Grandma Rose', addedById: 5 } });
  });

  it('puts the song where the rotation puts her turn: after singers who have sung less, ahead of those who sang more', () => {
    // Maya has sung twice, Rose never; the head stays reserved, Rose's song goes ahead of Maya's second.
    const queue = [mayaSong(10, 1), mayaSong(11, 2)];
    const turns = new Map([['guest:maya', 2]]);
    const { writes } = written(ADD_FOR_PHONELESS.plan(state({ queue, turns }), host, input, now), { ids: [77] });
    expect(writes).toContainEqual(expect.objectContaining({ kind: 'queue.insert', item: expect.objectContaining({ position: 2, singer: ROSE }) }));
    // And her own turns count: once she has sung three times, her song waits behind Maya's.
    const sung = new Map([
      ['guest:maya', 2],
      [ROSE, 3],
    ]);
    const after = written(ADD_FOR_PHONELESS.plan(state({ queue, turns: sung }), host, input, now), { ids: [77] });
    expect(after.writes).toContainEqual(expect.objectContaining({ kind: 'queue.insert', item: expect.objectContaining({ position: 3 }) }));
  });

  it('holds her to a guest’s songs-waiting limit, whoever queues', () => {
    const queue = [roseSong(10, 1), roseSong(11, 2)];
    expect(refusal(ADD_FOR_PHONELESS.plan(state({ queue }), host, input, now))).toMatch(/songs waiting/);
    expect(ADD_FOR_PHONELESS.plan(state({ queue, settings: { maxSongsPerGuest: 999 } }), host, input, now).kind).toBe('write');
  });

  it('lets guests help only when the host allows it, and only people in the room', () => {
    expect(refusal(ADD_FOR_PHONELESS.plan(state(), guest, input, now))).toBe(
      'Only the host can add songs for singers without a phone. Ask the host to let everyone help.',
    );
    const helping = state({ settings: { othersQueueForPhoneless: true } });
    expect(ADD_FOR_PHONELESS.plan(helping, guest, input, now).kind).toBe('write');
    expect(refusal(ADD_FOR_PHONELESS.plan(helping, outsider, input, now))).toMatch(/^Only the host can add songs/);
  });

  it('is for singers without a phone in the room only', () => {
    for (const singerId of [2, 8]) {
      expect(refusal(ADD_FOR_PHONELESS.plan(state(), host, { ...input, singerId }, now))).toBe('That singer without a phone is not in this room.');
    }
  });
});

describe('REMOVE_PHONELESS', () => {
  it('removes the singer and their waiting songs; the queue closes up', () => {
    const queue = [roseSong(10, 1), mayaSong(11, 2), roseSong(12, 3)];
    expect(written(REMOVE_PHONELESS.plan(state({ queue }), host, { userId: 5 }, now))).toMatchObject({
      writes: [
        { kind: 'queue.delete', queueItemIds: [10, 12] },
        { kind: 'queue.positions', moves: [{ queueItemId: 11, position: 1 }] },
        { kind: 'people.leave', userIds: [5] },
      ],
      changes: ['users', 'room', 'queue'],
      result: { userId: 5, removed: true, songsRemoved: 2 },
      parts: { queue: { items: [{ queueItemId: 11, position: 1 }] } },
    });
  });

  it('is the host’s alone, and only for singers without a phone', () => {
    expect(refusal(REMOVE_PHONELESS.plan(state(), guest, { userId: 5 }, now))).toBe('Only the room owner can do that.');
    expect(refusal(REMOVE_PHONELESS.plan(state(), host, { userId: 2 }, now))).toBe('That singer without a phone is not in this room.');
  });
});

describe('the room’s other people plans with a singer without a phone', () => {
  it('never sends her away for silence', () => {
    const quiet = roomPerson(3, 'Quiet', { lastActive: new Date(now.getTime() - 5 * 3_600_000) });
    const outcome = REMOVE_SILENT.plan(state({ inside: [quiet, rose] }), null, undefined, now);
    expect(outcome).toMatchObject({ kind: 'write', writes: [{ kind: 'people.leave', userIds: [3] }] });
  });

  it('keeps no quiet room open on her own, and she leaves with the room', () => {
    const quietRoom = { ...state({ inside: [rose] }) };
    const old = { ...quietRoom, room: { ...quietRoom.room, lastActivity: new Date(now.getTime() - 5 * 3_600_000) } as Room };
    expect(END_ROOM.plan(old, null, { reason: 'inactive' }, now)).toMatchObject({
      kind: 'write',
      writes: [{ kind: 'room.end' }, { kind: 'people.leave', userIds: [5] }],
    });
  });
});
