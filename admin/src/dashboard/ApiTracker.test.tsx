import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInAdmin, reply } from '../test/api';
import type { ApiCall, QuotaStats, QuotaToday } from '../types';
import { ApiTracker } from './ApiTracker';

const STATS = 'GET /api/admin/youtube-tracker/quota-stats';
const HISTORY = 'GET /api/admin/youtube-tracker/quota-history?days=7';
const CALLS = 'GET /api/admin/youtube-tracker/recent-calls?limit=50';
const PURGE = 'POST /api/admin/cache/purge-non-karaoke';

const quota = (percentageUsed: number, date = '2026-11-22'): QuotaStats => ({
  date,
  totalQuotaUsed: percentageUsed * 100,
  remainingQuota: 10_000 - percentageUsed * 100,
  dailyLimit: 10_000,
  percentageUsed,
});

/** Today as the API answers it: the API answering, 3 of the hour's 15 searches used. */
const today = (percentageUsed: number, extra: Partial<QuotaToday> = {}): QuotaToday => ({
  ...quota(percentageUsed),
  searchMode: 'auto',
  keyConfigured: true,
  keylessSearches: 0,
  hourlyBudget: { used: 3, limit: 15, spent: false, resetsInSeconds: 0 },
  answeringNow: 'api',
  ...extra,
});

const history = Array.from({ length: 7 }, (_, i) => quota(10 * i, `2026-11-${16 + i}`));
const calls: ApiCall[] = [
  { id: 2, endpoint: 'search.list', quotaCost: 100, timestamp: '2026-11-22T10:00:00Z', responseStatus: 403, errorMessage: 'quotaExceeded' },
  { id: 1, endpoint: 'videos.list', quotaCost: 1, timestamp: '2026-11-22T09:00:00Z', responseStatus: 200, errorMessage: null },
];

const tracker = (routes: Record<string, unknown> = {}) => mockApi({ [STATS]: today(12.5), [HISTORY]: history, [CALLS]: calls, ...routes });

