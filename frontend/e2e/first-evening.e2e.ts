import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { queueSong, signedInHost, snap, withBrowser } from './browser';

/**
 * The first evening on phones, as a walk with real users found it: the singer sees the reactions
 * while singing, notices and the + button leave the queue readable, a guest who removes their own
 * song is told so in the second person with Undo, Escape goes to the dialog, every button shows a
 * keyboard ring, the theme is a menu, the host's row buttons line up, and Arabic screens keep Latin
 * titles and names whole. axe-core checks each screen, light and dark.
 */
const ar = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../src/i18n/locales/ar.json'), 'utf8')) as Record<string, string>;
const FSI = '\u2068';
const PDI = '\u2069';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

function device(width: number, locale?: string) {
  const phone = width < 600;
  return { viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, ...(locale ? { locale } : {}) };
}

async function inBothThemes(page: Page, screen: string, shot: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The switch animates the buttons' colours: let it settle.
    await page.waitForTimeout(400);
    await expectAccessible(page, `${screen} (${colorScheme})`);
    await snap(page, `${shot}-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A host's room (rotation, three songs a guest) through the API, the host's page on it. */
async function partyRoom(browser: Browser, baseUrl: string, width: number, name: string) {
  const context = await browser.newContext(device(width));
  const page = await signedInHost(context, baseUrl, 'Rita Host', 'evening');
  const created = await context.request.post(`${baseUrl}/api/rooms`, { data: { name } });
  expect(created.status()).toBe(201);
  const { roomId, code } = (await created.json()) as { roomId: string; code: string };
  const settings = { maxSongsPerUser: 5, maxSongsPerGuest: 3, queueMode: 'rotation' };
  expect((await context.request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings } })).status()).toBe(200);
  return { context, page, roomId, code };
}

async function guestJoins(browser: Browser, baseUrl: string, code: string, name: string, width: number, texts?: Record<string, string>) {
  const context = await browser.newContext(device(width, texts ? 'ar' : undefined));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/guest?code=${code}`);
  await page.getByLabel(texts?.['Your Name'] ?? 'Your Name').fill(name);
  await page.getByRole('button', { name: texts?.['Join Room'] ?? 'Join Room' }).click();
  await page.waitForURL(/\/room\//);
  return { context, page };
}

describe('the first evening on phones', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  for (const width of [390, 1280] as const) {
    it(`keeps the singer's screen readable and the guest told in their own words (${width} px)`, async () => {
      const host = await partyRoom(session.browser, baseUrl, width, 'Bash');
      const { context, page } = await guestJoins(session.browser, baseUrl, host.code, 'Sofía', width);
      await queueSong(context, baseUrl, host.roomId, 'eveSofia001', 'Whitney Houston - I Wanna Dance With Somebody (Who Loves Me) Karaoke Version');
      await queueSong(context, baseUrl, host.roomId, 'eveSofia002', 'Queen - Bohemian Rhapsody (Official Karaoke Instrumental)');
      await queueSong(host.context, baseUrl, host.roomId, 'eveHost0001', 'ABBA - Dancing Queen (Karaoke Version with Lyrics)');
      await queueSong(host.context, baseUrl, host.roomId, 'eveHost0002', 'Toto - Africa (Karaoke)');
      expect((await host.context.request.post(`${baseUrl}/api/rooms/${host.roomId}/play-next`)).status()).toBe(200);

      // Singing: the reactions are in the first screenful, over the song's picture, and the queue follows at once.
      await page.getByTestId('your-turn').waitFor();
      const bar = page.getByTestId('reaction-bar');
      await bar.waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The "You're on!" toast sits in the page under the header, not over it.
      await page.getByRole('status').filter({ hasText: "You're on!" }).waitFor();
      expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual(page.viewportSize()!.height);
      const picture = await box(page.getByTestId('reaction-bar').locator('xpath=..'));
      expect(overlaps(await box(bar), picture)).toBe(true);
      await inBothThemes(page, 'singer with reactions and a docked notice', `evening-singer-${width}`);

      // A guest removes their own song: said in the second person, with Undo; no row is covered by the notice.
      await page.getByRole('button', { name: 'Remove: Queen - Bohemian Rhapsody (Official Karaoke Instrumental)' }).click();
      const told = page.getByRole('status').filter({ hasText: 'You removed your song' });
      await told.waitFor();
      expect(await page.getByText(/Sofía removed/).count()).toBe(0);
      if (width === 390) for (const row of await page.getByTestId('queue-item').all()) expect(overlaps(await box(row), await box(told))).toBe(false);
      await told.getByRole('button', { name: 'Undo' }).click();
      await page.getByText("'Queen - Bohemian Rhapsody (Official Karaoke Instrumental)' is back at number", { exact: false }).waitFor();

      // One add control at a time: the + floats only once "Add Song to Queue" has scrolled away.
      const inline = page.getByRole('button', { name: 'Add Song to Queue' });
      const fab = page.getByRole('button', { name: 'Add a song' });
      await inline.scrollIntoViewIfNeeded();
      await fab.waitFor({ state: 'detached' });
      if (width === 390) {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await fab.waitFor();
        expect(await inline.evaluate((el) => el.getBoundingClientRect().bottom < 0)).toBe(true);
        // Scrolled to the end, every row's text is clear of the + and its bar.
        const fabBar = await box(page.getByTestId('add-song-fab-bar'));
        for (const row of await page.getByTestId('queue-item').all()) expect(overlaps(await box(row), fabBar)).toBe(false);
        await snap(page, `evening-singer-scrolled-${width}`);
        await inline.scrollIntoViewIfNeeded();
        await fab.waitFor({ state: 'detached' });
      }

      // The keyboard: a ring on the purple button; Escape goes to the dialog, not the notice behind it.
      await inline.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await inline.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await page.getByLabel('Search for a song').fill('dancing queen');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Add' }).first().click();
      await page.getByText('Song added to the room queue').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.getByText('Song added to the room queue').count()).toBe(1);

      // The theme: a menu of three, the current one checked.
      await page.getByRole('button', { name: 'Theme: system' }).click();
      await page.getByRole('menu').waitFor();
      expect(await page.getByRole('menuitemradio').allInnerTexts()).toEqual(['Same as this device', 'Light', 'Dark']);
      expect(await page.getByRole('menuitemradio', { checked: true }).innerText()).toBe('Same as this device');
      await snap(page, `evening-theme-menu-${width}`);
      await page.getByRole('menuitemradio', { name: 'Dark' }).click();
      await page.getByRole('button', { name: 'Theme: dark' }).waitFor();
      await page.getByRole('tab', { name: 'Played' }).click();
      await page.getByTestId('played-song').first().waitFor();
      await snap(page, `evening-played-${width}-dark`);
      await expectAccessible(page, 'played tonight (dark, chosen in the menu)');

      // The host's row buttons: each row's on one line, Remove at the row's end.
      await host.page.goto(`${baseUrl}/room/${host.roomId}`);
      await host.page.getByRole('button', { name: /^Remove: Toto/ }).waitFor();
      // (By their middles: an icon button beside text buttons is shorter, on the same line.)
      for (const actions of await host.page.getByTestId('queue-row-actions').all()) {
        const middles = await actions
          .getByRole('button')
          .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => r.top + r.height / 2));
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
      }
      await inBothThemes(host.page, 'host room', `evening-host-${width}`);
      // Room Settings: the long queue-order choice is shown whole.
      await host.page.getByRole('button', { name: 'Room Settings' }).click();
      const order = host.page.getByRole('combobox', { name: 'Queue order' });
      await order.waitFor();
      expect(await order.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
      expect(await order.innerText()).toBe('Rotation: whoever has sung least goes next');
      await inBothThemes(host.page, 'room settings', `evening-settings-${width}`);
      await context.close();
      await host.context.close();
    });
  }

  it('keeps Latin titles and names whole on Arabic screens, and says "التالي" once on the board (390 and 1280 px)', async () => {
    const host = await partyRoom(session.browser, baseUrl, 1280, 'Bash');
    const { context, page } = await guestJoins(session.browser, baseUrl, host.code, 'عمر', 390, ar);
    await queueSong(host.context, baseUrl, host.roomId, 'eveArHost01', 'ABBA - Dancing Queen (Karaoke Version with Lyrics)');
    await queueSong(context, baseUrl, host.roomId, 'eveArOmar01', 'Whitney Houston - I Wanna Dance With Somebody (Who Loves Me) Karaoke Version');
    await queueSong(context, baseUrl, host.roomId, 'eveArOmar02', 'عمرو دياب - تملي معاك');

    // The welcome keeps its "!" at the end of the sentence: the room's Latin name is isolated.
    const welcome = page.getByRole('heading', { level: 1 });
    await expect.poll(() => welcome.innerText()).toBe(ar['Welcome to {name}!'].replace('{name}', `${FSI}Bash${PDI}`));
    // A Latin title is laid out left to right, so it is cut at its end ("I Wanna Dance…").
    const title = page.getByText('Whitney Houston - I Wanna Dance With Somebody (Who Loves Me) Karaoke Version').first();
    expect(await title.evaluate((el) => [el.getAttribute('dir'), getComputedStyle(el).direction])).toEqual(['auto', 'ltr']);
    await inBothThemes(page, 'room in Arabic', 'evening-ar-guest-390');

    // The board: its heading is not the first line's place.
    const board = await context.newPage();
    await board.setViewportSize({ width: 1280, height: 800 });
    await board.goto(`${baseUrl}/room/${host.roomId}?view=board`);
    const lines = board.getByTestId('board-up-next');
    await lines.first().waitFor();
    await expect.poll(() => board.getByText(ar['Next'], { exact: true }).count()).toBe(1);
    expect(await board.getByRole('heading', { level: 2 }).innerText()).toBe(ar['Coming up']);
    await expectAccessible(board, 'board in Arabic');
    await snap(board, 'evening-ar-board-1280');
    await context.close();
    await host.context.close();
  });
});
