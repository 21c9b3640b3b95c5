import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LyricsDto, PlayingDto, QueueDto, RoomDto } from '@api-types';
import { WakeLockNote } from '@/components/wake-lock-note';
import { setStoredUser } from '@/lib/storage';
import { type ApiCall, json, mockApi, roomCalls, roomDto, sam } from '@/test/api';
import { pushSocketEvent } from '@/test/live-channel';
import { renderAt } from '@/test/render';
import { lyricAt, nudged } from './lyrics-timing';

vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

const LINES = [
  { ms: 1000, text: 'Is this the real life?' },
  { ms: 5000, text: 'Is this just fantasy?' },
  { ms: 9000, text: 'Caught in a landslide' },
];
const synced: LyricsDto = { videoId: 'nowplaying1', kind: 'synced', reason: null, lines: LINES, plain: null, offsetMs: 0 };
const gus = { userId: 31, username: 'guest-31', displayName: 'gus', subscriptionTier: 1, role: 'user' as const, isGuest: true };
const song = (over: Partial<NonNullable<PlayingDto['currentlyPlaying']>> = {}) => ({
  videoId: 'nowplaying1',
  source: 'youtube' as const,
  title: 'Queen - Bohemian Rhapsody',
  thumbnail: null,
  duration: '5:55',
  addedBy: 'gus',
  addedById: 31,
  singer: 'user:31',
  startedAt: new Date(Date.now() - 10_000).toISOString(),
  isRickRoll: false,
  playingSince: null as string | null,
  playedMs: 0,
  letFinish: false,
  ...over,
});
const emptyQueue: QueueDto = { items: [], queueMode: 'fifo', turns: [], version: 3 };

let calls: ApiCall[] = [];
function serve(options: { room?: RoomDto; playing: PlayingDto; lyrics: LyricsDto; offset?: (body: unknown) => Response }) {
  const room = options.room ?? roomDto({ userCount: 2 });
  const people = [
    { userId: 7, displayName: 'Sam Singer', isGuest: false, isOwner: true, online: true, lastActive: null, noPhone: false },
    { userId: 31, displayName: 'gus', isGuest: true, isOwner: false, online: true, lastActive: null, noPhone: false },
    { userId: 44, displayName: 'Ana', isGuest: true, isOwner: false, online: true, lastActive: null, noPhone: false },
  ];
  const base = roomCalls(room, people, emptyQueue);
  calls = mockApi((method, url, body) => {
    if (method === 'GET' && url === '/api/rooms/r00m1d/playing') return json(200, options.playing);
    if (method === 'GET' && url === '/api/rooms/r00m1d/lyrics') return json(200, options.lyrics);
    if (method === 'PUT' && url === '/api/rooms/r00m1d/lyrics/offset') return options.offset?.(body) ?? json(200, body);
    if (method === 'POST' && url.endsWith('/playing/clock')) return json(200, options.playing);
    return base(method, url, body);
  });
}

