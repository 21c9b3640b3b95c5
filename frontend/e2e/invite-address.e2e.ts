import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled } from './axe';
import { createRoom, signedInHost, withBrowser, withPlayerStandIn } from './browser';
import { type FakeInterfaces, LOOPBACK_ONLY, type ProductServer, startProductServer } from './global-setup';

/** Screenshots of these journeys are kept here (git-ignored) to be looked at. */
const OUTPUT = path.resolve(import.meta.dirname, 'output/invite-address');

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(OUTPUT, { recursive: true });
  await page.screenshot({ path: path.join(OUTPUT, `${name}.png`), fullPage: true });
}

/** What a phone's camera would read: the QR code drawn on screen, decoded from a screenshot of it. */
async function decodeQr(qr: Locator): Promise<string> {
  // A QR caught while its dialog still zooms in reads as nothing: wait for the page's transitions.
  await settled(qr.page());
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(Uint8ClampedArray.from(png.data), png.width, png.height);
  if (!code) throw new Error('No QR code could be read in the screenshot');
  return code.data;
}

/** A laptop on a home Wi-Fi that also runs Docker: the Wi-Fi address is the one phones reach. */
const LAPTOP_ON_WIFI: FakeInterfaces = {
  ...LOOPBACK_ONLY,
  docker0: [{ address: '172.17.0.1', netmask: '255.255.0.0', family: 'IPv4', mac: '02:42:ac:11:00:01', internal: false, cidr: '172.17.0.1/16' }],
  wlp2s0: [
    {
      address: 'fe80::1c2b:3aff:fe4d:5e6f',
      netmask: 'ffff:ffff:ffff:ffff::',
      family: 'IPv6',
      mac: '1e:2b:3a:4d:5e:6f',
      internal: false,
      cidr: 'fe80::1c2b:3aff:fe4d:5e6f/64',
    },
    { address: '192.168.1.23', netmask: '255.255.255.0', family: 'IPv4', mac: '1e:2b:3a:4d:5e:6f', internal: false, cidr: '192.168.1.23/24' },
  ],
};

// The journeys only ever talk to 127.0.0.1: the Wi-Fi address is read off the QR codes, never visited.
describe('the invite of a host who opened the app at a loopback address', () => {
  const session = withBrowser();

  describe('on a machine with a Wi-Fi address', () => {
    let server: ProductServer;
    // A second server beside the journeys' own: on a busy machine it may take a while to start.
    beforeAll(async () => {
      server = await startProductServer({
        youtubeUrl: inject('youtubeUrl'),
        interfaces: LAPTOP_ON_WIFI,
        env: { LOG_LEVEL: 'log' },
        captureOutput: true,
        startupMs: 150_000,
      });
    }, 180_000);
    afterAll(() => server?.stop());

    it('prints the Wi-Fi address at start, beside the local one', () => {
      const port = new URL(server.baseUrl).port;
      // What `npm start` prints (scripts/start.mjs runs this same server, its output inherited).
      expect(server.output()).toContain(
        `Serving the party app at http://localhost:${port}/ on this computer and at http://192.168.1.23:${port}/ for phones on the same Wi-Fi`,
      );
    });

    it.each([
      ['1280-light', { width: 1280, height: 900 }, 'light'],
      ['390-dark', { width: 390, height: 844 }, 'dark'],
    ] as const)(
      'sends phones to the Wi-Fi address from every QR code of the host (%s), and says they must share it',
      { timeout: 120_000 },
      async (label, viewport, colorScheme) => {
        const port = new URL(server.baseUrl).port;
        const lanBase = `http://192.168.1.23:${port}`;
        const context = await session.browser.newContext({ viewport, colorScheme });
        const host = await signedInHost(context, server.baseUrl, 'Wendy Wifi', 'invite');
        expect(new URL(host.url()).hostname).toBe('127.0.0.1');
        const { code } = await createRoom(host, 'Living Room');

        const invite = host.getByRole('img', { name: 'QR code to join this room' });
        await host.getByText('Phones must be on the same Wi-Fi as this computer.').waitFor();
        await host.getByText(`192.168.1.23:${port}/guest`).waitFor();
        expect(await decodeQr(invite)).toBe(`${lanBase}/guest?code=${code}`);
        await shot(host, `1-host-invite-wifi-${label}`);

        // Full screen, as the host holds the laptop up to the room.
        await host.getByRole('button', { name: 'Show the QR code full screen' }).click();
        const big = host.getByRole('img', { name: 'QR code to join Living Room' });
        expect(await decodeQr(big)).toBe(`${lanBase}/guest?code=${code}`);
        await host.getByText(`192.168.1.23:${port}/guest`).last().waitFor();
        await shot(host, `2-host-qr-full-screen-${label}`);
        await context.close();
      },
    );

    it('puts the Wi-Fi address in the QR code of a stage opened on the same machine', { timeout: 120_000 }, async () => {
      const lanBase = `http://192.168.1.23:${new URL(server.baseUrl).port}`;
      const tv = await session.browser.newContext({ viewport: { width: 1920, height: 1080 } });
      await withPlayerStandIn(tv, { durationMs: 60_000 });
      const host = await signedInHost(tv, server.baseUrl, 'Tina TV', 'invite');
      const { roomId, code } = await createRoom(host, 'TV Room');
      const stage = await tv.newPage();
      await stage.goto(`${server.baseUrl}/room/${roomId}?view=stage`);
      const stageQr = stage.getByRole('img', { name: `QR code to join with code ${code}` });
      await stage.getByTestId('stage-empty').waitFor();
      await expect.poll(() => decodeQr(stageQr)).toBe(`${lanBase}/guest?code=${code}`);
      await shot(stage, '3-stage-empty-wifi-1920');
      await tv.close();
    });
  });

  describe('on a machine with no local network address', () => {
    it.each([
      ['1280-dark', { width: 1280, height: 900 }, 'dark'],
      ['390-light', { width: 390, height: 844 }, 'light'],
    ] as const)(
      'keeps the address it has, and tells the host that phones cannot reach it and how to set PUBLIC_URL (%s)',
      { timeout: 120_000 },
      async (label, viewport, colorScheme) => {
        // The journeys' own server sees loopback only (global-setup.ts).
        const { baseUrl } = session;
        const context = await session.browser.newContext({ viewport, colorScheme });
        const host = await signedInHost(context, baseUrl, 'Nora No-Network', 'invite');
        const { code } = await createRoom(host, 'Offline Den');
        const warning = host.getByRole('alert').filter({ hasText: 'Phones cannot reach this address' });
        await warning.waitFor();
        expect(await warning.innerText()).toContain(
          'Connect this computer to the Wi-Fi, or restart the server with PUBLIC_URL set to an address phones can open, such as PUBLIC_URL=http://192.168.1.20:3000.',
        );
        expect(await host.getByText('Phones must be on the same Wi-Fi as this computer.').count()).toBe(0);
        expect(await decodeQr(host.getByRole('img', { name: 'QR code to join this room' }))).toBe(`${baseUrl}/guest?code=${code}`);
        await shot(host, `4-host-invite-unreachable-${label}`);
        await context.close();
      },
    );
  });
});
