import type { Repository } from 'typeorm';
import type { Clock } from '../common/clock.js';
import type { Room } from './entities/room.entity.js';
import type { LiveRooms } from './live-rooms.js';
import { RoomPollCache } from './room-poll-cache.js';

describe('the polled parts, checked at start', () => {
  const cache = () => new RoomPollCache({} as Repository<Room>, {} as LiveRooms, {} as Clock);
  const produce = () => Promise.resolve({});

  it('refuses to start while a part has no producer, naming every missing one', () => {
    const polls = cache();
    polls.register('room', produce);
    polls.register('queue', produce);
    expect(() => polls.onApplicationBootstrap()).toThrow(
      'Room parts "users", "playing" have no producer: the module that owns each must call RoomPollCache.register in onModuleInit.',
    );
    polls.register('users', produce);
    polls.register('playing', produce);
    expect(() => polls.onApplicationBootstrap()).not.toThrow();
  });

  it('refuses a second producer of a part', () => {
    const polls = cache();
    polls.register('queue', produce);
    expect(() => polls.register('queue', produce)).toThrow('Room part "queue" has two producers: only the module that owns it registers one.');
  });
});
