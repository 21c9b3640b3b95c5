import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRun } from './entities/job-run.entity.js';
import { JobTick } from './entities/job-tick.entity.js';
import { JOBS_OPTIONS, type JobsOptions, JobsService } from './jobs.service.js';
import { JobTicksCleanup } from './job-ticks.cleanup.js';
import { JobRunsService } from './job-runs.service.js';
import { JobsController } from './jobs.controller.js';
import { JobHandlersExplorer } from './job-wiring.js';

@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      imports: [TypeOrmModule.forFeature([JobTick, JobRun]), DiscoveryModule],
      controllers: [JobsController],
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobsService, JobHandlersExplorer, JobTicksCleanup, JobRunsService],
      exports: [JobsService],
    };
  }
}
