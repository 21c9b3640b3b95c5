import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, joinAsGuest, signedInHost, snap, withBrowser, withPlayerStandIn } from './browser';

/**
 * Singers without a phone (docs/product.md "Singers without a phone"): the host adds Grandma Rose
 * from a phone, queues a song for her, her turn shows on the host's phone and on the stage, and
 * her song plays as hers; a guest may queue for her once the host lets everyone help.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TV = { width: 1920, height: 1080 };

describe('singers without a phone', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  /** Searches in the open Add Song dialog and adds the first result; answers its title. */
  async function addFirstResult(page: Page, words: string): Promise<string> {
    await page.getByLabel('Search for a song').fill(words);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: words }).first();
    await result.waitFor();
    const title = (await result.locator('[title]').first().getAttribute('title')) ?? '';
    await result.getByRole('button', { name: 'Add' }).click();
    return title;
  }

  /** The host's look at the people list, light and dark. */
  async function looks(page: Page, name: string): Promise<void> {
    await snap(page, `${name}-light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, `${name}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('the host adds Grandma Rose, queues her song, and the stage calls her up and plays it as hers', async () => {
    const hostContext = await session.browser.newContext(PHONE);
    await withPlayerStandIn(hostContext, { durationMs: 6000 });
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host', 'phoneless');
    const { roomId, code } = await createRoom(host, 'Family Night');
    const guest = (await joinAsGuest(session.browser, baseUrl, code, 'Maya')).page;

    // The host names her: a look-alike of Maya's name is refused with its sentence, then Grandma Rose is in.
    await host.getByRole('button', { name: 'Add a singer without a phone' }).click();
    const dialog = host.getByRole('dialog', { name: 'Add a singer without a phone' });
    await dialog.getByRole('textbox', { name: 'Their name' }).fill('MAYA');
    await dialog.getByRole('button', { name: 'Add singer' }).click();
    await dialog.getByText(/^Someone in this room is already called MAYA/).waitFor();
    await snap(host, 'phoneless-dialog-refused-390');
    await dialog.getByRole('textbox', { name: 'Their name' }).fill('Grandma Rose');
    await dialog.getByRole('button', { name: 'Add singer' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Everyone's people list shows her with the "no phone" mark.
    const roseRow = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Grandma Rose' });
    await roseRow(host).getByRole('img', { name: 'No phone' }).waitFor();
    await roseRow(guest).getByRole('img', { name: 'No phone' }).waitFor();
    expect(await roseRow(guest).getByRole('button', { name: 'Add a song for Grandma Rose' }).count()).toBe(0);
    await roseRow(host).scrollIntoViewIfNeeded();
    await looks(host, 'phoneless-people-host-390');
    await expectAccessible(host, 'people list with a singer without a phone (host, phone)');

    // The host queues a song for her: hers in the queue, and her turn on the host's phone.
    await roseRow(host).getByRole('button', { name: 'Add a song for Grandma Rose' }).click();
    await host.getByRole('dialog', { name: 'A song for Grandma Rose' }).waitFor();
    const title = await addFirstResult(host, 'moon river');
    await host.getByText('Added for Grandma Rose').first().waitFor();
    await host.getByRole('button', { name: 'Close' }).click();
    const firstRow = (page: Page) => page.getByTestId('queue-item').first();
    await expect.poll(() => firstRow(guest).innerText()).toContain('Grandma Rose');
    await host.getByTestId('phoneless-turn').getByText('Grandma Rose is up next — hand them the mic!').waitFor();
    await looks(host, 'phoneless-turn-host-390');

    // The host lets everyone help: Maya's phone offers "Add a song" for her now.
    await host.getByRole('switch', { name: 'Everyone can add songs for singers without a phone' }).click();
    await roseRow(guest).getByRole('button', { name: 'Add a song for Grandma Rose' }).waitFor();
    await snap(guest, 'phoneless-people-guest-helper-390');

    // The stage (a TV at 1920×1080) calls her up by name, then plays her song as hers.
    const stage = await hostContext.newPage();
    await stage.setViewportSize(TV);
    await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
    await stage.getByLabel(`Up next: Grandma Rose — ${title}`).waitFor({ timeout: 20_000 });
    await stage.getByRole('alert').getByText('Grandma Rose is up next — hand them the mic!').waitFor();
    await snap(stage, 'phoneless-stage-up-next-1920');
    await stage.getByRole('alert').getByText('Grandma Rose is on!').waitFor({ timeout: 30_000 });
    await snap(stage, 'phoneless-stage-on-1920');
    await host.getByTestId('phoneless-turn').getByText('Grandma Rose is on!').waitFor();

    // Played, to its end, as hers: tonight's songs say she sang it.
    await expect
      .poll(
        async () => {
          const history = await (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}/history`)).json();
          return (history.songs ?? history.items ?? []).map((s: { singer: string; title: string; endedAt: string | null }) => [
            s.singer,
            s.title,
            s.endedAt !== null,
          ]);
        },
        { timeout: 30_000 },
      )
      .toContainEqual(['Grandma Rose', title, true]);
    await stage.close();
  });

  it('reads right to left in Arabic', async () => {
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host', 'phonelessar');
    await createRoom(host, 'Family Night');
    await host.getByRole('button', { name: 'Add a singer without a phone' }).click();
    await host.getByRole('textbox', { name: 'Their name' }).fill('الجدة روز');
    await host.getByRole('button', { name: 'Add singer' }).click();
    await host.getByRole('img', { name: 'No phone' }).waitFor();
    await host.evaluate(() => localStorage.setItem('karaoke-party-language', 'ar'));
    await host.reload();
    await host.getByRole('img', { name: 'بلا هاتف' }).waitFor();
    expect(await host.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await looks(host, 'phoneless-people-ar-1280');
    await host.setViewportSize({ width: 390, height: 844 });
    await host.getByRole('button', { name: 'إضافة مغنٍّ بلا هاتف' }).scrollIntoViewIfNeeded();
    await looks(host, 'phoneless-people-ar-390');
    await host.getByRole('button', { name: 'إضافة مغنٍّ بلا هاتف' }).click();
    await host.getByRole('dialog').waitFor();
    await looks(host, 'phoneless-dialog-ar-390');
  });
});
