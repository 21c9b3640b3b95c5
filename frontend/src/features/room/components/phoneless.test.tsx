import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { UsersPanel } from './users-panel';
import type { RoomUser } from '@/lib/api/rooms';
import { json, mockApi, queueItemDto } from '@/test/api';
import { PhonelessSingerDialog } from './phoneless-singer-dialog';
import { PhonelessTurn } from './phoneless-turn';
import { phonelessTurn } from '@/lib/phoneless-turn';

afterEach(() => vi.unstubAllGlobals());

const host: RoomUser = { userId: 7, displayName: 'Sam Singer', isGuest: false, isOwner: true, online: true, lastActive: null, noPhone: false };
const maya: RoomUser = { userId: 31, displayName: 'Maya', isGuest: true, isOwner: false, online: true, lastActive: null, noPhone: false };
const rose: RoomUser = { userId: 40, displayName: 'Grandma Rose', isGuest: true, isOwner: false, online: false, lastActive: null, noPhone: true };
const context = (everyoneHelps = false) => ({ roomId: 'r00m1d', everyoneHelps, isGuest: false, autoSkipMinutes: 6 });

describe('the phoneless singer dialog', () => {
  it('sends the trimmed name and closes; a blank name is refused before sending', async () => {
    const onAdd = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(
      <AppProvider>
        <PhonelessSingerDialog open onClose={onClose} onAdd={onAdd} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a singer without a phone' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add singer' }));
    expect(await within(dialog).findByText('Please enter the singer’s name')).toBeVisible();
    expect(onAdd).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Their name' }), '  Grandma Rose ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add singer' }));
    expect(onAdd).toHaveBeenCalledWith('Grandma Rose');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the server’s sentence when the name is taken, and stays open', async () => {
    mockApi(() =>
      json(409, { statusCode: 409, message: 'Someone in this room is already called Maya. Add an initial or a nickname so everyone can tell you apart.' }),
    );
    const { addPhonelessSinger } = await import('@/lib/api/phoneless');
    const onClose = vi.fn();
    render(
      <AppProvider>
        <PhonelessSingerDialog open onClose={onClose} onAdd={(name) => addPhonelessSinger('r00m1d', name)} />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Their name' }), 'Maya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add singer' }));
    expect(await within(dialog).findByText(/^Someone in this room is already called Maya/)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('singers without a phone in the people list', () => {
  it('marks them with a labelled “no phone” icon, and gives the host their tools', async () => {
    const calls = mockApi((method, url) => {
      if (method === 'POST' && url.endsWith('/phoneless-singers')) return json(201, { ...rose, userId: 41, displayName: 'Uncle Bob' });
      if (method === 'PATCH') return json(200, {});
      if (method === 'DELETE') return json(200, { userId: 40, removed: true, songsRemoved: 0 });
      return undefined;
    });
    render(
      <AppProvider>
        <UsersPanel users={[host, maya, rose]} owner myUserId={7} onBoot={() => undefined} phoneless={context()} />
      </AppProvider>,
    );
    const row = (await screen.findByText('Grandma Rose')).closest('li')!;
    expect(within(row).getByRole('img', { name: 'No phone' })).toBeVisible();
    expect(within(row).getByText('Sings without a phone')).toBeVisible();
    expect(await within(row).findByRole('button', { name: 'Add a song for Grandma Rose' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Boot' })).toBeNull();
    // Maya has a phone: no mark, the usual Boot.
    const mayaRow = screen.getByText('Maya').closest('li')!;
    expect(within(mayaRow).queryByRole('img', { name: 'No phone' })).toBeNull();

    await userEvent.click(await screen.findByRole('switch', { name: 'Everyone can add songs for singers without a phone' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PATCH', url: '/api/rooms/r00m1d/settings', body: { settings: { othersQueueForPhoneless: true } } }),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Remove Grandma Rose' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove singer' });
    expect(within(confirm).getByText('Remove Grandma Rose and their waiting songs?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/api/rooms/r00m1d/phoneless-singers/40', body: undefined }));
  });

  it('gives a guest “Add a song” only when the host lets everyone help, and never Remove', async () => {
    const { unmount } = render(
      <AppProvider>
        <UsersPanel users={[host, maya, rose]} owner={false} myUserId={31} onBoot={() => undefined} phoneless={{ ...context(false), isGuest: true }} />
      </AppProvider>,
    );
    expect(screen.getByRole('img', { name: 'No phone' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add a song for Grandma Rose' })).toBeNull();
    unmount();
    render(
      <AppProvider>
        <UsersPanel users={[host, maya, rose]} owner={false} myUserId={31} onBoot={() => undefined} phoneless={{ ...context(true), isGuest: true }} />
      </AppProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Add a song for Grandma Rose' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Grandma Rose' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

describe('a phoneless singer’s turn on the host’s phone', () => {
  const queue = (singer: string) => ({
    items: [queueItemDto({ queueItemId: 5, addedBy: 'Grandma Rose', singer, title: 'Moon River' })],
    queueMode: 'rotation' as const,
    turns: [],
    version: 3,
  });
  it('says whose turn it is, for singers without a phone only', () => {
    expect(phonelessTurn(queue('nophone:grandrna rose'), undefined)).toMatchObject({ kind: 'next', name: 'Grandma Rose', title: 'Moon River' });
    expect(phonelessTurn(queue('guest:maya'), undefined)).toBeNull();
  });

  it('shows the banner', async () => {
    render(
      <AppProvider>
        <PhonelessTurn queue={queue('nophone:grandrna rose')} playing={undefined} />
      </AppProvider>,
    );
    expect(await screen.findByTestId('phoneless-turn')).toHaveTextContent('Grandma Rose is up next — hand them the mic!');
  });
});
