import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, snap } from './browser';

const E2E_BETA_CODE = 'E2E-BETA';

describe('browser journeys', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('shows the 404 screen for an unknown path (history fallback)', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${baseUrl}/this/does/not/exist`);
    await page.getByText('404 Page Not Found').waitFor();
    await snap(page, 'not-found-375');
    await page.close();
  });

  it('sends a signed-out visitor from the landing to sign-in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl);
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await snap(page, 'login-1280');
    await page.close();
  });

  it('signs up with a beta code, signs in and reaches the dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const username = `singer${Date.now()}`;
    await page.goto(`${baseUrl}/register`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Display name').fill('Sam Singer');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByLabel('Beta access code').fill(E2E_BETA_CODE);
    await snap(page, 'register-375');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Account created!').waitFor();

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('secret-123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Welcome back!').waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'kp_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Start Hosting' }).waitFor();
    await snap(page, 'landing-375');
    await context.close();
  });

  it('keeps a non-admin out of the back office', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/admin/`);
    await page.waitForURL(`${baseUrl}/login`);
    await page.close();
  });
});
