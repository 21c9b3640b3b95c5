import { Global, Module } from '@nestjs/common';
import { SessionIssuer } from './auth/session-issuer.js';
import { SessionLookup } from './auth/session-lookup.js';
import { SessionRevocation } from './auth/session-revocation.js';
import { Clock } from './clock.js';
import { FeatureEvents } from './metrics/feature-events.service.js';
import { Metrics } from './metrics/metrics.service.js';
import { RequestMetrics } from './metrics/request-metrics.js';
import { ScrapeCollectors } from './metrics/scrape-collectors.js';
import { RateLimitGuard, RateLimiter } from './http/rate-limit.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({
  providers: [Clock, RedisService, SessionRevocation, SessionLookup, SessionIssuer, FeatureEvents, Metrics, RequestMetrics, ScrapeCollectors, RateLimiter, RateLimitGuard],
  exports: [Clock, RedisService, SessionRevocation, SessionLookup, SessionIssuer, FeatureEvents, Metrics, RequestMetrics, RateLimiter, RateLimitGuard],
})
export class CommonModule {}
