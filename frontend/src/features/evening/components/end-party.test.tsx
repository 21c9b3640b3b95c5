import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PastPartyDto } from '@api-types';
import { AppProvider } from '@/app/provider';
import { HostHeaderActions } from '@/features/room/components/host-header-actions';
import { json, mockApi, roomDto, sam } from '@/test/api';
import { PastParties } from './past-parties';

afterEach(() => vi.unstubAllGlobals());

const friday: PastPartyDto = {
  roomId: 'r00m1d',
  roomName: 'Friday',
  createdAt: '2026-11-20T18:00:00.000Z',
  endedAt: '2026-11-20T23:00:00.000Z',
  hosted: true,
  playedCount: 1,
  songs: [],
};

describe('End party keeps the night', () => {
  it('asks first, then ends the party for everyone and goes to the dashboard', async () => {
    const calls = mockApi((method, url) => {
      if (method === 'POST' && url === '/api/rooms/r00m1d/end') return json(200, roomDto({ isActive: false }));
      return undefined;
    });
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/room/r00m1d']}>
          <Routes>
            <Route path="/room/:roomId" element={<HostHeaderActions roomId="r00m1d" locked={false} fullRow={false} onSettings={() => undefined} />} />
            <Route path="/dashboard" element={<p>Dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'End party' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the party?' });
    expect(calls.filter((c) => c.url.endsWith('/end'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End party' }));

    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/end')).map((c) => c.method)).toEqual(['POST']);
    expect(await screen.findByText('Its Played list and CSV are kept in Your past parties.')).toBeInTheDocument();
  });

  it('shows a hosted party that ended in past parties with its Played list, its CSV and a confirmed delete', async () => {
    let parties = [friday];
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url === `/api/users/${sam.userId}/history`) return json(200, parties);
      if (method === 'GET' && url === '/api/auth/me') return json(200, { ...sam, roomId: null });
      if (method === 'GET' && url === `/api/users/${sam.userId}/rooms`) return json(200, []);
      if (method === 'GET' && url === '/api/rooms/r00m1d/history')
        return json(200, {
          songs: [
            {
              playedSongId: 1,
              source: 'youtube',
              videoId: 'aaaaaaaaaaa',
              title: 'Dancing Queen',
              thumbnail: null,
              duration: '3:50',
              singer: 'Ana',
              addedById: 12,
              isRickRoll: false,
              playedAt: '2026-11-20T20:00:00.000Z',
              endedAt: null,
              skipped: false,
              playedSeconds: 230,
              applause: 0,
            },
          ],
          mostApplaudedId: null,
        });
      if (method === 'DELETE' && url === '/api/rooms/r00m1d') {
        parties = [];
        return json(200, roomDto({ isActive: false }));
      }
      return undefined;
    });
    render(
      <AppProvider>
        <MemoryRouter>
          <PastParties userId={sam.userId} />
        </MemoryRouter>
      </AppProvider>,
    );
    const card = await screen.findByTestId('past-party');
    expect(card).toHaveTextContent('Friday');
    expect(card).toHaveTextContent('Songs played: 1');
    expect(within(card).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/rooms/r00m1d/history.csv');

    await userEvent.click(within(card).getByRole('button', { name: 'Played list' }));
    const played = await screen.findByRole('dialog', { name: 'Played at Friday' });
    expect(await within(played).findByText('Dancing Queen')).toBeInTheDocument();
    // The party ended while it was on stage: nobody is singing it now.
    expect(within(played).queryByText(/singing now/)).toBeNull();
    // A past party: nothing to sing again from here.
    expect(within(played).queryByRole('button', { name: 'Sing again' })).toBeNull();
    await userEvent.click(within(played).getByRole('button', { name: 'Done' }));

    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete room' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete "Friday"? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('past-party')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/rooms/r00m1d']);
  });
});
