import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import serverEs from '../../backend/src/common/i18n/locales/es';
import { createRoom, queueSong, signedInHost, snap, withBrowser } from './browser';

/**
 * The party app in the guest's language (docs/product.md "Languages"): a phone that prefers
 * Spanish sees the room in Spanish, Arabic lays it right to left, the menu's choice is kept, and a
 * pseudo-language 40 % longer than English fits the screens at 390 px.
 */
/** The right-to-left catalogs read so far: their texts isolate each value, as the app's t() does. */
const rightToLeft = new WeakSet<Record<string, string>>();
const catalog = (code: string): Record<string, string> => {
  const texts = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../src/i18n/locales', `${code}.json`), 'utf8')) as Record<string, string>;
  if (code === 'ar') rightToLeft.add(texts);
  return texts;
};
/**
 * A catalog's text with its {placeholders} filled (the journeys use plain ones only); in a
 * right-to-left language each value between the isolate marks (FSI…PDI) the app puts around it.
 */
const say = (texts: Record<string, string>, id: string, values: Record<string, string> = {}) =>
  texts[id].replace(/\{(\w+)\}/g, (_, name: string) =>
    values[name] === undefined ? `{${name}}` : rightToLeft.has(texts) ? `\u2068${values[name]}\u2069` : values[name],
  );
const PHONE = { width: 390, height: 844 };
const browserContextIn = (session: ReturnType<typeof withBrowser>, locale: string) =>
  session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });

