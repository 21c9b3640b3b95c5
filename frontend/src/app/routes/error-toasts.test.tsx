import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser, type StoredUser } from '@/lib/storage';
import { json, mockApi, roomDto, sam as host } from '@/test/api';
import { renderAt } from '@/test/render';

// The room screen's live channel is a real socket in the product; here it is up, and the test pushes (test/live-channel.ts).
vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

const refused = (status: number, message: string) => json(status, { statusCode: status, message, error: 'Refused' });
const broken = () => new Response('', { status: 500, statusText: 'Internal Server Error' });
afterEach(() => vi.unstubAllGlobals());

const sam: StoredUser = { ...host, subscriptionTier: 2 };
const room = roomDto({}, { maxGuests: 10 });

/** The toast on screen: its title and sentence (docs/product.md §8). */
async function toastSays(title: string, description: string) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await waitFor(() => {
    // hidden: an open dialog marks the rest of the page aria-hidden, the toast included.
    const toast = screen.getByRole('status', { hidden: true });
    expect(toast.querySelector('.Notice-title')).toHaveTextContent(new RegExp(`^${escape(title)}$`));
    expect(toast).toHaveTextContent(description);
  });
}

describe('the error toasts', () => {
  it("sign-up: 'Registration failed' with the server's sentence", async () => {
    mockApi((method, url) => (method === 'POST' && url === '/api/auth/register' ? refused(409, 'That username is taken.') : undefined));
    await renderAt('/register');
    await userEvent.type(screen.getByLabelText('Username'), 'samuel');
    await userEvent.type(screen.getByLabelText('Display name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-123');
    await userEvent.type(screen.getByLabelText('Beta access code'), 'BETA');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await toastSays('Registration failed', 'That username is taken.');
  });

  it(
    "dashboard: 'Failed to create room' with the server's sentence, 'Failed to join room', " +
      "'Error' / 'Failed to toggle room lock', 'Failed to delete room'",
    async () => {
      setStoredUser(sam);
      mockApi((method, url) => {
        if (url === '/api/users/7/rooms') return json(200, [room]);
        if (method === 'POST' && url === '/api/rooms') return refused(409, 'Your tier allows 2 rooms at once.');
        if (url === '/api/rooms/code/ZZZZZZ') return refused(404, 'No live room has that code.');
        if (url === '/api/rooms/r00m1d/toggle-lock' || (method === 'DELETE' && url === '/api/rooms/r00m1d')) return broken();
        return undefined;
      });
      await renderAt('/dashboard');
      const card = await screen.findByTestId('room-card-K7PX2M');

      await userEvent.click(screen.getByText('Create New Room'));
      await userEvent.type(screen.getByLabelText('Room name'), 'Another');
      await userEvent.click(screen.getByRole('button', { name: 'Create Room' }));
      await toastSays('Failed to create room', 'Your tier allows 2 rooms at once.');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.click(screen.getByText('Join Room'));
      await userEvent.type(screen.getByLabelText('Room code'), 'zzzzzz');
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      await toastSays('Failed to join room', 'No live room has that code.');
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await userEvent.click(within(card).getByRole('button', { name: 'Lock' }));
      await toastSays('Error', 'Failed to toggle room lock');

      await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      await toastSays('Failed to delete room', 'Failed to delete room');
    },
    40_000,
  );

  it("room: 'Search failed' / 'Failed to search YouTube' with the results emptied", async () => {
    setStoredUser(sam);
    mockApi((_method, url) => {
      if (url === '/api/rooms/r00m1d') return json(200, room);
      if (url === '/api/rooms/r00m1d/users')
        return json(200, [{ userId: 7, displayName: 'Sam Singer', isGuest: false, isOwner: true, online: true, lastActive: null }]);
      if (url === '/api/rooms/r00m1d/queue') return json(200, { items: [], queueMode: 'fifo', version: 3 });
      if (url === '/api/rooms/r00m1d/playing') return json(200, { currentlyPlaying: null, version: 3 });
      if (url.startsWith('/api/youtube/search')) return broken();
      if (url.endsWith('/heartbeat')) return json(200, { lastActive: new Date().toISOString() });
      if (url.includes('/validate/')) return json(200, { valid: true, message: 'You are in this room' });
      return undefined;
    });
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Song' }, { timeout: 10_000 }));
    await userEvent.type(await screen.findByLabelText('Search for a song'), 'wonderwall');
    await userEvent.click(screen.getByRole('button', { name: /^Search$/ }));
    await toastSays('Search failed', 'Failed to search YouTube');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it("profile: 'Update failed' / 'Failed to update profile. Please try again.'", async () => {
    setStoredUser(sam);
    mockApi((method, url) =>
      method === 'PUT' && url === '/api/users/7'
        ? broken()
        : url === '/api/auth/me'
          ? json(200, { ...sam, roomId: null, createdAt: '2026-11-01T10:00:00.000Z' })
          : undefined,
    );
    await renderAt('/profile');
    const name = await screen.findByLabelText('Display name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Samuel');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await toastSays('Update failed', 'Failed to update profile. Please try again.');
  });
});
