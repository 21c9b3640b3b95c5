import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGuard } from '../common/auth/guards.js';
import { ADMINS_ONLY, ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { JobListDto, JobQueuedDto, JobRunListDto, JobRunsQueryDto } from './dto/jobs.dto.js';
import { JobRunsService } from './job-runs.service.js';
import { JOB_RUNS_LIMIT_RANGE, unknownJob } from './jobs.errors.js';

/** The back office's Jobs tab: admins only. */
@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin/jobs')
@UseGuards(AdminGuard)
export class JobsController {
  constructor(private readonly runs: JobRunsService) {}

  @Get()
  @ApiOperation({ summary: 'Every job with its schedule, next run, last 5 runs and failures in the last 24 hours' })
  @ApiOkResponse({ type: JobListDto })
  @ApiErrors(...ADMINS_ONLY)
  list(): Promise<JobListDto> {
    return this.runs.list();
  }

  @Get(':name/runs')
  @ApiOperation({ summary: "A job's recorded runs, newest first (every attempt: started, finished, outcome, items touched, error)" })
  @ApiOkResponse({ type: JobRunListDto })
  @ApiErrors(...ADMINS_ONLY, JOB_RUNS_LIMIT_RANGE, unknownJob('name'))
  jobRuns(@Param('name') name: string, @Query() query: JobRunsQueryDto): Promise<JobRunListDto> {
    return this.runs.runs(name, query.limit ?? 50);
  }

  @Post(':name/run')
  @HttpCode(202)
  @ApiOperation({ summary: 'Run a job now (queued, with the usual retries); its run appears in the list when it starts' })
  @ApiAcceptedResponse({ type: JobQueuedDto })
  @ApiErrors(...ADMINS_ONLY, unknownJob('name'))
  runNow(@Param('name') name: string): Promise<JobQueuedDto> {
    return this.runs.runNow(name);
  }
}
