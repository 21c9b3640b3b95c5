import { fetchUtils } from 'react-admin';

/** The admin jobs API (GET /api/admin/jobs, …/runs, POST …/run). Kept apart from dataProvider.ts. */
export interface JobRun {
  runId: number;
  name: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: 'running' | 'succeeded' | 'failed';
  attempt: number;
  maxAttempts: number;
  trigger: 'schedule' | 'manual' | 'request';
  itemsTouched: number | null;
  durationMs: number | null;
  error: string | null;
  requestId: string | null;
}

export interface JobSummary {
  name: string;
  description: string;
  schedule: string;
  cron?: string;
  nextRunAt: string | null;
  lastRuns: JobRun[];
  failuresLast24h: number;
}

export interface JobList {
  mode: 'bullmq' | 'in-process';
  maxAttempts: number;
  backoffMs: number;
  dashboardUrl: string | null;
  jobs: JobSummary[];
}

const http = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
const job = (name: string) => `/api/admin/jobs/${encodeURIComponent(name)}`;

export const jobsApi = {
  async list(): Promise<JobList> {
    return (await http('/api/admin/jobs')).json as JobList;
  },
  async runs(name: string, limit = 20): Promise<JobRun[]> {
    return ((await http(`${job(name)}/runs?limit=${limit}`)).json as { runs: JobRun[] }).runs;
  },
  async runNow(name: string): Promise<{ name: string; message: string }> {
    return (await http(`${job(name)}/run`, { method: 'POST' })).json as { name: string; message: string };
  },
};
