import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { ScreenSessionsModule } from './screen-sessions.module.js';
import { ScreensController } from './screens.controller.js';
import { ScreensService } from './screens.service.js';

/** Pairing a TV to a room and ending it (docs/product.md "Room", A TV in one step); above rooms, beside queue and player. */
@Module({
  imports: [ScreenSessionsModule, RoomsModule],
  controllers: [ScreensController],
  providers: [ScreensService],
})
export class ScreensModule {}
