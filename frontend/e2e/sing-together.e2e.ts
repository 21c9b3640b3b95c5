import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, joinAsGuest, queueSong, signedInHost, snap, withBrowser, withPlayerStandIn } from './browser';

/**
 * Duets (docs/product.md "Sing together"): Ann invites Ben from her phone, Ben accepts on his, the
 * queue names them both, and the stage (a TV at 1920×1080) calls them up and shows them singing.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TV = { width: 1920, height: 1080 };

describe('singing together', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  async function looks(page: Page, name: string): Promise<void> {
    await snap(page, `${name}-light`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, `${name}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('a duet invited, accepted and shown with both names on the stage', async () => {
    const hostContext = await session.browser.newContext(PHONE);
    await withPlayerStandIn(hostContext, { durationMs: 8000 });
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host', 'duet');
    const { roomId, code } = await createRoom(host, 'Duet Night');
    const ann = await joinAsGuest(session.browser, baseUrl, code, 'Ann');
    const ben = await joinAsGuest(session.browser, baseUrl, code, 'Ben');
    const title = 'Islands in the Stream (Karaoke Version)';
    await queueSong(ann.context, baseUrl, roomId, 'duetIsland1', title);

    // Ann: "Sing with me" on her own song, Ben picked.
    await ann.page.getByRole('button', { name: `Sing with me: ${title}` }).click();
    const sheet = ann.page.getByRole('dialog', { name: 'Sing with me' });
    await sheet.getByRole('checkbox', { name: 'Ben' }).check();
    await looks(ann.page, 'duet-invite-sheet-390');
    await expectAccessible(ann.page, 'invite sheet (guest, phone)');
    await sheet.getByRole('button', { name: 'Invite' }).click();
    await ann.page.getByText('Invitations sent').first().waitFor();

    // Ben: the invitation on the song's row; he accepts.
    const prompt = ben.page.getByTestId('sing-invite');
    await prompt.getByText('Ann invites you to sing with them').waitFor();
    await looks(ben.page, 'duet-invitation-390');
    await prompt.getByRole('button', { name: 'Accept' }).click();
    await ben.page.getByText('You’re singing it with Ann').first().waitFor();

    // Every phone names them both; Ben's phone tells him he is up next.
    for (const page of [host, ann.page, ben.page]) {
      await expect.poll(() => page.getByTestId('queue-item').first().innerText()).toContain('Ann & Ben');
    }
    await ben.page.getByTestId('your-turn').getByText("You're up next — get ready!").waitFor();
    await looks(ben.page, 'duet-accepted-390');
    // Ben's phone in Arabic, right to left.
    await ben.page.evaluate(() => localStorage.setItem('karaoke-party-language', 'ar'));
    await ben.page.reload();
    await ben.page.getByTestId('queue-item').first().waitFor();
    expect(await ben.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await looks(ben.page, 'duet-ar-390');

    // The stage calls them up together, then shows them singing.
    const stage = await hostContext.newPage();
    await stage.setViewportSize(TV);
    await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
    await stage.getByLabel(`Up next: Ann & Ben — ${title}`).waitFor({ timeout: 20_000 });
    await snap(stage, 'duet-stage-up-next-1920');
    await expect.poll(() => stage.getByTestId('stage').innerText(), { timeout: 30_000 }).toMatch(/Now singing[\s\S]*Ann & Ben/i);
    await snap(stage, 'duet-stage-now-singing-1920');
    // Both were charged a turn.
    const queue = await (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}/queue`)).json();
    expect(queue.turns.map((turn: { turns: number }) => turn.turns)).toEqual([1, 1]);
    await stage.close();

    // The host's view at 1280.
    await host.setViewportSize({ width: 1280, height: 900 });
    await looks(host, 'duet-host-1280');
  });
});
