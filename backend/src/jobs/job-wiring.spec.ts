import 'reflect-metadata';
import { Injectable, Module, type Provider } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Metrics } from '../common/metrics/metrics.service.js';
import { RedisService } from '../common/redis.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import { JobRun } from './entities/job-run.entity.js';
import { JobTick } from './entities/job-tick.entity.js';
import { JobHandlersExplorer, OnJob } from './job-wiring.js';
import { JOBS_OPTIONS, JobsService } from './jobs.service.js';

// Fake owners of the jobs, each answering its job's name (and the data it was given).
@Injectable()
class FakeChores {
  @OnJob('jobs.prune-ticks')
  async prune(): Promise<string> {
    return 'jobs.prune-ticks';
  }

  @OnJob('sessions.cleanup')
  async cleanup(): Promise<string> {
    return 'sessions.cleanup';
  }

  @OnJob('player.auto-skip')
  async skip(): Promise<string> {
    return 'player.auto-skip';
  }

  @OnJob('rooms.inactivity')
  async sweep(): Promise<string> {
    return 'rooms.inactivity';
  }

  @OnJob('rooms.expiry')
  async expire(): Promise<string> {
    return 'rooms.expiry';
  }
}

@Injectable()
class FakeYoutube {
  @OnJob('youtube.purge-non-karaoke')
  async purge(): Promise<string> {
    return 'youtube.purge-non-karaoke';
  }

  @OnJob('youtube.cache-expiry')
  async drop(): Promise<string> {
    return 'youtube.cache-expiry';
  }

  @OnJob('youtube.quota-rollover')
  async rollOver(): Promise<string> {
    return 'youtube.quota-rollover';
  }
}

@Injectable()
class FakeWithData {
  private readonly label = 'this';

  @OnJob('admin.sample-usage')
  async sample(data: Record<string, unknown>): Promise<unknown> {
    return { job: 'admin.sample-usage', data, self: this.label };
  }

  @OnJob('push.your-turn')
  async send(data: Record<string, unknown>): Promise<unknown> {
    return { job: 'push.your-turn', data, self: this.label };
  }
}

@Injectable()
class SecondExpiry {
  @OnJob('rooms.expiry')
  async run(): Promise<string> {
    return 'rooms.expiry again';
  }
}

/** Boots the real JobsService (in-process: no Redis) and the explorer, with stand-ins for what they reach at run time, beside the given owners. */
async function boot(owners: Provider[]) {
  const noop = () => undefined;
  @Module({
    imports: [DiscoveryModule],
    providers: [
      JobsService,
      JobHandlersExplorer,
      { provide: RedisService, useValue: { enabled: false } },
      { provide: getRepositoryToken(JobTick), useValue: {} },
      { provide: getRepositoryToken(JobRun), useValue: { query: async () => [{ runId: '1' }] } },
      { provide: JOBS_OPTIONS, useValue: { runWorkers: true } },
      { provide: APP_CONFIG, useValue: { redisPrefix: 'test', jobFailureDrill: [] } },
      { provide: Metrics, useValue: { jobRuns: { inc: noop }, jobFailures: { inc: noop }, jobDuration: { observe: noop }, onScrape: noop } },
      ...owners,
    ],
  })
  class Wiring {}
  return NestFactory.createApplicationContext(Wiring, { logger: false, abortOnError: false });
}

describe('the jobs, declared on their handlers and checked at start', () => {
  it('runs each job on its marked method, with the data it was given', async () => {
    // FakeYoutube also provided under a second token: still one handler each.
    const app = await boot([FakeChores, FakeYoutube, FakeWithData, { provide: 'ALIAS', useExisting: FakeYoutube }]);
    try {
      const jobs = app.get(JobsService);
      expect(await jobs.run('rooms.expiry')).toBe('rooms.expiry');
      expect(await jobs.run('youtube.quota-rollover')).toBe('youtube.quota-rollover');
      expect(await jobs.run('admin.sample-usage', { at: '2026-11-24T21:00:00.000Z' })).toEqual({
        job: 'admin.sample-usage',
        data: { at: '2026-11-24T21:00:00.000Z' },
        self: 'this',
      });
      expect(await jobs.run('push.your-turn', { roomId: 'r1', userId: 7, kind: 'on' })).toEqual({
        job: 'push.your-turn',
        data: { roomId: 'r1', userId: 7, kind: 'on' },
        self: 'this',
      });
      expect([...app.get(JobHandlersExplorer).handlers()].map(([name, { source }]) => [name, source])).toEqual([
        ['jobs.prune-ticks', 'FakeChores.prune'],
        ['sessions.cleanup', 'FakeChores.cleanup'],
        ['player.auto-skip', 'FakeChores.skip'],
        ['rooms.inactivity', 'FakeChores.sweep'],
        ['rooms.expiry', 'FakeChores.expire'],
        ['youtube.purge-non-karaoke', 'FakeYoutube.purge'],
        ['youtube.cache-expiry', 'FakeYoutube.drop'],
        ['youtube.quota-rollover', 'FakeYoutube.rollOver'],
        ['admin.sample-usage', 'FakeWithData.sample'],
        ['push.your-turn', 'FakeWithData.send'],
      ]);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a job without its handler, naming the job and the decorator', async () => {
    await expect(boot([FakeChores, FakeWithData])).rejects.toThrow(
      "No handler for the job 'youtube.purge-non-karaoke': mark one provider method with @OnJob('youtube.purge-non-karaoke'). " +
        "No handler for the job 'youtube.cache-expiry': mark one provider method with @OnJob('youtube.cache-expiry'). " +
        "No handler for the job 'youtube.quota-rollover': mark one provider method with @OnJob('youtube.quota-rollover').",
    );
  });

  it('refuses to start with two handlers of a job, naming both', async () => {
    await expect(boot([FakeChores, FakeYoutube, FakeWithData, SecondExpiry])).rejects.toThrow(
      "Two handlers for the job 'rooms.expiry': FakeChores.expire and SecondExpiry.run.",
    );
  });
});
