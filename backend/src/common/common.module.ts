import { Global, Module } from '@nestjs/common';
import { SessionLookup } from './auth/session-lookup.js';
import { SessionRevocation } from './auth/session-revocation.js';
import { Clock } from './clock.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({ providers: [Clock, RedisService, SessionRevocation, SessionLookup], exports: [Clock, RedisService, SessionRevocation, SessionLookup] })
export class CommonModule {}
