import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api';
import { renderAt } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

const notPaired = () =>
  json(401, { statusCode: 401, message: 'This screen is not paired. Enter the code from the host’s Open on a TV.', error: 'Unauthorized' });

describe('/tv: pair this screen', () => {
  it('says a wrong code in words and pairs with the right one, typed', async () => {
    let paired = false;
    const calls = mockApi((method, url, body) => {
      if (method === 'GET' && url === '/api/screens/me')
        return paired ? json(200, { screenId: 's1', roomId: 'r00m1d', name: 'Bar TV', pairedAt: '2026-11-20T20:00:00Z' }) : notPaired();
      if (method === 'POST' && url === '/api/screens/pair') {
        if ((body as { code: string }).code !== 'H7KQ2M')
          return json(404, { statusCode: 404, message: 'That pairing code is not right. Check the code on the host’s screen.', error: 'Not Found' });
        paired = true;
        return json(200, { screenId: 's1', roomId: 'r00m1d', name: 'Bar TV', pairedAt: '2026-11-20T20:00:00Z' });
      }
      return undefined;
    });
    await renderAt('/tv');
    const field = await screen.findByLabelText('Pairing code');
    // Letters a remote cannot mean (0, O, 1, I) are left out, and the code is upper-cased.
    await userEvent.type(field, 'zzo0zz1z');
    expect(field).toHaveValue('ZZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Pair this screen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That pairing code is not right. Check the code on the host’s screen.');

    await userEvent.clear(field);
    await userEvent.type(field, 'h7kq2m');
    await userEvent.type(screen.getByLabelText('Name this screen (optional)'), 'Bar TV');
    await userEvent.click(screen.getByRole('button', { name: 'Pair this screen' }));
    await waitFor(() => expect(screen.queryByTestId('pair-screen')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: 'ZZZZZ' }, { code: 'H7KQ2M', name: 'Bar TV' }]);
  });

  it('pairs by itself when the QR brought the code', async () => {
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url === '/api/screens/me') return notPaired();
      if (method === 'POST' && url === '/api/screens/pair')
        return json(410, { statusCode: 410, message: 'That pairing code has expired. Ask the host for a new one.', error: 'Gone' });
      return undefined;
    });
    await renderAt('/tv?code=H7KQ2M');
    expect(await screen.findByRole('alert')).toHaveTextContent('That pairing code has expired. Ask the host for a new one.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: 'H7KQ2M' }]);
  });

  it('a signed-out stage link offers pairing instead of a dead end', async () => {
    mockApi((method, url) => (method === 'GET' && url === '/api/screens/me' ? notPaired() : undefined));
    await renderAt('/room/r00m1d?view=stage');
    expect(await screen.findByRole('heading', { name: 'Pair this screen' })).toBeInTheDocument();
  });
});
