import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRoom, joinAsGuest, queueSong, signedInHost, withBrowser, withPlayerStandIn } from './browser';

/** Screenshots of these journeys are kept here (git-ignored) to be looked at. */
const OUTPUT = path.resolve(import.meta.dirname, 'output/stage-watchdog');
const TV = { width: 1920, height: 1080 };
/** The stage's limit (use-start-watchdog.ts START_LIMIT_MS). */
const START_LIMIT_MS = 15_000;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`) });
}

describe('a stage whose player never starts', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('moves on within the limit, tells the room and the singer, and leaves no phone on "Now playing"', { timeout: 90_000 }, async () => {
    const stalled = 'neverStarts';
    const hostContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 60_000, stalls: [stalled] });
    const host = await signedInHost(hostContext, baseUrl, 'Sid Stage', 'watchdog');
    const { roomId, code } = await createRoom(host, 'Stalls');
    expect((await hostContext.request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings: { interstitialSeconds: 2 } } })).status()).toBe(200);
    const { context: guestContext, page: guest } = await joinAsGuest(session.browser, baseUrl, code, 'Vera');

    const stage = await hostContext.newPage();
    await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
    await stage.getByTestId('stage-empty').waitFor();
    // The one click a TV's browser wants before it plays sound: until then the limit does not run.
    await stage.mouse.click(5, 5);
    await expect
      .poll(() => stage.evaluate(() => (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ?? true))
      .toBe(true);
    expect(await stage.getByRole('note').count()).toBe(0);

    await queueSong(guestContext, baseUrl, roomId, stalled, 'Silent Night (Karaoke Version)');
    await queueSong(hostContext, baseUrl, roomId, 'playsFine02', 'Plays Fine (Karaoke Version)');

    // Vera's song is on: the embed loads and never starts; her phone says she is on.
    await stage.locator(`[data-testid="youtube-stand-in"][data-video-id="${stalled}"][data-state="buffering"]`).waitFor({ timeout: 15_000 });
    const mounted = Date.now();
    await stage.getByText('Now singing: Vera').waitFor();
    await guest.getByText("You're on!").first().waitFor();
    await shot(stage, '1-stage-stalled-1920');

    // Within the limit (and not before it), the stage gives up on it and plays the next song.
    await stage
      .getByRole('alert')
      .filter({ hasText: '"Silent Night (Karaoke Version)" can\'t be played here, so the party moves on.' })
      .waitFor({ timeout: START_LIMIT_MS + 15_000 });
    const waited = Date.now() - mounted;
    expect(waited).toBeGreaterThanOrEqual(START_LIMIT_MS - 2_000);
    expect(waited).toBeLessThan(START_LIMIT_MS + 15_000);
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="playsFine02"][data-state="playing"]').waitFor({ timeout: 10_000 });
    await stage.getByText('Now singing: Sid Stage').waitFor();
    await shot(stage, '2-stage-moved-on-1920');

    // The singer is told, and her phone no longer shows her song as playing.
    await guest.getByText('Song skipped').waitFor();
    await guest.getByText('"Silent Night (Karaoke Version)" can\'t be played here, so the party moves on.').first().waitFor();
    await guest.getByText('Plays Fine (Karaoke Version)').first().waitFor();
    await shot(guest, '3-guest-told-390');
    const playing = (await (await guestContext.request.get(`${baseUrl}/api/rooms/${roomId}/playing`)).json()) as {
      currentlyPlaying: { videoId: string } | null;
    };
    expect(playing.currentlyPlaying?.videoId).toBe('playsFine02');

    await guestContext.close();
    await hostContext.close();
  });
});
