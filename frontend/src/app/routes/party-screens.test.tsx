import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining } from '@/lib/format-remaining';
import { initials } from '@/features/room/components/users-panel';
import type { FavoriteDto, QueueDto, RoomDto, RoomUserDto } from '@api-types';
import { getStoredUser, setStoredUser } from '@/lib/storage';
import { type ApiHandler, json, mockApi, queueItemDto, roomCalls, roomDto, sam } from '@/test/api';
import { renderAt } from '@/test/render';
import { pushRoomRemoved, pushSessionEnded, pushSocketEvent } from '@/test/live-channel';
import { activateLanguage } from '@/i18n/i18n';
import { browser, resetSessionEnd } from '@/lib/session';
import { validateProfile } from './profile';

// The room screen's live channel is a real socket in the product; here it is up, and the test pushes (test/live-channel.ts).
vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

const room = (over: Partial<RoomDto> = {}): RoomDto => roomDto({ userCount: 2, queueCount: 1, ...over });
const people: RoomUserDto[] = [
  { userId: 7, displayName: 'Sam Singer', isGuest: false, isOwner: true, online: true, lastActive: null, noPhone: false },
  { userId: 31, displayName: 'gus', isGuest: true, isOwner: false, online: true, lastActive: null, noPhone: false },
];
const queue: QueueDto = {
  items: [queueItemDto()],
  queueMode: 'fifo',
  turns: [],
  version: 3,
};

