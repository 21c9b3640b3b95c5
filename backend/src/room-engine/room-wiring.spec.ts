import 'reflect-metadata';
import { Injectable, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import { UsersRepository } from '../users/users.repository.js';
import { Room } from '../rooms/entities/room.entity.js';
import { LiveRooms } from './live-rooms.js';
import { RoomPollCache } from './room-poll-cache.js';
import { HeldPartReader, PollProducer, RoomPartsExplorer } from './room-wiring.js';

// Fake owners of the parts, each answering its own name.
@Injectable()
class FakeRooms {
  @PollProducer('room', { timeBucketMs: 60_000 })
  async room(): Promise<string> {
    return 'room';
  }

  @PollProducer('users')
  async people(): Promise<string> {
    return 'users';
  }
}

@Injectable()
class FakeQueue {
  @PollProducer('queue')
  @HeldPartReader('queue')
  async snapshot(): Promise<string> {
    return 'queue';
  }
}

@Injectable()
class FakePlayer {
  @PollProducer('playing')
  @HeldPartReader('playing')
  async snapshot(): Promise<string> {
    return 'playing';
  }
}

@Injectable()
class SecondQueue {
  @PollProducer('queue')
  async snapshot(): Promise<string> {
    return 'queue again';
  }
}

@Injectable()
class PeopleHeld {
  @HeldPartReader('users')
  async people(): Promise<string> {
    return 'users';
  }
}

/**
 * Boots the real registries (RoomPollCache, LiveRooms) and their explorer, with stand-ins for
 * what they reach at run time, beside the given owners of the parts.
 */
async function boot(owners: Provider[]) {
  @Module({
    imports: [DiscoveryModule],
    providers: [
      RoomPartsExplorer,
      RoomPollCache,
      LiveRooms,
      { provide: getRepositoryToken(Room), useValue: {} },
      { provide: Clock, useValue: {} },
      { provide: UsersRepository, useValue: {} },
      { provide: RedisService, useValue: { enabled: false } },
      { provide: APP_CONFIG, useValue: { redisPrefix: 'test' } },
      ...owners,
    ],
  })
  class Wiring {}
  return NestFactory.createApplicationContext(Wiring, { logger: false, abortOnError: false });
}

const room = { roomId: 'r1', version: 3 } as Room;
const manager = {} as EntityManager;

describe('the room parts, declared on their methods and checked at start', () => {
  it('hands every marked method to the poll cache and to memory', async () => {
    // FakeQueue also provided under a second token (as ROOM_QUEUE is): still one producer.
    const app = await boot([FakeRooms, FakeQueue, FakePlayer, { provide: 'ALIAS', useExisting: FakeQueue }]);
    try {
      expect(await app.get(RoomPollCache).build(manager, room, ['room', 'users', 'queue', 'playing'])).toEqual({
        room: 'room',
        users: 'users',
        queue: 'queue',
        playing: 'playing',
      });
      expect(await app.get(LiveRooms).readHeldParts(manager, room)).toEqual({ queue: 'queue', playing: 'playing' });
      expect([...app.get(RoomPartsExplorer).pollProducers()].map(([part, { source, timeBucketMs }]) => [part, source, timeBucketMs])).toEqual([
        ['room', 'FakeRooms.room', 60_000],
        ['users', 'FakeRooms.people', undefined],
        ['queue', 'FakeQueue.snapshot', undefined],
        ['playing', 'FakePlayer.snapshot', undefined],
      ]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start without a producer and a reader of a part, naming the part and the decorator', async () => {
    await expect(boot([FakeRooms, FakeQueue])).rejects.toThrow(
      "No poll producer for the room part 'playing': mark one provider method with @PollProducer('playing'). " +
        "No reader for the held room part 'playing': mark one provider method with @HeldPartReader('playing').",
    );
  });

  it('refuses to start with two producers of a part, naming both', async () => {
    await expect(boot([FakeRooms, FakeQueue, FakePlayer, SecondQueue])).rejects.toThrow(
      "Two poll producers for 'queue': FakeQueue.snapshot and SecondQueue.snapshot.",
    );
  });

  it('refuses to start with a reader of a part memory does not hold', async () => {
    await expect(boot([FakeRooms, FakeQueue, FakePlayer, PeopleHeld])).rejects.toThrow(
      "@HeldPartReader('users') on PeopleHeld.people: memory holds only 'queue' and 'playing' (HELD_PARTS), the parts changes start from.",
    );
  });
});
