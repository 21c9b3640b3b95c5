import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInAdmin, reply } from '../test/api';
import type { JobList, JobRun } from './types';
import { JobsTab } from './JobsTab';

const LIST = 'GET /api/admin/jobs';
const run = (attempt: number, outcome: JobRun['outcome'], error: string | null = null): JobRun => ({
  runId: attempt,
  name: 'jobs.prune-ticks',
  startedAt: `2026-11-23T10:0${attempt}:00.000Z`,
  finishedAt: `2026-11-23T10:0${attempt}:00.050Z`,
  outcome,
  attempt,
  maxAttempts: 3,
  trigger: 'manual',
  itemsTouched: outcome === 'succeeded' ? 4 : null,
  durationMs: 50,
  error,
  requestId: null,
});

const list = (): JobList => ({
  mode: 'in-process',
  maxAttempts: 3,
  backoffMs: 2000,
  dashboardUrl: null,
  jobs: [
    {
      name: 'jobs.prune-ticks',
      description: 'Drops tick claims older than a day',
      schedule: 'every hour',
      cron: '0 0-23/1 * * *',
      nextRunAt: '2026-11-23T11:00:00.000Z',
      lastRuns: [run(3, 'failed', 'connection refused'), run(2, 'failed', 'connection refused'), run(1, 'failed', 'connection refused')],
      failuresLast24h: 3,
    },
    {
      name: 'sessions.cleanup',
      description: 'Ends expired sessions',
      schedule: 'every 10 minutes',
      nextRunAt: '2026-11-23T10:10:00.000Z',
      lastRuns: [],
      failuresLast24h: 0,
    },
  ],
});

describe('JobsTab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each job with its schedule, its last run (failed, attempt 3 of 3, the error) and its failures', async () => {
    mockApi({ [LIST]: list() });
    renderInAdmin(<JobsTab />);
    const row = await screen.findByTestId('job-jobs.prune-ticks');
    expect(within(row).getByText('every hour')).toBeInTheDocument();
    expect(within(row).getByTestId('last-outcome')).toHaveTextContent('Failed');
    expect(within(row).getByText(/Attempt 3 of 3/)).toBeInTheDocument();
    expect(within(row).getByText('connection refused')).toBeInTheDocument();
    expect(within(row).getAllByRole('img')).toHaveLength(3);
    expect(within(screen.getByTestId('job-sessions.cleanup')).getByText('Not run yet')).toBeInTheDocument();
    expect(screen.getByText(/retried 2 times, after 2 s then doubling/)).toBeInTheDocument();
    expect(screen.queryByText('Queue dashboard')).not.toBeInTheDocument();
  });

  it('runs a job now and says so in a toast; a refusal shows the server sentence', async () => {
    const api = mockApi({
      [LIST]: list(),
      'POST /api/admin/jobs/sessions.cleanup/run': () =>
        reply(202, { name: 'sessions.cleanup', message: 'sessions.cleanup is queued; it shows in its runs when it starts.' }),
      'POST /api/admin/jobs/jobs.prune-ticks/run': () =>
        reply(403, { statusCode: 403, message: 'You need admin privileges to access this page.', error: 'Forbidden' }),
    });
    renderInAdmin(<JobsTab />);
    fireEvent.click(within(await screen.findByTestId('job-sessions.cleanup')).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('sessions.cleanup is queued; it shows in its runs when it starts.')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/jobs/sessions.cleanup/run')).toHaveLength(1);
    await waitFor(() => expect(api.called('GET', '/api/admin/jobs').length).toBeGreaterThanOrEqual(2));
    fireEvent.click(within(screen.getByTestId('job-jobs.prune-ticks')).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('You need admin privileges to access this page.')).toBeInTheDocument();
  });
});
