import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueModule } from '../queue/queue.module.js';
import { RoomStateModule } from '../room-engine/index.js';
import { AutoSkipJob } from './auto-skip.job.js';
import { CurrentlyPlaying } from './entities/currently-playing.entity.js';
import { UnplayableReport } from './entities/unplayable-report.entity.js';
import { UnplayableVideo } from './entities/unplayable-video.entity.js';
import { PlayerController } from './player.controller.js';
import { PlayerService } from './player.service.js';
import { UnplayableController } from './unplayable.controller.js';
import { UnplayableService } from './unplayable.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CurrentlyPlaying, UnplayableVideo, UnplayableReport]), RoomStateModule, QueueModule],
  controllers: [PlayerController, UnplayableController],
  providers: [PlayerService, AutoSkipJob, UnplayableService],
  exports: [UnplayableService],
})
export class PlayerModule {}
