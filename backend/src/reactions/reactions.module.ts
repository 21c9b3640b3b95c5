import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module.js';
import { RoomStateModule } from '../room-engine/index.js';
import { ReactionsController } from './reactions.controller.js';
import { ReactionsService } from './reactions.service.js';

/** Applause from the phones, folded per person, counted per song, pushed to the room. */
@Module({
  imports: [RoomStateModule, HistoryModule],
  controllers: [ReactionsController],
  providers: [ReactionsService],
})
export class ReactionsModule {}
