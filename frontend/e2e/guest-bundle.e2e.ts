import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, laneBaseUrl, snap } from './browser';

const ROOT = path.resolve(import.meta.dirname, '../..');
const E2E_BETA_CODE = 'E2E-BETA';

/**
 * What `npm run size:guest` counts for the built app these journeys run against, and the second
 * wave it reports apart (the modules a guest's browser loads once the room shows).
 */
function guestFiles(): { counted: string[]; afterRoom: string[] } {
  const out = execFileSync(process.execPath, ['scripts/guest-bundle.mjs', '--dist', '--json'], { cwd: ROOT, encoding: 'utf8' });
  const result = JSON.parse(out) as { chunks: Array<{ file: string }>; afterRoom: Array<{ file: string }> };
  return { counted: result.chunks.map((chunk) => `/${chunk.file}`).sort(), afterRoom: result.afterRoom.map((chunk) => `/${chunk.file}`) };
}

describe("the guest's download", () => {
  let browser: Browser;
  const baseUrl = laneBaseUrl();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('is exactly the JS that npm run size:guest counts, from the invite link to the room screen', async () => {
    const hostContext = await browser.newContext();
    const username = `sizehost${Date.now()}`;
    const origin = { Origin: baseUrl };
    expect(
      (
        await hostContext.request.post(`${baseUrl}/api/auth/register`, {
          headers: origin,
          data: { username, displayName: 'Hana Host', password: 'secret-123', betaCode: E2E_BETA_CODE },
        })
      ).status(),
    ).toBe(201);
    expect((await hostContext.request.post(`${baseUrl}/api/auth/login`, { headers: origin, data: { username, password: 'secret-123' } })).status()).toBe(200);
    const created = await hostContext.request.post(`${baseUrl}/api/rooms`, { headers: origin, data: { name: 'Bundle Night' } });
    expect(created.status()).toBe(201);
    const room = (await created.json()) as { roomId: string; code: string };
    const added = await hostContext.request.post(`${baseUrl}/api/rooms/${room.roomId}/queue`, {
      headers: origin,
      data: { videoId: 'dQw4w9WgXcQ', title: 'Dancing Queen (Karaoke Version)', thumbnail: null, duration: '3:51' },
    });
    expect(added.status()).toBe(201);

    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guest = await guestContext.newPage();
    const loaded = new Set<string>();
    guest.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.add(new URL(request.url()).pathname);
    });
    await guest.goto(`${baseUrl}/guest?code=${room.code}`);
    await guest.getByLabel('Your Name').fill('Gus Guest');
    await guest.getByRole('button', { name: 'Join Room' }).click();
    await guest.waitForURL(`${baseUrl}/room/${room.roomId}`);
    await guest.getByText('Welcome to Bundle Night!').waitFor();
    await guest.getByText('Dancing Queen (Karaoke Version)').waitFor();
    await guest.getByRole('list', { name: 'Active users' }).getByText('Gus Guest (you)').waitFor();
    await guest.waitForLoadState('networkidle');
    await snap(guest, 'room-guest-bundle-390');

    // Every counted file was loaded; anything else loaded is the reported second wave, never more.
    const { counted, afterRoom } = guestFiles();
    expect(counted.filter((file) => !loaded.has(file))).toEqual([]);
    expect([...loaded].filter((file) => !counted.includes(file) && !afterRoom.includes(file))).toEqual([]);
    await guestContext.close();
    await hostContext.close();
  });
});
