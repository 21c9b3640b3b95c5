import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/session';
import { renderAt } from '@/test/render';
import { isBackOffice, returnTo } from './return-to';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sam = { userId: 7, username: 'sam', displayName: 'Sam', subscriptionTier: 999, role: 'admin', isGuest: false };

async function signInAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(json(200, sam))),
  );
  const go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
  const { router } = await renderAt(path);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Username'), 'sam');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Welcome back!');
  return { router, go };
}

describe('signing in returns to where the person was going', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('accepts a path on this site only', () => {
    expect(returnTo('/admin/#/users/5')).toBe('/admin/#/users/5');
    expect(returnTo('/favorites?x=1')).toBe('/favorites?x=1');
    for (const elsewhere of [null, '', 'https://evil.example/', '//evil.example/admin', '/\\evil.example', 'javascript:alert(1)', 'admin']) {
      expect(returnTo(elsewhere)).toBeNull();
    }
    expect(isBackOffice('/admin')).toBe(true);
    expect(isBackOffice('/admin/#/users')).toBe(true);
    expect(isBackOffice('/administrator')).toBe(false);
  });

  it('opens the back office page the admin was sent from (a page load: it is another app)', async () => {
    const { router, go } = await signInAt(`/login?next=${encodeURIComponent('/admin/#/users/5')}`);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/admin/#/users/5'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes to a party app screen within the app', async () => {
    const first = await signInAt('/login?next=%2Ffavorites');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/favorites'));
    expect(first.go).not.toHaveBeenCalled();
  });

  it('ignores another site in next', async () => {
    const { router, go } = await signInAt(`/login?next=${encodeURIComponent('//evil.example/admin')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(go).not.toHaveBeenCalled();
  });
});
