import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomUserDto, UserDto } from '@api-types';
import { browser, leaveNotice, NOTICE_KEY, resetSessionEnd, takeNotice } from '@/lib/session';
import { getStoredUser, setStoredUser } from '@/lib/storage';
import { json, mockApi, roomDto as room, sam } from '@/test/api';
import { renderAt } from '@/test/render';
import { isAppleMobile } from '@/features/room/lib/apple-mobile';

// The room screen's live channel is a real socket in the product; here it is up, and the test pushes (test/live-channel.ts).
vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

const unauthorized = () => json(401, { statusCode: 401, message: 'You need to be logged in to access this page.', error: 'Unauthorized' });

const me = (over: Partial<UserDto> = {}): UserDto => ({ ...sam, roomId: null, createdAt: '2026-11-01T10:00:00.000Z', ...over });

let go: { mock: { calls: unknown[][] } } & Parameters<typeof expect>[0];
beforeEach(() => {
  go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
  resetSessionEnd();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a notice left for the next page (Access Denied, Not logged in)', () => {
  it('shows the back office’s Access Denied once on /dashboard, then never again', async () => {
    setStoredUser(sam);
    mockApi((_method, url) => (url === '/api/users/7/rooms' ? json(200, []) : url === '/api/auth/me' ? json(200, me()) : undefined));
    // What admin/src/authProvider.ts writes before sending a non-admin to /dashboard.
    sessionStorage.setItem(
      NOTICE_KEY,
      JSON.stringify({ title: 'Access Denied', description: 'You need admin privileges to access this page.', variant: 'destructive', at: Date.now() }),
    );
    await renderAt('/dashboard');
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Access Denied')).toBeInTheDocument();
    expect(within(toast).getByText('You need admin privileges to access this page.')).toBeInTheDocument();
    expect(sessionStorage.getItem(NOTICE_KEY)).toBeNull();
  });

  it('draws the back office\'s "sign in first" as information, not as a success', async () => {
    mockApi(() => undefined);
    // What admin/src/authProvider.ts writes before sending someone signed out to /login.
    sessionStorage.setItem(
      NOTICE_KEY,
      JSON.stringify({ title: 'Access Denied', description: 'You need to be logged in to access this page.', variant: 'default', info: true, at: Date.now() }),
    );
    await renderAt('/login');
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Access Denied')).toBeInTheDocument();
    expect(toast.querySelector('[data-testid="InfoOutlinedIcon"]')).not.toBeNull();
    expect(toast.querySelector('[data-testid="CheckCircleOutlinedIcon"]')).toBeNull();
  });

  it('drops a stale or corrupt notice', () => {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ title: 'Access Denied', at: Date.now() - 5 * 60_000 }));
    expect(takeNotice()).toBeNull();
    sessionStorage.setItem(NOTICE_KEY, '{not json');
    expect(takeNotice()).toBeNull();
    leaveNotice({ title: 'Access Denied', description: 'You need to be logged in to access this page.' });
    expect(takeNotice()).toMatchObject({ title: 'Access Denied', description: 'You need to be logged in to access this page.' });
    expect(takeNotice()).toBeNull();
  });
});

describe('any 401 ends the session', () => {
  it('clears the stored user on the dashboard and goes to /login, saying Not logged in there', async () => {
    setStoredUser(sam);
    mockApi((_method, url) => (url === '/api/users/7/rooms' || url === '/api/auth/me' ? unauthorized() : undefined));
    await renderAt('/dashboard');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(getStoredUser()).toBeNull();
    expect(go).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You need to be logged in to access this page.')).not.toBeInTheDocument(); // no red error line left behind
    // The next page load (/login) shows why.
    expect(takeNotice()).toMatchObject({ title: 'Not logged in', description: 'Your session has ended. Please sign in again.' });
  });

  it("answers a call that needs a session with 'Not logged in' (creating a room after being kicked)", async () => {
    setStoredUser(sam);
    mockApi((method, url) => {
      if (url === '/api/users/7/rooms') return json(200, []);
      if (url === '/api/auth/me') return json(200, me());
      if (method === 'POST' && url === '/api/rooms') return unauthorized();
      return undefined;
    });
    await renderAt('/dashboard');
    await screen.findByText("You haven't created any rooms yet. Create one to get started!");
    await userEvent.click(screen.getByText('Create New Room'));
    await userEvent.type(screen.getByLabelText('Room name'), 'Late party');
    await userEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(getStoredUser()).toBeNull();
    expect(takeNotice()).toMatchObject({ title: 'Not logged in' });
  });

  it('sends an owner whose session ended inside a room to /login, not to a dead dashboard', async () => {
    setStoredUser(sam);
    mockApi((_method, url) => (url.endsWith('/heartbeat') ? unauthorized() : url === '/api/rooms/r00m1d' ? json(200, room()) : undefined));
    await renderAt('/room/r00m1d');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(getStoredUser()).toBeNull();
  });

  it('sends a guest whose session ended back to the guest join page', async () => {
    setStoredUser({ userId: 31, username: 'guest-31', displayName: 'gus', subscriptionTier: 1, role: 'user', isGuest: true });
    mockApi(() => unauthorized());
    const { router } = await renderAt('/room/r00m1d');
    await waitFor(() => expect(getStoredUser()).toBeNull());
    await waitFor(() => expect(go.mock.calls.some((call: unknown[]) => call[0] === '/guest') || router.state.location.pathname === '/guest').toBe(true));
    expect(go).not.toHaveBeenCalledWith('/login');
  });
});

