import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type JobOutcome = 'running' | 'succeeded' | 'failed';

/**
 * One attempt of one job, wherever it ran (an API instance or a worker): recorded when it starts
 * and finished with its outcome, so a failing job shows as failed instead of vanishing into a log.
 */
@Entity('job_runs')
@Index('IDX_job_runs_name_startedAt', ['name', 'startedAt'])
@Index('IDX_job_runs_startedAt', ['startedAt'])
export class JobRun {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'PK_job_runs' })
  runId: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ type: 'varchar', length: 16 })
  outcome: JobOutcome;

  /** 1 for the first try, 2 for the first retry, … */
  @Column({ type: 'integer', default: 1 })
  attempt: number;

  @Column({ type: 'integer' })
  maxAttempts: number;

  /** What started it: the schedule, an admin's "run now", or a request of the app. */
  @Column({ type: 'varchar', length: 16 })
  trigger: string;

  /** Rows (sessions, rooms, cache entries…) the run changed, from the handler's result. */
  @Column({ type: 'integer', nullable: true })
  itemsTouched: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** The request that queued it, as in the log lines. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  requestId: string | null;
}