/** The YouTube player as the stage uses it; the test sets the video's clock. */
let videoSeconds = 0;
let modules: string[] = [];
beforeEach(() => {
  videoSeconds = 0;
  modules = [];
  window.YT = {
    Player: class {
      constructor(_el: HTMLElement, options: { events: { onStateChange: (e: { data: number }) => void } }) {
        setTimeout(() => options.events.onStateChange({ data: 1 }), 0);
        return Object.assign(this, {
          getCurrentTime: () => videoSeconds,
          loadModule: (name: string) => modules.push(`load:${name}`),
          unloadModule: (name: string) => modules.push(`unload:${name}`),
          loadVideoById: vi.fn(),
          pauseVideo: vi.fn(),
          playVideo: vi.fn(),
          destroy: vi.fn(),
        });
      }
    } as never,
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.YT;
});

describe('lyrics timing', () => {
  it('finds the line sung and how much of it, the offset applied; nudges stay within ±10 s', () => {
    expect(lyricAt(LINES, 500, 0)).toEqual({ index: -1, progress: 0 });
    expect(lyricAt(LINES, 3000, 0)).toEqual({ index: 0, progress: 0.5 });
    expect(lyricAt(LINES, 3000, 2500)).toEqual({ index: -1, progress: 0 });
    expect(lyricAt(LINES, 3000, -2000)).toEqual({ index: 1, progress: 0 });
    expect(lyricAt(LINES, 60_000, 0)).toEqual({ index: 2, progress: 1 });
    expect(nudged(9_500, 1)).toBe(10_000);
    expect(nudged(10_000, 1)).toBe(10_000);
    expect(nudged(-9_500, -2)).toBe(-10_000);
  });
});

describe("the stage's lyrics", () => {
  it("lights the line being sung in time with the player's clock, and moves it when the timing is nudged", async () => {
    setStoredUser(sam);
    serve({ playing: { currentlyPlaying: song(), version: 3 }, lyrics: synced });
    await renderAt('/room/r00m1d?view=stage');
    const current = await screen.findByTestId('lyrics-current');
    videoSeconds = 3;
    await waitFor(() => expect(current).toHaveTextContent('Is this the real life?'));
    expect(current).toHaveAttribute('data-progress', '50%');
    expect(screen.getByTestId('lyrics-next')).toHaveTextContent('Is this just fantasy?');
    videoSeconds = 6;
    await waitFor(() => expect(current).toHaveTextContent('Is this just fantasy?'));
    expect(screen.getByTestId('lyrics-next')).toHaveTextContent('Caught in a landslide');

    // The singer moved the words 2 s later: the stage shows the earlier line again, and says so.
    act(() => pushSocketEvent('room:lyrics-offset', { roomId: 'r00m1d', videoId: 'nowplaying1', offsetMs: 2000, changedBy: 'gus' }));
    await waitFor(() => expect(current).toHaveTextContent('Is this the real life?'));
    expect(screen.getByTestId('stage-lyrics-moved')).toHaveTextContent('Lyrics timing: +2 s');
    expect(modules).not.toContain('load:captions');

    // The host at the TV's keyboard: ] half a second later, [ earlier, for everyone.
    await userEvent.keyboard(']');
    await waitFor(() => expect(screen.getByTestId('stage-lyrics')).toHaveAttribute('data-offset', '2500'));
    await userEvent.keyboard('[[[[[['); // three [ keys (user-event reads [[ as one)
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { offsetMs: number }).offsetMs)).toEqual([2500, 2000, 1500, 1000]),
    );
    expect(screen.getByTestId('stage-lyrics-moved')).toHaveTextContent('Lyrics timing: +1 s');
  });

  it("turns on the video's own captions when LRCLIB has nothing, and shows no lyrics when they are off", async () => {
    setStoredUser(sam);
    serve({ playing: { currentlyPlaying: song(), version: 3 }, lyrics: { ...synced, kind: 'none', reason: 'not-found', lines: [] } });
    await renderAt('/room/r00m1d?view=stage');
    await waitFor(() => expect(modules).toContain('load:captions'));
    expect(screen.queryByTestId('stage-lyrics')).not.toBeInTheDocument();
  });

  it('shows lyrics without timing as a page that scrolls through the song', async () => {
    setStoredUser(sam);
    const scrolled: number[] = [];
    const scrollTo = Element.prototype.scrollTo;
    Element.prototype.scrollTo = function (options?: ScrollToOptions | number) {
      if (typeof options === 'object') scrolled.push(options.top ?? 0);
    } as typeof Element.prototype.scrollTo;
    // jsdom lays nothing out: the page is 2 000 px of words in a 200 px window.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    serve({
      playing: { currentlyPlaying: song(), version: 3 },
      lyrics: { ...synced, kind: 'plain', lines: [], plain: 'Is this the real life?\nIs this just fantasy?' },
    });
    await renderAt('/room/r00m1d?view=stage');
    const page = await screen.findByTestId('lyrics-plain');
    expect(page).toHaveTextContent('Is this the real life? Is this just fantasy?');
    expect(screen.queryByTestId('lyrics-current')).not.toBeInTheDocument();
    // 35.5 s into a 5:55 song: a tenth of the way down the page.
    videoSeconds = 35.5;
    await waitFor(() => expect(scrolled.at(-1)).toBeCloseTo(180, 0));
    videoSeconds = 177.5;
    await waitFor(() => expect(scrolled.at(-1)).toBeCloseTo(900, 0));
    vi.restoreAllMocks();
    Element.prototype.scrollTo = scrollTo;
  });

  it('asks for no lyrics when the host turned them off', async () => {
    setStoredUser(sam);
    serve({ room: roomDto({ userCount: 2 }, { lyrics: false }), playing: { currentlyPlaying: song(), version: 3 }, lyrics: synced });
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByTestId('stage')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.some((c) => c.url.endsWith('/lyrics'))).toBe(false);
    expect(screen.queryByTestId('stage-lyrics')).not.toBeInTheDocument();
  });
});

