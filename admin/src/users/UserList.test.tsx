import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listReply, listRequest, mockApi, renderInAdmin, reply, samRow } from '../test/api';
import type { AdminUserRow } from '../types';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

const LIST = listRequest('users');
const sam = samRow({ lastActive: '2026-11-22T10:00:00Z' });
const page = listReply('users', [sam]);

async function openRowAction(label: string) {
  const row = (await screen.findByText('Sam Singer')).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

describe('UserList actions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists accounts 25 a page, newest first, with the tier badge', async () => {
    const api = mockApi({ [LIST]: page });
    renderInAdmin(<UserList resource="users" />);
    const row = (await screen.findByText('Sam Singer')).closest('tr')!;
    expect(within(row).getByText('2 Premium')).toBeInTheDocument();
    expect(within(row).getByText('Friday night')).toBeInTheDocument();
    expect(api.called('GET', LIST.slice(4))).not.toHaveLength(0);
  });

  it('deletes only after confirmation, then says so and reloads the page', async () => {
    const api = mockApi({ [LIST]: page, 'DELETE /api/admin/users/5': { userId: 5, done: true } });
    renderInAdmin(<UserList resource="users" />);

    const dialog = await openRowAction('Delete');
    expect(within(dialog).getByText('Delete Sam Singer (@sam)?')).toBeInTheDocument();
    expect(api.called('DELETE', '/api/admin/users/5')).toHaveLength(0);
    const loadsBefore = api.called('GET', LIST.slice(4)).length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User Deleted')).toBeInTheDocument();
    expect(api.called('DELETE', '/api/admin/users/5')).toHaveLength(1);
    await waitFor(() => expect(api.called('GET', LIST.slice(4)).length).toBeGreaterThan(loadsBefore));
  });

  it('offers no kick or delete on the signed-in admin’s own row', async () => {
    mockApi({ [LIST]: listReply('users', [sam, { ...sam, userId: 1, username: 'admin', displayName: 'Admin', role: 'admin', subscriptionTier: 999 }]) });
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getIdentity: async () => ({ id: 1, fullName: 'Admin' }),
    };
    renderInAdmin(<UserList resource="users" />, { authProvider });

    const own = (await screen.findByText('Admin', { selector: 'td span' })).closest('tr')!;
    await waitFor(() => expect(within(own).getByRole('button', { name: 'Kick' })).toBeDisabled());
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeDisabled();
    const other = screen.getByText('Sam Singer').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Kick' })).toBeEnabled();
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = mockApi({ [LIST]: page, 'POST /api/admin/users/5/kick': { userId: 5, done: true } });
    renderInAdmin(<UserList resource="users" />);

    const dialog = await openRowAction('Kick');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it.each([
    ['Kick', 'Kick', 'POST /api/admin/users/5/kick', { userId: 5, done: true }, 'User kicked'],
    ['Promote to admin', 'Promote', 'POST /api/admin/users/5/promote', { ...sam, role: 'admin', subscriptionTier: 999 }, 'User promoted'],
  ])('%s asks first, then calls the API and says so', async (action, confirm, route, answer, message) => {
    const api = mockApi({ [LIST]: page, [route]: answer });
    renderInAdmin(<UserList resource="users" />);

    const dialog = await openRowAction(action);
    const [method, url] = route.split(' ');
    expect(api.called(method, url)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.called(method, url)).toHaveLength(1);
  });

  it('resets a password after confirmation and shows the temporary password once, in the dialog', async () => {
    const api = mockApi({ [LIST]: page, 'POST /api/admin/users/5/reset-password': { temporaryPassword: 'Tmp-9xQ2_kLm' } });
    renderInAdmin(<UserList resource="users" />);

    const dialog = await openRowAction('Reset password');
    expect(api.called('POST', '/api/admin/users/5/reset-password')).toHaveLength(0);
    expect(screen.queryByText(/Tmp-9xQ2_kLm/)).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Tmp-9xQ2_kLm');
    expect(await screen.findByText('Password Reset: sam is signed out everywhere until they sign in with the temporary password')).toBeInTheDocument();
    // Shown once: the notification does not repeat it.
    expect(screen.getAllByText(/Tmp-9xQ2_kLm/)).toHaveLength(1);
    expect(screen.getByText(/It is shown only here, once/)).toBeInTheDocument();
    expect(api.called('POST', '/api/admin/users/5/reset-password')).toHaveLength(1);
  });

  it.each([
    ['Delete', 'Delete', 'DELETE /api/admin/users/5', 'Delete Failed: There must be at least one admin.'],
    ['Reset password', 'Reset password', 'POST /api/admin/users/5/reset-password', 'Password Reset Failed: There must be at least one admin.'],
    ['Promote to admin', 'Promote', 'POST /api/admin/users/5/promote', 'Update Failed: There must be at least one admin.'],
  ])("%s shows the server's message when refused", async (action, confirm, route, message) => {
    mockApi({ [LIST]: page, [route]: () => reply(409, { statusCode: 409, message: 'There must be at least one admin.', error: 'Conflict' }) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInAdmin(<UserList resource="users" />);

    fireEvent.click(within(await openRowAction(action)).getByRole('button', { name: confirm }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('UserEdit', () => {
  afterEach(() => vi.restoreAllMocks());

  const edit = (answer: () => Response) => {
    const api = mockApi({ 'GET /api/admin/users/5': sam, 'PUT /api/admin/users/5': answer });
    renderInAdmin(<UserEdit resource="users" id={5} />);
    return api;
  };

  it('keeps the username read-only and saves display name, role and tier', async () => {
    const api = edit(() => reply(200, { ...sam, displayName: 'Sam the Singer' } satisfies Omit<AdminUserRow, 'id'>));
    const displayName = await screen.findByDisplayValue('Sam Singer');
    expect(screen.getByDisplayValue('sam')).toHaveAttribute('readonly');

    fireEvent.change(displayName, { target: { value: 'Sam the Singer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // docs/product.md §2: every admin action, editing a user too, is preceded by a confirmation.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Save the changes to sam?')).toBeInTheDocument();
    expect(within(dialog).getByText('Changes: display name “Sam Singer” → “Sam the Singer”.')).toBeInTheDocument();
    expect(api.called('PATCH', '/api/admin/users/5')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Updated')).toBeInTheDocument();
    expect(api.called('PUT', '/api/admin/users/5').map((call) => call.body)).toEqual([
      { displayName: 'Sam the Singer', role: 'user', subscriptionTier: 2, version: '0123456789abcdef' },
    ]);
  });

  it('saves nothing when the confirmation is cancelled', async () => {
    const api = edit(() => reply(200, sam));
    fireEvent.change(await screen.findByDisplayValue('Sam Singer'), { target: { value: 'Not saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.called('PATCH', '/api/admin/users/5')).toHaveLength(0);
  });

  it("says 'Update Failed' with the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    edit(() => reply(400, { statusCode: 400, message: 'Display name must be at most 50 characters.', error: 'Bad Request' }));
    fireEvent.change(await screen.findByDisplayValue('Sam Singer'), { target: { value: 'Sam again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed: Display name must be at most 50 characters.')).toBeInTheDocument();
  });
});
