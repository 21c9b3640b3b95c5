import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayingDto, QueueDto } from '@api-types';
import { activateLanguage } from '@/i18n/i18n';
import { setStoredUser } from '@/lib/storage';
import { type ApiCall, json, mockApi, queueItemDto, roomDto, sam } from '@/test/api';
import { pushRoomChange, pushSocketEvent } from '@/test/live-channel';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';

// The live channel is a real socket in the product; here it is up, and the test pushes (test/live-channel.ts).
vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

const room = roomDto({ userCount: 2, queueCount: 1 }, { interstitialSeconds: 3 });
const next = queueItemDto({ queueItemId: 9, videoId: 'nextsong001' });
const song = {
  videoId: 'nowplaying1',
  source: 'youtube' as const,
  title: 'Bohemian Rhapsody (Karaoke)',
  thumbnail: null,
  duration: '5:55',
  addedBy: 'Ana',
  addedById: 12,
  singer: 'user:12',
  startedAt: '2026-11-20T18:05:00.000Z',
  isRickRoll: false,
  playingSince: null,
  playedMs: 0,
  letFinish: false,
};

/** The YouTube IFrame API as the player uses it; the test plays its events. */
interface FakePlayer {
  videoId: string;
  events: { onStateChange: (e: { data: number }) => void; onError: (e: { data: number }) => void };
  pauseVideo: ReturnType<typeof vi.fn>;
  playVideo: ReturnType<typeof vi.fn>;
}
let players: FakePlayer[] = [];
let calls: ApiCall[] = [];

