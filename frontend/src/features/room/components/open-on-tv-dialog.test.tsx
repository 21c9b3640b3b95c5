import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDto } from '@api-types';
import { AppProvider } from '@/app/provider';
import { json, mockApi } from '@/test/api';
import OpenOnTvDialog from './open-on-tv-dialog';

afterEach(() => vi.unstubAllGlobals());

const livingRoom: ScreenDto = {
  screenId: '5c1d2e3f-0000-4000-8000-000000000001',
  roomId: 'r00m1d',
  name: 'Living-room TV',
  pairedAt: '2026-11-20T20:02:00.000Z',
};

describe('Open on a TV', () => {
  it('shows a one-time code with its QR and the room’s screens, and ends a screen', async () => {
    let screens: ScreenDto[] = [livingRoom];
    const calls = mockApi((method, url) => {
      if (method === 'POST' && url === '/api/rooms/r00m1d/screens/pairing-code')
        return json(201, { code: 'H7KQ2M', expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(), link: '/tv?code=H7KQ2M' });
      if (method === 'GET' && url === '/api/rooms/r00m1d/screens') return json(200, screens);
      if (method === 'DELETE' && url === `/api/rooms/r00m1d/screens/${livingRoom.screenId}`) {
        screens = [];
        return json(200, { screenId: livingRoom.screenId, ended: true });
      }
      if (method === 'GET' && url === '/api/invite-address') return json(200, { url: null, reachable: true, warning: null });
      return undefined;
    });
    render(
      <AppProvider>
        <OpenOnTvDialog roomId="r00m1d" onClose={() => undefined} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open on a TV' });
    expect(await within(dialog).findByTestId('tv-pairing-code')).toHaveTextContent('H7KQ2M');
    expect(within(dialog).getByRole('img', { name: 'QR code to pair a TV with code H7KQ2M' })).toBeInTheDocument();
    expect(within(dialog).getByText('Works once, for 10 more min.')).toBeInTheDocument();

    const row = await within(dialog).findByTestId('paired-screen');
    expect(row).toHaveTextContent('Living-room TV');
    expect(row).toHaveTextContent(/paired/);
    await userEvent.click(within(row).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(within(dialog).queryByTestId('paired-screen')).toBeNull());
    expect(within(dialog).getByText('No TV is paired yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/rooms/r00m1d/screens/${livingRoom.screenId}`]);
  });
});
