import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { RoomUser } from '@/lib/api/rooms';
import type { Queue } from '@/lib/api/queue';
import { json, mockApi, queueItemDto } from '@/test/api';
import { InviteSheet } from './invite-sheet';
import { InviteAnswer } from './sing-invites';
import QueueRowActions from './queue-row-actions';
import { YourTurn } from './your-turn';

afterEach(() => vi.unstubAllGlobals());

const person = (userId: number, displayName: string): RoomUser => ({
  userId,
  displayName,
  isGuest: true,
  isOwner: false,
  online: true,
  lastActive: null,
  noPhone: false,
});
const singer = (userId: number, displayName: string, state: 'invited' | 'accepted' | 'declined') => ({
  userId,
  displayName,
  singer: `guest:${displayName}`,
  state,
});

describe('the invite sheet', () => {
  it('lists the others in the room, allows three at most, and sends the picked', async () => {
    const calls = mockApi((method, url) => {
      if (method === 'GET' && url.endsWith('/users'))
        return json(200, [person(2, 'Ann'), person(3, 'Ben'), person(4, 'Cat'), person(5, 'Dan'), person(6, 'Eve')]);
      if (method === 'POST') return json(200, queueItemDto());
      return undefined;
    });
    const item = queueItemDto({
      queueItemId: 9,
      addedById: 2,
      addedBy: 'Ann',
      title: 'Islands',
      singers: [singer(2, 'Ann', 'accepted'), singer(6, 'Eve', 'invited')],
    });
    render(
      <AppProvider>
        <InviteSheet item={item} userId={2} open onClose={() => undefined} />
      </AppProvider>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Sing with me' });
    // Ann is not offered herself, nor Eve already invited; two places are left.
    await within(sheet).findByRole('checkbox', { name: 'Ben' });
    expect(within(sheet).queryByRole('checkbox', { name: 'Ann' })).toBeNull();
    expect(within(sheet).queryByRole('checkbox', { name: 'Eve' })).toBeNull();
    expect(within(sheet).getByText(/Pick who sings .*Islands.* with you \(up to 2 more\)/)).toBeVisible();
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Ben' }));
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Cat' }));
    expect(within(sheet).getByRole('checkbox', { name: 'Dan' })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/queue/9/singers', body: { userIds: [3, 4] } }));
  });
});

describe('the accept or decline prompt', () => {
  const asked = queueItemDto({
    queueItemId: 9,
    addedById: 2,
    addedBy: 'Ann',
    title: 'Islands',
    singers: [singer(2, 'Ann', 'accepted'), singer(3, 'Ben', 'invited')],
  });

  it('asks the invitee, and sends the answer', async () => {
    const calls = mockApi(() => json(200, { ...asked, singers: [singer(2, 'Ann', 'accepted'), singer(3, 'Ben', 'declined')] }));
    render(
      <AppProvider>
        <InviteAnswer item={asked} userId={3} />
      </AppProvider>,
    );
    const prompt = screen.getByTestId('sing-invite');
    expect(prompt).toHaveTextContent('Ann invites you to sing with them');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', url: '/api/queue/9/singers/answer', body: { accept: false } }));
  });

  it('shows nothing to others, nor to a singer who accepted: their turn banner tells them, once', () => {
    const { unmount } = render(
      <AppProvider>
        <InviteAnswer item={asked} userId={4} />
      </AppProvider>,
    );
    expect(screen.queryByTestId('sing-invite')).toBeNull();
    unmount();
    const accepted = { ...asked, singers: [singer(2, 'Ann', 'accepted'), singer(3, 'Ben', 'accepted')] };
    render(
      <AppProvider>
        <YourTurn queue={{ items: [accepted] } as Queue} playing={undefined} userId={3} />
        <QueueRowActions item={accepted} index={0} count={1} viewer={{ owner: false, userId: 3, startsIn: () => '', onRemove: () => {} }} />
      </AppProvider>,
    );
    expect(screen.getByTestId('your-turn')).toHaveTextContent("You're up next — get ready!");
    expect(screen.queryByTestId('sing-invite')).toBeNull();
    // The banner and its toast: the song's row adds no third.
    expect(screen.getAllByText("You're up next — get ready!")).toHaveLength(2);
  });
});
