import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import { Clock } from './clock.js';
import { FeatureEvent } from './metrics/feature-event.entity.js';
import { FeatureEvents } from './metrics/feature-events.service.js';
import { Metrics } from './metrics/metrics.service.js';
import { RequestMetrics } from './metrics/request-metrics.js';
import { ScrapeCollectors } from './metrics/scrape-collectors.js';
import { RedisThrottlerStorage } from './http/redis-throttler.storage.js';
import { AppThrottlerGuard, ThrottleCounters, throttlerOptions } from './http/throttling.js';
import { OutboundClient } from './outbound/outbound-client.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([FeatureEvent]),
    // Rate limits: counters in Redis when REDIS_URL is set (shared by every instance), else in memory.
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, RedisService],
      useFactory: (config: AppConfig, redis: RedisService) =>
        throttlerOptions(
          config,
          redis.enabled
            ? new RedisThrottlerStorage(
                () => redis.connect('rate-limits', { maxRetriesPerRequest: 1, commandTimeout: 500, enableAutoPipelining: true }),
                `${config.redisPrefix}:throttle`,
                (error) => redis.reportError('rate-limits', error),
              )
            : undefined,
        ),
    }),
  ],
  providers: [
    Clock,
    RedisService,
    FeatureEvents,
    Metrics,
    RequestMetrics,
    ScrapeCollectors,
    ThrottleCounters,
    OutboundClient,
    { provide: APP_GUARD, useClass: AppThrottlerGuard },
  ],
  exports: [Clock, RedisService, FeatureEvents, Metrics, RequestMetrics, ThrottleCounters, OutboundClient],
})
export class CommonModule {}
