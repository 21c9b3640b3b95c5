import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { adminMe, listReply, listRequest, mockApi, samRow } from './test/api';
import { darkTheme, THEME_STORAGE_KEY, theme, usePartyTheme } from './theme';

const admin = adminMe;
const sam = samRow({ roomId: null, roomName: null });
const quota = {
  date: '2026-11-22',
  totalQuotaUsed: 100,
  remainingQuota: 9900,
  dailyLimit: 10_000,
  percentageUsed: 1,
  searchMode: 'auto',
  keyConfigured: true,
  keylessSearches: 0,
  hourlyBudget: { used: 1, limit: 15, spent: false, resetsInSeconds: 0 },
  answeringNow: 'api',
};

/** The whole back office (its route table, layout and providers) at a hash address, as the browser opens it. */
function openAt(hash: string) {
  window.location.hash = hash;
  const api = mockApi({
    'GET /api/auth/me': admin,
    'GET /api/admin/users/5': sam,
    [listRequest('users')]: listReply('users', [sam]),
    'GET /api/admin/youtube-tracker/quota-stats': quota,
    'GET /api/admin/youtube-tracker/quota-history?days=7': [quota],
    'GET /api/admin/youtube-tracker/recent-calls?limit=50': [],
    [listRequest('plan-requests', { filter: { status: 'pending' } })]: listReply('plan-requests', []),
  });
  render(<App />);
  return api;
}

const section = (name: string) => screen.getByRole('tab', { name });

describe('the back office sections', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    window.location.hash = '';
  });

  it('name their panel after the tab, also when the section has a two-word name', async () => {
    openAt('#/plan-requests');
    expect(await screen.findByText('No plan request here.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Plan requests' })).toBeInTheDocument();
  });

  it('are one row of tabs, each its own address, with no sidebar repeating them', async () => {
    openAt('#/users/5');
    // An account's edit page belongs to Users.
    expect(await screen.findByDisplayValue('Sam Singer')).toBeInTheDocument();
    expect(section('Users')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Analytics', '#/'],
      ['Users', '#/users'],
      ['Rooms', '#/rooms'],
      ['Plan requests', '#/plan-requests'],
      ['Hidden videos', '#/hidden-videos'],
      ['API Tracker', '#/api-tracker'],
      ['Jobs', '#/jobs'],
      ['Library', '#/library'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();
    // react-admin's menu would list Dashboard, Users and Rooms again.
    expect(screen.queryByRole('menuitem', { name: /Dashboard|Users|Rooms/ })).not.toBeInTheDocument();
    expect(document.querySelector('.RaSidebar-root')).toBeNull();

    fireEvent.click(section('Users'));
    await waitFor(() => expect(window.location.hash).toBe('#/users'));
    expect(await within(screen.getByRole('tabpanel', { name: 'Users' })).findByText('Sam Singer')).toBeInTheDocument();

    fireEvent.click(section('API Tracker'));
    await waitFor(() => expect(window.location.hash).toBe('#/api-tracker'));
    expect(section('API Tracker')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('quota-level')).toHaveTextContent('Normal');
  });
});

describe("the back office's theme", () => {
  let systemDark = false;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    systemDark = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && systemDark;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const choose = (choice: string) =>
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, choice);
      // What the browser tells the other tabs when the party app saves the choice.
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: choice }));
    });

  it("follows the party app's choice: light, dark, or the system's, and changes with it", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { result } = renderHook(() => usePartyTheme());
    expect(result.current).toBe(darkTheme);

    choose('light');
    expect(result.current).toBe(theme);

    choose('system');
    expect(result.current).toBe(theme);
    act(() => {
      systemDark = true;
      listeners.forEach((listener) => listener());
    });
    expect(result.current).toBe(darkTheme);
  });

  it("starts on the system's choice when the party app has saved none", () => {
    systemDark = true;
    expect(renderHook(() => usePartyTheme()).result.current).toBe(darkTheme);
  });

  it('renders the back office dark when the party app is dark', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    openAt('#/api-tracker');
    const card = await screen.findByRole('region', { name: "Today's quota" });
    expect(getComputedStyle(card).backgroundColor).toBe('rgb(18, 18, 18)');
  });
});
