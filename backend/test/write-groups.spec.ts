import { DataSource } from 'typeorm';
import { Metrics } from '../src/common/metrics/metrics.service.js';
import { RoomTransactions } from '../src/room-engine/room-transactions.service.js';
import type { RoomWrite } from '../src/room-engine/room-writes.js';
import { type Actor, createRoomInDb, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * One-statement changes of many rooms at once go to the database in write groups
 * (docs/architecture.md, "Writes committed in groups"): fewer statements than changes, each room
 * still guarded by its own version, and a change that fails fails alone.
 */
describe('room writes committed in groups', () => {
  let t: TestApp;
  let host: Actor;
  let rooms: RoomTransactions;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    host = await registerUser(t, { tier: 3 });
    rooms = t.app.get(RoomTransactions);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());
  let unwatch: (() => void) | undefined;
  afterEach(() => unwatch?.());

  const newRooms = async (n: number) => Promise.all(Array.from({ length: n }, () => createRoomInDb(t, host.user.userId)));

  /** What the rooms' rows and queues hold now. */
  const versionOf = async (roomId: string) => Number((await db.query(`SELECT "version" FROM "rooms" WHERE "roomId" = $1`, [roomId]))[0].version);
  const queueOf = async (roomId: string): Promise<{ videoId: string; position: number; queueItemId: number }[]> =>
    db.query(`SELECT "videoId", "position", "queueItemId" FROM "queue_items" WHERE "roomId" = $1 ORDER BY "position"`, [roomId]);

  /** An add through changeAt, as RoomTransactions.apply sends a plan's song at `position`: answered with where it went. */
  const add = async (roomId: string, expected: number, videoId: string, position = 1) =>
    (
      await rooms['changeAt'](roomId, expected, {
        kind: 'write',
        writes: song(roomId, videoId, position),
        changes: ['queue'],
        finish: (written, version) => ({ result: { position, queueItemId: written.ids[0], version }, parts: {} }),
      })
    )?.result;
  const song = (roomId: string, videoId: string, position: number): RoomWrite[] => [
    {
      kind: 'queue.insert',
      item: {
        roomId,
        videoId,
        source: 'youtube',
        title: `Song ${videoId}`,
        thumbnail: 'x',
        duration: '3:00',
        addedBy: 'Host',
        addedById: host.user.userId,
        singer: `user:${host.user.userId}`,
        placement: null,
        position,
        addedAt: new Date(),
      },
    },
  ];

  /** The write groups' statements sent while the returned list is watched (each starts with the compare-and-set "bumped"). */
  const watchGroups = () => {
    const sent: string[] = [];
    const query = db.query;
    db.query = ((text: string, parameters?: unknown[]) => {
      if (text.startsWith('WITH "bumped" AS (')) sent.push(text);
      return query.call(db, text, parameters);
    }) as typeof db.query;
    unwatch = () => (db.query = query);
    return sent;
  };

  it('sends 40 rooms’ adds of one moment as one statement, each kept once where it was answered', async () => {
    const made = await newRooms(40);
    const metrics = t.app.get(Metrics);
    const before = (await metrics.roomWriteGroupSize.get()).values;
    const sent = watchGroups();
    const answers = await Promise.all(made.map((room, i) => add(room.roomId, room.version, `group${String(i).padStart(6, '0')}`)));
    expect(sent).toHaveLength(1);
    for (const [i, room] of made.entries()) {
      expect(answers[i]).toEqual({ position: 1, queueItemId: expect.any(Number), version: room.version + 1 });
      expect(await queueOf(room.roomId)).toEqual([{ videoId: `group${String(i).padStart(6, '0')}`, position: 1, queueItemId: answers[i]?.queueItemId }]);
      expect(await versionOf(room.roomId)).toBe(room.version + 1);
    }
    // The metric counts the group and its size.
    const after = (await metrics.roomWriteGroupSize.get()).values;
    const value = (values: typeof after, name: string) => values.find((v) => v.metricName === name)?.value ?? 0;
    expect(value(after, 'karaoke_room_write_group_size_count') - value(before, 'karaoke_room_write_group_size_count')).toBe(1);
    expect(value(after, 'karaoke_room_write_group_size_sum') - value(before, 'karaoke_room_write_group_size_sum')).toBe(40);
  });

  it('fails only the change whose version is stale: the caller gets undefined, the others apply', async () => {
    const [a, b, c] = await newRooms(3);
    const sent = watchGroups();
    const answers = await Promise.all([
      add(a.roomId, a.version, 'staleaaaaa1'),
      add(b.roomId, b.version - 1, 'staleaaaaa2'),
      add(c.roomId, c.version, 'staleaaaaa3'),
    ]);
    expect(sent).toHaveLength(1);
    expect(answers.map((answer) => answer?.position)).toEqual([1, undefined, 1]);
    expect(await queueOf(b.roomId)).toEqual([]);
    expect([await versionOf(a.roomId), await versionOf(b.roomId), await versionOf(c.roomId)]).toEqual([a.version + 1, b.version, c.version + 1]);
  });

  it('fails only the change that breaks a constraint: the group runs again change by change', async () => {
    const [a, b, c] = await newRooms(3);
    await add(b.roomId, b.version, 'firstbbbbbb');
    // An add at position 1, where the room already has a song: the unique (room, position) refuses it at commit.
    const metrics = t.app.get(Metrics);
    const splitsBefore = (await metrics.roomWriteGroupSplits.get()).values[0]?.value ?? 0;
    const sent = watchGroups();
    const answers = await Promise.allSettled([
      add(a.roomId, a.version, 'clashaaaaaa'),
      add(b.roomId, b.version + 1, 'clashbbbbbb', 1),
      add(c.roomId, c.version, 'clashcccccc'),
    ]);
    // The group, then each of its three alone.
    expect(sent).toHaveLength(4);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(((answers[1] as PromiseRejectedResult).reason as { code?: string }).code).toBe('23505');
    expect((await queueOf(a.roomId)).map((row) => row.videoId)).toEqual(['clashaaaaaa']);
    expect((await queueOf(b.roomId)).map((row) => row.videoId)).toEqual(['firstbbbbbb']);
    expect((await queueOf(c.roomId)).map((row) => row.videoId)).toEqual(['clashcccccc']);
    // The failed change did not bump its room.
    expect([await versionOf(a.roomId), await versionOf(b.roomId), await versionOf(c.roomId)]).toEqual([a.version + 1, b.version + 1, c.version + 1]);
    expect(((await metrics.roomWriteGroupSplits.get()).values[0]?.value ?? 0) - splitsBefore).toBe(1);
  });

  it('applies two changes of one room submitted together in order, one group after the other', async () => {
    const [room, other] = await newRooms(2);
    await add(room.roomId, room.version, 'alreadyxxxx');
    const v = room.version + 1;
    const sent = watchGroups();
    // Each expects the version the one before it makes; in one statement the second could not see the first.
    const answers = await Promise.all([
      add(room.roomId, v, 'samexxxxxx1', 2),
      add(room.roomId, v + 1, 'samexxxxxx2', 3),
      add(other.roomId, other.version, 'otherxxxxx1'),
    ]);
    expect(sent).toHaveLength(2);
    expect(answers.map((answer) => answer?.position)).toEqual([2, 3, 1]);
    expect((await queueOf(room.roomId)).map((row) => [row.videoId, row.position])).toEqual([
      ['alreadyxxxx', 1],
      ['samexxxxxx1', 2],
      ['samexxxxxx2', 3],
    ]);
    expect(await versionOf(room.roomId)).toBe(v + 2);
  });
});
