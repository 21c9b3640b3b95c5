import { describe, expect, it } from 'vitest';
import { expectAccessible, settled } from './axe';
import { signIn, snap, withBrowser } from './browser';
import { E2E_ADMIN, E2E_BETA_CODE } from './global-setup';

describe('the back office and the party app together', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it(
    'an admin goes through every tab (accessible), edits a user after confirming, ' + 'and the party app follows a promotion, a demotion and a kick at once',
    async () => {
      // A plain user with a room of their own, signed in on a phone.
      const userContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const username = `una${Date.now()}`;
      expect(
        (
          await userContext.request.post(`${baseUrl}/api/auth/register`, {
            data: { username, displayName: 'Una User', password: 'secret-123', betaCode: E2E_BETA_CODE },
          })
        ).status(),
      ).toBe(201);
      const user = await userContext.newPage();
      await signIn(user, baseUrl, username, 'secret-123');
      await user.getByText('Welcome back, Una User!').waitFor();
      expect(await user.getByText('Admin Dashboard').count()).toBe(0);
      const room = (await (await userContext.request.post(`${baseUrl}/api/rooms`, { data: { name: 'Una’s party' } })).json()) as {
        roomId: string;
        code: string;
      };
      const me = (await (await userContext.request.get(`${baseUrl}/api/auth/me`)).json()) as { userId: number };

      // The admin signs in in the party app and opens the back office from the dashboard.
      const adminContext = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const admin = await adminContext.newPage();
      await signIn(admin, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
      await admin.getByRole('link', { name: 'Admin Dashboard' }).click();
      await admin.waitForURL(`${baseUrl}/admin/**`);
      await admin.getByRole('tab', { name: 'Analytics' }).waitFor();
      await admin.getByText('Total users').first().waitFor();
      // Guests count as active people, not as accounts: the figures say so.
      await admin.getByRole('region', { name: 'Active users' }).getByText('With guests, last 15 min').waitFor();
      // The tabs are the one navigation: no sidebar menu repeating them.
      expect(await admin.getByRole('menuitem').count()).toBe(0);
      await snap(admin, 'admin-analytics-1440');
      await expectAccessible(admin, 'back office: Analytics');

      await admin.getByRole('tab', { name: 'Rooms' }).click();
      await admin.getByText('Una’s party').waitFor();
      await expectAccessible(admin, 'back office: Rooms');

      await admin.getByRole('tab', { name: 'API Tracker' }).click();
      await admin.getByText(/quota/i).first().waitFor();
      await snap(admin, 'admin-tracker-1440');
      await expectAccessible(admin, 'back office: API Tracker');

      await admin.getByRole('tab', { name: 'Users' }).click();
      const row = admin.getByRole('row').filter({ hasText: username });
      await row.waitFor();
      await snap(admin, 'admin-users-1440');
      await expectAccessible(admin, 'back office: Users');

      // The page-number input is clamped to 1..total pages.
      const pageInput = admin.getByRole('spinbutton', { name: /^Page number, 1 to \d+$/ });
      await pageInput.fill('999');
      await pageInput.press('Enter');
      await expect.poll(() => pageInput.inputValue()).toBe((await pageInput.getAttribute('max')) ?? '1');
      // Back to the first page, where the newest account is (the journeys before made more than a page).
      await pageInput.fill('1');
      await pageInput.press('Enter');
      // Leaving the field asks for its page again (Pagination.tsx): done here, not by the next
      // click's mousedown, which would re-render the list under the click and lose its dialog.
      await pageInput.blur();
      await row.waitFor();
      await settled(admin);

      // Reset password (asks first): the temporary password is shown once, in the dialog's alert.
      await row.getByRole('button', { name: 'Reset password' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
      const temporary = (await admin.getByTestId('temporary-password').textContent()) ?? '';
      expect(temporary.length).toBeGreaterThan(8);
      await admin.getByText(`Password Reset: ${username} is signed out everywhere until they sign in with the temporary password`).waitFor();
      expect(await admin.getByText(temporary, { exact: false }).count()).toBe(1);
      await snap(admin, 'admin-password-reset-1440');
      await expectAccessible(admin, 'back office: password reset');
      await admin.getByRole('button', { name: 'Done' }).click();
      await signIn(user, baseUrl, username, temporary);

      // Promote (asks first): the user's dashboard shows the Admin Dashboard button on its next look.
      await row.getByRole('button', { name: 'Promote to admin' }).click();
      await expectAccessible(admin, 'back office: confirmation');
      await admin.getByRole('dialog').getByRole('button', { name: 'Promote' }).click();
      await admin.getByText('User promoted').waitFor();
      await user.reload();
      await user.getByRole('link', { name: 'Admin Dashboard' }).waitFor();

      // Edit (asks first, naming the change): back to a plain tier-2 user; the button goes away.
      await row.click();
      await admin.waitForURL(/#\/users\/\d+$/);
      await admin.getByLabel('Role').click();
      await admin.getByRole('option', { name: 'User' }).click();
      await admin.getByLabel('Tier').click();
      await admin.getByRole('option', { name: '2 Premium' }).click();
      await expectAccessible(admin, 'back office: user edit');
      await admin.getByRole('button', { name: 'Save' }).click();
      const confirm = admin.getByRole('dialog');
      await confirm.getByText(`Save the changes to ${username}?`).waitFor();
      await confirm.getByText(/role “admin” → “user”; tier 999 Admin → 2 Premium/).waitFor();
      await snap(admin, 'admin-edit-confirm-1440');
      await confirm.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('User Updated').waitFor();
      await user.reload();
      await user.getByText('Welcome back, Una User!').waitFor();
      await expect.poll(() => user.evaluate(() => JSON.parse(localStorage.getItem('karaoke-party-user') ?? '{}').subscriptionTier)).toBe(2);
      expect(await user.getByText('Admin Dashboard').count()).toBe(0);

      // An admin may watch anyone's room without being told 'Removed from Room'.
      const watcher = await adminContext.newPage();
      await watcher.goto(`${baseUrl}/room/${room.roomId}`);
      await watcher.getByText('Admin access').waitFor();
      await watcher.waitForTimeout(3000);
      expect(await watcher.getByText('Removed from Room').count()).toBe(0);
      expect(watcher.url()).toBe(`${baseUrl}/room/${room.roomId}`);
      await watcher.close();

      // Kick: the user's next call answers 401, so the party app forgets them and goes to sign-in.
      expect((await adminContext.request.post(`${baseUrl}/api/admin/users/${me.userId}/kick`)).status()).toBe(200);
      await user.reload();
      await user.waitForURL(`${baseUrl}/login`);
      await user.getByRole('status').getByText('Not logged in').waitFor();
      expect(await user.evaluate(() => localStorage.getItem('karaoke-party-user'))).toBeNull();
      await snap(user, 'kicked-login-390');

      await userContext.close();
      await adminContext.close();
    },
    // Two browsers, every tab checked by axe-core, a password reset and three role changes.
    120_000,
  );

  it('sends a signed-out visitor from a back office address to sign in, calmly, and back to that address after', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/#/users?displayedFilters=%7B%7D&filter=%7B%22q%22%3A%22admin%22%7D`);
    await page.waitForURL(/\/login\?next=%2Fadmin%2F%23%2Fusers/);
    // The sign-in screen has loaded: the notice raised on the way there has moved into the app
    // shell's toast place (entering again) before it is read and checked (axe read it mid-fade).
    await page.getByLabel('Username').waitFor();
    const toast = page.getByRole('status');
    await toast.getByText('Access Denied').waitFor();
    await toast.getByText("You need to be logged in to access this page. Sign in and you'll be taken back to the back office.").waitFor();
    // Signing in is all it takes: a plain notice, not a red refusal.
    expect(await toast.getAttribute('class')).not.toMatch(/MuiAlert-filledError/);
    await snap(page, 'admin-signed-out-login-1440');
    await expectAccessible(page, 'sign-in, sent from the back office');

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/admin/#/users?displayedFilters=%7B%7D&filter=%7B%22q%22%3A%22admin%22%7D`);
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Users' }).getByRole('row').filter({ hasText: E2E_ADMIN.username }).first().waitFor();
    await snap(page, 'admin-returned-users-1440');
    await context.close();
  });

  // Each section is visited and checked: about 25 s a size on a quiet machine.
  it.each([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])("follows the party app's dark theme, every section readable (axe), at $width px", { timeout: 120_000 }, async (viewport) => {
    const context = await session.browser.newContext({ viewport, colorScheme: 'light' });
    const page = await context.newPage();
    await signIn(page, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
    // The party app's theme switch saves the choice here (frontend/src/app/theme.tsx).
    await page.evaluate(() => localStorage.setItem('karaoke-party-ui-theme', 'dark'));
    await page.goto(`${baseUrl}/admin/`);
    await page.getByRole('region', { name: 'Total users' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('.layout') ?? document.body).backgroundColor);
    // react-admin's dark page background, not its light #fafafb.
    expect(background).toBe('rgb(49, 49, 49)');
    const wide = viewport.width > 600;
    await snap(page, `admin-dark-analytics-${viewport.width}`);
    await expectAccessible(page, `back office dark: Analytics at ${viewport.width}`);
    for (const [tab, ready] of [
      ['Users', () => page.getByRole('tabpanel', { name: 'Users' }).getByRole('row').nth(1)],
      [
        'Rooms',
        () =>
          page
            .getByRole('tabpanel', { name: 'Rooms' })
            .getByText(/^(Owner|No Room.* yet\.?)$/)
            .first(),
      ],
      [
        'Plan requests',
        () =>
          page
            .getByRole('tabpanel', { name: 'Plan requests' })
            .getByText(/^(Waiting|No plan request here\.|No .* found\.?)$/i)
            .first(),
      ],
      ['API Tracker', () => page.getByRole('region', { name: "Today's quota" })],
      ['Jobs', () => page.getByRole('table', { name: 'Jobs' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await ready().waitFor();
      if (wide || tab === 'Users') await snap(page, `admin-dark-${tab.toLowerCase().replace(' ', '-')}-${viewport.width}`);
      await expectAccessible(page, `back office dark: ${tab} at ${viewport.width}`);
    }
    // Back to light in the party app: the back office follows on its next load.
    await page.evaluate(() => localStorage.setItem('karaoke-party-ui-theme', 'light'));
    await page.reload();
    await page.getByRole('table', { name: 'Jobs' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.layout') ?? document.body).backgroundColor)).toBe('rgb(250, 250, 251)');
    await context.close();
  });
});
