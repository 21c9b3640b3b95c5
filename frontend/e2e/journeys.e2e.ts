import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { snap, withBrowser } from './browser';
import { E2E_BETA_CODE } from './global-setup';

describe('browser journeys', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('shows the 404 screen for an unknown path (history fallback)', async () => {
    const page = await (await session.browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
    await page.goto(`${baseUrl}/this/does/not/exist`);
    await page.getByText('404 Page Not Found').waitFor();
    await snap(page, 'not-found-375');
    await expectAccessible(page, '404');
    await page.context().close();
  });

  it('shows a human way on, not a blank page, when a screen cannot load (a file a new deployment replaced)', async () => {
    for (const [viewport, colorScheme] of [
      [{ width: 390, height: 844 }, 'light'],
      [{ width: 1280, height: 800 }, 'dark'],
    ] as const) {
      const context = await session.browser.newContext({ viewport, colorScheme });
      await context.route(/\/assets\/plans-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
      const page = await context.newPage();
      await page.goto(`${baseUrl}/plans`);
      await page.getByRole('alert').getByText('Something went wrong').waitFor();
      await page.getByText('This screen ran into a problem. Your room and its queue are safe on the server.').waitFor();
      await page.getByRole('button', { name: 'Reload' }).waitFor();
      await snap(page, `screen-failed-${viewport.width}-${colorScheme}`);
      await expectAccessible(page, 'a screen that could not load');
      // The way home leads out of it.
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(/\/login$/);
      await context.close();
    }
  });

  it('sends a signed-out visitor from the landing to sign-in', async () => {
    const page = await (await session.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(baseUrl);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await snap(page, 'login-1280');
    await expectAccessible(page, 'sign-in');
    await page.goto(`${baseUrl}/guest`);
    await page.getByLabel('Room Code').waitFor();
    await expectAccessible(page, 'guest join');
    await page.goto(`${baseUrl}/join`);
    await page.getByLabel('Room Code').waitFor();
    await expectAccessible(page, 'join room');
    await page.context().close();
  });

  it('signs up with a beta code, signs in and reaches the dashboard', async () => {
    const context = await session.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const username = `singer${Date.now()}`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Display name').fill('Sam Singer');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByLabel('Beta access code').fill(E2E_BETA_CODE);
    await snap(page, 'register-375');
    await expectAccessible(page, 'sign-up');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Account created!').waitFor();
    // The sign-up form stays until the sign-in screen has loaded (it is a lazy route).
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Welcome back!').waitFor();
    await expectAccessible(page, 'dashboard (phone)');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'kp_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Start Hosting' }).waitFor();
    await snap(page, 'landing-375');
    await expectAccessible(page, 'landing');

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('button', { name: 'Update Profile' }).waitFor();
    await page.getByText('Tier 1').waitFor();
    await expectAccessible(page, 'profile');
    await context.close();
  });

  it('keeps a signed-out visitor out of the back office: /login with Access Denied', async () => {
    const page = await (await session.browser.newContext()).newPage();
    await page.goto(`${baseUrl}/admin`);
    // Asked to come back once signed in (admin.e2e.ts follows that through).
    await page.waitForURL(/\/login\?next=%2Fadmin(%2F)?(%23%2F)?$/);
    const toast = page.getByRole('status');
    await toast.getByText('Access Denied').waitFor();
    await toast.getByText('You need to be logged in to access this page.', { exact: false }).waitFor();
    await snap(page, 'access-denied-login-1280');
    await expectAccessible(page, 'sign-in with Access Denied');
    // Shown once: a reload does not repeat it.
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Access Denied').count()).toBe(0);
    await page.context().close();
  });

  it('keeps a non-admin out of the back office', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const username = `plain${Date.now()}`;
    expect(
      (
        await context.request.post(`${baseUrl}/api/auth/register`, {
          data: { username, displayName: 'Pat Plain', password: 'secret-123', betaCode: E2E_BETA_CODE },
        })
      ).status(),
    ).toBe(201);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Welcome back, Pat Plain!').waitFor();
    expect(await page.getByText('Admin Dashboard').count()).toBe(0);

    // Typing the address: the party app hands over to the back office, which sends them back.
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    const toast = page.getByRole('status');
    await toast.getByText('Access Denied').waitFor();
    await toast.getByText('You need admin privileges to access this page.').waitFor();
    await snap(page, 'access-denied-dashboard-1280');
    // Still signed in: the back office did not end the session.
    expect((await context.request.get(`${baseUrl}/api/auth/me`)).status()).toBe(200);
    await page.getByText('Welcome back, Pat Plain!').waitFor();

    // The back office's own address (deep link to a list) does the same.
    await page.goto(`${baseUrl}/admin/#/users`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('status').getByText('You need admin privileges to access this page.').waitFor();
    await context.close();
  });
});
