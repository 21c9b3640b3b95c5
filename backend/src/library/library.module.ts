import { Module } from '@nestjs/common';
import { RoomStateModule } from '../room-engine/index.js';
import { LibraryAdminController, LibraryController } from './library.controller.js';
import { LibraryService } from './library.service.js';

@Module({
  imports: [RoomStateModule],
  controllers: [LibraryController, LibraryAdminController],
  providers: [LibraryService],
  exports: [LibraryService],
})
export class LibraryModule {}
