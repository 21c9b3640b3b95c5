import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInAdmin, reply } from '../test/api';
import type { AnalyticsDto } from '../types';
import { Analytics } from './Analytics';
import { HealthCard } from './HealthCard';

/** 30 UTC days ending 2026-11-22, the count of each day being its day of the month. */
const thirtyDays = () =>
  Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10);
    return { date, count: Number(date.slice(8)) };
  });

const analytics = (overrides: Partial<AnalyticsDto['health']> = {}): AnalyticsDto => ({
  metrics: { totalUsers: 1234, activeUsers: 56, totalRooms: 789, activeRooms: 12, peakConcurrentUsers: 97, averageSessionDuration: 754 },
  health: { errorRate: 1.5, responseTime: 120, uptime: 90_061, databaseHealth: 'healthy', ...overrides },
  growth: { userGrowth: thirtyDays(), roomGrowth: thirtyDays().map((d) => ({ ...d, count: 1 })) },
  usage: {
    // Unordered and more than 8: the view keeps the 8 busiest.
    peakHours: [3, 21, 20, 9, 22, 1, 19, 18, 12, 23, 7, 14].map((hour, i) => ({ hour, users: [2, 90, 80, 4, 70, 1, 60, 50, 40, 30, 3, 20][i] })),
    popularFeatures: [
      { feature: 'skip', usage: 4 },
      { feature: 'song-added', usage: 321 },
    ],
    tierDistribution: [
      { tier: 1, count: 60, percentage: 60 },
      { tier: 2, count: 25, percentage: 25 },
      { tier: 3, count: 10, percentage: 10 },
      { tier: 999, count: 5, percentage: 5 },
    ],
  },
});

const metric = (title: string) => within(screen.getByRole('region', { name: title })).getByTestId('metric-value').textContent;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Analytics', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the server's figures: metrics, session length, uptime, tiers with their shares, features", async () => {
    mockApi({ 'GET /api/admin/analytics': analytics() });
    renderInAdmin(<Analytics />);

    await screen.findByRole('region', { name: 'Total users' });
    expect(metric('Total users')).toBe((1234).toLocaleString());
    expect(metric('Active users')).toBe('56');
    // Guests count as active people but have no account: the cards say so, so 56 > 1234 would not puzzle.
    expect(within(screen.getByRole('region', { name: 'Total users' })).getByText('Accounts only')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Active users' })).getByText('With guests, last 15 min')).toBeInTheDocument();
    expect(metric('Total rooms')).toBe('789');
    expect(metric('Active rooms')).toBe('12');
    expect(metric('Peak concurrent users')).toBe('97');
    expect(metric('Average session')).toBe('12m 34s');
    expect(screen.getByText('Uptime: 1d 1h')).toBeInTheDocument();

    const tiers = bodyRows(screen.getByRole('table', { name: 'Tier distribution' })).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(tiers).toEqual([
      ['1 Basic', '60', '60.0 %'],
      ['2 Premium', '25', '25.0 %'],
      ['3 Pro', '10', '10.0 %'],
      ['999 Admin', '5', '5.0 %'],
    ]);
    const features = within(screen.getByRole('region', { name: 'Popular features' }));
    expect(features.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['Song added', 'Skip']);
  });

  it('charts only the last 7 of the 30 days of growth', async () => {
    mockApi({ 'GET /api/admin/analytics': analytics() });
    renderInAdmin(<Analytics />);

    const users = await screen.findByRole('table', { name: 'User growth per day' });
    const days = bodyRows(users).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(days).toHaveLength(7);
    expect(days.map(([, count]) => count)).toEqual(['16', '17', '18', '19', '20', '21', '22']);
    // 16 + … + 22 = 133: the total covers the same 7 days.
    expect(within(screen.getByRole('region', { name: 'User growth' })).getByText('133 in the last 7 days')).toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table', { name: 'Room growth per day' }))).toHaveLength(7);
  });

  it('lists the 8 busiest hours, busiest first', async () => {
    mockApi({ 'GET /api/admin/analytics': analytics() });
    renderInAdmin(<Analytics />);

    const table = await screen.findByRole('table', { name: 'Peak hours' });
    const hours = bodyRows(table).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(hours.map(([hour, users]) => [hour?.slice(0, 5), users])).toEqual([
      ['21:00', '90'],
      ['20:00', '80'],
      ['22:00', '70'],
      ['19:00', '60'],
      ['18:00', '50'],
      ['12:00', '40'],
      ['23:00', '30'],
      ['14:00', '20'],
    ]);
  });

  it('refreshes every 30 s by default and at the chosen interval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ 'GET /api/admin/analytics': () => new Response(JSON.stringify(analytics()), { headers: { 'Content-Type': 'application/json' } }) });
    renderInAdmin(<Analytics />);
    await screen.findByRole('region', { name: 'Total users' });
    const loads = () => api.called('GET', '/api/admin/analytics').length;
    expect(loads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(loads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(loads()).toBe(2);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Refresh every' }));
    fireEvent.click(await screen.findByRole('option', { name: '10 seconds' }));
    const afterChoice = loads();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(loads()).toBe(afterChoice + 1);
  });
});

describe('Analytics refreshes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keep the last figures on screen when a refresh fails, say so, and recover at the next one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = () => reply(200, analytics());
    const api = mockApi({ 'GET /api/admin/analytics': () => answer() });
    renderInAdmin(<Analytics />);
    await screen.findByRole('region', { name: 'Total users' });

    answer = () => reply(503, { statusCode: 503, message: 'The database is not answering.', error: 'Service Unavailable' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Could not load analytics: The database is not answering.')).toBeInTheDocument();
    expect(metric('Total users')).toBe((1234).toLocaleString());
    // Not retried at once: the next tick is the retry.
    expect(api.called('GET', '/api/admin/analytics')).toHaveLength(2);

    answer = () => reply(200, { ...analytics(), metrics: { ...analytics().metrics, totalUsers: 1300 } });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(metric('Total users')).toBe((1300).toLocaleString()));
    expect(screen.queryByText(/Could not load analytics/)).not.toBeInTheDocument();
  });
});

describe('HealthCard', () => {
  const status = () => screen.getByTestId('health-status').textContent;
  const bar = (name: string) => Number(screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow'));

  it('scales the error rate bar to 10 % and the response time bar to 2000 ms', () => {
    renderInAdmin(<HealthCard health={analytics({ errorRate: 2.5, responseTime: 500 }).health} />);
    expect(bar('Error rate')).toBe(25);
    expect(bar('Response time')).toBe(25);
    expect(status()).toBe('Healthy');
  });

  it.each([
    [{ errorRate: 5, responseTime: 1000 }, 'Healthy'],
    [{ errorRate: 5.1 }, 'Warning'],
    [{ responseTime: 1001 }, 'Warning'],
    [{ databaseHealth: 'critical' as const }, 'Critical'],
    [{ databaseHealth: 'critical' as const, errorRate: 9 }, 'Critical'],
  ])('rates %o as %s', (health, expected) => {
    renderInAdmin(<HealthCard health={analytics(health).health} />);
    expect(status()).toBe(expected);
  });

  it('shows a warning bar when the error rate passes 5 %', () => {
    renderInAdmin(<HealthCard health={analytics({ errorRate: 6 }).health} />);
    expect(screen.getByRole('progressbar', { name: 'Error rate' })).toHaveClass('MuiLinearProgress-colorWarning');
    expect(screen.getByRole('progressbar', { name: 'Response time' })).toHaveClass('MuiLinearProgress-colorSuccess');
  });
});
