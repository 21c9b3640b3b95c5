import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RoomStateModule } from '../room-engine/index.js';
import { UsersModule } from '../users/users.module.js';
import { PushSubscription } from './entities/push-subscription.entity.js';
import { PushController } from './push.controller.js';
import { PushService } from './push.service.js';
import { TurnNotices } from './turn-notices.js';
import { VapidKeys } from './vapid-keys.js';

/** Web Push: browsers' subscriptions, the VAPID keys, and the "your turn" notices sent from the job side. */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription]), RoomStateModule, UsersModule],
  controllers: [PushController],
  providers: [VapidKeys, PushService, TurnNotices],
})
export class PushModule {}
