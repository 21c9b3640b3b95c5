import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, joinAsGuest, signedInHost, signIn, snap, withBrowser } from './browser';
import { E2E_ADMIN } from './global-setup';

async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('karaoke-party-ui-theme', value), theme);
  await page.reload();
}

/**
 * Plans that fit a party (docs/product.md): a host asks for Premium on /plans; it is approved in
 * the back office with one tap (1280 px, dark) or on the host's own screen with the administrator's
 * sign-in (390 px, light); the open room has Premium's limits at once on the host's and a guest's
 * screens, without a reload.
 */
describe('asking for a bigger plan', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it.each([
    ['light', 390, 'here'],
    ['dark', 1280, 'back office'],
  ] as const)('is approved and reaches the open room at once (%s, %i px, approved %s)', { timeout: 120_000 }, async (theme, width, where) => {
    const hostContext = await session.browser.newContext({ viewport: { width, height: 900 } });
    const host = await signedInHost(hostContext, baseUrl, 'Maya Host', `plan${theme}`);
    const { code } = await createRoom(host, `Maya's ${theme} party`);
    await inTheme(host, theme);
    const { page: guest, context: guestContext } = await joinAsGuest(session.browser, baseUrl, code, 'Gus Guest');
    // Basic: 4 guests and an hour, with the way to bigger plans.
    await host.getByText('Guests: 1 / 4').waitFor();
    await guest.getByLabel(/^Room time left: \d\d?:\d\d$/).waitFor();
    await host.getByRole('link', { name: 'Upgrade for longer, bigger parties.' }).waitFor();

    const plans = await hostContext.newPage();
    await plans.goto(`${baseUrl}/plans`);
    await plans.getByRole('button', { name: 'Ask for Premium' }).click();
    await plans.getByText('Your request for Premium is waiting').waitFor();
    await expectAccessible(plans, `plans, a request waiting (${theme})`);
    await snap(plans, `plans-waiting-${theme}-${width}`);

    if (where === 'here') {
      await plans.getByRole('button', { name: 'I run this server' }).click();
      const form = plans.getByRole('form', { name: 'Approve as the administrator' });
      await form.getByRole('textbox', { name: /Administrator username/ }).fill(E2E_ADMIN.username);
      await form
        .getByLabel(/Administrator password/)
        .first()
        .fill(E2E_ADMIN.password);
      await expectAccessible(plans, `plans, approving here (${theme})`);
      await snap(plans, `plans-approve-here-${theme}-${width}`);
      await form.getByRole('button', { name: 'Approve now' }).click();
      await plans.getByText("You're on Premium", { exact: true }).waitFor();
    } else {
      const adminContext = await session.browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
      const admin = await adminContext.newPage();
      await signIn(admin, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
      await admin.evaluate((value) => localStorage.setItem('karaoke-party-ui-theme', value), theme);
      await admin.goto(`${baseUrl}/admin/#/plan-requests`);
      const row = admin.getByRole('row').filter({ hasText: 'Maya Host' });
      await row.getByText('1 Basic').waitFor();
      await expectAccessible(admin, `back office, plan requests (${theme})`);
      await snap(admin, `admin-plan-requests-${theme}-${width}`);
      await row.getByRole('button', { name: 'Approve' }).click();
      await admin.getByText('Maya Host is on 2 Premium now: their open rooms have its limits.').waitFor();
      await adminContext.close();
    }

    // No reload anywhere: the room came with its new plan.
    await host.getByText('Guests: 1 / 10').waitFor();
    await host.getByRole('link', { name: 'Upgrade for longer, bigger parties.' }).waitFor({ state: 'detached' });
    // The guest's timer has Premium's four hours.
    await guest.getByLabel(/^Room time left: 3:5\d:\d\d$/).waitFor();
    await expectAccessible(host, `room on Premium (${theme})`);
    await snap(host, `room-premium-${theme}-${width}`);
    await guestContext.close();
    await hostContext.close();
  });
});
