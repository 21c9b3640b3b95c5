import { Module } from '@nestjs/common';
import { TiersModule } from '../tiers/tiers.module.js';
import { UsersModule } from '../users/users.module.js';
import { GuestsController } from './guests.controller.js';
import { GuestsService } from './guests.service.js';
import { RoomChannelAuthorizer } from './room-channel.authorizer.js';
import { LiveRooms } from './live-rooms.js';
import { RoomEnding } from './room-ending.js';
import { RoomLifecycleJobs } from './room-lifecycle.job.js';
import { RoomPollCache } from './room-poll-cache.js';
import { RoomTransactions } from './room-transactions.service.js';
import { RoomsController } from './rooms.controller.js';
import { RoomsService } from './rooms.service.js';

@Module({
  imports: [TiersModule, UsersModule],
  controllers: [RoomsController, GuestsController],
  providers: [LiveRooms, RoomsService, GuestsService, RoomTransactions, RoomPollCache, RoomLifecycleJobs, RoomChannelAuthorizer, RoomEnding],
  exports: [LiveRooms, RoomsService, RoomTransactions, RoomPollCache, RoomEnding],
})
export class RoomsModule {}
