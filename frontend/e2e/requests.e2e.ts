import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, joinAsGuest, signedInHost, snap, withBrowser, withPlayerStandIn } from './browser';

/**
 * Requests and closing time (docs/product.md "Requests and closing time"): the host approves
 * songs, two guests ask on their phones (390 px), the host approves one and declines the other
 * with a reason that reaches the guest, then sets a closing time and the stage (1920×1080) and the
 * host show "Last call".
 */
describe('requests and closing time', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  /** Searches in the Add Song dialog and asks for the first result: it waits for the host. */
  async function askFor(page: Page, words: string): Promise<string> {
    await page.getByRole('button', { name: 'Add Song to Queue' }).click();
    await page.getByLabel('Search for a song').fill(words);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: words }).first();
    await result.waitFor();
    const title = (await result.locator('[title]').first().getAttribute('title')) ?? '';
    await result.getByRole('button', { name: 'Add' }).click();
    await page.getByText('The host will see your song and add it to the queue.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    return title;
  }

  /** "HH:MM" on the browser's clock, `minutes` from now. */
  const clockIn = (page: Page, minutes: number) =>
    page.evaluate((m) => {
      const at = new Date(Date.now() + m * 60_000);
      return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    }, minutes);

  async function openStage(context: BrowserContext, roomId: string): Promise<Page> {
    const stage = await context.newPage();
    await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
    await stage.mouse.click(5, 5);
    return stage;
  }

  it('holds guests’ songs for the host, who approves one and declines one with a reason the guest sees; then Last call', async () => {
    const hostContext = await session.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await withPlayerStandIn(hostContext, { durationMs: 600_000 });
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host', 'requests');
    const { roomId, code } = await createRoom(host, 'Request Night');

    // Room Settings: the host approves songs.
    await host.getByRole('button', { name: 'Room Settings' }).click();
    await host.getByLabel('Host approves songs').check();
    await host.getByText("Guests' songs wait in your Requests lane until you approve them; yours go straight in.").waitFor();
    await snap(host, 'requests-settings-1920');
    await host.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Settings Updated').waitFor();
    await host.getByRole('heading', { name: 'Requests (0)' }).waitFor();

    const gina = (await joinAsGuest(session.browser, baseUrl, code, 'Gina')).page;
    const max = (await joinAsGuest(session.browser, baseUrl, code, 'Max')).page;
    const ginas = await askFor(gina, 'gina dancing');
    const maxs = await askFor(max, 'max ballad');

    // Each guest sees their own request waiting; nothing is in the queue yet.
    const ginaRequests = gina.getByRole('region', { name: 'Your requests' });
    await ginaRequests.getByText("Waiting for the host's approval").waitFor();
    await ginaRequests.getByText(ginas).waitFor();
    expect(await gina.getByTestId('queue-item').count()).toBe(0);
    await snap(gina, 'requests-guest-waiting-390');
    await expectAccessible(gina, 'a guest’s request waiting (phone)');

    // The host's lane, oldest first.
    const lane = host.getByRole('region', { name: 'Requests (2)' });
    await lane.waitFor();
    await expect.poll(() => lane.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining(ginas), expect.stringContaining(maxs)]);
    await snap(host, 'requests-lane-1920');
    await expectAccessible(host, 'the host’s Requests lane');

    // Approve Gina's: it joins the queue, and her phone is told.
    await lane.getByRole('button', { name: `Approve '${ginas}'` }).click();
    await gina.getByText(`Hana Host approved your song '${ginas}'`).waitFor();
    await expect.poll(() => gina.getByTestId('queue-item').count()).toBe(1);
    expect(await ginaRequests.count()).toBe(0);

    // Decline Max's with a reason: his phone says so, with the reason, on his song and in a toast.
    await host.getByRole('button', { name: `Decline '${maxs}'` }).click();
    const dialog = host.getByRole('dialog', { name: 'Decline this song?' });
    await dialog.getByLabel('Reason (optional)').fill("Let's keep it upbeat tonight");
    await snap(host, 'requests-decline-dialog-1920');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await host.getByText('Max has been told.').waitFor();
    await max.getByText(`Hana Host declined your song '${maxs}'`).waitFor();
    await max.getByText("Their reason: “Let's keep it upbeat tonight”").waitFor();
    const maxRequests = max.getByRole('region', { name: 'Your requests' });
    await maxRequests.getByText("The host declined it: “Let's keep it upbeat tonight”").waitFor();
    await snap(max, 'requests-guest-declined-390');
    await maxRequests.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => maxRequests.count()).toBe(0);
    await host.getByRole('heading', { name: 'Requests (0)' }).waitFor();

    // A closing time ten minutes from now: the host and the stage show Last call with the time left.
    await host.getByRole('button', { name: 'Room Settings' }).click();
    const closing = await clockIn(host, 10);
    await host.getByLabel('Closing time (optional)').fill(closing);
    await host.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Settings Updated').waitFor();
    await host
      .getByRole('status')
      .filter({ hasText: 'Last call' })
      .getByText(new RegExp(`^\\d+:\\d\\d left: the party closes at ${closing}\\.$`))
      .waitFor();
    await snap(host, 'requests-host-last-call-1920');
    const stage = await openStage(hostContext, roomId);
    await stage.getByRole('status').filter({ hasText: 'Last call' }).waitFor();
    await stage.getByText(new RegExp(`^(9|10):\\d\\d left: the party closes at ${closing}\\.$`)).waitFor();
    await snap(stage, 'requests-stage-last-call-1920');

    for (const context of [hostContext, gina.context(), max.context()]) await context.close();
  });
});

