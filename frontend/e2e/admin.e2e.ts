import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
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
      const adminContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const admin = await adminContext.newPage();
      await signIn(admin, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
      await admin.getByRole('link', { name: 'Admin Dashboard' }).click();
      await admin.waitForURL(`${baseUrl}/admin/**`);
      await admin.getByRole('tab', { name: 'Analytics' }).waitFor();
      await admin.getByText('Total users').first().waitFor();
      await snap(admin, 'admin-analytics-1280');
      await expectAccessible(admin, 'back office: Analytics');

      await admin.getByRole('tab', { name: 'Rooms' }).click();
      await admin.getByText('Una’s party').waitFor();
      await expectAccessible(admin, 'back office: Rooms');

      await admin.getByRole('tab', { name: 'API Tracker' }).click();
      await admin.getByText(/quota/i).first().waitFor();
      await snap(admin, 'admin-tracker-1280');
      await expectAccessible(admin, 'back office: API Tracker');

      await admin.getByRole('tab', { name: 'Users' }).click();
      const row = admin.getByRole('row').filter({ hasText: username });
      await row.waitFor();
      await snap(admin, 'admin-users-1280');
      await expectAccessible(admin, 'back office: Users');

      // The page-number input is clamped to 1..total pages.
      const pageInput = admin.getByRole('spinbutton', { name: /^Page number, 1 to \d+$/ });
      await pageInput.fill('999');
      await pageInput.press('Enter');
      await expect.poll(() => pageInput.inputValue()).toBe((await pageInput.getAttribute('max')) ?? '1');

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
      await snap(admin, 'admin-edit-confirm-1280');
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
  );
});
