import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, queueSong, signedInHost, snap, withBrowser, withPlayerStandIn } from './browser';

const TV = { width: 1920, height: 1080 };

/** The theme is the app's own choice, kept in local storage (docs/product.md §9). */
async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('karaoke-party-ui-theme', value), theme);
  await page.reload();
}

async function tvPage(browser: Browser, baseUrl: string, path = '/tv'): Promise<Page> {
  const context = await browser.newContext({ viewport: TV });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/**
 * A TV in one step (docs/product.md): the host's Open on a TV shows a code; a second browser at
 * /tv types it and shows the room; the host ends it and the TV is back at its pairing screen.
 */
describe('pairing a TV', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('pairs a TV with the code, shows the room there, and the host ends it', { timeout: 120_000 }, async () => {
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = await signedInHost(hostContext, baseUrl, 'Tia Host', 'tvhost');
    const { roomId } = await createRoom(host, 'Living Room Night');
    await queueSong(hostContext, baseUrl, roomId, 'tvAlpha0001', 'Alpha Anthem (Karaoke Version)');

    // The TV's browser, signed out, opens the stage link: it is offered pairing, not a dead end.
    const tv = await tvPage(session.browser, baseUrl, `/room/${roomId}?view=stage`);
    await tv.getByRole('heading', { name: 'Pair this screen' }).waitFor();
    expect(new URL(tv.url()).pathname).toBe('/tv');
    await expectAccessible(tv, 'pair this screen');
    await snap(tv, 'tv-pair-1920');

    await host.getByRole('button', { name: 'Open on a TV' }).click();
    const dialog = host.getByRole('dialog', { name: 'Open on a TV' });
    const code = (await dialog.getByTestId('tv-pairing-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    await dialog.getByText('No TV is paired yet.').waitFor();
    await expectAccessible(host, 'open on a TV');
    await snap(host, 'host-open-on-tv-1280');

    // A wrong code is refused in words; the right one shows the room.
    await tv.getByLabel('Pairing code').fill('ZZZZZZ');
    await tv.getByRole('button', { name: 'Pair this screen' }).click();
    await tv.getByRole('alert').getByText('That pairing code is not right. Check the code on the host’s screen.').waitFor();
    await tv.getByLabel('Pairing code').fill(code.toLowerCase());
    await tv.getByLabel('Name this screen (optional)').fill('Living-room TV');
    await tv.getByRole('button', { name: 'Pair this screen' }).click();
    await tv.getByTestId('board').waitFor();
    await tv.getByRole('heading', { name: 'Living Room Night' }).waitFor();
    await tv.getByText('Alpha Anthem (Karaoke Version)').waitFor();
    await expectAccessible(tv, 'the paired TV');
    await snap(tv, 'tv-board-1920');

    // The host sees the TV among the room's screens (the list is asked again while the dialog is open).
    const row = dialog.getByTestId('paired-screen');
    await row.getByText('Living-room TV').waitFor();
    // And in the room's side column, behind the dialog.
    await host.getByTestId('screens-panel').getByText('Living-room TV').waitFor();
    // A TV paired with the code on show: a fresh one is drawn for the next.
    await expect.poll(async () => (await dialog.getByTestId('tv-pairing-code').innerText()).trim()).not.toBe(code);
    await snap(host, 'host-screens-listed-1280');

    // The host ends it: the TV is back at its pairing screen by itself, told why.
    await row.getByRole('button', { name: 'End' }).click();
    await tv.getByRole('heading', { name: 'Pair this screen' }).waitFor();
    await tv.getByRole('alert').getByText('The host ended this screen. Enter a new code to show a party here.').waitFor();
    await dialog.getByText('No TV is paired yet.').waitFor();
    await host.getByTestId('screens-panel').waitFor({ state: 'detached' });
    await snap(tv, 'tv-ended-1920');

    await tv.context().close();
    await hostContext.close();
  });

  it('keeps a small code and QR in the stage’s corner while a song plays on', { timeout: 120_000 }, async () => {
    const hostContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 120_000 });
    const host = await signedInHost(hostContext, baseUrl, 'Cora Host', 'tvcorner');
    const { roomId, code } = await createRoom(host, 'Corner Night');
    await host.getByRole('button', { name: 'Room Settings' }).click();
    await host.getByLabel('Between songs on the Stage').click();
    await host.getByRole('option', { name: 'Start the next song at once' }).click();
    await host.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Settings Updated').waitFor();
    const [stage] = await Promise.all([hostContext.waitForEvent('page'), host.getByRole('link', { name: 'Stage' }).click()]);
    await stage.getByTestId('stage-empty').waitFor();
    await queueSong(hostContext, baseUrl, roomId, 'tvCorner001', 'Corner Song (Karaoke Version)');
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="tvCorner001"][data-state="playing"]').waitFor({ timeout: 15_000 });
    // The big QR and the strip fade after 20 s of the song; the corner stays.
    await stage.locator('[data-testid="stage-corner-join"][aria-hidden="false"]').waitFor({ timeout: 40_000 });
    expect(await stage.getByTestId('stage-corner-join').innerText()).toContain(code);
    await stage.getByRole('img', { name: `QR code to join with code ${code}` }).waitFor();
    await expectAccessible(stage, 'the stage mid-song');
    await snap(stage, 'stage-corner-code-1920');
    await hostContext.close();
  });

  it.each(['light', 'dark'] as const)('looks right in the %s theme: the host’s dialog at 390 and 1280 px, the pairing screen at 1920', async (theme) => {
    const hostContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const host = await signedInHost(hostContext, baseUrl, `Theo ${theme}`, `tv${theme}`);
    await createRoom(host, `Theme ${theme}`);
    await inTheme(host, theme);
    await host.getByRole('button', { name: 'Open on a TV' }).click();
    const dialog = host.getByRole('dialog', { name: 'Open on a TV' });
    await dialog.getByTestId('tv-pairing-code').waitFor();
    await expectAccessible(host, `open on a TV, ${theme}, 390 px`);
    await snap(host, `host-open-on-tv-${theme}-390`);
    await host.setViewportSize({ width: 1280, height: 900 });
    await host.keyboard.press('Escape');
    await snap(host, `host-room-${theme}-1280`);

    const tv = await tvPage(session.browser, baseUrl);
    await inTheme(tv, theme);
    await tv.getByRole('heading', { name: 'Pair this screen' }).waitFor();
    await expectAccessible(tv, `pair this screen, ${theme}`);
    await snap(tv, `tv-pair-${theme}-1920`);
    await tv.context().close();
    await hostContext.close();
  });
});