function serve(state: { queue: QueueDto; playing: PlayingDto }) {
  calls = mockApi((method, url) => {
    if (method === 'GET' && url === '/api/rooms/r00m1d') return json(200, room);
    if (method === 'GET' && url === '/api/rooms/r00m1d/queue') return json(200, state.queue);
    if (method === 'GET' && url === '/api/rooms/r00m1d/playing') return json(200, state.playing);
    if (method === 'PATCH' && url.endsWith('/heartbeat')) return json(200, { lastActive: new Date().toISOString() });
    if (method === 'POST' && url.endsWith('/playing/clock')) return json(200, state.playing);
    if (method === 'POST' && url.endsWith('/playing/let-finish') && state.playing.currentlyPlaying) {
      state.playing = { currentlyPlaying: { ...state.playing.currentlyPlaying, letFinish: true }, version: state.playing.version + 1 };
      return json(200, state.playing);
    }
    if (method === 'POST' && (url.endsWith('/play-next') || url.endsWith('/skip') || url.endsWith('/unplayable'))) {
      const [head, ...rest] = state.queue.items;
      state.playing = {
        currentlyPlaying: head
          ? {
              ...song,
              videoId: head.videoId,
              title: head.title,
              addedBy: head.addedBy,
              addedById: head.addedById,
              singer: head.singer,
              startedAt: new Date().toISOString(),
            }
          : null,
        version: 4,
      };
      state.queue = { ...state.queue, items: rest };
      return json(200, { currentlyPlaying: state.playing.currentlyPlaying, isRickRoll: false, skipped: true, recorded: true });
    }
    return undefined;
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  players = [];
  window.YT = {
    Player: class {
      constructor(_el: HTMLElement, options: { videoId: string; events: FakePlayer['events'] }) {
        const player: FakePlayer = { videoId: options.videoId, events: options.events, pauseVideo: vi.fn(), playVideo: vi.fn() };
        players.push(player);
        return Object.assign(this, player, { loadVideoById: vi.fn(), destroy: vi.fn() });
      }
    } as never,
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.YT;
});

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('the stage view', () => {
  it('shows "Now singing" at the start of a song, tucks it away after 8 s and the up-next strip with the QR after 20 s', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByText('Now singing: Ana')).toBeInTheDocument();
    await waitFor(() => expect(players).toHaveLength(1));
    expect(players[0].videoId).toBe('nowplaying1');
    act(() => players[0].events.onStateChange({ data: 1 }));
    expect(screen.getByTestId('stage-now-singing')).toHaveAttribute('aria-hidden', 'false');
    expect(await screen.findByTestId('stage-up-next')).toHaveTextContent('gusDancing Queen (Karaoke)');
    expect(screen.getByTestId('stage-details')).toHaveAttribute('aria-hidden', 'false');
    await advance(9_000);
    expect(screen.getByTestId('stage-now-singing')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('stage-details')).toHaveAttribute('aria-hidden', 'false');
    await advance(12_000);
    expect(screen.getByTestId('stage-details')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when a song ends: "Up next" with the room\'s countdown, then the next song starts by itself', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(players).toHaveLength(1));
    act(() => players[0].events.onStateChange({ data: 0 }));
    expect(await screen.findByLabelText('Up next: gus — Dancing Queen (Karaoke)')).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: 'Starts in 3 seconds' })).toHaveTextContent('Starts in 3');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await advance(3_500);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/rooms/r00m1d/play-next']));
    expect(await screen.findByText('Now singing: gus')).toBeInTheDocument();
  });

  it('a video the player cannot play: a notice, the report to the server, and the party moves on without a click', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(players).toHaveLength(1));
    act(() => players[0].events.onError({ data: 150 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Bohemian Rhapsody (Karaoke)" can\'t be played here, so the party moves on.');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/rooms/r00m1d/unplayable', body: { videoId: 'nowplaying1', errorCode: 150 } },
      ]),
    );
    expect(await screen.findByText('Now singing: gus')).toBeInTheDocument();
  });

  it("says another screen's room:notice by its code in the stage's language, whatever English the server words it in", async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await act(() => activateLanguage('es'));
    pushSocketEvent('room:notice', {
      roomId: 'r00m1d',
      kind: 'unplayable',
      code: 'VIDEO_UNPLAYABLE',
      params: { title: 'Africa' },
      videoId: 'africa00001',
      title: 'Africa',
      message: 'Africa would not play, so we moved on.',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('“Africa” no se puede reproducir aquí, así que la fiesta sigue.');
    await act(() => activateLanguage('en'));
  });

  it('a song whose player has not started within 15 s: the same notice, reported as code 5 (skipped, not recorded), and the party moves on', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(players).toHaveLength(1));
    // Buffering is not playing: the clock runs on.
    act(() => players[0].events.onStateChange({ data: 3 }));
    await advance(14_000);
    expect(calls.filter((c) => c.url.endsWith('/unplayable'))).toEqual([]);
    await advance(1_500);
    expect(await screen.findByRole('alert')).toHaveTextContent('"Bohemian Rhapsody (Karaoke)" can\'t be played here, so the party moves on.');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/rooms/r00m1d/unplayable', body: { videoId: 'nowplaying1', errorCode: 5 } },
      ]),
    );
    expect(await screen.findByText('Now singing: gus')).toBeInTheDocument();
  });

  it('never reports a song whose player started in time, however long it then plays', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(players).toHaveLength(1));
    await advance(12_000);
    act(() => players[0].events.onStateChange({ data: 1 }));
    await advance(60_000);
    expect(calls.filter((c) => c.url.endsWith('/unplayable'))).toEqual([]);
    expect(screen.getByTestId('stage-now-singing')).toBeInTheDocument();
  });

  it('does not count the time the stage waits for its first click, or is paused, against the 15 s', async () => {
    setStoredUser(sam);
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
      await renderAt('/room/r00m1d?view=stage');
      await waitFor(() => expect(players).toHaveLength(1));
      await advance(60_000);
      expect(calls.filter((c) => c.url.endsWith('/unplayable'))).toEqual([]);
      // Someone clicks: the browser lets it play, and the clock starts.
      activation.hasBeenActive = true;
      // (act() draws at its end: a short step lets the stage see the click before the long one.)
      await advance(300);
      await advance(9_700);
      // Space pauses for a minute: the clock stops, then goes on from 10 s.
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' })));
      expect(await screen.findByText('Paused — press Space to resume')).toBeInTheDocument();
      await advance(60_000);
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' })));
      await waitFor(() => expect(screen.queryByText('Paused — press Space to resume')).toBeNull());
      await advance(4_000);
      expect(calls.filter((c) => c.url.endsWith('/unplayable'))).toEqual([]);
      await advance(1_500);
      await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/unplayable')).map((c) => c.body)).toEqual([{ videoId: 'nowplaying1', errorCode: 5 }]));
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('works from the keyboard: Space pauses and resumes the video, N skips', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(players).toHaveLength(1));
    const key = (k: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: k })));
    key(' ');
    expect(await screen.findByText('Paused — press Space to resume')).toBeInTheDocument();
    expect(players[0].pauseVideo).toHaveBeenCalled();
    key(' ');
    await waitFor(() => expect(screen.queryByText('Paused — press Space to resume')).toBeNull());
    expect(players[0].playVideo).toHaveBeenCalled();
    key('n');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/rooms/r00m1d/skip']));
  });

  it('with nothing queued: the empty stage with the party name and its QR, never a black rectangle', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: null, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByTestId('stage-empty')).toHaveTextContent("Sam's birthday");
    expect(screen.getByRole('img', { name: 'QR code to join with code K7PX2M' })).toBeInTheDocument();
    expect(players).toHaveLength(0);
  });

  it('asks for one click or key press while the browser would keep the songs silent (a tab nobody has touched)', async () => {
    setStoredUser(sam);
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    serve({ queue: { items: [], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: null, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByRole('note')).toHaveTextContent('Click or press any key once, so the browser lets the songs play with sound');
    activation.hasBeenActive = true;
    await advance(500);
    expect(screen.queryByRole('note')).toBeNull();
    Reflect.deleteProperty(navigator, 'userActivation');
  });

  it('is for the host and admins: anyone else gets the ordinary room view', async () => {
    setStoredUser({ ...sam, userId: 44, username: 'other', displayName: 'Other' });
    serve({ queue: { items: [], queueMode: 'fifo', turns: [], version: 3 }, playing: { currentlyPlaying: null, version: 3 } });
    const { router } = await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('stage')).toBeNull();
  });
});

