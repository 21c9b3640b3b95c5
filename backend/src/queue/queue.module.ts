import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ROOM_QUEUE } from '../common/rooms/room-queue.js';
import { RoomStateModule } from '../room-engine/index.js';
import { TiersModule } from '../tiers/tiers.module.js';
import { LibraryModule } from '../library/library.module.js';
import { UsersModule } from '../users/users.module.js';
import { PlayedSong } from './entities/played-song.entity.js';
import { PlayedSongs } from './played-songs.js';
import { QueueItem } from './entities/queue-item.entity.js';
import { QueueController } from './queue.controller.js';
import { QueueService } from './queue.service.js';
import { UndoTokens } from './undo-tokens.js';
import { PhonelessController } from './phoneless.controller.js';
import { PhonelessService } from './phoneless.service.js';
import { RequestsController } from './requests.controller.js';
import { RequestsService } from './requests.service.js';
import { SingersController } from './singers.controller.js';
import { SingersService } from './singers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([QueueItem, PlayedSong]), RoomStateModule, TiersModule, LibraryModule, UsersModule],
  controllers: [QueueController, RequestsController, PhonelessController, SingersController],
  providers: [QueueService, PlayedSongs, UndoTokens, RequestsService, PhonelessService, SingersService, { provide: ROOM_QUEUE, useExisting: QueueService }],
  exports: [QueueService, PlayedSongs, ROOM_QUEUE],
})
export class QueueModule {}
