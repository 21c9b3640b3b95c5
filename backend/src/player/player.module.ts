import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RoomsModule } from '../rooms/rooms.module.js';
import { AutoSkipJob } from './auto-skip.job.js';
import { PlayerController } from './player.controller.js';
import { PlayerService } from './player.service.js';
import { UnplayableController } from './unplayable.controller.js';
import { UnplayableService } from './unplayable.service.js';

@Module({
  imports: [RoomsModule, QueueModule],
  controllers: [PlayerController, UnplayableController],
  providers: [PlayerService, AutoSkipJob, UnplayableService],
})
export class PlayerModule {}