function roomApi(over: Partial<RoomDto> = {}): ApiHandler {
  return roomCalls(room(over), people, queue);
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard', () => {
  it('greets the user, lists no rooms yet, refuses a nameless room, and shows Admin Dashboard only to admins', async () => {
    setStoredUser(sam);
    const calls = mockApi((method, url) => (method === 'GET' && url === '/api/users/7/rooms' ? json(200, []) : undefined));
    await renderAt('/dashboard');
    expect(screen.getByText('Welcome back, Sam Singer!')).toBeInTheDocument();
    expect(await screen.findByText("You haven't created any rooms yet. Create one to get started!")).toBeInTheDocument();
    expect(screen.queryByText('Admin Dashboard')).not.toBeInTheDocument();

    await userEvent.click(screen.getByText('Create New Room'));
    await userEvent.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByText('Room name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks before deleting a room, with its name, then deletes and reloads', async () => {
    setStoredUser({ ...sam, subscriptionTier: 999, role: 'admin' });
    let rooms = [room()];
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url === '/api/users/7/rooms') return json(200, rooms);
      if (method === 'DELETE' && url === '/api/rooms/r00m1d') {
        rooms = [];
        return json(200, room({ isActive: false }));
      }
      return undefined;
    });
    await renderAt('/dashboard');
    expect(screen.getAllByText('Admin Dashboard').length).toBeGreaterThan(0);
    const card = await screen.findByTestId('room-card-K7PX2M');
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Active session')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(`Are you sure you want to delete "Sam's birthday"? This action cannot be undone.`)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("You haven't created any rooms yet. Create one to get started!")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/rooms/r00m1d']);
  });

  it('sends guests and signed-out visitors to sign in', async () => {
    const { router } = await renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('profile', () => {
  it('requires a display name of at most 50, and for a new password a match of 6 or more and the current one', () => {
    expect(validateProfile(' ', '', '')).toEqual({ displayName: 'Display name is required' });
    expect(validateProfile('x'.repeat(51), '', '')).toEqual({ displayName: 'Display name is too long' });
    expect(validateProfile('Sam', 'secret1', 'secret2', 'old-secret')).toEqual({ confirm: 'Passwords must match and be at least 6 characters' });
    expect(validateProfile('Sam', '12345', '12345', 'old-secret')).toEqual({ confirm: 'Passwords must match and be at least 6 characters' });
    expect(validateProfile('Sam', '', '')).toEqual({});
    expect(validateProfile('Sam', 'secret1', 'secret1')).toEqual({ current: 'Enter your current password to set a new one.' });
    expect(validateProfile('Sam', 'secret1', 'secret1', 'old-secret')).toEqual({});
  });

  it('updates the display name, replaces the stored user and clears the password fields', async () => {
    setStoredUser(sam);
    const calls = mockApi((method, url, body) => {
      if (method === 'GET' && url === '/api/auth/me') return json(200, { ...sam, roomId: null, createdAt: '2026-01-05T10:00:00.000Z' });
      if (method === 'PUT' && url === '/api/users/7')
        return json(200, { ...sam, displayName: (body as { displayName: string }).displayName, roomId: null, createdAt: '2026-01-05T10:00:00.000Z' });
      return undefined;
    });
    await renderAt('/profile');
    expect(screen.getByText('Tier 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    const name = screen.getByLabelText('Display name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Samantha');
    await userEvent.type(screen.getByLabelText('New password (optional)'), 'newsecret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'newsecret');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    // A new password needs the current one: asked for on its field, nothing sent yet.
    expect(await screen.findByText('Enter your current password to set a new one.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Current password'), 'oldsecret');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ displayName: 'Samantha', password: 'newsecret', currentPassword: 'oldsecret' });
    expect(getStoredUser()?.displayName).toBe('Samantha');
    expect(screen.getByLabelText('New password (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's sentence when the current password is wrong", async () => {
    setStoredUser(sam);
    mockApi((method, url) => {
      if (method === 'GET' && url === '/api/auth/me') return json(200, { ...sam, roomId: null, createdAt: '2026-01-05T10:00:00.000Z' });
      if (method === 'PUT' && url === '/api/users/7')
        return json(403, { statusCode: 403, error: 'Forbidden', message: 'Your current password is not correct.' });
      return undefined;
    });
    await renderAt('/profile');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.type(screen.getByLabelText('New password (optional)'), 'newsecret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'newsecret');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });
});

describe('favorites', () => {
  const favorite: FavoriteDto = {
    favoriteId: 1,
    videoId: 'abcdefghijk',
    source: 'youtube',
    title: 'Dancing Queen (Karaoke)',
    thumbnail: null,
    duration: '3:51',
    addedAt: '2026-11-01T10:00:00.000Z',
  };

  it('tells a signed-out visitor and a guest what they can do', async () => {
    await renderAt('/favorites');
    expect(screen.getByText('Sign In Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your favorite songs.')).toBeInTheDocument();
  });

  it('is not available to guests', async () => {
    setStoredUser({ ...sam, isGuest: true });
    await renderAt('/favorites');
    expect(screen.getByText('Feature Not Available')).toBeInTheDocument();
  });

  it("reads 'Join Room First' without a room and joins one by code from there, then adds to the room's queue", async () => {
    setStoredUser(sam);
    let roomId: string | null = null;
    const calls = mockApi((method, url) => {
      if (url === '/api/favorites') return json(200, [favorite]);
      if (url === '/api/auth/me') return json(200, { ...sam, roomId, createdAt: '2026-01-05T10:00:00.000Z' });
      if (url === '/api/users/7/rooms') return json(200, []);
      if (url === '/api/rooms/code/K7PX2M') return json(200, { roomId: 'r00m1d', name: "Sam's birthday" });
      if (method === 'POST' && url === '/api/rooms/r00m1d/join') {
        roomId = 'r00m1d';
        return json(200, { roomId: 'r00m1d', name: "Sam's birthday" });
      }
      if (method === 'POST' && url === '/api/queue') return json(201, { ...queue.items[0] });
      return undefined;
    });
    await renderAt('/favorites');
    expect(await screen.findByText('Dancing Queen (Karaoke)')).toBeInTheDocument();
    expect(screen.getByTestId('thumbnail-placeholder')).toBeInTheDocument();
    // Not a dead end: it asks for a room code, joins that room, and the button becomes Add to Queue.
    await userEvent.click(await screen.findByRole('button', { name: 'Join Room First' }));
    await userEvent.type(await screen.findByLabelText('Room code'), 'k7px2m');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText("Welcome to Sam's birthday. Add your favorites to its queue.")).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Queue' }));
    expect(await screen.findByText('Song added to the room queue')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/queue')?.body).toEqual({
      roomId: 'r00m1d',
      videoId: 'abcdefghijk',
      title: 'Dancing Queen (Karaoke)',
      thumbnail: null,
      duration: '3:51',
    });
  });

  it('shows the load failure state', async () => {
    setStoredUser(sam);
    mockApi((_m, url) =>
      url === '/api/favorites' ? json(500, { statusCode: 500, message: 'Something went wrong', error: 'Internal Server Error' }) : undefined,
    );
    await renderAt('/favorites');
    expect(await screen.findByText('Failed to load your favorites. Please try again.')).toBeInTheDocument();
  });
});

describe('room', () => {
  it('shows the host the invite, rules, queue controls and boot with its confirmation', async () => {
    setStoredUser(sam);
    const calls = mockApi((method, url) => {
      if (method === 'POST' && url === '/api/rooms/r00m1d/boot/31') return json(200, { userId: 31, booted: true });
      return roomApi()(method, url, undefined);
    });
    await renderAt('/room/r00m1d');
    expect(await screen.findByText("Sam's birthday")).toBeInTheDocument();
    // The host's buttons load lazily (on two busy cores a first import can take seconds).
    expect(await screen.findByRole('button', { name: 'Room Settings' }, { timeout: 15_000 })).toBeInTheDocument();
    const stage = screen.getByRole('link', { name: 'Stage' }); // the TV view, in a new tab
    expect(stage).toHaveAttribute('href', '/room/r00m1d?view=stage');
    expect(stage).toHaveAttribute('target', '_blank');
    // A song waits and nothing plays: the host is told how to start, not to add songs.
    expect(await screen.findByText('Ready when you are')).toBeInTheDocument();
    expect(await screen.findByText('1 song is waiting in the queue. Press Play Next to start the show.')).toBeInTheDocument();
    expect(screen.queryByText('No song playing')).not.toBeInTheDocument();
    expect(await screen.findByText('Room Owner')).toBeInTheDocument();
    // The invite panel (QR code), the room rules and the confirmation dialog load lazily, for the host only.
    expect(await screen.findByText('Owner access')).toBeInTheDocument();
    expect(await screen.findByText('Guests: 1 / 4')).toBeInTheDocument();
    // findByRole is the check: the queue may render again (a lazy part arriving) between finding the
    // button and a second look, which would hold a detached node.
    await screen.findByRole('button', { name: 'Remove: Dancing Queen (Karaoke)' });
    expect(await screen.findByText(/Basic rooms last 60 minutes/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Boot' }));
    expect(await screen.findByText('Boot gus from the room?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/boot/'))).toBe(false);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Boot' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/rooms/r00m1d/boot/31')).toBe(true));
  });

  it('lists the people the host removed, lets one back in with a toast, and refreshes the list after a boot', async () => {
    setStoredUser(sam);
    let removed = [{ userId: 44, displayName: 'Dora', isGuest: true, bootedAt: '2026-11-20T18:30:00.000Z' }];
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url === '/api/rooms/r00m1d/boots') return json(200, removed);
      if (method === 'DELETE' && url === '/api/rooms/r00m1d/boots/44') {
        removed = [];
        return json(200, { userId: 44, letBackIn: true });
      }
      if (method === 'POST' && url === '/api/rooms/r00m1d/boot/31') {
        removed = [{ userId: 31, displayName: 'gus', isGuest: true, bootedAt: '2026-11-20T18:40:00.000Z' }];
        return json(200, { userId: 31, booted: true });
      }
      return roomApi()(method, url, undefined);
    });
    await renderAt('/room/r00m1d');
    // Loaded lazily, for hosts only.
    expect(await screen.findByText('Removed (1)', undefined, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Removed people' });
    expect(within(list).getByText('Dora')).toBeInTheDocument();
    expect(within(list).getByText(/^Guest · \d/)).toBeInTheDocument();

    const letBackIn = (name: string) =>
      within(
        within(screen.getByRole('list', { name: 'Removed people' }))
          .getByText(name)
          .closest('li')!,
      ).getByRole('button');
    expect(letBackIn('Dora')).toHaveTextContent('Let back in');
    await userEvent.click(letBackIn('Dora'));
    expect(await screen.findByText('Dora can join the room again.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/rooms/r00m1d/boots/44')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Removed people' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Boot' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Boot' }));
    expect(await screen.findByRole('list', { name: 'Removed people' })).toHaveTextContent('gus');
  });

  it('tells the host when letting someone back in fails', async () => {
    setStoredUser(sam);
    mockApi((method, url) => {
      if (method === 'GET' && url === '/api/rooms/r00m1d/boots')
        return json(200, [{ userId: 44, displayName: 'Dora', isGuest: false, bootedAt: '2026-11-20T18:30:00.000Z' }]);
      if (method === 'DELETE' && url === '/api/rooms/r00m1d/boots/44')
        return json(404, { statusCode: 404, message: 'That person was not removed from this room.', error: 'Not Found' });
      return roomApi()(method, url, undefined);
    });
    await renderAt('/room/r00m1d');
    expect(await screen.findByText(/^Account · \d/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Let back in' }));
    expect(await screen.findByText('Failed to let back in')).toBeInTheDocument();
    expect(screen.getByText('That person was not removed from this room.')).toBeInTheDocument();
  });

  it('shows a guest the welcome, the queue with controls for their own songs only, and no settings', async () => {
    setStoredUser({ userId: 31, username: 'guest-31', displayName: 'gus', subscriptionTier: 1, role: 'user', isGuest: true });
    mockApi(roomApi({ ownerId: 7 }));
    await renderAt('/room/r00m1d');
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Song to Queue' })).toBeInTheDocument();
    expect(await screen.findByTestId('queue-item')).toHaveTextContent('Dancing Queen (Karaoke)');
    // gus's song is first in the queue: it is next, and the phone says so.
    expect(screen.getByText('Yours: #1 · <1 min')).toBeInTheDocument();
    expect(await screen.findByTestId('your-turn')).toHaveTextContent("You're up next — get ready!");
    // Songs wait for the host to start: the guest is not asked to add songs to get started.
    expect(await screen.findByText('Waiting for Sam Singer to start the show')).toBeInTheDocument();
    expect(screen.queryByText('Add a song to the queue to get started!')).not.toBeInTheDocument();
    expect(screen.getByTestId('queue-reason')).toHaveTextContent("gus's 1st song · first round");
    expect(screen.queryByRole('button', { name: 'Room Settings' })).not.toBeInTheDocument();
    // Their own song: they may remove it; it is last, so there is nobody to let go first; no host overrides.
    expect(screen.getByRole('button', { name: 'Remove: Dancing Queen (Karaoke)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Let others go first|Play next|Move to end):/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Boot' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Removed \(/)).not.toBeInTheDocument();
  });

  it("tells the room, in the person's language, that a song could not play and the party moves on", async () => {
    setStoredUser({ userId: 31, username: 'guest-31', displayName: 'gus', subscriptionTier: 1, role: 'user', isGuest: true });
    mockApi(roomApi({ ownerId: 7 }));
    await renderAt('/room/r00m1d');
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    await act(() => activateLanguage('es'));
    const notice = {
      roomId: 'r00m1d',
      kind: 'unplayable',
      code: 'VIDEO_UNPLAYABLE',
      params: { title: 'Dancing Queen (Karaoke)' },
      videoId: 'abcdefghijk',
      title: 'Dancing Queen (Karaoke)',
    };
    pushSocketEvent('room:notice', { ...notice, message: '"Dancing Queen (Karaoke)" can\'t be played here, so the party moves on.' });
    expect(await screen.findByText('“Dancing Queen (Karaoke)” no se puede reproducir aquí, así que la fiesta sigue.')).toBeInTheDocument();
    await act(() => activateLanguage('en'));
  });

  it('sends a guest whose membership is no longer valid back to the join page', async () => {
    setStoredUser({ userId: 31, username: 'guest-31', displayName: 'gus', subscriptionTier: 1, role: 'user', isGuest: true });
    mockApi((method, url) =>
      url.includes('/validate/')
        ? json(200, { valid: false, code: 'REMOVED_BY_HOST', params: {}, message: 'You have been removed from the room by the host.' })
        : roomApi()(method, url, undefined),
    );
    const { router } = await renderAt('/room/r00m1d');
    // The goodbye on the screen, said once (never "This room is not available", no toast saying it
    // again), then the join page says it again.
    expect(await screen.findAllByText('Removed from Room')).toHaveLength(1);
    expect(screen.getAllByText('You have been removed from the room by the host.')).toHaveLength(1);
    expect(screen.queryByText('This room is not available')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'));
    expect(await screen.findByText('Join another party')).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
  });

  it('tells a booted guest at once, from the live channel, and sends them back to the join page', async () => {
    setStoredUser({ userId: 31, username: 'guest-31', displayName: 'gus', subscriptionTier: 1, role: 'user', isGuest: true });
    mockApi(roomApi({ ownerId: 7 }));
    const { router } = await renderAt('/room/r00m1d');
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    pushRoomRemoved('r00m1d', { code: 'REMOVED_BY_HOST', message: 'You have been removed from the room by the host.' });
    expect(await screen.findAllByText('Removed from Room')).toHaveLength(1);
    expect(screen.getAllByText('You have been removed from the room by the host.')).toHaveLength(1);
    // During the 2 s before the way home: the goodbye, not "This room is not available… or sign in".
    expect(screen.queryByText('This room is not available')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join another room' })).toBeInTheDocument();
    expect(getStoredUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'), { timeout: 4000 });
  });

  it('ignores a removal from another room; an ended session signs a registered user out on the next answer, unless the browser has a newer one', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
    resetSessionEnd();
    setStoredUser({ ...sam, userId: 8, displayName: 'Rita' });
    let signedOut = false;
    const rita: RoomUserDto = { userId: 8, displayName: 'Rita', isGuest: false, isOwner: false, online: true, lastActive: null, noPhone: false };
    mockApi((method, url) => {
      if (signedOut && url.startsWith('/api/rooms/')) return json(401, { statusCode: 401, message: 'Not signed in', error: 'Unauthorized' });
      if (method === 'GET' && url === '/api/rooms/r00m1d/users') return json(200, [...people, rita]);
      return roomApi({ ownerId: 7 })(method, url, undefined);
    });
    const { router } = await renderAt('/room/r00m1d');
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    pushRoomRemoved('another', { code: 'REMOVED_FROM_ROOM', message: 'You have been removed from this room' });
    expect(screen.queryByText('Removed from Room')).not.toBeInTheDocument();

    // Signed in again in another tab: the old connection's session ended, the browser's did not.
    pushSessionEnded({ code: 'REMOVED_FROM_ROOM', message: 'You have been removed from this room' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(go).not.toHaveBeenCalled();
    expect(screen.queryByText('Removed from Room')).not.toBeInTheDocument();

    // Signed out elsewhere: the room's answers are 401 now.
    signedOut = true;
    pushSessionEnded({ code: 'REMOVED_FROM_ROOM', message: 'You have been removed from this room' });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(getStoredUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/room/r00m1d');
    go.mockRestore();
  });

  it('counts down, turns urgent and says Expired; initials take up to two letters', () => {
    expect(formatRemaining(0)).toBe('Expired');
    expect(formatRemaining(9 * 60_000 + 5_000)).toBe('9:05');
    expect(formatRemaining(3 * 3600_000 + 60_000)).toBe('3:01:00');
    expect(initials('gus')).toBe('G');
    expect(initials('Mary Jane Watson')).toBe('MJ');
  });
});
