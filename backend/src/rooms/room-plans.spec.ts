import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from './entities/room-settings.js';
import type { Room } from './entities/room.entity.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import { TOGGLE_LOCK, UPDATE_SETTINGS } from './room-plans.js';
import { PLAN_NOW, planPerson, planSong } from '../../test/support/plan-people.js';

/** The owner's controls as plans, without a database: plain objects in, plain objects out. */

const now = PLAN_NOW;
const person = planPerson;
const host = person(1);
const admin = person(9, { role: 'admin' });
const room = (settings: Partial<RoomSettings> = {}): Room =>
  ({ roomId: 'room', ownerId: host.userId, version: 5, settings: { queueMode: 'fifo', ...settings }, endedAt: null }) as unknown as Room;
const item = planSong;
const state = (settings: Partial<RoomSettings> = {}, queue: QueueItemDto[] = [], turns?: Map<string, number>): RoomState => ({
  room: room(settings),
  queue,
  playing: null,
  turns: turns ?? new Map(),
});
function written(outcome: PlanOutcome<void>) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${outcome.kind}`);
  return { writes: outcome.writes, changes: outcome.changes, ...outcome.finish({ ids: [] }, 6) };
}

describe('TOGGLE_LOCK', () => {
  it('locks an unlocked room and unlocks a locked one, writing every setting (defaults filled in)', () => {
    expect(written(TOGGLE_LOCK.plan(state(), host, undefined, now))).toEqual({
      writes: [{ kind: 'room.settings', settings: { ...DEFAULT_ROOM_SETTINGS, queueMode: 'fifo', isLocked: true } }],
      changes: ['room', 'settings'],
      result: undefined,
      parts: {},
    });
    expect(written(TOGGLE_LOCK.plan(state({ isLocked: true }), admin, undefined, now)).writes).toEqual([
      { kind: 'room.settings', settings: { ...DEFAULT_ROOM_SETTINGS, queueMode: 'fifo', isLocked: false } },
    ]);
  });

  it('refuses anyone but the owner or an admin', () => {
    expect(TOGGLE_LOCK.plan(state(), person(2, { isGuest: true }), undefined, now)).toEqual({
      kind: 'refused',
      refusal: { status: 403, message: 'Only the room owner can do that.' },
    });
  });
});

describe('UPDATE_SETTINGS', () => {
  it('keeps the music between songs as the ids the stage plays, and turns it off with null', () => {
    const on = written(UPDATE_SETTINGS.plan(state(), host, { intermissionUrl: 'https://www.youtube.com/playlist?list=PLeveningMusic01' }, now));
    expect(on.writes[0]).toMatchObject({
      kind: 'room.settings',
      settings: { intermission: { url: 'https://www.youtube.com/playlist?list=PLeveningMusic01', videoId: null, playlistId: 'PLeveningMusic01' } },
    });
    const playing = { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', playlistId: null };
    const kept = written(UPDATE_SETTINGS.plan(state({ intermission: playing }), host, { autoSkipMinutes: 10 }, now));
    expect(kept.writes[0]).toMatchObject({ settings: { intermission: playing, autoSkipMinutes: 10 } });
    const off = written(UPDATE_SETTINGS.plan(state({ intermission: playing }), host, { intermissionUrl: null }, now));
    expect(off.writes[0]).toMatchObject({ settings: { intermission: null } });
  });

  it('changes the settings named and keeps the others', () => {
    const done = written(UPDATE_SETTINGS.plan(state({ maxSongsPerGuest: 3 }), host, { autoSkipMinutes: 0, maxSongsPerUser: undefined }, now));
    expect(done.writes).toEqual([
      { kind: 'room.settings', settings: { ...DEFAULT_ROOM_SETTINGS, queueMode: 'fifo', maxSongsPerGuest: 3, autoSkipMinutes: 0 } },
    ]);
    expect(done.changes).toEqual(['room', 'settings']);
  });

  it('switching to rotation re-sorts the waiting songs fairly in the same change, keeping the announced head', () => {
    // Person 2 has two songs first; person 3 one, after them: in rotation person 3 sings second.
    const queue = [item(11, 2, 1), item(12, 2, 2), item(13, 3, 3)];
    const done = written(UPDATE_SETTINGS.plan(state({}, queue, new Map()), host, { queueMode: 'rotation' }, now));
    expect(done.changes).toEqual(['room', 'settings', 'queue']);
    expect(done.writes).toEqual([
      { kind: 'room.settings', settings: { ...DEFAULT_ROOM_SETTINGS, queueMode: 'rotation' } },
      {
        kind: 'queue.positions',
        moves: [
          { queueItemId: 13, position: 2 },
          { queueItemId: 12, position: 3 },
        ],
      },
    ]);
    expect(done.parts.queue).toMatchObject({ queueMode: 'rotation', version: 6, items: [{ queueItemId: 11 }, { queueItemId: 13 }, { queueItemId: 12 }] });
  });
});
