import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { createRoom, joinAsGuest, queueSong, signedInHost, withBrowser, withPlayerStandIn } from './browser';

/** Screenshots of these journeys are kept here (git-ignored) to be looked at. */
const OUTPUT = path.resolve(import.meta.dirname, 'output/evening');
const TV = { width: 1920, height: 1080 };

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`), fullPage });
}

async function openStage(context: BrowserContext, baseUrl: string, roomId: string, options: { fakeClock?: boolean } = {}): Promise<Page> {
  const stage = await context.newPage();
  if (options.fakeClock) await stage.clock.install();
  await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
  // One click, as the stage asks, so the browser lets it play with sound.
  await stage.mouse.click(5, 5);
  return stage;
}

describe('the evening: applause, tonight’s songs, auto-skip, the board', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('plays music between songs, a guest applauds on the stage and sings again from the Played tab (390 px and 1920×1080)', async () => {
    const hostContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 120_000 });
    const host = await signedInHost(hostContext, baseUrl, 'Eve Host', 'evening');
    const { roomId, code } = await createRoom(host, 'Evening Party');

    // Room Settings: what auto-skip does, and the music between songs.
    await host.getByRole('button', { name: 'Room Settings' }).click();
    await host.getByText('Only playing time counts', { exact: false }).waitFor();
    await host.getByLabel('Music between songs (optional)').fill('https://www.youtube.com/playlist?list=PLeveningMusic01');
    await host.getByLabel('Between songs on the Stage').click();
    await host.getByRole('option', { name: 'Start the next song at once' }).click();
    await shot(host, '1-settings-intermission');
    await host.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Settings Updated').waitFor();

    // The empty stage plays the intermission quietly; it stops the moment a song is queued.
    const stage = await openStage(hostContext, baseUrl, roomId);
    await stage.getByTestId('stage-empty').waitFor();
    await stage.getByText('Music until the next song').waitFor();
    await shot(stage, '2-stage-intermission');

    const { context: guestContext, page: guest } = await joinAsGuest(session.browser, baseUrl, code, 'Gia Guest');
    await queueSong(guestContext, baseUrl, roomId, 'eveGuest001', 'Guest Anthem (Karaoke Version)');
    await stage.getByText('Now singing: Gia Guest').waitFor({ timeout: 15_000 });
    expect(await stage.getByText('Music until the next song').count()).toBe(0);
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="eveGuest001"][data-state="playing"]').waitFor();

    // The guest's phone shows the reactions while the song plays; taps rise on the stage, grouped.
    const bar = guest.getByTestId('reaction-bar');
    await bar.waitFor();
    await expectAccessible(guest, 'guest room with reactions');
    await shot(guest, '3-guest-reactions-390', true);
    for (let i = 0; i < 4; i++) await bar.getByRole('button', { name: 'Applaud' }).click();
    await bar.getByRole('button', { name: 'On fire' }).click();
    await expect
      .poll(() => stage.getByTestId('stage-reaction').allInnerTexts(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/👏\s*×4/), expect.stringMatching(/🔥/)]));
    await shot(stage, '4-stage-applause');

    // The host skips the guest's song: the Played tab marks it skipped, with its applause.
    await queueSong(hostContext, baseUrl, roomId, 'eveHost0001', 'Host Ballad (Karaoke Version)');
    await host.bringToFront();
    await host.getByRole('button', { name: 'Skip Song' }).click();
    await stage.getByText('Now singing: Eve Host').waitFor({ timeout: 15_000 });
    await guest.getByRole('tab', { name: 'Played' }).click();
    const played = guest.getByTestId('played-song').filter({ hasText: 'Guest Anthem (Karaoke Version)' });
    await played.waitFor();
    await expect.poll(() => played.innerText()).toMatch(/Skipped/);
    await expect.poll(() => played.innerText()).toMatch(/👏 5/);
    await played.getByText('Most applauded').waitFor();
    await expectAccessible(guest, 'guest Played tab');
    await shot(guest, '5-guest-played-390', true);

    // Sing again: in the queue as the guest's own.
    await played.getByRole('button', { name: /^Sing again: / }).click();
    await guest.getByText('is in the queue again, as yours.', { exact: false }).waitFor();
    await guest.getByRole('tab', { name: /^Queue/ }).click();
    await guest.getByTestId('queue-item').filter({ hasText: 'Guest Anthem (Karaoke Version)' }).filter({ hasText: 'Gia Guest' }).waitFor();
    await shot(guest, '6-guest-queue-after-sing-again-390', true);

    // The host's Played tab offers the evening as CSV.
    await host.getByRole('tab', { name: 'Played' }).click();
    await host.getByRole('link', { name: 'Download CSV' }).waitFor();
    await shot(host, '7-host-played-1920');
    const csv = await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}/history.csv`);
    expect((await csv.text()).split('\r\n')[0]).toBe('Played at (UTC),Singer,Song,YouTube link,Duration,Played for,Ended,Applause');

    // The host's dashboard: past parties, ready to queue again.
    await host.goto(`${baseUrl}/dashboard`);
    await host.getByTestId('past-party').filter({ hasText: 'Evening Party' }).getByText('Host Ballad (Karaoke Version)').waitFor();
    await expectAccessible(host, 'dashboard with past parties');
    await shot(host, '8-dashboard-past-parties', true);

    await guestContext.close();
    await hostContext.close();
  });

  it('warns on the stage 30 s before auto-skip, with the room’s limit, and the host lets the song finish', async () => {
    const hostContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 20 * 60_000 });
    const host = await signedInHost(hostContext, baseUrl, 'Ada Autoskip', 'evening');
    const { roomId } = await createRoom(host, 'Long Songs');
    expect((await hostContext.request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings: { interstitialSeconds: 0 } } })).status()).toBe(200);
    await queueSong(hostContext, baseUrl, roomId, 'eveLong0001', 'November Rain (Karaoke Version)', '8:57');
    // The queue marks songs longer than the room's limit.
    await host.getByTestId('over-limit').filter({ hasText: 'Over 6 min: auto-skip may cut it' }).waitFor();

    // The stage's clock is the browser's: the journey moves it on instead of waiting 5½ minutes.
    const stage = await openStage(hostContext, baseUrl, roomId, { fakeClock: true });
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="eveLong0001"][data-state="playing"]').waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}/playing`).then((r) => r.json())).currentlyPlaying.playingSince)
      .not.toBeNull();
    expect(await stage.getByTestId('auto-skip-warning').count()).toBe(0);
    await stage.clock.fastForward('05:35');
    const warning = stage.getByTestId('auto-skip-warning');
    await expect.poll(() => warning.innerText()).toMatch(/^Auto-skip in 0:(2\d|30) — this room's limit is 6 min/);
    await shot(stage, '9-stage-auto-skip-warning');

    await warning.getByRole('button', { name: 'Let it finish' }).click();
    await warning.waitFor({ state: 'detached' });
    const playing = await (await hostContext.request.get(`${baseUrl}/api/rooms/${roomId}/playing`)).json();
    expect(playing.currentlyPlaying).toMatchObject({ videoId: 'eveLong0001', letFinish: true });
    await stage.clock.fastForward('01:00');
    expect(await stage.getByTestId('auto-skip-warning').count()).toBe(0);
    await shot(stage, '10-stage-let-it-finish');
    await hostContext.close();
  });

  it('shows the board, read-only, on a TV and on a phone', async () => {
    const hostContext = await session.browser.newContext({ viewport: TV });
    const host = await signedInHost(hostContext, baseUrl, 'Bo Board', 'evening');
    const { roomId, code } = await createRoom(host, 'Board Night');
    const { context: guestContext, page: guest } = await joinAsGuest(session.browser, baseUrl, code, 'Pia Phone');
    await queueSong(guestContext, baseUrl, roomId, 'eveBoard001', 'Opening Number (Karaoke Version)');
    await queueSong(hostContext, baseUrl, roomId, 'eveBoard002', 'Second Song (Karaoke Version)');
    expect((await hostContext.request.post(`${baseUrl}/api/rooms/${roomId}/play-next`)).status()).toBe(200);
    await queueSong(guestContext, baseUrl, roomId, 'eveBoard003', 'Third Song (Karaoke Version)');

    const board = await hostContext.newPage();
    await board.goto(`${baseUrl}/room/${roomId}?view=board`);
    await board.getByTestId('board-now-singer').filter({ hasText: 'Pia Phone' }).waitFor();
    await expect
      .poll(() => board.getByTestId('board-up-next').allInnerTexts())
      .toEqual([
        // About when each starts: the 3-minute song on stage, then the songs ahead (lib/estimate.ts).
        expect.stringMatching(/^Next\s*Bo Board\s*Second Song.*\s*in ~3 min$/),
        expect.stringMatching(/^#2\s*Pia Phone\s*Third Song.*\s*in ~6 min$/),
      ]);
    expect(await board.getByTestId('board-code').innerText()).toBe(code);
    expect((await board.getByRole('img', { name: `QR code to join with code ${code}` }).boundingBox())!.width).toBeGreaterThanOrEqual(350);
    expect(await board.getByRole('button').count()).toBe(0);
    await expectAccessible(board, 'board on a TV');
    await shot(board, '11-board-1920');

    await guest.goto(`${baseUrl}/room/${roomId}?view=board`);
    await guest.getByTestId('board-now-singer').filter({ hasText: 'Pia Phone' }).waitFor();
    expect(await guest.getByRole('button').count()).toBe(0);
    await expectAccessible(guest, 'board on a phone');
    await shot(guest, '12-board-390', true);

    // It follows the room: the next song moves everyone up.
    expect((await hostContext.request.post(`${baseUrl}/api/rooms/${roomId}/skip`)).status()).toBe(200);
    await board.getByTestId('board-now-singer').filter({ hasText: 'Bo Board' }).waitFor();
    await guestContext.close();
    await hostContext.close();
  });
});
