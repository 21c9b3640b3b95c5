import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { countingChromiumCpu } from './chromium-cpu';
import { FULL_CHROMIUM, joinAsGuest, LAUNCH_ARGS, signedInHost, snap, withBrowser } from './browser';
import { watchContext } from './failure-report';

const DIST_SW = path.resolve(import.meta.dirname, '../dist/sw.js');

/**
 * The party app as an installed app (docs/performance.md §8): Chromium finds nothing missing to
 * install it from the guest's and the host's room; a phone that opened the room once opens it
 * again without the network (from the service worker's cache) and says it is reconnecting; a new
 * version is offered with Update instead of reloading by itself.
 */

/** Chromium's own reasons not to offer installing the page (none: installable). */
async function installabilityErrors(page: Page): Promise<unknown[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  await cdp.detach();
  return installabilityErrors;
}

/** Waits until the service worker controls the page: installed and precached, then in charge from the next load. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

describe('the party app as an installed app', () => {
  // Notifications are shown only by the whole browser (launch in browser.ts).
  const session = withBrowser({ full: true });
  const contexts: BrowserContext[] = [];
  const profiles: string[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
    for (const dir of profiles) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  async function party(name: string): Promise<{ host: Page; code: string; roomId: string }> {
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(hostContext);
    const host = await signedInHost(hostContext, session.baseUrl, 'Pia Host', 'pwahost');
    const created = await hostContext.request.post(`${session.baseUrl}/api/rooms`, { headers: { Origin: session.baseUrl }, data: { name } });
    expect(created.status()).toBe(201);
    const room = (await created.json()) as { roomId: string; code: string };
    await host.goto(`${session.baseUrl}/room/${room.roomId}`);
    await host.getByRole('heading', { name }).waitFor();
    return { host, ...room };
  }

  /** A browser profile of its own: Chromium never offers to install from an incognito window, which a plain context is. */
  async function profile(viewport: { width: number; height: number }): Promise<BrowserContext> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
    const context = await countingChromiumCpu(() =>
      chromium.launchPersistentContext(dir, {
        executablePath: FULL_CHROMIUM,
        headless: true,
        args: LAUNCH_ARGS,
        viewport,
      }),
    );
    profiles.push(dir);
    contexts.push(context);
    await watchContext(context);
    return context;
  }

  it('is installable from the guest’s and the host’s room', async () => {
    const hostContext = await profile({ width: 1280, height: 900 });
    const host = await signedInHost(hostContext, session.baseUrl, 'Ina Host', 'pwainstall');
    const created = await hostContext.request.post(`${session.baseUrl}/api/rooms`, { headers: { Origin: session.baseUrl }, data: { name: 'Install Night' } });
    const { roomId, code } = (await created.json()) as { roomId: string; code: string };
    await host.goto(`${session.baseUrl}/room/${roomId}`);
    await host.getByRole('heading', { name: 'Install Night' }).waitFor();
    const guest = await (await profile({ width: 390, height: 844 })).newPage();
    await guest.goto(`${session.baseUrl}/guest?code=${code}`);
    await guest.getByLabel('Your Name').fill('Ivy');
    await guest.getByRole('button', { name: 'Join Room' }).click();
    await guest.getByText('Welcome to Install Night!').waitFor();
    const manifest = (await (await guest.request.get(`${session.baseUrl}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Karaoke Party', short_name: 'Karaoke', display: 'standalone', start_url: '/' });
    for (const page of [guest, host]) {
      await controlled(page);
      await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);
    }
  });

  it('opens the room again without the network, says it is reconnecting, and comes back', async () => {
    const { code } = await party('Offline Night');
    const { context, page: guest } = await joinAsGuest(session.browser, session.baseUrl, code, 'Otto');
    contexts.push(context);
    await controlled(guest);
    await guest.getByText('Welcome to Offline Night!').waitFor();

    await context.setOffline(true);
    await guest.reload();
    // The app, from the cache: not the browser's error page, and nothing stale from the API.
    await guest.getByRole('status').getByText('Reconnecting…').waitFor();
    expect(await guest.getByText('Welcome to Offline Night!').count()).toBe(0);
    await snap(guest, 'pwa-offline-guest-390');

    await context.setOffline(false);
    await guest.getByText('Welcome to Offline Night!').waitFor({ timeout: 20_000 });
  });

  it('shows a "your turn" push as a notification that leads to the room', async () => {
    const { code, roomId } = await party('Push Night');
    const { context, page: guest } = await joinAsGuest(session.browser, session.baseUrl, code, 'Pat');
    contexts.push(context);
    await context.grantPermissions(['notifications'], { origin: session.baseUrl });
    await controlled(guest);
    // The push service's delivery, as Chromium hands a decrypted message to the worker.
    const cdp = await context.newCDPSession(guest);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${session.baseUrl}/`);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const message = { title: "You're on!", body: 'Total Eclipse of the Heart', url: `/room/${roomId}`, tag: `turn-${roomId}` };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: session.baseUrl, registrationId: await registrationId, data: JSON.stringify(message) });
    const shown = () =>
      guest.evaluate(() =>
        navigator.serviceWorker.ready
          .then((registration) => registration.getNotifications())
          .then((notifications) => notifications.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }))),
      );
    await expect.poll(shown).toEqual([{ title: "You're on!", body: 'Total Eclipse of the Heart', tag: `turn-${roomId}`, data: { url: `/room/${roomId}` } }]);
    await cdp.detach();
  });

  it('offers Update when a new version is deployed, and takes it only on the tap', async () => {
    const { code } = await party('Update Night');
    const { context, page: guest } = await joinAsGuest(session.browser, session.baseUrl, code, 'Uma');
    contexts.push(context);
    await controlled(guest);
    // The next deployment: the same worker with different bytes, as any new build's is. The server
    // reads the file at each request (the worker's script is fetched by the browser itself, which
    // no route of the page intercepts); it is put back after the test.
    const current = fs.readFileSync(DIST_SW, 'utf8');
    let offer;
    try {
      fs.writeFileSync(DIST_SW, `${current}\n// the next version\n`);
      await guest.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
      offer = guest.getByRole('status').filter({ hasText: 'A new version of Karaoke Party is ready.' });
      await offer.waitFor();
    } finally {
      fs.writeFileSync(DIST_SW, current);
    }
    await snap(guest, 'pwa-update-offer-390');
    // Nothing reloads by itself: the room stays as it is until the tap.
    expect(await guest.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting !== null))).toBe(true);

    const reloaded = guest.waitForEvent('load');
    await offer.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await guest.getByText('Welcome to Update Night!').waitFor();
    expect(await guest.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null))).toBeNull();
    expect(await offer.count()).toBe(0);
  });
});
