import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueueDto, RoomDto, RoomUserDto } from '@api-types';
import { getStoredUser, setStoredUser, type StoredUser } from '@/lib/storage';
import { type ApiHandler, json, mockApi, roomCalls, roomDto, sam } from '@/test/api';
import { pushRoomChange, pushSessionEnded } from '@/test/live-channel';
import { renderAt } from '@/test/render';

// The room's live channel is up and the test pushes what the server would (test/live-channel.ts).
vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

const zoe: StoredUser = { userId: 31, username: 'guest-31', displayName: 'Zoe', subscriptionTier: 1, role: 'user', isGuest: true };
const people: RoomUserDto[] = [
  { userId: 7, displayName: 'Sam Singer', isGuest: false, isOwner: true, online: true, lastActive: null, noPhone: false },
  { userId: 31, displayName: 'Zoe', isGuest: true, isOwner: false, online: true, lastActive: null, noPhone: false },
];
const item = (queueItemId: number, title: string, addedById: number, position: number) => ({
  queueItemId,
  roomId: 'r00m1d',
  videoId: `abcdefghij${queueItemId}`,
  source: 'youtube' as const,
  title,
  thumbnail: '',
  duration: '3:51',
  addedBy: addedById === 31 ? 'Zoe' : 'Sam Singer',
  addedById,
  singer: addedById === 31 ? 'guest:zoe' : 'user:7',
  placement: null,
  position,
  addedAt: '2026-11-20T18:01:00.000Z',
  orderReason: '',
  waitSeconds: 0,
});
const queue: QueueDto = { items: [item(5, 'Dancing Queen', 31, 1), item(6, 'Waterloo', 7, 2)], queueMode: 'fifo', version: 3, turns: [] };

function roomApi(over: Partial<RoomDto> = {}, extra?: ApiHandler): ApiHandler {
  const calls = roomCalls(roomDto({ userCount: 2, ...over }), people, queue);
  return (method, url, body) => extra?.(method, url, body) ?? calls(method, url, body);
}

afterEach(() => vi.unstubAllGlobals());

