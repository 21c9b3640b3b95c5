import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RoomsModule } from '../rooms/rooms.module.js';
import { AutoSkipJob } from './auto-skip.job.js';
import { PlayerController } from './player.controller.js';
import { PlayerService } from './player.service.js';

@Module({
  imports: [RoomsModule, QueueModule],
  controllers: [PlayerController],
  providers: [PlayerService, AutoSkipJob],
})
export class PlayerModule {}
