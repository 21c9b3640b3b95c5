import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RoomStateModule } from '../room-engine/index.js';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';

/** Tonight's songs, "Sing again", the evening's CSV and past parties (played_songs, which the queue module writes). */
@Module({
  imports: [RoomStateModule, QueueModule],
  controllers: [HistoryController],
  providers: [HistoryService],
  exports: [HistoryService],
})
export class HistoryModule {}
