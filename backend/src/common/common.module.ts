import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';
import { RedisService } from './redis.service.js';

@Global()
@Module({ providers: [Clock, RedisService], exports: [Clock, RedisService] })
export class CommonModule {}
