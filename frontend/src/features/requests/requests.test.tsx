import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SongRequestDto } from '@api-types';
import { ToastDock, ToastProvider } from '@/components/toast';
import { json, mockApi, queueItemDto } from '@/test/api';
import { LastCallBanner } from './last-call-banner';
import MyRequests from './my-requests';
import { RequestsLane } from './requests-lane';

const request = (over: Partial<SongRequestDto> = {}): SongRequestDto => ({
  requestId: 'req-1',
  roomId: 'r00m1d',
  videoId: 'abcdefghijk',
  source: 'youtube',
  title: 'Dancing Queen',
  thumbnail: '',
  duration: '3:50',
  addedBy: 'Gina',
  addedById: 21,
  singer: 'guest:gina',
  requestedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  status: 'pending',
  reason: null,
  ...over,
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        {children}
        <ToastDock />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Requests lane', () => {
  it('lists the waiting songs oldest first and approves one with a tap', async () => {
    const calls = mockApi((method, url) =>
      method === 'POST' && url.endsWith('/requests/req-1/approve') ? json(200, queueItemDto({ title: 'Dancing Queen', position: 2 })) : undefined,
    );
    const refresh = vi.fn();
    const requests = [request(), request({ requestId: 'req-2', title: 'Uptown Funk', addedBy: 'Max', requestedAt: new Date().toISOString() })];
    wrap(<RequestsLane roomId="r00m1d" requests={requests} refresh={refresh} />);
    expect(screen.getByRole('heading', { name: 'Requests (2)' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Dancing Queen|Uptown Funk/).textContent)).toEqual(['Dancing Queen', 'Uptown Funk']);
    expect(within(rows[0]).getByText('Gina · asked 5 min ago')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Max · asked just now')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: "Approve 'Dancing Queen'" }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/rooms/r00m1d/requests/req-1/approve')).toBe(true));
    expect(await screen.findByText("'Dancing Queen' is in the queue at number 2.")).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledWith('queue', 'room');
  });

  it('declines with the reason the host types, in a dialog', async () => {
    const calls = mockApi((method, url, body) =>
      method === 'POST' && url.endsWith('/requests/req-1/decline')
        ? json(200, request({ status: 'declined', reason: (body as { reason?: string }).reason ?? null }))
        : undefined,
    );
    wrap(<RequestsLane roomId="r00m1d" requests={[request()]} refresh={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: "Decline 'Dancing Queen'" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this song?' });
    expect(
      within(dialog).getByText("Gina asked for 'Dancing Queen'. They will see that you declined it, with your reason if you give one."),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: '  Too slow for tonight ' } });
    expect(within(dialog).getByText('23/140')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/decline'))?.body).toEqual({ reason: 'Too slow for tonight' }));
    expect(await screen.findByText('Gina has been told.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('declines without a reason when none is given', async () => {
    const calls = mockApi((method, url) => (method === 'POST' && url.endsWith('/decline') ? json(200, request({ status: 'declined' })) : undefined));
    wrap(<RequestsLane roomId="r00m1d" requests={[request()]} refresh={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: "Decline 'Dancing Queen'" }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls.find((call) => call.url.endsWith('/decline'))?.body).toEqual({}));
  });

  it('says so when nothing waits (declined requests are the guests’ to dismiss)', () => {
    wrap(<RequestsLane roomId="r00m1d" requests={[request({ status: 'declined' })]} refresh={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Requests (0)' })).toBeInTheDocument();
    expect(screen.getByText('No songs are waiting for your approval.')).toBeInTheDocument();
  });
});

describe("a guest's requests", () => {
  it("shows their waiting song as waiting for the host's approval, and a declined one with the host's reason", async () => {
    const calls = mockApi((method, url) => (method === 'DELETE' && url.endsWith('/requests/req-2') ? json(200, { removed: 1 }) : undefined));
    const requests = [
      request(),
      request({ requestId: 'req-2', title: 'Slow Ballad', status: 'declined', reason: "Let's keep it upbeat tonight" }),
      request({ requestId: 'req-3', title: 'Not mine', addedById: 99 }),
    ];
    wrap(<MyRequests roomId="r00m1d" requests={requests} userId={21} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("Waiting for the host's approval")).toBeInTheDocument();
    expect(within(rows[1]).getByText("The host declined it: “Let's keep it upbeat tonight”")).toBeInTheDocument();
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/rooms/r00m1d/requests/req-2')).toBe(true));
  });

  it('shows nothing without a request of theirs', () => {
    const { container } = wrap(<MyRequests roomId="r00m1d" requests={[request({ addedById: 99 })]} userId={21} />);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('the Last call banner', () => {
  it('shows the final 15 minutes before closing with the time left, ticking, and nothing before or after', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-01-15T21:40:00Z'));
    render(<LastCallBanner closesAt="2026-01-15T22:00:00.000Z" closingTime="23:00" />);
    expect(screen.queryByText('Last call')).not.toBeInTheDocument();
    // A minute before the window the banner looks again, then counts down each second.
    act(() => {
      vi.advanceTimersByTime(4 * 60_000);
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Last call15:00 left: the party closes at 23:00.');
    act(() => {
      vi.advanceTimersByTime(14 * 60_000 + 55_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('0:05 left: the party closes at 23:00.');
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing without a closing time', () => {
    const { container } = render(<LastCallBanner closesAt={null} closingTime={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
