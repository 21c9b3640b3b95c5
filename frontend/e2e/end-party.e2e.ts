import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, joinAsGuest, queueSong, signedInHost, snap, withBrowser } from './browser';

async function inTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('karaoke-party-ui-theme', value), theme);
  await page.reload();
}

/**
 * End party keeps the night (docs/product.md): the guests get the goodbye, and the host, who sang
 * nothing, finds the party in their past parties with its Played list and CSV.
 */
describe('End party', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it.each([
    ['light', 390],
    ['dark', 1280],
  ] as const)('ends the party for the guests and keeps it in the host’s past parties (%s, %i px)', { timeout: 120_000 }, async (theme, width) => {
    const hostContext = await session.browser.newContext({ viewport: { width, height: 900 } });
    const host = await signedInHost(hostContext, baseUrl, 'Rina Host', `end${theme}`);
    const { roomId, code } = await createRoom(host, `Friday ${theme}`);
    await inTheme(host, theme);
    const { page: guest } = await joinAsGuest(session.browser, baseUrl, code, 'Gia Guest');
    await queueSong(guest.context(), baseUrl, roomId, `endParty${theme === 'light' ? 'Lt1' : 'Dk1'}`, 'Dancing Queen (Karaoke Version)');
    await hostContext.request.post(`${baseUrl}/api/rooms/${roomId}/play-next`);

    await host.getByRole('button', { name: 'End party' }).click();
    const confirm = host.getByRole('dialog', { name: 'End the party?' });
    await expectAccessible(host, `end the party? (${theme})`);
    await snap(host, `end-party-confirm-${theme}-${width}`);
    await confirm.getByRole('button', { name: 'End party' }).click();

    await guest.getByText('Rina Host ended the party — thanks for singing!').waitFor();
    await host.waitForURL(/\/dashboard$/);
    const party = host.getByTestId('past-party').filter({ hasText: `Friday ${theme}` });
    await party.getByText('Songs played: 1').waitFor();
    await party.getByRole('link', { name: 'Download CSV' }).waitFor();
    await party.getByRole('button', { name: 'Played list' }).click();
    const played = host.getByRole('dialog', { name: `Played at Friday ${theme}` });
    await played.getByText('Dancing Queen (Karaoke Version)').waitFor();
    await expectAccessible(host, `played list of a past party (${theme})`);
    await snap(host, `past-party-played-${theme}-${width}`);
    await played.getByRole('button', { name: 'Done' }).click();
    await expectAccessible(host, `past parties (${theme})`);
    await snap(host, `dashboard-past-parties-${theme}-${width}`);
    await guest.context().close();
    await hostContext.close();
  });
});
