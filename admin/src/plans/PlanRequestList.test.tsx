import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReply, listRequest, mockApi, renderInAdmin } from '../test/api';
import { PlanRequestList } from './PlanRequestList';

/** The back office opens the list on the waiting requests. */
const WAITING = listRequest('plan-requests', { filter: { status: 'pending' } });
const maya = {
  requestId: 4,
  userId: 12,
  username: 'maya',
  displayName: 'Maya',
  fromTier: 1,
  tier: 2,
  status: 'pending',
  createdAt: '2026-11-28T19:04:00Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
};

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('PlanRequestList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the waiting requests with the plan now and the plan asked for, and approves one with one tap', async () => {
    const api = mockApi({
      [WAITING]: listReply('plan-requests', [maya]),
      'POST /api/admin/plan-requests/4/approve': { ...maya, status: 'approved', decidedBy: 'admin', decidedAt: '2026-11-28T19:05:00Z' },
    });
    renderInAdmin(<PlanRequestList resource="plan-requests" />);
    const row = await rowOf('Maya');
    expect(within(row).getByText('1 Basic')).toBeInTheDocument();
    expect(within(row).getByText('2 Premium')).toBeInTheDocument();
    expect(within(row).getByText('Waiting')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Maya is on 2 Premium now: their open rooms have its limits.')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/plan-requests/4/approve')).toHaveLength(1);
  });

  it('declines only after confirmation, with the reason the host will read', async () => {
    const api = mockApi({
      [WAITING]: listReply('plan-requests', [maya]),
      'POST /api/admin/plan-requests/4/decline': { ...maya, status: 'declined', decidedBy: 'admin', reason: 'Premium is for regulars.' },
    });
    renderInAdmin(<PlanRequestList resource="plan-requests" />);
    fireEvent.click(within(await rowOf('Maya')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline Maya’s request for 2 Premium?')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/plan-requests/4/decline')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Premium is for regulars.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/plan-requests/4/decline').map((call) => call.body)).toEqual([{ reason: 'Premium is for regulars.' }]);
  });
});
