import type { JobListDto, JobRunDto } from '../../../openapi/api-types';
import { call } from '../api';

/** The admin jobs API (GET /api/admin/jobs, POST …/run), with the document's types. */
export type JobRun = JobRunDto;
export type JobList = JobListDto;

export const jobsApi = {
  list: () => call('get', '/api/admin/jobs'),
  runNow: (name: string) => call('post', '/api/admin/jobs/{name}/run', { path: { name } }),
};
