import type { QueueDto, QueueItemDto } from '../queue/dto/queue.dto.js';
import type { RoomSettings } from './entities/room-settings.js';
import type { Room } from './entities/room.entity.js';
import { BOOT, END_ROOM, GUEST_JOIN, type GuestJoinInput, JOIN, KICK, LEAVE, PEOPLE_CHANGED, REMOVE_SILENT, RENAME } from './people-plans.js';
import type { RoomBootRecord, RoomPerson } from './room-people.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import { PLAN_NOW, planPerson, planSong } from '../../test/support/plan-people.js';

/** The plans of people's changes, without a database: plain objects in, plain objects out. */

const now = PLAN_NOW;
const MINUTE = 60_000;
const host = planPerson(1, { displayName: 'Host' });
const admin = planPerson(9, { role: 'admin' });
const member = (userId: number, extra: Partial<RoomPerson> = {}): RoomPerson => ({
  userId,
  displayName: `Person ${userId}`,
  isGuest: true,
  role: 'user',
  lastActive: now,
  createdAt: now,
  deviceKey: `device-${userId}`,
  ...extra,
});
const item = planSong;

interface Party {
  inside?: RoomPerson[];
  boots?: RoomBootRecord[];
  settings?: Partial<RoomSettings>;
  queue?: QueueItemDto[];
  lastActivity?: Date;
}
const state = ({ inside = [member(2), member(3)], boots = [], settings = {}, queue = [], lastActivity = now }: Party = {}): RoomState => ({
  room: { roomId: 'room', ownerId: host.userId, version: 5, settings: { queueMode: 'fifo', ...settings }, endedAt: null, lastActivity } as unknown as Room,
  queue,
  playing: null,
  turns: new Map(),
  people: { ownerName: 'Host', inside, boots },
});
function written<T>(outcome: PlanOutcome<T>, ids: { guestId?: number } = {}) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${outcome.kind}`);
  const { writes, changes, sessions, removedUserId, removal } = outcome;
  return { writes, changes, sessions, removedUserId, removal, ...outcome.finish({ ids: [], ...ids }, 6) };
}
const refusal = (outcome: PlanOutcome<unknown>) => (outcome.kind === 'refused' ? outcome.refusal : outcome);

describe('every plan of people', () => {
  it('says it needs the room’s people, so it runs under the room’s lock where they are read', () => {
    for (const operation of [JOIN, GUEST_JOIN, RENAME, LEAVE, BOOT, KICK, REMOVE_SILENT, END_ROOM]) expect(operation.people).toBe(true);
    expect(() => JOIN.plan({ ...state(), people: undefined }, planPerson(4), { guestsPerRoom: 10 }, now)).toThrow(/without the room’s people/);
  });
});

describe('JOIN', () => {
  const me = planPerson(4, { isGuest: false });
  it('lets a registered user in, heard from now', () => {
    expect(written(JOIN.plan(state(), me, { guestsPerRoom: 10 }, now))).toMatchObject({
      writes: [{ kind: 'people.enter', userId: 4, at: now }],
      changes: ['users', 'room'],
    });
  });

  it('changes nothing for the owner or someone already inside', () => {
    expect(JOIN.plan(state(), host, { guestsPerRoom: 10 }, now)).toEqual({ kind: 'unchanged', result: undefined });
    expect(JOIN.plan(state({ inside: [member(4, { isGuest: false })] }), me, { guestsPerRoom: 10 }, now).kind).toBe('unchanged');
  });

  it('refuses someone booted, then a locked room, then a full one (naming the host)', () => {
    expect(
      refusal(JOIN.plan(state({ boots: [{ userId: 4, nameKey: null, deviceKey: null }], settings: { isLocked: true } }), me, { guestsPerRoom: 1 }, now)),
    ).toEqual({
      status: 403,
      message: 'You have been removed from this room',
    });
    expect(refusal(JOIN.plan(state({ settings: { isLocked: true } }), me, { guestsPerRoom: 1 }, now))).toMatchObject({
      message: 'This room is locked — ask the host to unlock it.',
    });
    expect(refusal(JOIN.plan(state(), me, { guestsPerRoom: 2 }, now))).toMatchObject({ status: 403, message: expect.stringContaining('Host') });
  });

  it('lets an admin in past a boot, the lock and the size', () => {
    const full = state({ boots: [{ userId: 9, nameKey: null, deviceKey: null }], settings: { isLocked: true } });
    expect(written(JOIN.plan(full, admin, { guestsPerRoom: 1 }, now)).writes).toEqual([{ kind: 'people.enter', userId: 9, at: now }]);
  });
});

describe('GUEST_JOIN', () => {
  const input = (extra: Partial<GuestJoinInput> = {}): GuestJoinInput => ({
    guestsPerRoom: 10,
    displayName: 'Sam',
    username: 'guest-000000000001',
    deviceKey: 'device-new',
    ...extra,
  });

  it('makes a new guest in the room and answers the id the database gave it', () => {
    expect(written(GUEST_JOIN.plan(state(), null, input(), now), { guestId: 77 })).toMatchObject({
      writes: [{ kind: 'people.guest', username: 'guest-000000000001', displayName: 'Sam', deviceKey: 'device-new', at: now }],
      changes: ['users', 'room'],
      sessions: undefined,
      result: { guestId: 77 },
    });
  });

  it('ends the stay and the sessions of the guest this browser was, in the same change', () => {
    expect(written(GUEST_JOIN.plan(state(), null, input({ replacing: 30 }), now), { guestId: 77 })).toMatchObject({
      writes: [{ kind: 'people.leave', userIds: [30] }, { kind: 'people.guest' }],
      sessions: { end: { userIds: [30], reason: 'replaced' } },
    });
  });

  it('turns away a booted person by their last session, their name as compared, or their browser', () => {
    const booted = [{ userId: 12, nameKey: 'rita', deviceKey: 'device-rita' }];
    for (const newcomer of [input({ previousUserId: 12 }), input({ displayName: '  RITA ' }), input({ deviceKey: 'device-rita' })]) {
      expect(refusal(GUEST_JOIN.plan(state({ boots: booted }), null, newcomer, now))).toEqual({ status: 403, message: 'You have been removed from this room' });
    }
  });

  it('refuses a locked room, a full one, then a name someone here (the host too) goes by', () => {
    expect(refusal(GUEST_JOIN.plan(state({ settings: { isLocked: true } }), null, input(), now))).toMatchObject({ status: 403 });
    expect(refusal(GUEST_JOIN.plan(state(), null, input({ guestsPerRoom: 2 }), now))).toMatchObject({ message: expect.stringContaining('full') });
    expect(refusal(GUEST_JOIN.plan(state(), null, input({ displayName: 'person 2' }), now))).toMatchObject({ status: 409 });
    expect(refusal(GUEST_JOIN.plan(state(), null, input({ displayName: 'host' }), now))).toMatchObject({ status: 409 });
    // The guest this browser was may keep their name.
    expect(GUEST_JOIN.plan(state(), null, input({ displayName: 'Person 2', replacing: 2 }), now).kind).toBe('write');
  });
});

describe('RENAME', () => {
  const me = planPerson(2, { isGuest: true });
  it('renames the guest and their waiting songs, pushes the queue with the new name, and refreshes their sessions', () => {
    const done = written(RENAME.plan(state({ queue: [item(11, 2, 1), item(12, 3, 2)] }), me, { displayName: 'Rita' }, now));
    expect(done.writes).toEqual([
      { kind: 'people.rename', userId: 2, displayName: 'Rita' },
      { kind: 'queue.singer', userId: 2, addedBy: 'Rita' },
    ]);
    expect(done.changes).toEqual(['users', 'room', 'queue']);
    expect(done.sessions).toEqual({ refresh: [2] });
    expect((done.parts.queue as QueueDto).items.map((song) => song.addedBy)).toEqual(['Rita', 'Person 3']);
  });

  it('writes no songs when they have none waiting, and nothing at all for the same name', () => {
    expect(written(RENAME.plan(state(), me, { displayName: 'Rita' }, now))).toMatchObject({ changes: ['users', 'room'], parts: {} });
    expect(RENAME.plan(state(), me, { displayName: 'Person 2' }, now)).toEqual({ kind: 'unchanged', result: undefined });
  });

  it('refuses a name someone else here goes by, and someone no longer in the room', () => {
    expect(refusal(RENAME.plan(state(), me, { displayName: 'PERSON 3' }, now))).toMatchObject({ status: 409 });
    expect(refusal(RENAME.plan(state({ inside: [] }), me, { displayName: 'Rita' }, now))).toEqual({ status: 404, message: 'You are not in a room any more.' });
  });
});

describe('LEAVE', () => {
  it('takes the person’s waiting songs with them, closes up the queue and ends a guest’s session', () => {
    const queue = [item(11, 2, 1), item(12, 3, 2), item(13, 2, 3), item(14, 3, 4)];
    const done = written(LEAVE.plan(state({ queue }), planPerson(2, { isGuest: true }), undefined, now));
    expect(done.writes).toEqual([
      { kind: 'queue.delete', queueItemIds: [11, 13] },
      {
        kind: 'queue.positions',
        moves: [
          { queueItemId: 12, position: 1 },
          { queueItemId: 14, position: 2 },
        ],
      },
      { kind: 'people.leave', userIds: [2] },
    ]);
    expect(done).toMatchObject({
      changes: ['users', 'room', 'queue'],
      sessions: { end: { userIds: [2], reason: 'left' } },
      removal: { code: 'LEFT_ROOM', message: 'You left the room.' },
    });
    expect(done.result).toEqual({ left: true, songsRemoved: 2 });
    expect((done.parts.queue as QueueDto).items.map((song) => [song.queueItemId, song.position])).toEqual([
      [12, 1],
      [14, 2],
    ]);
  });

  it('keeps a registered person signed in', () => {
    const done = written(LEAVE.plan(state({ inside: [member(4, { isGuest: false })] }), planPerson(4), undefined, now));
    expect(done).toMatchObject({ writes: [{ kind: 'people.leave', userIds: [4] }], changes: ['users', 'room'], sessions: undefined });
  });

  it('refuses the owner and someone not inside', () => {
    expect(refusal(LEAVE.plan(state(), host, undefined, now))).toMatchObject({ status: 403, message: expect.stringContaining('host cannot leave') });
    expect(refusal(LEAVE.plan(state(), planPerson(8), undefined, now))).toMatchObject({ message: 'You are not in this room. Join it with its code first.' });
  });
});

describe('BOOT', () => {
  it('records the boot with the name as compared and a guest’s browser, takes them out and ends their session', () => {
    const done = written(BOOT.plan(state({ inside: [member(2, { displayName: 'Rita  ' })] }), host, { userId: 2 }, now));
    expect(done.writes).toEqual([
      { kind: 'people.boot', userId: 2, bootedById: 1, displayName: 'Rita  ', nameKey: 'rita', deviceKey: 'device-2', at: now },
      { kind: 'people.leave', userIds: [2] },
    ]);
    expect(done).toMatchObject({
      sessions: { end: { userIds: [2], reason: 'booted' } },
      removedUserId: 2,
      removal: { code: 'REMOVED_BY_HOST', message: 'You have been removed from the room by the host.' },
      result: { userId: 2, booted: true },
    });
  });

  it('keeps no browser for a registered person, whose sessions stay', () => {
    const done = written(BOOT.plan(state({ inside: [member(4, { isGuest: false, deviceKey: null })] }), admin, { userId: 4 }, now));
    expect(done.writes[0]).toMatchObject({ kind: 'people.boot', deviceKey: null, bootedById: 9 });
    expect(done.sessions).toBeUndefined();
  });

  it('refuses anyone but the owner or an admin, the owner as target, and someone not inside', () => {
    expect(refusal(BOOT.plan(state(), planPerson(3), { userId: 2 }, now))).toEqual({ status: 403, message: 'Only the room owner can do that.' });
    expect(refusal(BOOT.plan(state(), host, { userId: 1 }, now))).toEqual({ status: 403, message: 'The room owner cannot be booted.' });
    expect(refusal(BOOT.plan(state(), host, { userId: 8 }, now))).toEqual({ status: 404, message: 'That person is not in this room.' });
  });
});

describe('KICK and PEOPLE_CHANGED', () => {
  it('takes a person out (their sessions were ended by the kick), and changes nothing when they already left', () => {
    expect(written(KICK.plan(state(), null, { userId: 3 }, now))).toMatchObject({ writes: [{ kind: 'people.leave', userIds: [3] }], removedUserId: 3 });
    expect(KICK.plan(state(), null, { userId: 8 }, now).kind).toBe('unchanged');
  });

  it('pushes the people and the queue again with no rows, when someone left for another room or was deleted with their songs', () => {
    expect(written(PEOPLE_CHANGED.plan(state(), null, undefined, now))).toMatchObject({ writes: [], changes: ['users', 'room', 'queue'] });
  });
});

describe('REMOVE_SILENT', () => {
  it('takes out the people (never the owner) silent for the room’s timeout, ending the guests’ sessions', () => {
    const long = new Date(now.getTime() - 31 * MINUTE);
    const members = [
      member(1, { isGuest: false, lastActive: long }),
      member(2, { lastActive: long }),
      member(3),
      member(4, { isGuest: false, lastActive: null, createdAt: long }),
    ];
    const done = written(REMOVE_SILENT.plan(state({ inside: members, settings: { inactivityTimeoutMinutes: 30 } }), null, undefined, now));
    expect(done).toMatchObject({ writes: [{ kind: 'people.leave', userIds: [2, 4] }], sessions: { end: { userIds: [2], reason: 'inactive' } }, result: 2 });
  });

  it('changes nothing when everyone was heard from', () => {
    expect(REMOVE_SILENT.plan(state(), null, undefined, now)).toEqual({ kind: 'unchanged', result: 0 });
  });
});

describe('END_ROOM', () => {
  it('ends an expired room: its row marked, everyone out, guests signed out', () => {
    const done = written(END_ROOM.plan(state({ inside: [member(2), member(4, { isGuest: false })] }), null, { reason: 'expired' }, now));
    expect(done).toMatchObject({
      writes: [
        { kind: 'room.end', reason: 'expired' },
        { kind: 'people.leave', userIds: [2, 4] },
      ],
      changes: ['ended'],
      sessions: { end: { userIds: [2], reason: 'expired' } },
      result: 1,
    });
  });

  it('ends an inactive room only when it is empty and quiet for its timeout', () => {
    const quiet = new Date(now.getTime() - 31 * MINUTE);
    const settings = { inactivityTimeoutMinutes: 30 };
    expect(END_ROOM.plan(state({ inside: [member(2)], lastActivity: quiet, settings }), null, { reason: 'inactive' }, now).kind).toBe('unchanged');
    expect(END_ROOM.plan(state({ inside: [], settings }), null, { reason: 'inactive' }, now).kind).toBe('unchanged');
    expect(written(END_ROOM.plan(state({ inside: [], lastActivity: quiet, settings }), null, { reason: 'inactive' }, now)).writes).toEqual([
      { kind: 'room.end', reason: 'inactive' },
    ]);
  });

  it('leaves a deleted room’s row to RoomEnding, which deletes it after these rows', () => {
    expect(written(END_ROOM.plan(state({ inside: [member(2)] }), null, { reason: 'room-deleted' }, now))).toMatchObject({
      writes: [{ kind: 'people.leave', userIds: [2] }],
      sessions: { end: { userIds: [2], reason: 'room-deleted' } },
    });
  });
});