describe("the singer's podium", () => {
  it("follows the room's playing clock, and lets the singer move the words for everyone", async () => {
    setStoredUser(gus);
    // Playing for 5.5 s of the song's time: the second line, just begun. The third comes only after
    // ten minutes here, so the second is still the one sung however long a busy machine takes.
    const lines = [...LINES.slice(0, 2), { ...LINES[2], ms: 600_000 }];
    serve({ playing: { currentlyPlaying: song({ playingSince: new Date(Date.now() - 5_500).toISOString() }), version: 3 }, lyrics: { ...synced, lines } });
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Lyrics' }));
    const podium = await screen.findByTestId('podium');
    expect(podium).toHaveTextContent('Queen - Bohemian Rhapsody');
    await waitFor(() => expect(screen.getByTestId('lyrics-current')).toHaveTextContent('Is this just fantasy?'));
    expect(screen.getByTestId('lyrics-offset-value')).toHaveTextContent('0 s');

    await userEvent.click(screen.getByRole('button', { name: 'Show the words half a second later' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        { method: 'PUT', url: '/api/rooms/r00m1d/lyrics/offset', body: { videoId: 'nowplaying1', offsetMs: 500 } },
      ]),
    );
    expect(screen.getByTestId('lyrics-offset-value')).toHaveTextContent('+0.5 s');
    // Someone else's nudge arrives by push.
    act(() => pushSocketEvent('room:lyrics-offset', { roomId: 'r00m1d', videoId: 'nowplaying1', offsetMs: -1500, changedBy: 'Sam' }));
    expect(await screen.findByText('-1.5 s')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('podium')).not.toBeInTheDocument());
  });

  it('shows another guest the words without the timing control', async () => {
    setStoredUser({ ...gus, userId: 44, username: 'guest-44', displayName: 'Ana' });
    serve({ playing: { currentlyPlaying: song({ playingSince: new Date().toISOString() }), version: 3 }, lyrics: synced });
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Lyrics' }));
    expect(await screen.findByTestId('lyrics-lines')).toBeInTheDocument();
    expect(screen.queryByTestId('lyrics-offset')).not.toBeInTheDocument();
  });

  it('says a karaoke track brings its own words', async () => {
    setStoredUser(gus);
    serve({ playing: { currentlyPlaying: song(), version: 3 }, lyrics: { ...synced, kind: 'off', reason: 'karaoke-track', lines: [] } });
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Lyrics' }));
    expect(await screen.findByTestId('podium-silence')).toHaveTextContent('This karaoke track shows its own lyrics on the big screen.');
  });
});

describe('the offset control', () => {
  it('puts the timing back and says so when the server refuses', async () => {
    setStoredUser(gus);
    serve({
      playing: { currentlyPlaying: song({ playingSince: new Date().toISOString() }), version: 3 },
      lyrics: { ...synced, offsetMs: 9_500 },
      offset: () => json(409, { statusCode: 409, message: 'That song is no longer on stage, so its lyrics timing was left as it was.', error: 'Conflict' }),
    });
    await renderAt('/room/r00m1d');
    await userEvent.click(await screen.findByRole('button', { name: 'Lyrics' }));
    expect(await screen.findByTestId('lyrics-offset-value')).toHaveTextContent('+9.5 s');
    await userEvent.click(screen.getByRole('button', { name: 'Show the words half a second later' }));
    expect(await screen.findByText('That song is no longer on stage, so its lyrics timing was left as it was.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('lyrics-offset-value')).toHaveTextContent('+9.5 s'));
    // At the limit the button says no more.
    act(() => pushSocketEvent('room:lyrics-offset', { roomId: 'r00m1d', videoId: 'nowplaying1', offsetMs: 10_000, changedBy: 'Sam' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show the words half a second later' })).toBeDisabled());
  });
});

describe('the wake lock', () => {
  it('keeps the screen awake and takes the lock again when the tab comes back', async () => {
    const released: (() => void)[] = [];
    const request = vi.fn(async () => {
      const sentinel = Object.assign(new EventTarget(), { released: false, release: vi.fn(async () => undefined) });
      released.push(() => {
        sentinel.released = true;
        sentinel.dispatchEvent(new Event('release'));
      });
      return sentinel;
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { wakeLock: { request } }));
    render(<WakeLockNote />);
    await waitFor(() => expect(screen.getByTestId('wake-lock')).toHaveAttribute('data-state', 'held'));
    expect(request).toHaveBeenCalledWith('screen');
    expect(screen.queryByTestId('wake-lock-note')).not.toBeInTheDocument();
    // The tab was hidden (the browser let go), then shown again.
    act(() => released[0]());
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('wake-lock')).toHaveAttribute('data-state', 'held'));
  });

  it('says politely when the browser cannot keep the screen awake', () => {
    vi.stubGlobal('navigator', {});
    render(<WakeLockNote />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "This browser can't keep the screen awake. If it dims, turn off the TV's or computer's sleep setting for the party.",
    );
  });
});
