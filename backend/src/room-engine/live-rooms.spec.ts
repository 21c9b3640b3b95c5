import type { Repository } from 'typeorm';
import type { RedisService } from '../common/redis.service.js';
import type { AppConfig } from '../config/env.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { LiveRooms, MAX_ROOMS } from './live-rooms.js';
import type { RoomPartsExplorer } from './room-wiring.js';

/**
 * LiveRooms on one instance (no Redis) over a database whose room reads the test answers by hand,
 * so a load can be held in flight while changes happen.
 */
function setUp() {
  const reads: { roomId: string; answer: (room: Room | null) => void }[] = [];
  const manager = {
    getRepository: () => ({
      findOne: ({ where }: { where: { roomId: string } }) => new Promise<Room | null>((answer) => reads.push({ roomId: where.roomId, answer })),
    }),
  };
  const users = { peopleAndOwnerTier: () => Promise.resolve({ people: new Set<number>([2]), ownerTier: 1 }) };
  const live = new LiveRooms(
    { manager } as unknown as Repository<Room>,
    users as unknown as UsersRepository,
    { enabled: false } as RedisService,
    { redisPrefix: 'test' } as AppConfig,
    { heldReaders: () => new Map() } as unknown as RoomPartsExplorer,
  );
  const room = (roomId: string, version: number) => ({ roomId, version, ownerId: 1, endedAt: null, settings: {}, lastActivity: new Date() }) as unknown as Room;
  const inFlight = () => (live as unknown as { loading: Map<string, unknown> }).loading.size;
  return { live, reads, room, inFlight };
}

describe('LiveRooms loads racing changes', () => {
  it('installs what a load read when nothing changed meanwhile', async () => {
    const { live, reads, room } = setUp();
    const loading = live.get('r1');
    reads[0].answer(room('r1', 4));
    await loading;
    expect(live.peek('r1')?.room.version).toBe(4);
  });

  it('never installs a load that a change of its room overtook, however many other rooms change meanwhile', async () => {
    const { live, reads, room, inFlight } = setUp();
    const loading = live.get('r1');
    // The room changes while its load is in flight (the load's read may be from before)…
    await live.committed('r1', 5, { kind: 'bumped' }, new Date());
    // …then more rooms change than any per-room record of changes could hold.
    for (let i = 0; i <= MAX_ROOMS * 2; i++) await live.committed(`other-${i}`, 1, { kind: 'bumped' }, new Date());
    reads[0].answer(room('r1', 4));
    expect((await loading).room.version).toBe(4); // its caller gets its answer…
    expect(live.peek('r1')).toBeUndefined(); // …but memory does not keep it
    expect(inFlight()).toBe(0); // and nothing of all those changes is left behind
  });

  it('starts a new read for whoever asks after the change, instead of sharing the stale load', async () => {
    const { live, reads, room } = setUp();
    const stale = live.get('r1');
    live.drop('r1');
    const fresh = live.get('r1');
    expect(reads).toHaveLength(2);
    reads[1].answer(room('r1', 5));
    reads[0].answer(room('r1', 4));
    expect((await fresh).room.version).toBe(5);
    await stale;
    expect(live.peek('r1')?.room.version).toBe(5);
  });

  it('makes every load in flight stale when everything is forgotten (the subscriber reconnected)', async () => {
    const { live, reads, room } = setUp();
    const loading = live.get('r1');
    live.clear();
    reads[0].answer(room('r1', 4));
    await loading;
    expect(live.peek('r1')).toBeUndefined();
  });
});
