import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayerModule } from '../player/player.module.js';
import { RoomStateModule } from '../room-engine/index.js';
import { YoutubeApiCall } from './entities/youtube-api-call.entity.js';
import { YoutubeQuotaUsage } from './entities/youtube-quota-usage.entity.js';
import { YoutubeSearchCache } from './entities/youtube-search-cache.entity.js';
import { YoutubeVideoCache } from './entities/youtube-video-cache.entity.js';
import { YoutubeTracker } from './youtube-tracker.service.js';
import { YoutubeAdminController } from './youtube-admin.controller.js';
import { YoutubeController } from './youtube.controller.js';
import { YoutubeClient } from './youtube.client.js';
import { YoutubeService } from './youtube.service.js';

@Module({
  // PlayerModule: search leaves out the videos the player module recorded as unplayable.
  imports: [TypeOrmModule.forFeature([YoutubeSearchCache, YoutubeVideoCache, YoutubeApiCall, YoutubeQuotaUsage]), PlayerModule, RoomStateModule],
  controllers: [YoutubeController, YoutubeAdminController],
  providers: [YoutubeClient, YoutubeService, YoutubeTracker],
  exports: [YoutubeService, YoutubeTracker],
})
export class YoutubeModule {}
