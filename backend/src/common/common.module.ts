import { Global, Module } from '@nestjs/common';
import { SessionRevocation } from './auth/session-revocation.js';
import { Clock } from './clock.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({ providers: [Clock, RedisService, SessionRevocation], exports: [Clock, RedisService, SessionRevocation] })
export class CommonModule {}
