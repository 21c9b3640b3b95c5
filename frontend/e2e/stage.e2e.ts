import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRoom, joinAsGuest, queueSong, signedInHost, withBrowser, withPlayerStandIn } from './browser';

/** Screenshots of these journeys are kept here (git-ignored) to be looked at. */
const OUTPUT = path.resolve(import.meta.dirname, 'output/stage');
const TV = { width: 1920, height: 1080 };

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`) });
}

async function openStage(host: Page): Promise<Page> {
  const [stage] = await Promise.all([host.context().waitForEvent('page'), host.getByRole('link', { name: 'Stage' }).click()]);
  await stage.waitForLoadState();
  expect(new URL(stage.url()).searchParams.get('view')).toBe('stage');
  return stage;
}

describe('the stage (TV view) at 1920×1080', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  // Empty stage, "Up next" interstitial, a song with the up-next strip and QR, the next singer told on
  // their phone, and the next song started without a click.
  it('runs the show by itself, from the empty stage to the next song', async () => {
    const hostContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 7000 });
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host', 'stage');
    const { roomId, code } = await createRoom(host, 'Stage Night');

    // The "Up next" pause is a room setting (Room Settings dialog): 5 s here.
    await host.getByRole('button', { name: 'Room Settings' }).click();
    await host.getByLabel('Between songs on the Stage').click();
    await host.getByRole('option', { name: '"Up next" for 5 seconds' }).click();
    await host.getByRole('button', { name: 'Save' }).click();
    await host.getByText('Settings Updated').waitFor();

    // The Stage button opens the TV view in a new tab: nothing queued yet, so the empty stage.
    const stage = await openStage(host);
    await stage.getByTestId('stage-empty').waitFor();
    await stage.getByRole('heading', { name: 'Stage Night' }).waitFor();
    await stage.getByText('Scan to add a song').waitFor();
    expect(await stage.getByTestId('stage-code').innerText()).toBe(code);
    const qr = stage.getByRole('img', { name: `QR code to join with code ${code}` });
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(450); // big in the middle: 46vh at 1080p
    await shot(stage, '1-stage-empty');
    // The host's own view leaves the playing to the stage tab.
    await host.getByText('The Stage tab is playing the songs; this view follows it.').waitFor();
    await shot(host, '0-host-room-with-stage-open');

    const { context: guestContext, page: guest } = await joinAsGuest(session.browser, baseUrl, code, 'Gus Guest');
    await queueSong(hostContext, baseUrl, roomId, 'stageAlpha1', 'Alpha Anthem (Karaoke Version)');
    await queueSong(guestContext, baseUrl, roomId, 'stageBravo2', 'Bravo Ballad (Karaoke Version)');
    await queueSong(hostContext, baseUrl, roomId, 'stageCharl3', 'Charlie Chorus (Karaoke Version)');
    await guest.getByText('Yours: #2').waitFor();

    // Between songs: "Up next: <singer> — <title>" with a countdown, then the song starts by itself.
    await stage.getByTestId('stage-interstitial').waitFor();
    await stage.getByLabel('Up next: Hana Host — Alpha Anthem (Karaoke Version)').waitFor();
    await stage.getByText(/^Starts in [1-5]$/).waitFor();
    await expect
      .poll(() => stage.getByTestId('stage-up-next').allInnerTexts())
      .toEqual([expect.stringMatching(/Gus Guest\s*Bravo Ballad/), expect.stringMatching(/Hana Host\s*Charlie Chorus/)]);
    await shot(stage, '2-stage-interstitial');

    await stage.getByText('Now singing: Hana Host').waitFor({ timeout: 10_000 });
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="stageAlpha1"][data-state="playing"]').waitFor();
    await expect
      .poll(() => stage.getByTestId('stage-up-next').allInnerTexts())
      .toEqual([expect.stringMatching(/Gus Guest\s*Bravo Ballad/), expect.stringMatching(/Hana Host\s*Charlie Chorus/)]);
    await stage.getByRole('img', { name: `QR code to join with code ${code}` }).waitFor();
    expect(await stage.getByTestId('stage-details').getAttribute('aria-hidden')).toBe('false');
    await shot(stage, '3-stage-playing');

    // The song before Gus's started: Gus's phone says so.
    await guest.getByText("You're up next — get ready!").first().waitFor();
    await guest.getByText('Yours: #1').waitFor();
    await shot(guest, '4-guest-up-next-390');

    // Space pauses and resumes (the stand-in player follows), from the keyboard only.
    await stage.keyboard.press('Space');
    await stage.getByText('Paused — press Space to resume').waitFor();
    await stage.locator('[data-testid="youtube-stand-in"][data-state="paused"]').waitFor();
    await shot(stage, '5-stage-paused');
    await stage.keyboard.press('Space');
    await stage.locator('[data-testid="youtube-stand-in"][data-state="playing"]').waitFor();

    // The song ends: the interstitial for Gus, then Gus's song starts by itself.
    await stage.getByLabel('Up next: Gus Guest — Bravo Ballad (Karaoke Version)').waitFor({ timeout: 15_000 });
    await stage.getByText('Now singing: Gus Guest').waitFor({ timeout: 10_000 });
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="stageBravo2"]').waitFor();
    await guest.getByText("You're on!").first().waitFor();
    await shot(guest, '6-guest-on-390');

    // N skips (host): Charlie plays at once.
    await stage.keyboard.press('n');
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="stageCharl3"]').waitFor();
    await stage.getByText('Now singing: Hana Host').waitFor();

    await guestContext.close();
    await hostContext.close();
  });

  it('skips a video that YouTube refuses to embed without a click, tells the room, and one host alone does not hide it from search', async () => {
    const refused = 'noEmbed0150';
    const hostContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 60_000, errors: { [refused]: 150 } });
    const host = await signedInHost(hostContext, baseUrl, 'Rita Refused', 'stage');
    const { roomId, code } = await createRoom(host, 'Refusals');
    expect((await hostContext.request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings: { interstitialSeconds: 2 } } })).status()).toBe(200);
    const { context: guestContext, page: guest } = await joinAsGuest(session.browser, baseUrl, code, 'Ugo');
    const stage = await openStage(host);
    await stage.getByTestId('stage-empty').waitFor();

    await queueSong(guestContext, baseUrl, roomId, refused, 'Forbidden Fruit (Karaoke Version)');
    await queueSong(hostContext, baseUrl, roomId, 'playsFine01', 'Plays Fine (Karaoke Version)');
    await stage.getByLabel('Up next: Ugo — Forbidden Fruit (Karaoke Version)').waitFor();

    // The player reports error 150: a notice on the stage and in the room, and the next song plays.
    await stage
      .getByRole('alert')
      .filter({ hasText: '"Forbidden Fruit (Karaoke Version)" can\'t be played here, so the party moves on.' })
      .waitFor({ timeout: 10_000 });
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="playsFine01"][data-state="playing"]').waitFor({ timeout: 10_000 });
    await stage.getByText('Now singing: Rita Refused').waitFor();
    await shot(stage, '7-stage-unplayable-skipped');
    await guest.getByText('Song skipped').waitFor();
    await guest.getByText("can't be played here, so the party moves on.", { exact: false }).first().waitFor();
    await shot(guest, '8-guest-told-390');

    // One host's report skips it in this room; hiding it from every party takes three hosts or an admin.
    const search = await guestContext.request.get(`${baseUrl}/api/youtube/search?q=${refused}`);
    expect(((await search.json()) as { videos: { id: string }[] }).videos.map((video) => video.id)).toContain(refused);

    // The dashboard's room card opens the stage in a new tab too.
    await stage.close();
    await host.goto(`${baseUrl}/dashboard`);
    const card = host.getByTestId(`room-card-${code}`);
    await card.getByRole('link', { name: 'Open the stage of Refusals in a new tab' }).waitFor();
    await shot(host, '9-dashboard-card-stage');
    const [again] = await Promise.all([hostContext.waitForEvent('page'), card.getByRole('link', { name: 'Open the stage of Refusals in a new tab' }).click()]);
    await again.getByText('Now singing: Rita Refused').waitFor();
    expect(again.url()).toBe(`${baseUrl}/room/${roomId}?view=stage`);

    await guestContext.close();
    await hostContext.close();
  });

  // The TV's own browser runs the stage; the host's laptop, signed in as the same host, plays nothing.
  it('leaves the playing to a stage open in another browser, and takes it back when that stage closes', async () => {
    const laptop = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await withPlayerStandIn(laptop, { durationMs: 60_000 });
    const host = await signedInHost(laptop, baseUrl, 'Tess Two-Screens', 'stage');
    const { roomId } = await createRoom(host, 'Two Screens');
    await queueSong(laptop, baseUrl, roomId, 'stageTwoSc1', 'Two Screens Tune (Karaoke Version)');
    expect((await laptop.request.post(`${baseUrl}/api/rooms/${roomId}/play-next`)).status()).toBe(200);
    await host.locator('[data-testid="youtube-stand-in"][data-video-id="stageTwoSc1"]').waitFor();

    const tv = await session.browser.newContext({ viewport: TV, storageState: await laptop.storageState() });
    await withPlayerStandIn(tv, { durationMs: 60_000 });
    const stage = await tv.newPage();
    await stage.goto(`${baseUrl}/room/${roomId}?view=stage`);
    await stage.locator('[data-testid="youtube-stand-in"][data-video-id="stageTwoSc1"]').waitFor();
    await host.getByText('The stage is playing on another screen; this view follows it.').waitFor();
    await host.locator('[data-testid="youtube-stand-in"]').waitFor({ state: 'detached' });
    await shot(host, '10-host-room-stage-on-another-screen');

    // The TV's stage closes: the laptop's own player comes back.
    await stage.close();
    await host.getByText('The stage is playing on another screen; this view follows it.').waitFor({ state: 'detached', timeout: 30_000 });
    await host.locator('[data-testid="youtube-stand-in"][data-video-id="stageTwoSc1"]').waitFor();
    await tv.close();
    await laptop.close();
  });
});
