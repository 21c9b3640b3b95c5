import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YoutubeStub } from '../../backend/test/support/youtube-stub';
import { settled } from './axe';
import { createRoom, joinAsGuest, launch, signedInHost, signIn, withPlayerStandIn } from './browser';
import { E2E_ADMIN, E2E_BETA_CODE, startProduct } from './global-setup';

// Songs from the first minute (docs/product.md §4 "Search result source"): a server with no YouTube key searches
// YouTube's web search out of the box, and a key whose hourly budget is spent keeps search going.
// YouTube is the backend's local stub (the Data API and InnerTube), the player the local stand-in.

/** Screenshots to look at (git-ignored): SCREENSHOT_DIR, else e2e/output/songs-search. */
const OUTPUT = process.env.SCREENSHOT_DIR ?? path.resolve(import.meta.dirname, 'output/songs-search');
const TV = { width: 1920, height: 1080 };
const WEB_CHIP = 'Live from YouTube’s web search';

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`), fullPage: true });
}

/** The Add Song dialog's search, as a person types it; answers how long the results took to show. */
async function searchFor(page: Page, words: string, firstTitle: RegExp): Promise<number> {
  await page.getByLabel('Search for a song').fill(words);
  const started = Date.now();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('list', { name: 'Search results' }).getByText(firstTitle).first().waitFor();
  return Date.now() - started;
}

/** The same screen at 390 and 1280 px, light and dark (the app follows the system's theme). */
async function shootBoth(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await shot(page, `${name}-${width}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport);
  // Back at its size the dialog lays itself out again and its colours fade back: a tap before that
  // ends can land on what moved (the backdrop), and the song is never added.
  await settled(page);
}

function withServer(env: (youtube: string) => Record<string, string>): { readonly baseUrl: string; readonly browser: Browser; readonly stub: YoutubeStub } {
  const stub = new YoutubeStub();
  let server: Awaited<ReturnType<typeof startProduct>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const youtube = await stub.start();
    server = await startProduct({
      BETA_CODES: E2E_BETA_CODE,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      YOUTUBE_OEMBED_URL: `${youtube}/oembed`,
      YOUTUBE_INNERTUBE_URL: youtube,
      ...env(youtube),
    });
    browser = await launch();
    // Two servers of its own besides the shared one: their first start can take minutes on a loaded machine.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stub.stop();
  });
  return {
    get baseUrl() {
      return server!.baseUrl;
    },
    get browser() {
      return browser!;
    },
    stub,
  };
}

describe('a fresh server with no YouTube key', () => {
  // No YOUTUBE_API_KEY and no YOUTUBE_SEARCH: the defaults of a first install.
  const session = withServer(() => ({ YOUTUBE_API_KEY: '' }));

  it('a guest searches, adds a song, and the stage starts it', { timeout: 180_000 }, async () => {
    const hostContext: BrowserContext = await session.browser.newContext({ viewport: TV });
    await withPlayerStandIn(hostContext, { durationMs: 60_000 });
    const host = await signedInHost(hostContext, session.baseUrl, 'Nina Nokey', 'nokey');
    const { code } = await createRoom(host, 'First Night');
    const [stage] = await Promise.all([host.context().waitForEvent('page'), host.getByRole('link', { name: 'Stage' }).click()]);
    await stage.getByTestId('stage-empty').waitFor();

    const { context: guestContext, page: guest } = await joinAsGuest(session.browser, session.baseUrl, code, 'Gil Guest');
    await guest.getByRole('button', { name: 'Add Song to Queue' }).click();
    const ms = await searchFor(guest, 'bohemian rhapsody', /^bohemian rhapsody karaoke \(Karaoke Version\)$/);
    console.log(`keyless, in the browser: a guest's first search showed its results in ${ms} ms`);
    await guest.getByText(WEB_CHIP).waitFor();
    // Keyless is simply how this server searches: no notice to worry anyone.
    expect(await guest.getByRole('status').filter({ hasText: 'YouTube' }).count()).toBe(0);
    expect(session.stub.calls).toMatchObject({ search: 0, innertube: 1 });
    await shootBoth(guest, 'keyless-results');

    await guest.getByRole('listitem').filter({ hasText: 'bohemian rhapsody karaoke (Karaoke Version)' }).getByRole('button', { name: 'Add' }).click();
    await guest.getByText('Song added to the room queue').waitFor();

    // The stage starts it by itself (the stand-in player reaches "playing").
    const id = YoutubeStub.idFor('bohemian rhapsody karaoke', 0);
    await stage.locator(`[data-testid="youtube-stand-in"][data-video-id="${id}"][data-state="playing"]`).waitFor({ timeout: 30_000 });
    await stage.getByText('Now singing: Gil Guest').waitFor();
    await shot(stage, 'keyless-stage-1920');
    await guestContext.close();
    await hostContext.close();
  });
});

describe('a key whose hourly budget is spent', () => {
  const session = withServer((youtube) => ({ YOUTUBE_API_KEY: 'e2e-key', YOUTUBE_API_BASE_URL: youtube, YOUTUBE_LIVE_SEARCHES_PER_HOUR: '1' }));

  it('still answers host and guests, and says which source', { timeout: 180_000 }, async () => {
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = await signedInHost(hostContext, session.baseUrl, 'Hal Host', 'budget');
    const { code } = await createRoom(host, 'Busy Night');
    const { context: firstContext, page: first } = await joinAsGuest(session.browser, session.baseUrl, code, 'Fia First');
    const { context: secondContext, page: second } = await joinAsGuest(session.browser, session.baseUrl, code, 'Sid Second');

    // The hour's one API search.
    await first.getByRole('button', { name: 'Add Song to Queue' }).click();
    await searchFor(first, 'dancing queen', /^dancing queen karaoke \(Karaoke Version\)$/);
    await first.getByText('Live from YouTube', { exact: true }).waitFor();

    // The next guest: keyless, with one calm line saying so.
    await second.getByRole('button', { name: 'Add Song to Queue' }).click();
    await searchFor(second, 'waterloo', /^waterloo karaoke \(Karaoke Version\)$/);
    await second.getByText(WEB_CHIP).waitFor();
    await second
      .getByRole('status')
      .getByText(/^This hour's YouTube API searches are used up, so for the next \d+ minutes? results come from YouTube's web search\.$/)
      .waitFor();
    await shootBoth(second, 'budget-spent-guest');

    // The host is not held to everyone's hour.
    await host.getByRole('button', { name: 'Add Song', exact: true }).click();
    await searchFor(host, 'mamma mia', /^mamma mia karaoke \(Karaoke Version\)$/);
    await host.getByText('Live from YouTube', { exact: true }).waitFor();
    expect(session.stub.calls).toMatchObject({ search: 2, innertube: 1 });

    // The back office's quota card tells the truth: the hour spent, keyless answering now.
    const adminContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signIn(admin, session.baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
    await admin.goto(`${session.baseUrl}/admin/`);
    await admin.getByRole('tab', { name: 'API Tracker' }).click();
    const card = admin.getByRole('region', { name: "Today's quota" });
    await card.getByTestId('quota-level').getByText('Hourly budget spent').waitFor();
    await card.getByTestId('answering-now').getByText("YouTube's web search (no key, no quota)").waitFor();
    await card
      .getByTestId('hourly-budget')
      .getByText(/^All used; back in \d+ min$/)
      .waitFor();
    expect(await card.getByTestId('keyless-today').innerText()).toBe('1');
    await shootBoth(admin, 'budget-spent-quota-card');
    await adminContext.close();

    await firstContext.close();
    await secondContext.close();
    await hostContext.close();
  });
});
