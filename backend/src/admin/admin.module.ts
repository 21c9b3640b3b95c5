import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../auth/sessions.module.js';
import { UsageSample } from './entities/usage-sample.entity.js';
import { PlayerModule } from '../player/player.module.js';
import { RoomsModule } from '../rooms/rooms.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminReportingQueries } from './admin-reporting.queries.js';
import { AdminController } from './admin.controller.js';
import { HiddenVideosController } from './hidden-videos.controller.js';
import { ApproveHereController, PlanRequestsAdminController } from './plan-requests-admin.controller.js';
import { PlansModule } from '../plans/plans.module.js';
import { AdminService } from './admin.service.js';
import { AnalyticsService } from './analytics.service.js';
import { AdminAudit } from './entities/admin-audit.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([AdminAudit, UsageSample]), RoomsModule, UsersModule, SessionsModule, PlayerModule, PlansModule],
  controllers: [AdminController, HiddenVideosController, PlanRequestsAdminController, ApproveHereController],
  providers: [AdminService, AnalyticsService, AdminReportingQueries],
})
export class AdminModule {}
