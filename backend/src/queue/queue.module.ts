import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { TiersModule } from '../tiers/tiers.module.js';
import { QueueController } from './queue.controller.js';
import { QueueService } from './queue.service.js';

@Module({
  imports: [RoomsModule, TiersModule],
  controllers: [QueueController],
  providers: [QueueService],
  exports: [QueueService],
})
export class QueueModule {}
