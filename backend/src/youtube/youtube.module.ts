import { Module } from '@nestjs/common';
import { YoutubeTracker } from './youtube-tracker.service.js';
import { YoutubeAdminController, YoutubeController } from './youtube.controller.js';
import { YoutubeClient } from './youtube.client.js';
import { YoutubeService } from './youtube.service.js';

@Module({
  controllers: [YoutubeController, YoutubeAdminController],
  providers: [YoutubeClient, YoutubeService, YoutubeTracker],
  exports: [YoutubeService, YoutubeTracker],
})
export class YoutubeModule {}
