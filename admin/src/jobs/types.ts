import type { JobListDto, JobRunDto } from '../../../openapi/api-types';

/** The admin jobs API's answers (GET /api/admin/jobs), with the document's types. */
export type JobRun = JobRunDto;
export type JobList = JobListDto;
