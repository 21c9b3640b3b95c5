import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InviteAddressDto } from '@api-types';
import { AppProvider } from '@/app/provider';
import { json, mockApi } from '@/test/api';
import { InvitePanel } from './invite-panel';

afterEach(() => vi.unstubAllGlobals());

// jsdom's page is at http://localhost:3000: the host's own computer, where phones cannot follow.
function panelWith(answer: InviteAddressDto) {
  mockApi((_method, url) => (url === '/api/invite-address' ? json(200, answer) : undefined));
  render(
    <AppProvider>
      <InvitePanel name="Sam's birthday" code="K7PX2M" guests={1} maxGuests={4} />
    </AppProvider>,
  );
}

describe('the invite panel of a host on localhost', () => {
  it("shows the computer's Wi-Fi address and says phones must share that Wi-Fi", async () => {
    expect(window.location.hostname).toBe('localhost');
    panelWith({ publicUrl: null, lanAddress: '192.168.1.23' });
    expect(await screen.findByText('192.168.1.23:3000/guest')).toBeInTheDocument();
    expect(screen.getByText('Phones must be on the same Wi-Fi as this computer.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns that phones cannot reach it and says how to set PUBLIC_URL, when the computer has no network address', async () => {
    panelWith({ publicUrl: null, lanAddress: null });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Phones cannot reach this address');
    expect(alert).toHaveTextContent('restart the server with PUBLIC_URL set to an address phones can open, such as PUBLIC_URL=http://192.168.1.20:3000');
    expect(screen.queryByText('Phones must be on the same Wi-Fi as this computer.')).not.toBeInTheDocument();
  });

  it('uses PUBLIC_URL and says nothing more when the operator set it', async () => {
    panelWith({ publicUrl: 'https://karaoke.example.com', lanAddress: null });
    expect(await screen.findByText('karaoke.example.com/guest')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Phones must be on the same Wi-Fi as this computer.')).not.toBeInTheDocument();
  });
});
