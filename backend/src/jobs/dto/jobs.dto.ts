import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { JOB_RUNS_LIMIT_RANGE, JOB_RUNS_LIMIT_WHOLE } from '../jobs.errors.js';

export class JobRunDto {
  @ApiProperty({ example: 42 }) runId: number;
  @ApiProperty({ example: 'sessions.cleanup' }) name: string;
  @ApiProperty({ example: '2026-11-23T10:40:00.012Z' }) startedAt: string;
  @ApiProperty({ nullable: true, type: String, example: '2026-11-23T10:40:00.094Z' }) finishedAt: string | null;
  @ApiProperty({ enum: ['running', 'succeeded', 'failed'], example: 'succeeded' }) outcome: 'running' | 'succeeded' | 'failed';
  @ApiProperty({ description: '1 for the first try, 2 for the first retry…', example: 1 }) attempt: number;
  @ApiProperty({ example: 3 }) maxAttempts: number;
  @ApiProperty({ enum: ['schedule', 'manual', 'request'], example: 'schedule' }) trigger: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Rows the run changed', example: 3 }) itemsTouched: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Milliseconds from start to finish', example: 82 }) durationMs: number | null;
  @ApiProperty({ nullable: true, type: String, example: null }) error: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The request that queued it (as in the logs)', example: null }) requestId: string | null;
}

export class JobSummaryDto {
  @ApiProperty({ example: 'sessions.cleanup' }) name: string;
  @ApiProperty({ example: 'Ends expired sessions and deletes sessions ended over 30 days ago' }) description: string;
  @ApiProperty({ example: 'every 10 minutes' }) schedule: string;
  @ApiPropertyOptional({ description: 'The cron expression (absent for on-demand jobs)', example: '0 */10 * * * *' }) cron?: string;
  @ApiProperty({ nullable: true, type: String, description: 'Next scheduled run (null for on-demand jobs)', example: '2026-11-23T10:50:00.000Z' }) nextRunAt:
    string | null;
  @ApiProperty({ type: [JobRunDto], description: 'The last 5 runs, newest first' }) lastRuns: JobRunDto[];
  @ApiProperty({ description: 'Failed runs in the last 24 hours', example: 0 }) failuresLast24h: number;
}

export class JobListDto {
  @ApiProperty({ enum: ['bullmq', 'in-process'], example: 'in-process' }) mode: 'bullmq' | 'in-process';
  @ApiProperty({ description: 'Attempts per run, retries included', example: 3 }) maxAttempts: number;
  @ApiProperty({ description: 'Wait before the first retry, doubled for each next one (ms)', example: 2000 }) backoffMs: number;
  @ApiProperty({ description: 'Bull Board (only with REDIS_URL)', nullable: true, type: String, example: '/admin/queues' }) dashboardUrl: string | null;
  @ApiProperty({ type: [JobSummaryDto] }) jobs: JobSummaryDto[];
}

export class JobRunsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: JOB_RUNS_LIMIT_WHOLE.message })
  @Min(1, { message: JOB_RUNS_LIMIT_RANGE.message })
  @Max(200, { message: JOB_RUNS_LIMIT_RANGE.message })
  limit?: number;
}

export class JobRunListDto {
  @ApiProperty({ example: 'sessions.cleanup' }) name: string;
  @ApiProperty({ type: [JobRunDto], description: 'Newest first' }) runs: JobRunDto[];
}

export class JobQueuedDto {
  @ApiProperty({ example: 'sessions.cleanup' }) name: string;
  @ApiProperty({ example: 'sessions.cleanup is queued; it shows in its runs when it starts.' }) message: string;
}
