import { Module } from '@nestjs/common';
import { RoomsModule } from '../rooms/rooms.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';
import { AnalyticsService } from './analytics.service.js';

@Module({ imports: [RoomsModule], controllers: [AdminController], providers: [AdminService, AnalyticsService] })
export class AdminModule {}