describe('removals told and undone', () => {
  // The host's sortable list is loaded lazily; loaded here first, its import (seconds on a busy
  // machine) is not part of what the host's Remove is waited for.
  beforeAll(() => import('@/features/room/components/sortable-queue-list'), 120_000);
  it('offers the host Undo after a removal, which puts the song back where it was', async () => {
    setStoredUser(sam);
    const calls = mockApi(
      roomApi({}, (method, url) => {
        if (method === 'DELETE' && url === '/api/queue/5') return json(200, { removed: 1, item: queue.items[0], undoToken: '1795779200000.t0ken' });
        if (method === 'POST' && url === '/api/rooms/r00m1d/queue/restore') return json(201, queue.items[0]);
        return undefined;
      }),
    );
    await renderAt('/room/r00m1d');
    // The host's list becomes the sortable one once drag and drop has loaded: press Remove on that one.
    await screen.findByRole('button', { name: 'Drag Dancing Queen' }, { timeout: 15_000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Dancing Queen' }));
    const toast = (await screen.findByText('Removed')).closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByText("'Dancing Queen' left the queue.")).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/rooms/r00m1d/queue/restore')).toBe(true));
    const restore = calls.find((c) => c.url === '/api/rooms/r00m1d/queue/restore');
    expect(restore?.body).toEqual({
      videoId: 'abcdefghij5',
      title: 'Dancing Queen',
      duration: '3:51',
      addedById: 31,
      position: 1,
      undoToken: '1795779200000.t0ken',
    });
    expect(await screen.findByText("'Dancing Queen' is back at number 1.")).toBeInTheDocument();
  });

  it("tells a guest who removes their own song in the second person, with Undo, and never as someone else's doing", async () => {
    setStoredUser(zoe);
    const calls = mockApi(
      roomApi({}, (method, url) => {
        if (method === 'DELETE' && url === '/api/queue/5') return json(200, { removed: 1, item: queue.items[0], undoToken: '1795779200000.t0ken' });
        if (method === 'POST' && url === '/api/rooms/r00m1d/queue/restore') return json(201, queue.items[0]);
        return undefined;
      }),
    );
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Dancing Queen' }));
    const toast = (await screen.findByText('You removed your song')).closest('[role="status"]') as HTMLElement;
    expect(within(toast).getByText("'Dancing Queen' left the queue.")).toBeInTheDocument();
    // The room's notice of the removal names Zoe as the one who did it: not said back to her.
    pushRoomChange({
      roomId: 'r00m1d',
      version: 4,
      changes: ['queue'],
      notice: { kind: 'song-removed', by: 'Zoe', byUserId: 31, songs: [{ title: 'Dancing Queen', addedById: 31 }] },
      state: { queue: { ...queue, items: [item(6, 'Waterloo', 7, 1)], version: 4 } },
    });
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/rooms/r00m1d/queue/restore')).toBe(true));
    expect(calls.find((c) => c.url === '/api/rooms/r00m1d/queue/restore')?.body).toMatchObject({ undoToken: '1795779200000.t0ken' });
    expect(await screen.findByText("'Dancing Queen' is back at number 1.")).toBeInTheDocument();
    expect(screen.queryByText(/Zoe removed/)).toBeNull();
  });

  it("tells a guest by the host's name when their song was removed, and nothing about others' songs", async () => {
    setStoredUser(zoe);
    mockApi(roomApi());
    await renderAt('/room/r00m1d');
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    const after = { ...queue, items: [item(6, 'Waterloo', 7, 1)], version: 4 };
    pushRoomChange({
      roomId: 'r00m1d',
      version: 4,
      changes: ['queue'],
      notice: { kind: 'song-removed', by: 'Sam Singer', byUserId: 7, songs: [{ title: 'Waterloo', addedById: 7 }] },
      state: { queue: after },
    });
    expect(screen.queryByText(/removed your song/)).toBeNull();
    pushRoomChange({
      roomId: 'r00m1d',
      version: 5,
      changes: ['queue'],
      notice: { kind: 'song-removed', by: 'Sam Singer', byUserId: 7, songs: [{ title: 'Dancing Queen', addedById: 31 }] },
      state: { queue: { ...after, version: 5 } },
    });
    expect(await screen.findByText("Sam Singer removed your song 'Dancing Queen'")).toBeInTheDocument();
  });
});

describe('endings', () => {
  it('says goodbye when the host ends the party, then lands calmly on the join page', async () => {
    setStoredUser(zoe);
    const { router } = (mockApi(roomApi()), await renderAt('/room/r00m1d'));
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    pushRoomChange({ roomId: 'r00m1d', version: 4, changes: ['ended'], notice: { kind: 'party-ended', by: 'Sam Singer', byUserId: 7, songs: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'));
    // The goodbye may be drawn again as the join page settles: each look is a fresh query.
    await waitFor(() => expect(screen.getByText('Sam Singer ended the party — thanks for singing!')).toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(screen.getByText('Join another party')).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByText('Not logged in')).toBeNull();
    expect(screen.queryByText('Removed from Room')).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('says the same when the ended session is what arrives first', async () => {
    setStoredUser(zoe);
    const { router } = (mockApi(roomApi()), await renderAt('/room/r00m1d'));
    expect(await screen.findByText("Welcome to Sam's birthday!")).toBeInTheDocument();
    pushSessionEnded({ code: 'REMOVED_FROM_ROOM', message: 'You have been removed from this room' }, 'room-deleted');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'));
    await waitFor(() => expect(screen.getByText('Sam Singer ended the party — thanks for singing!')).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByText('Removed from Room')).toBeNull();
  });
});

describe("a guest's own stay", () => {
  it('renames the guest, and refuses a name taken with the server sentence', async () => {
    setStoredUser(zoe);
    let taken = true;
    mockApi(
      roomApi({}, (method, url, body) => {
        if (method !== 'PATCH' || url !== '/api/guest/me') return undefined;
        if (taken) {
          taken = false;
          return json(409, {
            statusCode: 409,
            message: 'Someone in this room is already called Sam Singer. Add an initial or a nickname so everyone can tell you apart.',
          });
        }
        return json(200, { ...zoe, displayName: (body as { displayName: string }).displayName });
      }),
    );
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Zoe, change your name' }));
    const field = await screen.findByLabelText('Your Name');
    expect(field).toHaveValue('Zoe');
    await userEvent.clear(field);
    await userEvent.type(field, 'Sam Singer');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(/already called Sam Singer/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Zoe B');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Everyone now sees you as Zoe B.')).toBeInTheDocument();
    expect(getStoredUser()?.displayName).toBe('Zoe B');
  });

  it('leaves after a confirmation that says the waiting songs go too', async () => {
    setStoredUser(zoe);
    const calls = mockApi(
      roomApi({}, (method, url) => (method === 'POST' && url === '/api/rooms/r00m1d/leave' ? json(200, { left: true, songsRemoved: 1 }) : undefined)),
    );
    const { router } = await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave room' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Leave Sam's birthday?")).toBeInTheDocument();
    expect(within(dialog).getByText(/Your waiting song leaves the queue with you\./)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/leave'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest'));
    await waitFor(() => expect(screen.getByText("You left Sam's birthday")).toBeInTheDocument(), { timeout: 3000 });
    expect(getStoredUser()).toBeNull();
  });
});

describe("the host's limits", () => {
  it('shows the guests against the plan and the time left before they bite, with the way to the plans', async () => {
    setStoredUser(sam);
    const full: RoomUserDto[] = [people[0], ...[31, 32, 33, 34].map((userId) => ({ ...people[1], userId, displayName: `G${userId}` }))];
    mockApi(
      roomApi({ expiresAt: new Date(Date.now() + 12 * 60_000 - 1000).toISOString() }, (method, url) =>
        method === 'GET' && url === '/api/rooms/r00m1d/users' ? json(200, full) : undefined,
      ),
    );
    await renderAt('/room/r00m1d');
    expect(await screen.findByText('4 of 4 guests: the room is full, and newcomers are turned away until someone leaves.')).toBeInTheDocument();
    expect(screen.getByText('The room ends in 12 min: then the party stops for everyone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('link', { name: 'Upgrade for longer, bigger parties.' })).toHaveAttribute('href', '/plans');
  });

  it('says when the queue is nearly full, and takes a new plan from the push: new limits, no upgrade hint, no reload', async () => {
    setStoredUser(sam);
    const full: RoomUserDto[] = [people[0], ...[31, 32, 33, 34].map((userId) => ({ ...people[1], userId, displayName: `G${userId}` }))];
    const waiting = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => item(40 + n, `Song ${n}`, 7, n));
    mockApi(
      roomApi({ maxQueueSize: 10 }, (method, url) => {
        if (method === 'GET' && url === '/api/rooms/r00m1d/users') return json(200, full);
        if (method === 'GET' && url === '/api/rooms/r00m1d/queue') return json(200, { ...queue, items: waiting });
        return undefined;
      }),
    );
    await renderAt('/room/r00m1d');
    expect(await screen.findByText('9 of 10 songs waiting: the queue is nearly full.')).toBeInTheDocument();
    expect(screen.getByText('4 of 4 guests: the room is full, and newcomers are turned away until someone leaves.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Upgrade for longer, bigger parties.' })).toBeInTheDocument();
    // An administrator approved Premium: the room comes with its new limits.
    pushRoomChange({
      roomId: 'r00m1d',
      version: 4,
      changes: ['room'],
      state: { room: roomDto({ userCount: 5, ownerTier: 2, maxQueueSize: 22, version: 4 }, { maxGuests: 10 }) },
    });
    await waitFor(() => expect(screen.queryByText(/songs waiting: the queue/)).toBeNull());
    expect(screen.queryByText(/of 4 guests/)).toBeNull();
    expect(screen.getByText('Guests: 4 / 10')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade for longer, bigger parties.' })).toBeNull();
  });
});
