import { jest } from '@jest/globals';
import type { Redis } from 'ioredis';
import { RedisService } from '../../src/common/redis.service.js';
import type { TestApp } from './test-app.js';

/**
 * Records the Redis connections that apps started after this call open (RedisService.connect), by
 * app and name ('rooms-subscriber', 'sessions-subscriber', 'socket.io-sub'), so a test can drop one
 * or unsubscribe it as a Redis restart would, while the services keep their connections private.
 * Call it at the top of a describe block, before the hooks that start its apps.
 */
/** Every app's connections by name: one record for all the files of a jest group, whose describe blocks all run this first. */
const opened = new Map<RedisService, Map<string, Redis>>();

export function recordRedisConnections(): (t: TestApp, name: string) => Redis {
  // Spied when the block starts, not when it is collected: in a jest group a file collected earlier
  // may restore every mock (jest.restoreAllMocks) before this block's apps start. Spied once: a
  // second spy's implementation would replace the first's.
  beforeAll(() => {
    if (jest.isMockFunction(RedisService.prototype.connect)) return;
    const connect = RedisService.prototype.connect;
    jest.spyOn(RedisService.prototype, 'connect').mockImplementation(function (this: RedisService, ...args: Parameters<RedisService['connect']>) {
      const client = connect.apply(this, args);
      if (!opened.has(this)) opened.set(this, new Map());
      opened.get(this)!.set(args[0], client);
      return client;
    });
  });
  return (t, name) => {
    const client = opened.get(t.app.get(RedisService))?.get(name);
    if (!client) throw new Error(`This app opened no Redis connection named '${name}' (is REDIS_URL set?)`);
    return client;
  };
}
