import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LrclibStub } from '../../backend/test/support/lrclib-stub';
import { createRoom, launch, queueSong, signedInHost, snap, withPlayerStandIn } from './browser';
import { LOOPBACK_ONLY, type ProductServer, startProductServer } from './global-setup';

const TV = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
/** A line every 2 s from 1 s in: line i starts at 1 + 2i seconds. */
const LINES = Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of the song in sync`);
const LRC = LINES.map((line, i) => `[00:${String(1 + 2 * i).padStart(2, '0')}.00]${line}`).join('\n');

/**
 * Lyrics on the stage and the singer's phone (docs/product.md "Lyrics"), with LRCLIB played by a
 * local stub: the stage's line advances with its player's clock, a nudge from the singer's phone
 * moves it, the podium follows the room's clock; the stage holds a screen wake lock, and a browser
 * without one shows the note.
 */
describe('lyrics on the stage and the podium', () => {
  const lrclib = new LrclibStub();
  let server: ProductServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    lrclib.records = [{ id: 7, trackName: 'Singing In Sync', artistName: 'The Examples', duration: 60, plainLyrics: LINES.join('\n'), syncedLyrics: LRC }];
    const lrclibUrl = await lrclib.start();
    server = await startProductServer({ youtubeUrl: inject('youtubeUrl'), interfaces: LOOPBACK_ONLY, env: { LRCLIB_URL: lrclibUrl } });
    // The stage's Screen Wake Lock is granted only by the whole browser (launch in browser.ts).
    browser = await launch({ full: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await lrclib.stop();
  });

  /** A guest's phone (in any language) joined by the room's code, as the invite leads them, on the room's screen. */
  async function guestPhone(baseUrl: string, code: string, name: string, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser!.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/guest?code=${code}`);
    // The name field and the form's button, whatever the language of their labels.
    await page.locator('input[maxlength="50"]').fill(name);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/room\/[^/?]+$/);
    return { context, page };
  }

  /** The screen as seen (not the whole page): the podium is a full-screen dialog over the room. */
  const seen = async (page: Page, name: string) => {
    const dir = process.env.SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`) });
  };

  const lineOf = async (page: Page) => Number(await page.getByTestId('lyrics-lines').first().getAttribute('data-line'));

  it("advances the stage's line with its player's clock; the singer's nudge moves it for everyone; the stage stays awake", async () => {
    const baseUrl = server!.baseUrl;
    const hostContext = await browser!.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 60_000 });
    const host = await signedInHost(hostContext, baseUrl, 'Lyra Host', 'lyrics');
    const { roomId, code } = await createRoom(host, 'Lyrics Night');
    expect((await hostContext.request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings: { interstitialSeconds: 0 } } })).status()).toBe(200);

    const stage = await hostContext.newPage();
    await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
    await stage.getByTestId('stage-empty').waitFor();
    // Chromium offers the Screen Wake Lock: the stage holds it while open.
    expect(await stage.evaluate(() => 'wakeLock' in navigator)).toBe(true);
    await expect.poll(() => stage.getByTestId('wake-lock').getAttribute('data-state')).toBe('held');
    expect(await stage.getByTestId('wake-lock-note').count()).toBe(0);

    const singer = await guestPhone(baseUrl, code, 'Sia Singer');
    await queueSong(singer.context, baseUrl, roomId, 'lyricSong01', 'The Examples - Singing In Sync (Official Video) [HD]', '1:00');

    // The song plays on the stage; its lyrics come from LRCLIB (the stub) and light up line by line.
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="lyricSong01"][data-state="playing"]').waitFor({ timeout: 20_000 });
    await stage.locator('[data-testid="stage-lyrics"][data-kind="synced"]').waitFor();
    expect(lrclib.requests[0].url).toBe('/api/get?track_name=Singing+In+Sync&artist_name=The+Examples&duration=60');
    await stage.getByTestId('lyrics-current').filter({ hasText: LINES[0] }).waitFor({ timeout: 5_000 });
    await stage.getByTestId('lyrics-next').filter({ hasText: LINES[1] }).waitFor();
    await stage.getByTestId('lyrics-current').filter({ hasText: LINES[2] }).waitFor({ timeout: 8_000 });
    // The YouTube captions stay off: the stage has lyrics of its own.
    expect(await stage.getByTestId('youtube-stand-in').getAttribute('data-captions')).toBe('off');
    await snap(stage, 'lyrics-stage-1920-dark');
    await stage.emulateMedia({ colorScheme: 'light' });
    await snap(stage, 'lyrics-stage-1920-light');

    // The host pauses the stage (Space): the player's clock stops, and so does the line.
    await stage.keyboard.press('Space');
    await stage.locator('[data-testid="youtube-stand-in"][data-state="paused"]').waitFor();
    const paused = await lineOf(stage);
    await stage.waitForTimeout(600);
    expect(await lineOf(stage)).toBe(paused);

    // The singer opens the podium on their phone: the same words, from the room's clock.
    await singer.page.getByRole('button', { name: 'Lyrics' }).click();
    await singer.page.getByTestId('podium').waitFor();
    await expect.poll(async () => Math.abs((await lineOf(singer.page)) - paused)).toBeLessThanOrEqual(1);
    await seen(singer.page, 'lyrics-podium-390-light');
    // Two seconds later, in four half-second taps: one line back, on the stage too.
    for (let i = 0; i < 4; i++) await singer.page.getByRole('button', { name: 'Show the words half a second later' }).click();
    await singer.page.getByTestId('lyrics-offset-value').filter({ hasText: '+2 s' }).waitFor();
    await stage.locator('[data-testid="stage-lyrics"][data-offset="2000"]').waitFor();
    await expect.poll(() => lineOf(stage)).toBe(paused - 1);
    await stage.getByTestId('stage-lyrics-moved').filter({ hasText: 'Lyrics timing: +2 s' }).waitFor();
    await snap(stage, 'lyrics-stage-1920-nudged');
    await singer.page.emulateMedia({ colorScheme: 'dark' });
    await seen(singer.page, 'lyrics-podium-390-dark');

    // An Arabic phone in the room sees the podium in Arabic, without the timing control (not the singer).
    const omar = await guestPhone(baseUrl, code, 'Omar', 'ar');
    await omar.page.getByTestId('open-podium').click();
    await omar.page.getByTestId('podium').waitFor();
    expect(await omar.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await omar.page.getByTestId('lyrics-offset').count()).toBe(0);
    // A Latin line on an Arabic page is lit from its start, at its left.
    expect(
      await omar.page
        .getByTestId('lyrics-current')
        .locator('span')
        .evaluate((span) => getComputedStyle(span).backgroundImage),
    ).toMatch(/^linear-gradient\(to right/);
    await omar.page.waitForTimeout(400);
    await seen(omar.page, 'lyrics-podium-390-ar');

    // The host's own room at 1280: Lyrics beside the reactions, the podium over it with the control.
    const desk = await hostContext.newPage();
    await desk.setViewportSize(DESK);
    await desk.goto(`${baseUrl}/room/${roomId}`);
    await desk.getByRole('button', { name: 'Lyrics' }).waitFor();
    await snap(desk, 'lyrics-host-room-1280-light');
    await desk.getByRole('button', { name: 'Lyrics' }).click();
    await desk.getByTestId('lyrics-offset').waitFor();
    await seen(desk, 'lyrics-podium-1280-light');
    await desk.emulateMedia({ colorScheme: 'dark' });
    await seen(desk, 'lyrics-podium-1280-dark');
    await desk.getByRole('button', { name: 'Close' }).click();
    // The host's switch for the room (on by default).
    await desk.getByRole('button', { name: 'Room Settings' }).click();
    const lyricsSwitch = desk.getByRole('switch', { name: "Lyrics on the stage and the singer's phone (never over karaoke tracks)" });
    expect(await lyricsSwitch.isChecked()).toBe(true);
    await lyricsSwitch.scrollIntoViewIfNeeded();
    await desk.waitForTimeout(400);
    await seen(desk, 'lyrics-setting-1280-dark');

    await omar.context.close();
    await singer.context.close();
    await hostContext.close();
  });

  it('says so politely on a board whose browser cannot keep the screen awake', async () => {
    const baseUrl = server!.baseUrl;
    const hostContext = await browser!.newContext({ viewport: DESK });
    const host = await signedInHost(hostContext, baseUrl, 'Wade Host', 'wake');
    const { roomId } = await createRoom(host, 'Sleepy TV');
    const tv = await browser!.newContext({ viewport: TV, storageState: await hostContext.storageState() });
    // A browser without the Screen Wake Lock API.
    await tv.addInitScript(() => {
      delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
    });
    const board = await tv.newPage();
    await board.goto(`${baseUrl}/room/${roomId}?view=board`);
    await board.getByTestId('board').waitFor();
    await board.getByRole('status').filter({ hasText: "This browser can't keep the screen awake." }).waitFor();
    expect(await board.getByTestId('wake-lock').getAttribute('data-state')).toBe('unsupported');
    await snap(board, 'wake-lock-note-board-1920-dark');
    await board.emulateMedia({ colorScheme: 'light' });
    await snap(board, 'wake-lock-note-board-1920-light');
    await tv.close();
    await hostContext.close();
  });
});
