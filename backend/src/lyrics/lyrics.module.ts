import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LibraryModule } from '../library/library.module.js';
import { RoomStateModule } from '../room-engine/index.js';
import { VideoLyrics } from './entities/video-lyrics.entity.js';
import { LrclibClient } from './lrclib.client.js';
import { LyricsController } from './lyrics.controller.js';
import { LyricsService } from './lyrics.service.js';

/** Lyrics of the song on stage from LRCLIB, kept per song, with the song's timing offset (docs/product.md "Lyrics"). */
@Module({
  imports: [TypeOrmModule.forFeature([VideoLyrics]), RoomStateModule, LibraryModule],
  controllers: [LyricsController],
  providers: [LyricsService, LrclibClient],
})
export class LyricsModule {}
