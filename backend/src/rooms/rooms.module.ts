import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { SessionsModule } from '../auth/sessions.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { ROOM_CHANNEL_AUTHORIZER } from '../realtime/room-channel-authorization.js';
import { TiersModule } from '../tiers/tiers.module.js';
import { UsersModule } from '../users/users.module.js';
import { RoomBoot } from './entities/room-boot.entity.js';
import { RoomCreationLog } from './entities/room-creation-log.entity.js';
import { Room } from './entities/room.entity.js';
import { GuestsController } from './guests.controller.js';
import { GuestsService } from './guests.service.js';
import { RoomChannelAuthorizer } from './room-channel.authorizer.js';
import { RoomEnding } from './room-ending.js';
import { RoomLifecycleJobs } from './room-lifecycle.job.js';
import { RoomStateModule } from '../room-engine/index.js';
import { RoomsController } from './rooms.controller.js';
import { RoomsService } from './rooms.service.js';
import { UserRoomsController } from './user-rooms.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([Room, RoomCreationLog, RoomBoot]), RoomStateModule, QueueModule, TiersModule, UsersModule, SessionsModule, AuthModule],
  controllers: [RoomsController, GuestsController, UserRoomsController],
  providers: [
    RoomsService,
    GuestsService,
    RoomLifecycleJobs,
    RoomChannelAuthorizer,
    RoomEnding,
    { provide: ROOM_CHANNEL_AUTHORIZER, useExisting: RoomChannelAuthorizer },
  ],
  exports: [RoomStateModule, RoomsService, RoomEnding, ROOM_CHANNEL_AUTHORIZER],
})
export class RoomsModule {}
