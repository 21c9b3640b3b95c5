import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCdgPair, writeMedia } from '../../backend/test/support/library-media';
import { createRoom, joinAsGuest, launch, signedInHost, snap } from './browser';
import { E2E_BETA_CODE } from './global-setup';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TV = { width: 1920, height: 1080 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The host's library, end to end: a server of its own (the built product) with MEDIA_DIR naming a
 * folder of three files made by ffmpeg now (a video, another video, a CD+G pair), no YouTube key.
 */
describe("the host's library (MEDIA_DIR), in the browser", () => {
  let server: ChildProcess;
  let baseUrl = '';
  let library = '';
  let browser: Browser;

  beforeAll(async () => {
    library = mkdtempSync(path.join(tmpdir(), 'kp-e2e-library-'));
    await writeMedia(path.join(library, 'Queen - Bohemian Rhapsody.webm'), 'webm', { seconds: 4 });
    await writeMedia(path.join(library, 'ABBA - Waterloo.webm'), 'webm');
    await writeCdgPair(path.join(library, 'Toto - Africa'), 4);
    const port = await freePort();
    server = spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        REDIS_URL: '',
        BETA_CODES: E2E_BETA_CODE,
        RICKROLL_PROBABILITY: '0',
        YOUTUBE_API_KEY: '',
        MEDIA_DIR: library,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('The server did not become healthy within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    rmSync(library, { recursive: true, force: true });
  });

  it('a guest finds a library song, queues it, and the stage plays it; a CD+G song draws its graphics', async () => {
    const hostContext = await browser.newContext({ viewport: TV });
    const host = await signedInHost(hostContext, baseUrl, 'Lena Library', 'library');
    const { roomId, code } = await createRoom(host, 'Library Night');
    const [stage] = await Promise.all([host.context().waitForEvent('page'), host.getByRole('link', { name: 'Stage' }).click()]);
    await stage.getByTestId('stage-empty').waitFor();
    // The TV has been clicked once (browsers keep sound for pages a person has touched).
    await stage.mouse.click(10, 10);

    // The guest's phone: Add a Song → Library → type → Add.
    const { page: guest } = await joinAsGuest(browser, baseUrl, code, 'Gia Guest');
    await guest.getByRole('button', { name: 'Add Song to Queue' }).click();
    await guest.getByRole('button', { name: 'Library (3)' }).click();
    await guest.getByLabel('Search the library').fill('bohemian');
    const results = guest.getByRole('list', { name: 'Library songs' });
    await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
    await results.getByText('Bohemian Rhapsody').waitFor();
    await snap(guest, 'library-guest-search-390');
    await results.getByRole('button', { name: 'Add Queen - Bohemian Rhapsody' }).click();

    // The stage starts it by itself after "Up next": the <video> reaches playing.
    const video = stage.locator('[data-testid="library-player"][data-kind="video"] video');
    await video.waitFor({ timeout: 30_000 });
    const playClicked = Date.now();
    await stage.waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="library-player"] video');
      return element !== null && !element.paused && element.currentTime > 0;
    });
    const startMs = Date.now() - playClicked;
    // The target is 1 s on a LAN (docs/performance.md "The host's library"); the run prints the figure,
    // and the bound here leaves room for a loaded test machine.
    console.log(`library video: element mounted to playing in ${startMs} ms`);
    expect(startMs).toBeLessThan(5_000);
    await snap(stage, 'library-stage-video-1920');

    // It ends (four seconds long) and the stage moves on like for any song: the empty stage.
    await stage.getByTestId('stage-empty').waitFor({ timeout: 20_000 });

    // A CD+G pair: the audio plays and the canvas draws frames in step with it.
    const [africa] = (await (await hostContext.request.get(`${baseUrl}/api/library/search?q=africa`)).json()).songs;
    expect(africa).toMatchObject({ kind: 'cdg', source: 'library' });
    const added = await hostContext.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, { data: { videoId: africa.id, title: 'Africa' } });
    expect(added.status()).toBe(201);
    await stage.locator('[data-testid="library-player"][data-kind="cdg"]').waitFor({ timeout: 30_000 });
    await stage.waitForFunction(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="library-player"] audio');
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="cdg-canvas"]');
      return audio !== null && !audio.paused && audio.currentTime > 0.3 && Number(canvas?.dataset.frames ?? 0) >= 3;
    });
    // The yellow tiles of the hand-written CD+G are on the canvas.
    const yellow = await stage.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="cdg-canvas"]')!;
      const data = canvas.getContext('2d')!.getImageData(0, 0, 300, 216).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] > 200 && data[i + 2] < 50) count++;
      return count;
    });
    expect(yellow).toBeGreaterThan(72);
    await snap(stage, 'library-stage-cdg-1920');
    await stage.getByTestId('stage-empty').waitFor({ timeout: 20_000 });
  }, 180_000);

  it('shows the Library choice at 390 and 1280 px, light and dark', async () => {
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = await signedInHost(hostContext, baseUrl, 'Lou Looks', 'looks');
    const { code } = await createRoom(host, 'Looks Night');
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ])
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height }, colorScheme });
        const page = await context.newPage();
        await page.goto(`${baseUrl}/guest?code=${code}`);
        await page.getByLabel('Your Name').fill(`Guest ${width} ${colorScheme}`);
        await page.getByRole('button', { name: 'Join Room' }).click();
        await page.getByText(/^Welcome to /).waitFor();
        await page.getByRole('button', { name: 'Add Song to Queue' }).click();
        await page.getByRole('button', { name: 'Library (3)' }).click();
        await page.getByRole('list', { name: 'Library songs' }).getByText('Africa').waitFor();
        await snap(page, `library-dialog-${width}-${colorScheme}`);
        await context.close();
      }
  }, 180_000);
});
