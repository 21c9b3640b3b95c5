import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, snap, withBrowser } from './browser';
import { E2E_ADMIN, E2E_BETA_CODE } from './global-setup';

// Each payload would set window.__pwned (or open a dialog) if the app put it into the page as markup.
const HOST_NAME = '<img src=x onerror=window.__pwned=1>';
const GUEST_NAME = "Bob'); DROP TABLE users;--";
const ROOM_NAME = '<script>window.__pwned=2</script><b>Bold</b> & "quotes"';
const SONG_TITLE = '<svg onload=alert(document.domain)> {{constructor.constructor("window.__pwned=3")()}}';

/** A page that records whether any injected script ran: a dialog opened or window.__pwned was set. */
async function watchedPage(context: BrowserContext, dialogs: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return page;
}

async function expectNoScriptRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nothing from the payloads became an element: they are text.
  expect(await page.locator('img[src="x"], svg[onload], script:not([src]):not([type])').count()).toBe(0);
}

describe('markup in names and titles is shown as text', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it(
    'hostile display names, room names and song titles are stored as typed ' + 'and shown as text in the party app and the back office; no script runs',
    async () => {
      const dialogs: string[] = [];
      const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const username = `xss${Date.now()}`;
      expect(
        (
          await hostContext.request.post(`${baseUrl}/api/auth/register`, {
            data: { username, displayName: HOST_NAME, password: 'secret-123', betaCode: E2E_BETA_CODE },
          })
        ).status(),
      ).toBe(201);
      const host = await watchedPage(hostContext, dialogs);
      await signIn(host, baseUrl, username, 'secret-123', /\/(dashboard|admin)/);

      // The room is created through the dialog, with markup in its name.
      await host.getByText('Create New Room').click();
      await host.getByLabel('Room name').fill(ROOM_NAME);
      await host.getByRole('button', { name: 'Create Room' }).click();
      await host.waitForURL(/\/room\/[^/?]+$/);
      const roomId = host.url().split('/room/')[1];
      const code = (await host.getByText(/^Code [A-Z2-9]{6}$/).innerText()).slice(5);

      // A guest with SQL in their name joins through the form and queues a song titled with markup.
      const guestContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const guest = await watchedPage(guestContext, dialogs);
      await guest.goto(`${baseUrl}/guest?code=${code}`);
      await guest.getByLabel('Your Name').fill(GUEST_NAME);
      await guest.getByRole('button', { name: 'Join Room' }).click();
      await guest.waitForURL(`${baseUrl}/room/${roomId}`);
      const added = await guestContext.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, {
        data: { videoId: 'xssvideo001', title: SONG_TITLE, thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg', duration: '3:00' },
      });
      expect(added.status()).toBe(201);

      // Stored as given.
      const room = await (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}`)).json();
      expect(room.name).toBe(ROOM_NAME);
      const queue = await (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}/queue`)).json();
      expect(queue.items[0]).toMatchObject({ title: SONG_TITLE, addedBy: GUEST_NAME });

      // Shown as typed, on the host's screen and the guest's phone.
      await host.getByRole('list', { name: 'Active users' }).getByText(GUEST_NAME, { exact: true }).waitFor();
      await host.getByTestId('queue-item').filter({ hasText: SONG_TITLE }).waitFor();
      await host.getByText(ROOM_NAME, { exact: true }).first().waitFor();
      await host.getByRole('button', { name: 'Play Next', exact: true }).click();
      await host.getByText(`Added by ${GUEST_NAME}`).waitFor();
      await host.getByText(SONG_TITLE, { exact: true }).first().waitFor();
      await guest.getByText(SONG_TITLE, { exact: true }).first().waitFor();
      await guest.getByText(`Welcome to ${ROOM_NAME}!`).waitFor();
      await host.goto(`${baseUrl}/dashboard`);
      await host.getByText(ROOM_NAME, { exact: true }).first().waitFor();
      await host.getByText(HOST_NAME).first().waitFor();
      await snap(host, 'markup-dashboard-1280');
      await expectNoScriptRan(host, dialogs);
      await expectNoScriptRan(guest, dialogs);

      // The back office shows the same names as text.
      const adminContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const admin = await watchedPage(adminContext, dialogs);
      await signIn(admin, baseUrl, E2E_ADMIN.username, E2E_ADMIN.password, /\/(dashboard|admin)/);
      await admin.goto(`${baseUrl}/admin/#/users`);
      await admin.getByText(HOST_NAME, { exact: true }).first().waitFor();
      await admin.goto(`${baseUrl}/admin/#/rooms`);
      await admin.getByText(ROOM_NAME, { exact: true }).first().waitFor();
      await snap(admin, 'markup-admin-rooms-1280');
      await expectNoScriptRan(admin, dialogs);

      await adminContext.close();
      await guestContext.close();
      await hostContext.close();
    },
  );
});
