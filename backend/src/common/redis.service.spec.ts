import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createServer } from 'node:net';
import type { AppConfig } from '../config/env.js';
import { RedisService, STRAY_ERROR_GRACE_MS } from './redis.service.js';

/** A loopback port nothing listens on: a connection to it is refused, as to a stopped Redis. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis outage warnings', () => {
  let service: RedisService;
  let warnings: string[];

  beforeEach(async () => {
    service = new RedisService({ redisUrl: `redis://127.0.0.1:${await closedPort()}` } as AppConfig);
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('reports an outage once when a stray connection (a BullMQ worker) hears it before the owned ones', async () => {
    service.reportError('jobs-worker-main', new Error('connect ECONNREFUSED'));
    const owned = service.connect('sessions-subscriber', { maxRetriesPerRequest: null, retryStrategy: () => 50 });
    try {
      await pause(STRAY_ERROR_GRACE_MS + 300);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Redis is unreachable \(sessions-subscriber: .*ECONNREFUSED/);
    } finally {
      owned.disconnect();
    }
  });

  it("still tells a stray connection's error when no owned connection fails, once a minute", async () => {
    service.reportError('jobs-worker-main', new Error('READONLY You cannot write against a read only replica.'));
    service.reportError('jobs-worker-main', new Error('READONLY again'));
    expect(warnings).toEqual([]);
    await pause(STRAY_ERROR_GRACE_MS + 100);
    expect(warnings).toEqual(['Redis error (jobs-worker-main): READONLY You cannot write against a read only replica.']);
    service.reportError('jobs-worker-main', new Error('READONLY later'));
    await pause(STRAY_ERROR_GRACE_MS + 100);
    expect(warnings).toHaveLength(1);
  });
});
