import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RoomStateModule } from '../room-engine/index.js';
import { UsersModule } from '../users/users.module.js';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

/**
 * Tonight's songs, "Sing again", the evening's CSV and past parties: it owns no table, and asks the
 * queue module's PlayedSongs, the rooms' RoomReads and the users' UsersRepository.
 */
@Module({
  imports: [RoomStateModule, QueueModule, UsersModule],
  controllers: [HistoryController],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
