import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { joinAsGuest, signedInHost, snap, withBrowser } from './browser';

/**
 * Fair turns on phones (docs/product.md "Fair turns"): three guests add songs, every phone shows
 * the fair order with why and when, one removes and one postpones their own song, and the host
 * plays one next from a phone.
 */
describe('fair turns', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  /** Searches in the Add Song dialog (with a chip when given) and adds the first result; answers its title. */
  async function addSong(page: Page, words: string, chip?: string): Promise<string> {
    await page.getByRole('button', { name: 'Add Song to Queue' }).click();
    await page.getByLabel('Search for a song').fill(words);
    if (chip) await page.getByRole('button', { name: chip, exact: true }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The dialog keeps the last results until the new ones arrive: wait for this search's.
    const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').filter({ hasText: words }).first();
    await result.waitFor();
    const title = (await result.locator('[title]').first().getAttribute('title')) ?? '';
    await result.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Song added to the room queue').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    return title;
  }

  const rows = (page: Page) => page.getByTestId('queue-item');
  const titles = async (page: Page) =>
    (await rows(page).allInnerTexts()).map((text) => text.split('\n').find((line) => /\(Karaoke Version\)/.test(line)) ?? text);

  it('three guests see the fair order with reasons and estimates, remove and postpone their own songs, and the host plays one next from a phone', async () => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const hostContext = await session.browser.newContext(phone);
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host', 'fair');
    await host.getByText('Create New Room').click();
    await host.getByLabel('Room name').fill('Fair Friday');
    await host.getByRole('button', { name: 'Create Room' }).click();
    await host.waitForURL(/\/room\/[^/?]+$/);
    const code = (await host.getByText(/^Code [A-Z2-9]{6}$/).innerText()).slice(5);

    const ann = (await joinAsGuest(session.browser, baseUrl, code, 'Ann')).page;
    const ben = (await joinAsGuest(session.browser, baseUrl, code, 'Ben')).page;
    const cat = (await joinAsGuest(session.browser, baseUrl, code, 'Cat')).page;

    // Ann adds two songs at once, then Ben and Cat: fair rotation puts Ann's second after everyone's first.
    const a1 = await addSong(ann, 'ann first');
    // The Lower key chip shapes the search; results name their channel, karaoke channels first.
    await ann.getByRole('button', { name: 'Add Song to Queue' }).click();
    await ann.getByLabel('Search for a song').fill('ann second');
    await ann.getByRole('button', { name: 'Lower key', exact: true }).click();
    await ann.getByRole('button', { name: 'Search', exact: true }).click();
    const lower = ann.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await lower
      .first()
      .getByText(/lower key \(Karaoke Version\)$/)
      .waitFor();
    await lower
      .first()
      .getByText(/^Sing King Karaoke/)
      .waitFor();
    expect(await lower.last().innerText()).toContain('Official Artist');
    expect(await ann.getByRole('button', { name: 'Lower key', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await snap(ann, 'fair-add-song-chips-390');
    await expectAccessible(ann, 'add song dialog with chips (guest, phone)');
    await lower.first().getByRole('button', { name: 'Add' }).click();
    await ann.getByText('Song added to the room queue').waitFor();
    await ann.getByRole('button', { name: 'Close' }).click();
    const b1 = await addSong(ben, 'ben first');
    const b2 = await addSong(ben, 'ben second');
    const c1 = await addSong(cat, 'cat first');

    await expect.poll(() => rows(ben).count()).toBe(5);
    const reasons = async (page: Page) => page.getByTestId('queue-reason').allInnerTexts();
    await expect
      .poll(() => reasons(ben))
      .toEqual([
        "Ann's 1st song · first round",
        "Ben's 1st song · first round",
        "Cat's 1st song · first round",
        "Ann's 2nd song · after everyone's 1st turn",
        "Ben's 2nd song · after everyone's 1st turn",
      ]);
    // Every waiting song says when it starts; each phone its own first song's place and wait.
    for (const text of await rows(ben).allInnerTexts()) expect(text).toMatch(/in (~\d+|<1) min/);
    await ben.getByText(/^Yours: #2 · (~\d+|<1) min, #5$/).waitFor();
    await ann.getByText(/^Yours: #1 · (~\d+|<1) min, #4$/).waitFor();
    await snap(ben, 'fair-queue-guest-390');
    await expectAccessible(ben, 'room with fair queue (guest, phone)');

    // Guests touch only their own songs: Ben sees no buttons on Ann's.
    await expect(rows(ben).filter({ hasText: a1 }).getByRole('button').count()).resolves.toBe(0);

    // Ann removes her second song; Ben lets the others go first with his first.
    await ann.getByRole('button', { name: /^Remove: ann second/ }).click();
    await expect.poll(() => rows(ann).count()).toBe(4);
    await ben.getByRole('button', { name: `Let others go first: ${b1}` }).click();
    await expect
      .poll(() => reasons(cat))
      .toEqual([
        "Ann's 1st song · first round",
        "Cat's 1st song · first round",
        "Ben's 1st song · Ben let others go first",
        "Ben's 2nd song · after everyone's 1st turn",
      ]);
    await snap(cat, 'fair-queue-after-own-changes-390');

    // The host, on a phone, plays Ben's second song next: it goes to the top, the rest keep their order.
    await rows(host).filter({ hasText: b2 }).waitFor();
    await snap(host, 'fair-queue-host-390');
    await expectAccessible(host, 'room with fair queue (host, phone)');
    await host.getByRole('button', { name: `Play next: ${b2}` }).click();
    await expect
      .poll(() => reasons(ann))
      .toEqual([
        "Ben's 1st song · moved up by the host",
        "Ann's 1st song · first round",
        "Cat's 1st song · first round",
        "Ben's 2nd song · Ben let others go first",
      ]);
    expect((await titles(ann)).map((line) => line.trim())).toEqual([b2, a1, c1, b1].map((title) => title.trim()));
    await snap(host, 'fair-queue-host-after-play-next-390');
    await snap(ann, 'fair-queue-guest-after-play-next-390');
    // The same screens in the dark theme, and the host's on a desktop.
    await ann.emulateMedia({ colorScheme: 'dark' });
    await snap(ann, 'fair-queue-guest-dark-390');
    await expectAccessible(ann, 'room with fair queue (guest, phone, dark)');
    await host.setViewportSize({ width: 1280, height: 900 });
    await snap(host, 'fair-queue-host-1280');
    await host.emulateMedia({ colorScheme: 'dark' });
    await snap(host, 'fair-queue-host-dark-1280');
  });
});
