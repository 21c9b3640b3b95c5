import { Global, Module } from '@nestjs/common';
import { SessionLookup } from './auth/session-lookup.js';
import { SessionRevocation } from './auth/session-revocation.js';
import { Clock } from './clock.js';
import { FeatureEvents } from './metrics/feature-events.service.js';
import { RequestMetrics } from './metrics/request-metrics.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({
  providers: [Clock, RedisService, SessionRevocation, SessionLookup, FeatureEvents, RequestMetrics],
  exports: [Clock, RedisService, SessionRevocation, SessionLookup, FeatureEvents, RequestMetrics],
})
export class CommonModule {}
