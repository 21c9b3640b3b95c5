import type { Room } from '../rooms/entities/room.entity.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../rooms/entities/room-settings.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import { ADD_SONG, CLEAR_QUEUE, DOUBLE_TAP_MS, REMOVE_SONG, REORDER_SONG } from './queue-plans.js';
import { PLAN_NOW, planPerson } from '../../test/support/plan-people.js';

/** The queue's plans, without a database: plain objects in, plain objects out. */

const now = PLAN_NOW;
const person = planPerson;
const host = person(1);
const guest = person(2, { isGuest: true, displayName: 'Guest' });
const member = person(3);
const admin = person(9, { role: 'admin' });

const room = (settings: Partial<RoomSettings> = {}, version = 5): Room =>
  ({ roomId: 'room', ownerId: host.userId, version, settings: { ...DEFAULT_ROOM_SETTINGS, queueMode: 'fifo', ...settings }, endedAt: null }) as unknown as Room;

let nextId = 100;
const item = (addedById: number, videoId: string, position: number, addedAt = new Date(now.getTime() - 60_000)): QueueItemDto => ({
  queueItemId: nextId++,
  roomId: 'room',
  videoId,
  source: 'youtube',
  title: `Title ${videoId}`,
  thumbnail: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
  duration: '3:00',
  addedBy: `Person ${addedById}`,
  addedById,
  // The guest (person 2) sings under her name, as singerKey says.
  singer: addedById === guest.userId ? 'guest:guest' : `user:${addedById}`,
  placement: null,
  position,
  addedAt,
  orderReason: '',
  waitSeconds: 0,
});
const state = (queue: QueueItemDto[], settings: Partial<RoomSettings> = {}, turns?: Map<string, number>): RoomState => ({
  room: room(settings),
  queue,
  playing: null,
  turns: turns ?? new Map(),
});
const song = (videoId: string) => ({ song: { videoId, title: `Title ${videoId}`, duration: '4:00' }, maxQueueSize: 50 });

