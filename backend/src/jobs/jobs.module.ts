import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JOBS_OPTIONS, type JobsOptions, JobsService } from './jobs.service.js';
import { JobTicksCleanup } from './job-ticks.cleanup.js';
import { JobRunsService } from './job-runs.service.js';
import { JobsController } from './jobs.controller.js';

@Global()
@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      controllers: [JobsController],
      providers: [{ provide: JOBS_OPTIONS, useValue: options }, JobsService, JobTicksCleanup, JobRunsService],
      exports: [JobsService],
    };
  }
}
