import { describe, expect, it } from 'vitest';
import { signIn, snap, withBrowser } from './browser';
import { E2E_ADMIN } from './global-setup';

describe('operations journeys', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('shows a job that throws as failed and retried in the Jobs tab', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);

    await page.goto(`${baseUrl}/admin/`);
    await page.getByRole('tab', { name: 'Jobs' }).click();
    // The server's JOB_FAILURE_DRILL makes every run of jobs.prune-ticks throw.
    const row = page.getByTestId('job-jobs.prune-ticks');
    await row.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('jobs.prune-ticks is queued; it shows in its runs when it starts.').waitFor();

    // Three attempts (2 s, then 4 s of backoff), each recorded as failed, shown as the tab refreshes.
    await row.getByText('Attempt 3 of 3').waitFor({ timeout: 30_000 });
    await expect(row.getByTestId('last-outcome').textContent()).resolves.toBe('Failed');
    await row.getByText('Failure drill: JOB_FAILURE_DRILL names jobs.prune-ticks, so this run fails on purpose.').waitFor();
    // At least these three: the hourly schedule may also have run it (and failed) meanwhile.
    expect(await row.getByRole('img').count()).toBeGreaterThanOrEqual(3);
    await snap(page, 'admin-jobs-1280');

    // The same record through the API: three failed attempts of the manual run, newest first (a
    // scheduled run, when the hour turns during the journey, is left aside).
    const runs = await page.evaluate(
      async () => (await (await fetch('/api/admin/jobs/jobs.prune-ticks/runs')).json()).runs as { attempt: number; outcome: string; trigger: string }[],
    );
    expect(runs.filter((r) => r.trigger === 'manual').map((r) => [r.attempt, r.outcome])).toEqual([
      [3, 'failed'],
      [2, 'failed'],
      [1, 'failed'],
    ]);
    // Other jobs are untouched by the drill.
    await expect(page.getByTestId('job-sessions.cleanup').getByText('every 10 minutes').count()).resolves.toBe(1);
    await context.close();
  });
});