describe('the stored user follows /api/auth/me', () => {
  it('shows Admin Dashboard at once after a promotion, and hides it after a demotion (the admin role decides)', async () => {
    setStoredUser(sam);
    let answer = me({ role: 'admin', subscriptionTier: 999 });
    mockApi((_method, url) => (url === '/api/users/7/rooms' ? json(200, []) : url === '/api/auth/me' ? json(200, answer) : undefined));
    const first = await renderAt('/dashboard');
    expect((await screen.findAllByText('Admin Dashboard')).length).toBeGreaterThan(0);
    expect(getStoredUser()).toMatchObject({ role: 'admin', subscriptionTier: 999 });
    first.unmount();

    answer = me({ role: 'user', subscriptionTier: 999 }); // demoted; a tier alone opens nothing
    await renderAt('/dashboard');
    await waitFor(() => expect(getStoredUser()).toMatchObject({ role: 'user' }));
    await waitFor(() => expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument());
  });

  it('drops the tier-1 upgrade hint in the room once the tier changes', async () => {
    setStoredUser(sam);
    mockApi((method, url) => {
      if (url === '/api/auth/me') return json(200, me({ subscriptionTier: 2 }));
      return roomHandler(method, url);
    });
    await renderAt('/room/r00m1d');
    await screen.findByText("Sam's birthday");
    await waitFor(() => expect(getStoredUser()?.subscriptionTier).toBe(2));
    expect(screen.queryByText(/Basic rooms last/)).not.toBeInTheDocument();
  });
});

describe('the room for an admin watching it', () => {
  it('is not left with Removed from Room after 2 s, and shows Admin access', async () => {
    setStoredUser({ userId: 1, username: 'admin', displayName: 'Ada Admin', subscriptionTier: 999, role: 'admin', isGuest: false });
    mockApi((method, url) =>
      url === '/api/auth/me'
        ? json(200, me({ userId: 1, username: 'admin', displayName: 'Ada Admin', role: 'admin', subscriptionTier: 999 }))
        : roomHandler(method, url),
    );
    const { router } = await renderAt('/room/r00m1d');
    expect(await screen.findByText('Admin access')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2300)));
    expect(screen.queryByText('Removed from Room')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/room/r00m1d');
  });
});

describe('Add from Favorites', () => {
  // The dialog is a lazy part of the room: loaded (compiled, on first use) before the test, so
  // its waits are for the room and the list, not for a busy machine compiling the dialog.
  beforeAll(() => import('@/features/room/components/add-song-dialog'));

  it('shows no count while its list loads, then the count', async () => {
    setStoredUser(sam);
    let release: (r: Response) => void = () => undefined;
    const favorites = new Promise<Response>((resolve) => (release = resolve));
    mockApi((method, url) => (url === '/api/favorites' ? favorites : url === '/api/auth/me' ? json(200, me()) : roomHandler(method, url)));
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Song' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add from Favorites' }, { timeout: 10_000 }));
    const title = await screen.findByRole('heading', { name: /^Add from Favorites/ });
    expect(title).toHaveTextContent(/^Add from Favorites$/);
    release(
      json(200, [
        { favoriteId: 1, videoId: 'abcdefghijk', title: 'Dancing Queen (Karaoke)', thumbnail: null, duration: '3:51', addedAt: '2026-11-20T18:00:00.000Z' },
      ]),
    );
    await waitFor(() => expect(title).toHaveTextContent('Add from Favorites (1)'));
  });
});

describe('the iPad/iPhone notice', () => {
  it('knows iPads that report themselves as a Mac (iPadOS 13+), and not real Macs', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    expect(isAppleMobile({ userAgent: mac, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: mac, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: 'Mozilla/5.0 (Linux; Android 14)', platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(false);
  });
});

const owner: RoomUserDto[] = [{ userId: 7, displayName: 'Sam Singer', isGuest: false, isOwner: true, online: true, lastActive: null, noPhone: false }];

function roomHandler(method: string, url: string): Response | undefined {
  if (method === 'GET' && url === '/api/rooms/r00m1d') return json(200, room());
  if (method === 'GET' && url === '/api/rooms/r00m1d/users') return json(200, owner);
  if (method === 'GET' && url === '/api/rooms/r00m1d/queue') return json(200, { items: [], queueMode: 'fifo', version: 3 });
  if (method === 'GET' && url === '/api/rooms/r00m1d/playing') return json(200, { currentlyPlaying: null, version: 3 });
  if (method === 'GET' && url === '/api/tier-limits')
    return json(200, { 1: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 5, roomTimeMinutes: 60, roomsPerDay: 2 } });
  if (method === 'PATCH' && url.endsWith('/heartbeat')) return json(200, { lastActive: new Date().toISOString() });
  if (method === 'GET' && url.includes('/validate/')) return json(200, { valid: true, message: 'You are in this room' });
  return undefined;
}
