import { JobTick } from './job-tick.entity.js';
import { JobRun } from './job-run.entity.js';

/** The jobs module's tables (job_ticks, job_runs). */
export const JOBS_ENTITIES = [JobTick, JobRun];