describe('ApiTracker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    [74.9, 'Normal', 'MuiLinearProgress-colorSuccess'],
    [75, 'Caution', 'MuiLinearProgress-colorWarning'],
    [89.9, 'Caution', 'MuiLinearProgress-colorWarning'],
    [90, 'Warning', 'MuiLinearProgress-colorError'],
  ])('colours %s %% of the quota as %s', async (percent, level, colour) => {
    tracker({ [STATS]: today(percent) });
    renderInAdmin(<ApiTracker />);
    expect(await screen.findByTestId('quota-level')).toHaveTextContent(level);
    expect(screen.getByRole('progressbar', { name: 'Quota used' })).toHaveClass(colour);
  });

  it('tells the truth once everyone’s hour is spent: not "Normal", keyless answering, when the hour comes back, keyless searches today', async () => {
    tracker({
      [STATS]: today(15, { answeringNow: 'keyless', keylessSearches: 42, hourlyBudget: { used: 15, limit: 15, spent: true, resetsInSeconds: 41 * 60 + 5 } }),
    });
    renderInAdmin(<ApiTracker />);
    expect(await screen.findByTestId('quota-level')).toHaveTextContent('Hourly budget spent');
    expect(screen.getByTestId('answering-now')).toHaveTextContent("YouTube's web search (no key, no quota)");
    expect(screen.getByTestId('hourly-budget')).toHaveTextContent('All used; back in 42 min');
    expect(screen.getByTestId('keyless-today')).toHaveTextContent('42');
  });

  it('says the API answers and how much of the hour is used while it lasts', async () => {
    tracker();
    renderInAdmin(<ApiTracker />);
    expect(await screen.findByTestId('answering-now')).toHaveTextContent('The YouTube API');
    expect(screen.getByTestId('hourly-budget')).toHaveTextContent('3 of 15');
    expect(screen.getByTestId('quota-level')).toHaveTextContent('Normal');
  });

  it("says quota spent when the day's quota is", async () => {
    tracker({ [STATS]: today(100, { answeringNow: 'keyless' }) });
    renderInAdmin(<ApiTracker />);
    expect(await screen.findByTestId('quota-level')).toHaveTextContent('Quota spent');
  });

  it("shows today's used, remaining, limit and percentage, 7 days of history and the recent calls", async () => {
    tracker();
    renderInAdmin(<ApiTracker />);

    expect(await screen.findByLabelText('Used')).toHaveTextContent((1250).toLocaleString());
    expect(screen.getByLabelText('Remaining')).toHaveTextContent((8750).toLocaleString());
    expect(screen.getByLabelText('Daily limit')).toHaveTextContent((10_000).toLocaleString());
    expect(screen.getByLabelText('Used %')).toHaveTextContent('12.5 %');

    const days = within(screen.getByRole('table', { name: 'Quota history' }))
      .getAllByRole('row')
      .slice(1);
    expect(days).toHaveLength(7);

    const rows = (await within(screen.getByRole('table', { name: 'Recent calls' })).findAllByRole('row')).slice(1);
    const first = within(rows[0])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first[0]).toBe('search.list');
    expect(first[1]).toBe('100');
    expect(first[2]).toBe(new Date('2026-11-22T10:00:00Z').toLocaleString());
    expect(first[3]).toBe('403');
    expect(first[4]).toBe('quotaExceeded');
    expect(rows).toHaveLength(2);
  });

  it('says so when no quota was used in the last 7 days', async () => {
    tracker({ [HISTORY]: [] });
    renderInAdmin(<ApiTracker />);
    expect(await screen.findByText('No quota used in the last 7 days.')).toBeInTheDocument();
  });

  it('refreshes every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ [STATS]: () => reply(200, today(1)), [HISTORY]: () => reply(200, history), [CALLS]: () => reply(200, calls) });
    renderInAdmin(<ApiTracker />);
    await screen.findByTestId('quota-level');
    const loads = () => api.called('GET', '/api/admin/youtube-tracker/quota-stats').length;
    expect(loads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(loads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(loads()).toBe(2);
    expect(api.called('GET', '/api/admin/youtube-tracker/recent-calls?limit=50')).toHaveLength(2);
  });

  it('only logs a failed tracker read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    tracker({ [STATS]: reply(500, { statusCode: 500, message: 'Database unavailable', error: 'Internal Server Error' }) });
    renderInAdmin(<ApiTracker />);

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load quota stats', expect.anything()));
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('purges the non-karaoke cache only after confirmation, then reports the counts', async () => {
    const api = tracker({ [PURGE]: { removedVideos: 12, removedSearches: 3 } });
    renderInAdmin(<ApiTracker />);

    fireEvent.click(screen.getByRole('button', { name: 'Purge non-karaoke cache' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Purge non-karaoke cache?')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/cache/purge-non-karaoke')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Purge' }));
    expect(await screen.findByText('Non-karaoke cache purged: 12 videos and 3 searches removed')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/cache/purge-non-karaoke')).toHaveLength(1);
  });

  it('does not purge when the confirmation is cancelled', async () => {
    const api = tracker({ [PURGE]: { removedVideos: 12, removedSearches: 3 } });
    renderInAdmin(<ApiTracker />);

    fireEvent.click(screen.getByRole('button', { name: 'Purge non-karaoke cache' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.called('POST', '/api/admin/cache/purge-non-karaoke')).toHaveLength(0);
  });

  it("alerts 'Failed to purge non-karaoke content' when the purge fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    tracker({ [PURGE]: reply(500, { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }) });
    renderInAdmin(<ApiTracker />);

    fireEvent.click(screen.getByRole('button', { name: 'Purge non-karaoke cache' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Purge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to purge non-karaoke content'));
  });

  it('cleans up old call records, says how many went and reads the tracker again', async () => {
    const api = tracker({ 'POST /api/admin/youtube-tracker/cleanup': { deleted: 42 } });
    renderInAdmin(<ApiTracker />);

    await screen.findByTestId('quota-level');
    const loads = () => api.called('GET', '/api/admin/youtube-tracker/recent-calls?limit=50').length;
    expect(loads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clean up old call records' }));
    expect(await screen.findByText('Cleanup done: 42 call records older than 30 days removed')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/youtube-tracker/cleanup')).toHaveLength(1);
    // The tracker's figures changed: read again at once, not at the next tick.
    expect(loads()).toBe(2);
    expect(api.called('GET', '/api/admin/youtube-tracker/quota-stats')).toHaveLength(2);
  });
});
