import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { countingChromiumCpu } from './chromium-cpu';
import { watchBrowser } from './failure-report';
import { E2E_BETA_CODE } from './global-setup';

/** Chromium's switches for every journey (also for a browser profile of its own, pwa.e2e.ts). */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  // The journeys reach nothing but loopback: every other name resolves to "not found" inside the
  // browser (YouTube's thumbnails on i.ytimg.com, its player script), so no lookup or connection
  // leaves the machine; a journey's own route for an address (the player stand-in's) still answers.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Debian's Chromium, the whole browser (CHROMIUM_PATH): what a journey uses when it needs all of it. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell; another one named
 * by CHROMIUM_HEADLESS_SHELL_PATH, or none when that is empty): the same engine without the
 * browser's own interface, a third less of Chromium's CPU on the stage journeys (README, Tests),
 * and Chromium is most of the journeys' CPU. It refuses what only a browser with a screen grants
 * (the Screen Wake Lock, showing notifications), so the journeys that check those ask for the
 * whole browser.
 */
function headlessShell(): string | undefined {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  return shell && fs.existsSync(shell) ? shell : undefined;
}

/** A browser for the journeys: the headless shell when there is one, else (or when `full`) the whole browser. */
export async function launch(options: { full?: boolean } = {}): Promise<Browser> {
  const executablePath = (!options.full && headlessShell()) || FULL_CHROMIUM;
  const browser = await countingChromiumCpu(() => chromium.launch({ executablePath, headless: true, args: LAUNCH_ARGS }));
  watchBrowser(browser);
  return browser;
}

/** Saves a screenshot under SCREENSHOT_DIR when set (for looking at the screens), else does nothing. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The server of this worker's lane (e2e/global-setup.ts): each lane's files run one at a time against it. */
export function laneBaseUrl(): string {
  const urls = inject('baseUrls');
  const lane = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return urls[((lane % urls.length) + urls.length) % urls.length];
}

/**
 * One browser for a describe block: launched before its tests and closed after them (`full`: the
 * whole browser, see launch).
 * `session.browser` is the browser, `session.baseUrl` the server of this file's lane.
 */
export function withBrowser(options: { full?: boolean } = {}): { readonly browser: Browser; readonly baseUrl: string } {
  let browser: Browser | undefined;
  const baseUrl = laneBaseUrl();
  beforeAll(async () => {
    browser = await launch(options);
  });
  afterAll(() => browser?.close());
  return {
    get browser() {
      if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test');
      return browser;
    },
    baseUrl,
  };
}

/** Signs in through the form, as a person does, and waits for the screen it leads to. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  landing: string | RegExp = `${baseUrl}/dashboard`,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(landing);
}

/** Signs up through the API of the context (with the journeys' beta code); answers the new username. */
export async function register(context: BrowserContext, baseUrl: string, displayName: string, prefix = 'host'): Promise<string> {
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const registered = await context.request.post(`${baseUrl}/api/auth/register`, {
    data: { username, displayName, password: PASSWORD, betaCode: E2E_BETA_CODE },
  });
  expect(registered.status()).toBe(201);
  return username;
}

/** The password every account the journeys sign up gets. */
export const PASSWORD = 'secret-123';

/** A new account, signed in on a new page of the context, on its dashboard. */
export async function signedInHost(context: BrowserContext, baseUrl: string, displayName: string, prefix = 'host'): Promise<Page> {
  const username = await register(context, baseUrl, displayName, prefix);
  const page = await context.newPage();
  await signIn(page, baseUrl, username, PASSWORD);
  return page;
}

/** A guest on a phone joins by the room's code, as the invite QR leads them. */
export async function joinAsGuest(browser: Browser, baseUrl: string, code: string, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/guest?code=${code}`);
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await page.getByText(/^Welcome to /).waitFor();
  return { context, page };
}

/**
 * The journeys have no internet: the product asks for https://www.youtube.com/iframe_api as always,
 * and this context answers with the local stand-in (support/youtube-iframe-stand-in.js), each video
 * "playing" for `durationMs`, the ids in `errors` failing with that player error, the ids in
 * `stalls` never starting (and never saying so).
 */
export async function withPlayerStandIn(
  context: BrowserContext,
  setup: { durationMs: number; errors?: Record<string, number>; stalls?: string[] },
): Promise<void> {
  const standIn = fs.readFileSync(path.resolve(import.meta.dirname, 'support/youtube-iframe-stand-in.js'), 'utf8');
  await context.route('https://www.youtube.com/iframe_api', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn }));
  await context.addInitScript((value) => {
    (window as unknown as { __ytStandIn: unknown }).__ytStandIn = value;
  }, setup);
}

/** A signed-in host creates a room from the dashboard, as a person does: its id and code. */
export async function createRoom(page: Page, name: string): Promise<{ roomId: string; code: string }> {
  await page.getByText('Create New Room').click();
  await page.getByLabel('Room name').fill(name);
  await page.getByRole('button', { name: 'Create Room' }).click();
  await page.waitForURL(/\/room\/[^/?]+$/);
  const roomId = new URL(page.url()).pathname.split('/').pop()!;
  const code = (await page.getByText(/^Code [A-Z2-9]{6}$/).innerText()).slice(5);
  return { roomId, code };
}

/** Queues a song through the API as the context's person. */
export async function queueSong(context: BrowserContext, baseUrl: string, roomId: string, videoId: string, title: string, duration = '3:00'): Promise<void> {
  const added = await context.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, { data: { videoId, title, thumbnail: null, duration } });
  expect(added.status()).toBe(201);
}
