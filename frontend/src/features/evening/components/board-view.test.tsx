import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '@/lib/storage';
import { activateLanguage } from '@/i18n/i18n';
import { mockApi, queueItemDto, roomCalls, roomDto, sam } from '@/test/api';
import { renderAt } from '@/test/render';

vi.mock('@/lib/socket', async () => (await import('@/test/live-channel')).liveChannelMock());

afterEach(() => activateLanguage('en'));

describe('the board in Arabic', () => {
  it('names the list once ("التالي" is its first line, not also its heading) and lays Latin titles left to right', async () => {
    setStoredUser(sam);
    const song = queueItemDto({ queueItemId: 9, title: 'I Wanna Dance With Somebody (Karaoke)', addedBy: 'Sofía' });
    mockApi(roomCalls(roomDto({ queueCount: 1 }, { language: 'ar' }), [], { items: [song], queueMode: 'fifo', version: 3, turns: [] }));
    await renderAt('/room/r00m1d?view=board');
    // The room's language (Arabic) loads with its catalog.
    await screen.findByText('التالي', {}, { timeout: 10_000 });
    const line = screen.getByTestId('board-up-next');
    const list = line.closest('section')!;
    const heading = within(list).getByRole('heading', { level: 2 });
    // The first line's place is "التالي"; the heading says something else.
    expect(within(line).getByText('التالي')).toBeInTheDocument();
    expect(heading.textContent).not.toBe('التالي');
    expect(within(list).getAllByText('التالي')).toHaveLength(1);
    // Each title and name in its own direction, so a Latin title is cut at its end, not its start.
    expect(within(line).getByText('I Wanna Dance With Somebody (Karaoke)')).toHaveAttribute('dir', 'auto');
    expect(within(line).getByText('Sofía')).toHaveAttribute('dir', 'auto');
  });
});
