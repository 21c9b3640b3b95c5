import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanRequestDto } from '@api-types';
import { setStoredUser } from '@/lib/storage';
import { json, mockApi, sam } from '@/test/api';
import { renderAt } from '@/test/render';

const LIMITS = {
  1: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 10, roomTimeMinutes: 60, roomsPerDay: 2 },
  2: { simultaneousRooms: 2, guestsPerRoom: 10, maxQueueSize: 22, roomTimeMinutes: 240, roomsPerDay: 4 },
  3: { simultaneousRooms: 5, guestsPerRoom: 25, maxQueueSize: 52, roomTimeMinutes: 480, roomsPerDay: 10 },
};
const waiting: PlanRequestDto = {
  requestId: 4,
  userId: 7,
  username: 'sam',
  displayName: 'Sam Singer',
  fromTier: 1,
  tier: 2,
  status: 'pending',
  createdAt: '2026-11-28T19:04:00Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
};

/** The Plans page's server: the limits, Sam's account at `tier`, and his latest request. */
function plansApi(state: { tier: number; request: PlanRequestDto | null }) {
  return mockApi((method, url, body) => {
    if (url === '/api/tier-limits') return json(200, LIMITS);
    if (url.startsWith('/api/tiers/')) return json(200, { displayName: 'Plan', description: 'A plan.', limits: LIMITS[1] });
    if (url === '/api/auth/me') return json(200, { ...sam, subscriptionTier: state.tier, createdAt: '2026-01-01T00:00:00Z' });
    if (method === 'GET' && url === '/api/plan-requests/mine') return json(200, { request: state.request });
    if (method === 'POST' && url === '/api/plan-requests') {
      state.request = { ...waiting, tier: (body as { tier: 2 | 3 }).tier };
      return json(201, state.request);
    }
    if (method === 'DELETE' && url === '/api/plan-requests/mine') {
      state.request = null;
      return json(200, { requestId: 4, withdrawn: true });
    }
    if (method === 'POST' && url === '/api/plan-requests/mine/approve-here') {
      const { password } = body as { password: string };
      if (password !== 'the-admin-password') {
        return json(403, { statusCode: 403, message: 'That administrator username or password is not right.', error: 'Forbidden' });
      }
      state.tier = 2;
      state.request = { ...waiting, status: 'approved', decidedBy: 'admin', decidedAt: '2026-11-28T19:05:00Z' };
      return json(200, state.request);
    }
    return undefined;
  });
}

describe('the Plans page', () => {
  it('asks for a bigger plan, shows it waiting, and withdraws it', async () => {
    setStoredUser(sam);
    const state = { tier: 1, request: null as PlanRequestDto | null };
    const calls = plansApi(state);
    await renderAt('/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for Premium' }));
    expect(await screen.findByText('Your request for Premium is waiting')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/plan-requests').map((c) => c.body)).toEqual([{ tier: 2 }]);
    expect(screen.getByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ask for Pro instead' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your request for Premium is waiting')).toBeNull());
    expect(screen.getByRole('button', { name: 'Ask for Premium' })).toBeEnabled();
  });

  it("approves on the spot with an administrator's sign-in, saying a wrong one's sentence", async () => {
    setStoredUser(sam);
    plansApi({ tier: 1, request: waiting });
    await renderAt('/plans');
    await userEvent.click(await screen.findByRole('button', { name: 'I run this server' }));
    const form = screen.getByRole('form', { name: 'Approve as the administrator' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Administrator username/ }), 'admin');
    await userEvent.type(within(form).getByLabelText(/Administrator password/, { selector: 'input' }), 'guess');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve now' }));
    expect(await screen.findByText('That administrator username or password is not right.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/Administrator password/, { selector: 'input' }));
    await userEvent.type(within(form).getByLabelText(/Administrator password/, { selector: 'input' }), 'the-admin-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve now' }));
    expect(await screen.findByText("You're on Premium")).toBeInTheDocument();
    expect(screen.getByText('admin approved your request. Your open rooms already have its limits.')).toBeInTheDocument();
    // The account is read again: Premium is now "Your plan", and there is nothing smaller to ask for.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask for Premium' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Ask for Pro' })).toBeInTheDocument();
  });

  it("shows a declined request with the administrator's reason", async () => {
    setStoredUser(sam);
    plansApi({ tier: 1, request: { ...waiting, status: 'declined', decidedBy: 'admin', reason: 'Premium is for regulars.' } });
    await renderAt('/plans');
    expect(await screen.findByText('Your request for Premium was declined')).toBeInTheDocument();
    expect(screen.getByText(/The administrator said: “Premium is for regulars\.”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for Premium' })).toBeEnabled();
  });
});