async function guestIn(context: BrowserContext, baseUrl: string, code: string, texts: Record<string, string> | null, name: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/guest?code=${code}`);
  await page.getByLabel(texts ? texts['Your Name'] : 'Your Name').fill(name);
  await page.getByRole('button', { name: texts ? texts['Join Room'] : 'Join Room' }).click();
  await page.waitForURL(/\/room\//);
  return page;
}

/** Texts and icons cut off (without an ellipsis) by a box that hides its overflow, and a page wider than the phone. */
async function clipped(page: Page): Promise<string[]> {
  // Looked at once still: a toast sliding in is outside its box on the way.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const hides = (style: CSSStyleDeclaration) => [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
    for (const element of Array.from(document.querySelectorAll<HTMLElement | SVGElement>('body *'))) {
      const text = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!text && element.tagName.toLowerCase() !== 'svg') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const style = getComputedStyle(element);
      if (text && hides(style) && element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis') {
        found.push(`cut: ${element.textContent!.trim().slice(0, 60)}`);
        continue;
      }
      // The nearest box that hides what leaves it (a card, a hero): the text or icon must be inside it.
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (!hides(parentStyle)) continue;
        const frame = parent.getBoundingClientRect();
        if (frame.width <= 2 || frame.height <= 2 || parentStyle.textOverflow === 'ellipsis') break;
        if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1 || box.left < frame.left - 1 || box.right > frame.right + 1) {
          const named = element.closest('[aria-label], [data-testid]');
          const where = named ? ` in ${named.getAttribute('aria-label') ?? named.getAttribute('data-testid')}` : '';
          const what = (element.textContent ?? '').trim().slice(0, 60) || element.tagName;
          const span = (rect: DOMRect) => `${Math.round(rect.left)},${Math.round(rect.top)}..${Math.round(rect.right)},${Math.round(rect.bottom)}`;
          found.push(`outside its box: ${what}${where} (${span(box)} in ${span(frame)})`);
        }
        break;
      }
    }
    return found;
  });
}

describe('languages', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('shows a guest whose phone prefers Spanish the join page and the room in Spanish, and keeps a choice from the menu', async () => {
    const es = catalog('es');
    const de = catalog('de');
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = await signedInHost(hostContext, baseUrl, 'Lena Lang', 'lang');
    const { roomId, code } = await createRoom(host, 'Fiesta');

    const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'es-MX' });
    const guest = await guestIn(phone, baseUrl, code, es, 'Paco');
    await guest.getByText(say(es, 'Welcome to {name}!', { name: 'Fiesta' })).waitFor();
    expect(await guest.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['es', 'ltr']);
    await expect.poll(() => guest.getByRole('button', { name: es['Add Song to Queue'] }).count()).toBeGreaterThan(0);
    await snap(guest, 'lang-es-guest-room-390');
    await expectAccessible(guest, 'room in Spanish');

    // The server's sentences too: the queue's order reason, said again from the server's English,
    // and a refusal, which the server answers in the language the app asks for.
    await queueSong(phone, baseUrl, roomId, 'langSpain01', 'Canción (Karaoke)');
    await guest.getByText(`${say(es, "{name}'s {nth} song", { name: 'Paco', nth: '1' })} · ${es['first round']}`).waitFor();
    await snap(guest, 'lang-es-guest-reason-390');
    // Looked at once still (MUI's colour transitions): at 1280 px, then both widths in dark.
    const still = () => guest.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await guest.setViewportSize({ width: 1280, height: 800 });
    await still();
    await snap(guest, 'lang-es-guest-reason-1280');
    await guest.emulateMedia({ colorScheme: 'dark' });
    await still();
    await snap(guest, 'lang-es-guest-reason-1280-dark');
    await guest.setViewportSize(PHONE);
    await still();
    await snap(guest, 'lang-es-guest-reason-390-dark');
    await guest.emulateMedia({ colorScheme: 'light' });
    const twin = await browserContextIn(session, 'es-MX');
    const refused = await twin.newPage();
    await refused.goto(`${baseUrl}/guest?code=${code}`);
    await refused.getByLabel(es['Your Name']).fill('Paco');
    await refused.getByRole('button', { name: es['Join Room'] }).click();
    await refused
      .getByText(say(serverEs, 'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.', { name: 'Paco' }))
      .waitFor();
    await snap(refused, 'lang-es-refusal-390');
    await twin.close();

    // The menu: German, remembered on this phone across a reload.
    await guest.getByRole('button', { name: say(es, 'Language: {language}', { language: 'Español' }) }).click();
    await guest.getByRole('menuitem', { name: 'Deutsch' }).click();
    await guest.getByText(say(de, 'Welcome to {name}!', { name: 'Fiesta' })).waitFor();
    await guest.reload();
    await guest.getByText(say(de, 'Welcome to {name}!', { name: 'Fiesta' })).waitFor();
    expect(await guest.evaluate(() => document.documentElement.lang)).toBe('de');

    // The host sets the room's stage and board to Spanish: the board speaks it on any screen, the host's view stays English.
    await host.getByRole('button', { name: 'Room Settings' }).click();
    await host.getByLabel('Stage and board language').click();
    await host.getByRole('option', { name: 'Español' }).click();
    await host.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Settings Updated').waitFor();
    const board = await hostContext.newPage();
    await board.goto(`${baseUrl}/room/${roomId}?view=board`);
    await board.getByText(es['Now singing']).waitFor();
    expect(await board.evaluate(() => document.documentElement.lang)).toBe('es');
    await snap(board, 'lang-es-board-1280');
    expect(await host.evaluate(() => document.documentElement.lang)).toBe('en');
    await host.getByRole('button', { name: 'Room Settings' }).waitFor();
    await phone.close();
    await hostContext.close();
  });

  it('lays the room right to left in Arabic', async () => {
    const ar = catalog('ar');
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { roomId, code } = await createRoom(await signedInHost(hostContext, baseUrl, 'Amal Host', 'lang'), 'حفلة');
    // The same host on an Arabic phone.
    const hostPhone = await session.browser.newContext({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      locale: 'ar',
      storageState: await hostContext.storageState(),
    });
    const host = await hostPhone.newPage();
    await host.goto(`${baseUrl}/room/${roomId}`);
    await host.getByRole('button', { name: ar['Room Settings'] }).waitFor();
    expect(await host.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await clipped(host)).toEqual([]);
    const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'ar-EG' });
    const guest = await guestIn(phone, baseUrl, code, ar, 'Omar');
    await guest.getByText(say(ar, 'Welcome to {name}!', { name: 'حفلة' })).waitFor();
    // Mirrored: the logo on the right, the header's buttons on the left.
    const logo = (await guest.getByRole('link', { name: 'Karaoke Party' }).boundingBox())!;
    const language = (await guest.getByRole('button', { name: say(ar, 'Language: {language}', { language: 'العربية' }) }).boundingBox())!;
    expect(logo.x).toBeGreaterThan(language.x);
    expect(await clipped(guest)).toEqual([]);
    await snap(guest, 'lang-ar-guest-room-390');
    await snap(host, 'lang-ar-host-room-390');
    await expectAccessible(guest, 'room in Arabic');
    await phone.close();
    await hostPhone.close();
    await hostContext.close();
  });

  it('fits texts 40 % longer than English on the guest and host screens at 390 px (pseudo-language)', async () => {
    const pseudo = async (context: BrowserContext) => context.addInitScript(() => localStorage.setItem('karaoke-party-language', 'en-XA'));
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = await signedInHost(hostContext, baseUrl, 'Pia Pseudo', 'lang');
    const { roomId, code } = await createRoom(host, 'Long Words');
    expect(
      (
        await hostContext.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, {
          data: { videoId: 'langPseudo1', title: 'Pseudo Song (Karaoke)', thumbnail: null, duration: '3:00' },
        })
      ).status(),
    ).toBe(201);

    const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await pseudo(phone);
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/guest?code=${code}`);
    await page.getByRole('button', { name: /Jöíñ Rööm ~+/ }).waitFor();
    expect(await clipped(page)).toEqual([]);
    await snap(page, 'lang-pseudo-guest-join-390');
    await page.getByLabel(/Yöür Námé/).fill('Pseudo Guest');
    await page.getByRole('button', { name: /Jöíñ Rööm ~+/ }).click();
    await page.waitForURL(/\/room\//);
    await page
      .getByText(/Wélçömé tö Long Words!/)
      .first()
      .waitFor();
    await page.getByText('Pseudo Song (Karaoke)').first().waitFor();
    expect(await clipped(page)).toEqual([]);
    await snap(page, 'lang-pseudo-guest-room-390');

    // The host on a phone.
    const hostPhone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, storageState: await hostContext.storageState() });
    await pseudo(hostPhone);
    const hostPage = await hostPhone.newPage();
    await hostPage.goto(`${baseUrl}/room/${roomId}`);
    await hostPage.getByText('Pseudo Song (Karaoke)').first().waitFor();
    await hostPage.getByRole('button', { name: /Rööm Séttíñgs/ }).waitFor();
    expect(await clipped(hostPage)).toEqual([]);
    await snap(hostPage, 'lang-pseudo-host-room-390');
    await hostPage.goto(`${baseUrl}/dashboard`);
    await hostPage.getByText(/Créáté Néw Rööm/).waitFor();
    expect(await clipped(hostPage)).toEqual([]);
    await snap(hostPage, 'lang-pseudo-dashboard-390');
    await phone.close();
    await hostPhone.close();
    await hostContext.close();
  });
});