describe('the stage between songs', () => {
  it('"Skip this song" takes the upcoming song out of the queue (host), and the next one gets its "Up next"', async () => {
    setStoredUser(sam);
    const later = { ...next, queueItemId: 10, videoId: 'latersong01', title: 'Wonderwall (Karaoke)', addedBy: 'Ben', addedById: 40, position: 2 };
    const state = {
      queue: { items: [next, later], queueMode: 'fifo' as const, turns: [], version: 3 },
      playing: { currentlyPlaying: null, version: 3 } as PlayingDto,
    };
    serve(state);
    const fetchMock = vi.mocked(fetch);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init = {}) => {
      if (init.method === 'DELETE' && url === '/api/queue/9') {
        calls.push({ method: 'DELETE', url: String(url), body: undefined });
        state.queue = { ...state.queue, items: [later] };
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return inner(url, init);
    });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByLabelText('Up next: gus — Dancing Queen (Karaoke)')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Skip this song' }).click());
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    // The server's push brings the shorter queue; the stage fetches nothing for it.
    const fetched = calls.length;
    pushRoomChange({ roomId: 'r00m1d', version: 4, changes: ['queue'], state: { queue: state.queue } });
    expect(await screen.findByLabelText('Up next: Ben — Wonderwall (Karaoke)')).toBeInTheDocument();
    expect(calls.slice(fetched).filter((c) => c.method === 'GET')).toEqual([]);
    expect(calls.filter((c) => c.method !== 'GET' && c.method !== 'PATCH')).toEqual([{ method: 'DELETE', url: '/api/queue/9', body: undefined }]);
  });

  it('does not skip a song another stage has just started: it looks before playing next', async () => {
    setStoredUser(sam);
    const state = {
      queue: { items: [next], queueMode: 'fifo' as const, turns: [], version: 3 },
      playing: { currentlyPlaying: null, version: 3 } as PlayingDto,
    };
    serve(state);
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByLabelText('Up next: gus — Dancing Queen (Karaoke)')).toBeInTheDocument();
    // Meanwhile another stage started it.
    state.playing = { currentlyPlaying: { ...song, videoId: next.videoId, title: next.title, addedBy: 'gus', addedById: 31 }, version: 4 };
    state.queue = { ...state.queue, items: [] };
    await advance(3_500);
    expect(await screen.findByText('Now singing: gus')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe("the host's room view", () => {
  it('reports a video its player cannot play, so the room moves on without a click', async () => {
    setStoredUser(sam);
    const state = {
      queue: { items: [next], queueMode: 'fifo', turns: [], version: 3 } as QueueDto,
      playing: { currentlyPlaying: song, version: 3 } as PlayingDto,
    };
    serve(state);
    const fetchMock = vi.mocked(fetch);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init = {}) => {
      if (url === '/api/rooms/r00m1d/users') return Promise.resolve(json(200, []));
      if (url === '/api/tier-limits')
        return Promise.resolve(json(200, { 1: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 5, roomTimeMinutes: 60, roomsPerDay: 2 } }));
      if (String(url).includes('/validate/')) return Promise.resolve(json(200, { valid: true, message: '' }));
      return inner(url, init);
    });
    await renderAt('/room/r00m1d');
    await waitFor(() => expect(players).toHaveLength(1));
    act(() => players[0].events.onError({ data: 101 }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/rooms/r00m1d/unplayable', body: { videoId: 'nowplaying1', errorCode: 101 } },
      ]),
    );
    // The room view fetches nothing more: the server's push brings the next song. (The host's list
    // of removed people and the invite's address load with their lazily loaded panel: counted once
    // they have, however late.)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/rooms/r00m1d/boots')).toBe(true));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/invite-address')).toBe(true));
    const fetched = calls.length;
    pushRoomChange({ roomId: 'r00m1d', version: 4, changes: ['playing', 'queue'], state: { playing: state.playing, queue: state.queue } });
    expect(await screen.findByText('Added by gus · 5:55')).toBeInTheDocument();
    expect(calls.slice(fetched)).toEqual([]);
  });

  it('reports the song playing and paused, so auto-skip counts playing time only', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', version: 3, turns: [] }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(players).toHaveLength(1));
    act(() => players[0].events.onStateChange({ data: 1 }));
    act(() => players[0].events.onStateChange({ data: 1 })); // buffering ended: the same state is not sent twice
    act(() => players[0].events.onStateChange({ data: 2 }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/playing/clock')).map((c) => c.body)).toEqual([
        { videoId: 'nowplaying1', startedAt: song.startedAt, playing: true },
        { videoId: 'nowplaying1', startedAt: song.startedAt, playing: false },
      ]),
    );
  });

  it("warns in the last 30 s before auto-skip with the room's limit, and the host lets the song finish", async () => {
    setStoredUser(sam);
    // Six minutes is the room's limit; 5:40 of it played.
    const nearly = { ...song, playingSince: new Date(Date.now() - 40_000).toISOString(), playedMs: 300_000 };
    serve({ queue: { items: [next], queueMode: 'fifo', version: 3, turns: [] }, playing: { currentlyPlaying: nearly, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByTestId('auto-skip-warning')).toHaveTextContent("Auto-skip in 0:20 — this room's limit is 6 min");
    await userEvent.click(screen.getByRole('button', { name: 'Let it finish' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/playing/let-finish')).map((c) => c.body)).toEqual([{ videoId: 'nowplaying1', startedAt: song.startedAt }]),
    );
    await waitFor(() => expect(screen.queryByTestId('auto-skip-warning')).toBeNull());
  });

  it('shows no warning while more than 30 s of the limit are left', async () => {
    setStoredUser(sam);
    const early = { ...song, playingSince: new Date(Date.now() - 60_000).toISOString(), playedMs: 0 };
    serve({ queue: { items: [next], queueMode: 'fifo', version: 3, turns: [] }, playing: { currentlyPlaying: early, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByText('Now singing: Ana')).toBeInTheDocument();
    expect(screen.queryByTestId('auto-skip-warning')).toBeNull();
  });

  it('shows the applause rising over the video, grouped when many come at once', async () => {
    setStoredUser(sam);
    serve({ queue: { items: [next], queueMode: 'fifo', version: 3, turns: [] }, playing: { currentlyPlaying: song, version: 3 } });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByText('Now singing: Ana')).toBeInTheDocument();
    const cheer = (emoji: string, displayName: string, userId: number) =>
      pushSocketEvent('room:reaction', { roomId: 'r00m1d', reaction: 'clap', emoji, userId, displayName, at: Date.now() });
    for (let i = 0; i < 12; i++) cheer('👏', `Fan ${i}`, 100 + i);
    // One person's storm is credited to that person alone.
    for (let i = 0; i < 4; i++) cheer('🔥', 'Ben', 12);
    pushSocketEvent('room:reaction', { roomId: 'another', reaction: 'clap', emoji: '😂', userId: 1, displayName: 'X', at: Date.now() });
    const bubbles = await screen.findAllByTestId('stage-reaction');
    expect(bubbles.map((b) => b.textContent)).toEqual(['👏×12Fan 0 and 11 others', '🔥×4Ben']);
    await advance(5_000);
    await waitFor(() => expect(screen.queryAllByTestId('stage-reaction')).toEqual([]));
  });
});
