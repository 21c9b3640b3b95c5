import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayedSongDto, RoomHistoryDto } from '@api-types';
import { AppProvider } from '@/app/provider';
import { json, mockApi } from '@/test/api';
import PlayedPanel from './played-panel';

const played = (over: Partial<PlayedSongDto>): PlayedSongDto => ({
  playedSongId: 1,
  source: 'youtube',
  videoId: 'aaaaaaaaaaa',
  title: 'Song',
  thumbnail: null,
  duration: '3:00',
  singer: 'Ana',
  addedById: 12,
  isRickRoll: false,
  playedAt: '2026-11-24T20:00:00.000Z',
  endedAt: '2026-11-24T20:03:00.000Z',
  skipped: false,
  playedSeconds: 180,
  applause: 0,
  ...over,
});
const history: RoomHistoryDto = {
  songs: [
    played({ playedSongId: 3, title: 'Now On', singer: 'Ben', addedById: 13, endedAt: null, playedSeconds: null }),
    played({ playedSongId: 2, title: 'Cut Short', skipped: true, applause: 12 }),
    played({ playedSongId: 1, title: 'Never Gonna', singer: 'Everyone (the joke track)', addedById: null, isRickRoll: true }),
  ],
  mostApplaudedId: 2,
};

afterEach(() => vi.unstubAllGlobals());

function renderPanel(host: boolean) {
  const calls = mockApi((method, url) => {
    if (method === 'GET' && url === '/api/rooms/r00m1d/history') return json(200, history);
    if (method === 'POST' && url === '/api/rooms/r00m1d/history/2/sing-again') return json(201, { queueItemId: 9, videoId: 'aaaaaaaaaaa' });
    return undefined;
  });
  render(
    <AppProvider>
      <PlayedPanel roomId="r00m1d" userId={12} host={host} />
    </AppProvider>,
  );
  return calls;
}

describe("tonight's songs (Played tab)", () => {
  it('lists who sang what, marks skipped, yours and the most applauded, and sings one again', async () => {
    const calls = renderPanel(false);
    const rows = await screen.findAllByTestId('played-song');
    expect(rows.map((row) => within(row).getByText(/^(Now On|Cut Short|Never Gonna)$/).textContent)).toEqual(['Now On', 'Cut Short', 'Never Gonna']);
    expect(rows[0]).toHaveTextContent('singing now');
    expect(within(rows[1]).getByText('Skipped')).toBeInTheDocument();
    expect(within(rows[1]).getByText('You')).toBeInTheDocument();
    expect(within(rows[1]).getByText('👏 12')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Most applauded')).toBeInTheDocument();
    // The joke track is nobody's to sing again.
    expect(within(rows[2]).queryByRole('button', { name: /^Sing again/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();

    // A compact icon button named for its song, so a title keeps the row's width rather than wrapping beside a wide label.
    const again = within(rows[1]).getByRole('button', { name: 'Sing again: Cut Short' });
    expect(again).toHaveTextContent('');
    await userEvent.click(again);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/rooms/r00m1d/history/2/sing-again')).toBe(true));
    expect(await screen.findByText('"Cut Short" is in the queue again, as yours.')).toBeInTheDocument();
  });

  it('shows only your songs under My songs, and the host the CSV download', async () => {
    renderPanel(true);
    await screen.findAllByTestId('played-song');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/rooms/r00m1d/history.csv');
    await userEvent.click(screen.getByRole('button', { name: 'My songs' }));
    expect(screen.getAllByTestId('played-song').map((row) => row.textContent)).toEqual([expect.stringContaining('Cut Short')]);
  });
});