describe('requests and closing time: how they look', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('the lane, a guest’s requests and Last call at 390 and 1280 px, light and dark, and in Arabic', async () => {
    for (const [locale, scheme] of [
      ['en', 'light'],
      ['en', 'dark'],
      ['ar', 'light'],
    ] as const) {
      // Signed in and the room made in English; the same host then looks in the language at hand.
      const signing = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { roomId, code } = await createRoom(await signedInHost(signing, baseUrl, 'Hana Host', 'looks'), 'Request Night');
      const hostContext = await session.browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale,
        colorScheme: scheme,
        storageState: await signing.storageState(),
      });
      await signing.close();
      const host = await hostContext.newPage();
      await host.goto(`${baseUrl}/room/${roomId}`);
      // Approval on and closing in ten minutes, set through the API as the dialog does.
      const at = await host.evaluate(() => {
        const when = new Date(Date.now() + 10 * 60_000);
        return `${String(when.getHours()).padStart(2, '0')}:${String(when.getMinutes()).padStart(2, '0')}`;
      });
      const timeZone = await host.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      expect(
        (
          await hostContext.request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings: { approveSongs: true, closingTime: at, timeZone } } })
        ).status(),
      ).toBe(200);
      const guestContext = await session.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale,
        colorScheme: scheme,
      });
      // The guest joins with the code on their phone, in their language.
      const guest = await guestContext.newPage();
      await guest.goto(`${baseUrl}/guest?code=${code}`);
      await guest.getByLabel(locale === 'ar' ? 'اسمك' : 'Your Name').fill('Gina');
      await guest.getByLabel(locale === 'ar' ? 'اسمك' : 'Your Name').press('Enter');
      await guest.waitForURL(/\/room\//);
      for (const [videoId, title] of [
        ['looksDance1', 'Dancing Queen (Karaoke Version)'],
        ['looksBalla2', 'A Very Slow Ballad With A Long Title (Karaoke Version)'],
      ]) {
        const asked = await guestContext.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, { data: { videoId, title, thumbnail: null, duration: '3:30' } });
        expect(asked.status()).toBe(202);
      }
      const requests = (await (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}`)).json()).requests as { requestId: string }[];
      await hostContext.request.post(`${baseUrl}/api/rooms/${roomId}/requests/${requests[1].requestId}/decline`, {
        data: { reason: "Let's keep it upbeat tonight" },
      });
      await guestContext.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, {
        data: { videoId: 'looksThird3', title: 'Uptown Funk (Karaoke Version)', thumbnail: null, duration: '4:30' },
      });
      await host.reload();
      await host
        .locator('section')
        .filter({ has: host.getByRole('heading', { level: 2 }) })
        .first()
        .waitFor();
      await host.getByRole('status').first().waitFor();
      await snap(host, `requests-looks-host-1280-${locale}-${scheme}`);
      await guest.reload();
      await guest.locator('section[aria-label]').first().waitFor();
      await snap(guest, `requests-looks-guest-390-${locale}-${scheme}`);
      const stage = await hostContext.newPage();
      await stage.setViewportSize({ width: 1920, height: 1080 });
      await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
      await stage.getByRole('status').first().waitFor();
      await stage.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/requests-looks-stage-1920-${locale}-${scheme}.png` });
      await hostContext.close();
      await guestContext.close();
    }
  });
});