/** A plan's change, finished as the executor would with these ids at the next version. */
function written<T>(outcome: PlanOutcome<T>, ids: number[] = [777]) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${outcome.kind}`);
  return { writes: outcome.writes, changes: outcome.changes, ...outcome.finish({ ids }, 6) };
}
const order = (items: readonly QueueItemDto[]) => items.map((each) => [each.videoId, each.position]);

describe('ADD_SONG', () => {
  it('puts the song at the end of the queue in one insert, and pushes the queue with it', () => {
    const queue = [item(2, 'aaaaaaaaaaa', 1), item(3, 'bbbbbbbbbbb', 2)];
    const done = written(ADD_SONG.plan(state(queue), guest, song('ccccccccccc'), now));
    expect(done.writes).toEqual([
      { kind: 'queue.insert', item: expect.objectContaining({ videoId: 'ccccccccccc', position: 3, addedById: 2, addedBy: 'Guest', addedAt: now }) },
    ]);
    expect(done.changes).toEqual(['queue']);
    expect(done.result).toEqual({
      item: expect.objectContaining({ queueItemId: 777, position: 3, thumbnail: 'https://i.ytimg.com/vi/ccccccccccc/mqdefault.jpg' }),
      added: true,
    });
    expect(done.parts.queue).toMatchObject({ version: 6, queueMode: 'fifo' });
    expect(order((done.parts.queue as { items: QueueItemDto[] }).items)).toEqual([
      ['aaaaaaaaaaa', 1],
      ['bbbbbbbbbbb', 2],
      ['ccccccccccc', 3],
    ]);
  });

  it('answers a double tap with the song already waiting, writing nothing', () => {
    const recent = item(2, 'aaaaaaaaaaa', 1, new Date(now.getTime() - DOUBLE_TAP_MS + 1000));
    expect(ADD_SONG.plan(state([recent]), guest, song('aaaaaaaaaaa'), now)).toEqual({ kind: 'unchanged', result: { item: recent, added: false } });
    // The same song later than the window is a new add.
    const older = item(2, 'aaaaaaaaaaa', 1, new Date(now.getTime() - DOUBLE_TAP_MS - 1));
    expect(ADD_SONG.plan(state([older], { maxSongsPerGuest: 5 }), guest, song('aaaaaaaaaaa'), now).kind).toBe('write');
  });

  it("refuses a person's songs over the room's limit with the rule's sentence; the host has none", () => {
    const queue = [item(2, 'aaaaaaaaaaa', 1), item(2, 'bbbbbbbbbbb', 2)];
    expect(ADD_SONG.plan(state(queue, { maxSongsPerGuest: 2 }), guest, song('ccccccccccc'), now)).toEqual({
      kind: 'refused',
      refusal: { status: 403, message: 'You already have 2 songs waiting, the most this room allows. Add another once one has played.' },
    });
    const hosts = [item(1, 'aaaaaaaaaaa', 1), item(1, 'bbbbbbbbbbb', 2)];
    expect(ADD_SONG.plan(state(hosts, { maxSongsPerUser: 2 }), host, song('ccccccccccc'), now).kind).toBe('write');
    // A registered member has the per-user limit.
    const members = [item(3, 'aaaaaaaaaaa', 1)];
    expect(ADD_SONG.plan(state(members, { maxSongsPerUser: 1 }), member, song('ccccccccccc'), now)).toMatchObject({
      refusal: { message: 'You already have 1 song waiting, the most this room allows. Add another once one has played.' },
    });
  });

  it('refuses a full queue with its size', () => {
    const queue = [item(3, 'aaaaaaaaaaa', 1), item(3, 'bbbbbbbbbbb', 2)];
    expect(ADD_SONG.plan(state(queue), host, { ...song('ccccccccccc'), maxQueueSize: 2 }, now)).toEqual({
      kind: 'refused',
      refusal: { status: 403, message: 'The queue is full (2 songs). Add this song once one has played.' },
    });
  });

  it('in rotation puts the song after the last of its round, moving the later ones down', () => {
    // Person 3 has two songs waiting (rounds 0 and 1), person 4 one (round 0); the guest sang once: round 1.
    const [a, b, c] = [item(3, 'aaaaaaaaaaa', 1), item(4, 'bbbbbbbbbbb', 2), item(3, 'ccccccccccc', 3)];
    const done = written(
      ADD_SONG.plan(state([a, b, c], { queueMode: 'rotation', maxSongsPerGuest: 5 }, new Map([['guest:guest', 1]])), guest, song('ddddddddddd'), now),
    );
    expect(done.writes).toEqual([{ kind: 'queue.insert', item: expect.objectContaining({ videoId: 'ddddddddddd', position: 4 }) }]);
    // A singer who never sang goes ahead of everyone's second song.
    const fresh = written(ADD_SONG.plan(state([a, b, c], { queueMode: 'rotation' }, new Map()), person(5), song('eeeeeeeeeee'), now));
    expect(fresh.writes).toEqual([
      { kind: 'queue.positions', moves: [{ queueItemId: c.queueItemId, position: 4 }] },
      { kind: 'queue.insert', item: expect.objectContaining({ videoId: 'eeeeeeeeeee', position: 3 }) },
    ]);
    expect(order((fresh.parts.queue as { items: QueueItemDto[] }).items)).toEqual([
      ['aaaaaaaaaaa', 1],
      ['bbbbbbbbbbb', 2],
      ['eeeeeeeeeee', 3],
      ['ccccccccccc', 4],
    ]);
  });

  it('closes gaps it finds: positions are always 1..n in play order', () => {
    const done = written(ADD_SONG.plan(state([item(3, 'aaaaaaaaaaa', 1), item(3, 'bbbbbbbbbbb', 3)]), host, song('ccccccccccc'), now));
    expect(done.writes).toEqual([
      { kind: 'queue.positions', moves: [{ queueItemId: expect.any(Number), position: 2 }] },
      { kind: 'queue.insert', item: expect.objectContaining({ position: 3 }) },
    ]);
  });
});

describe('REMOVE_SONG, CLEAR_QUEUE, REORDER_SONG', () => {
  const queue = () => [item(2, 'aaaaaaaaaaa', 1), item(3, 'bbbbbbbbbbb', 2), item(2, 'ccccccccccc', 3)];

  it("refuse anyone but the owner or an admin (and, for a removal, the song's singer)", () => {
    const q = queue();
    const notOwner = { kind: 'refused', refusal: { status: 403, message: 'Only the room owner can do that.' } };
    const notYours = {
      kind: 'refused',
      refusal: { status: 403, message: 'That song was added by someone else: you can change only your own songs, and the host manages the rest.' },
    };
    const others = q.find((item) => item.addedById !== member.userId)!;
    expect(REMOVE_SONG.plan(state(q), member, { queueItemId: others.queueItemId }, now)).toEqual(notYours);
    expect(CLEAR_QUEUE.plan(state(q), member, undefined, now)).toEqual(notOwner);
    expect(REORDER_SONG.plan(state(q), guest, { queueItemId: q[0].queueItemId, newPosition: 2 }, now)).toEqual(notOwner);
    expect(REMOVE_SONG.plan(state(q), admin, { queueItemId: q[0].queueItemId }, now).kind).toBe('write');
  });

  it('remove: the song goes and the later ones move up one', () => {
    const q = queue();
    const done = written(REMOVE_SONG.plan(state(q), host, { queueItemId: q[0].queueItemId }, now));
    expect(done.writes).toEqual([
      { kind: 'queue.delete', queueItemIds: [q[0].queueItemId] },
      {
        kind: 'queue.positions',
        moves: [
          { queueItemId: q[1].queueItemId, position: 1 },
          { queueItemId: q[2].queueItemId, position: 2 },
        ],
      },
    ]);
    expect(order((done.parts.queue as { items: QueueItemDto[] }).items)).toEqual([
      ['bbbbbbbbbbb', 1],
      ['ccccccccccc', 2],
    ]);
    expect(REMOVE_SONG.plan(state(q), host, { queueItemId: 1 }, now)).toEqual({
      kind: 'refused',
      refusal: { status: 404, message: 'That song is no longer in the queue.' },
    });
  });

  it('clear: every song goes; an empty queue changes nothing', () => {
    const q = queue();
    const done = written(CLEAR_QUEUE.plan(state(q), host, undefined, now));
    expect(done.writes).toEqual([{ kind: 'queue.delete', queueItemIds: q.map((each) => each.queueItemId) }]);
    expect(done.result).toEqual({ removed: 3 });
    expect(done.parts.queue).toMatchObject({ items: [], version: 6 });
    expect(CLEAR_QUEUE.plan(state([]), host, undefined, now)).toEqual({ kind: 'unchanged', result: { removed: 0 } });
  });

  it('reorder: the song moves, the ones between move the other way, and the queue is the answer', () => {
    const q = queue();
    const done = written(REORDER_SONG.plan(state(q), host, { queueItemId: q[2].queueItemId, newPosition: 1 }, now));
    expect(order(done.result.items)).toEqual([
      ['ccccccccccc', 1],
      ['aaaaaaaaaaa', 2],
      ['bbbbbbbbbbb', 3],
    ]);
    expect(done.parts.queue).toEqual(done.result);
    expect(done.writes).toEqual([
      {
        kind: 'queue.positions',
        moves: [
          { queueItemId: q[0].queueItemId, position: 2 },
          { queueItemId: q[1].queueItemId, position: 3 },
        ],
      },
      // The host placed it by hand: later adds and the order reasons say so.
      { kind: 'queue.placement', queueItemId: q[2].queueItemId, placement: 'host-moved', position: 1 },
    ]);
    // To where it is: nothing changes, the queue as it is answers.
    expect(REORDER_SONG.plan(state(q), host, { queueItemId: q[1].queueItemId, newPosition: 2 }, now)).toEqual({
      kind: 'unchanged',
      result: expect.objectContaining({ items: q.map((item) => expect.objectContaining({ queueItemId: item.queueItemId })), queueMode: 'fifo', version: 5 }),
    });
    expect(REORDER_SONG.plan(state(q), host, { queueItemId: q[1].queueItemId, newPosition: 4 }, now)).toEqual({
      kind: 'refused',
      refusal: { status: 400, message: 'newPosition must be between 1 and 3, the number of songs in the queue.' },
    });
  });
});
