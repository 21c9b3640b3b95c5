import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { PlanRequest } from './entities/plan-request.entity.js';
import { PlanRequestsController } from './plan-requests.controller.js';
import { PlanRequestsService } from './plan-requests.service.js';

/** Hosts' requests for a bigger plan (docs/product.md "Plans that fit a party"); the back office answers them (admin module). */
@Module({
  imports: [TypeOrmModule.forFeature([PlanRequest]), UsersModule],
  controllers: [PlanRequestsController],
  providers: [PlanRequestsService],
  exports: [PlanRequestsService],
})
export class PlansModule {}
