import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { signedInHost, snap, withBrowser } from './browser';

/**
 * The moments around the songs and the people, each at both sizes (the host on a laptop and a
 * guest on a phone, then the other way round): removals told by name and undone, a second "Zoe",
 * renaming and leaving, the endings, and the plan's limits before they bite.
 */
const SIZES = [
  { name: 'host 1280, guest 390', host: { width: 1280, height: 900 }, guest: { width: 390, height: 844 } },
  { name: 'host 390, guest 1280', host: { width: 390, height: 844 }, guest: { width: 1280, height: 900 } },
] as const;
type Size = (typeof SIZES)[number];
const tag = (size: Size) => `${size.host.width}-${size.guest.width}`;

let n = 0;
const song = (title: string) => ({ videoId: `e2eflow${String(++n).padStart(4, '0')}`, title, duration: '3:52' });

async function context(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  return browser.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
}

/** A host with a new room, on its screen; answers the page, the room's id and code. */
async function hostRoom(browser: Browser, baseUrl: string, size: Size, name: string): Promise<{ host: Page; roomId: string; code: string }> {
  const host = await signedInHost(await context(browser, size.host), baseUrl, name, 'flow');
  const created = await host.request.post(`${baseUrl}/api/rooms`, { data: { name: `${name}'s party` } });
  expect(created.status()).toBe(201);
  const { roomId, code } = (await created.json()) as { roomId: string; code: string };
  await host.goto(`${baseUrl}/room/${roomId}`);
  await host.getByText('Room Owner').waitFor();
  return { host, roomId, code };
}

async function guestJoins(browser: Browser, baseUrl: string, size: Size, code: string, name: string): Promise<Page> {
  const guest = await (await context(browser, size.guest)).newPage();
  await guest.goto(`${baseUrl}/guest?code=${code}`);
  await guest.getByLabel('Your Name').fill(name);
  await guest.getByRole('button', { name: 'Join Room' }).click();
  await guest.getByText(/^Welcome to /).waitFor();
  return guest;
}

async function addSong(page: Page, baseUrl: string, roomId: string, title: string): Promise<void> {
  const added = await page.request.post(`${baseUrl}/api/rooms/${roomId}/queue`, { data: song(title) });
  expect(added.status()).toBe(201);
}

describe('every moment feels finished', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  for (const size of SIZES) {
    it(`removals are told by name and can be undone (${size.name})`, async () => {
      const { host, roomId, code } = await hostRoom(session.browser, baseUrl, size, 'Rita');
      const guest = await guestJoins(session.browser, baseUrl, size, code, 'Zoe');
      // Zoe's song second, so that putting it back does not make her next (a "You're up next" would take the toast).
      await addSong(host, baseUrl, roomId, 'Waterloo');
      await addSong(guest, baseUrl, roomId, 'Dancing Queen');
      await host.getByRole('button', { name: 'Remove: Dancing Queen' }).waitFor();

      await host.getByRole('button', { name: 'Remove: Dancing Queen' }).click();
      await host.getByText("'Dancing Queen' left the queue.").waitFor();
      await guest.getByText("Rita removed your song 'Dancing Queen'").waitFor();
      await snap(guest, `flow-removed-guest-${tag(size)}`);
      // Within the toast's 5 s: the Undo is seen, then pressed (the checks of the screens come after).
      await snap(host, `flow-removed-host-${tag(size)}`);
      await host.getByRole('button', { name: 'Undo' }).click();
      await snap(host, `flow-undone-host-${tag(size)}`);
      await snap(guest, `flow-undone-guest-${tag(size)}`);
      await guest.getByText("Rita put your song 'Dancing Queen' back").waitFor();
      await host.getByText("'Dancing Queen' is back at number 2.").waitFor();
      await expectAccessible(guest, 'room (guest, told of a song put back)');
      await expectAccessible(host, 'room (host, after an undo)');
      await expect.poll(() => guest.getByTestId('queue-item').nth(1).innerText()).toContain('Dancing Queen');

      await host.getByRole('button', { name: 'Clear', exact: true }).click();
      await host.getByRole('dialog').getByRole('button', { name: 'Clear queue' }).click();
      await guest.getByText('Rita cleared the queue').waitFor();
      await guest.getByText("Your song 'Dancing Queen' was in it. Add another one whenever you like.").waitFor();
      await host.context().close();
      await guest.context().close();
    });

    it(`names are unique, and a guest renames and leaves (${size.name})`, async () => {
      const { host, code } = await hostRoom(session.browser, baseUrl, size, 'Rosa');
      const zoe = await guestJoins(session.browser, baseUrl, size, code, 'Zoe');

      // A second "zoe" is asked to pick another name.
      const twin = await (await context(session.browser, size.guest)).newPage();
      await twin.goto(`${baseUrl}/guest?code=${code}`);
      await twin.getByLabel('Your Name').fill('zoe');
      await twin.getByRole('button', { name: 'Join Room' }).click();
      await twin.getByText('Someone in this room is already called zoe. Add an initial or a nickname so everyone can tell you apart.').waitFor();
      await snap(twin, `flow-name-taken-${tag(size)}`);
      await expectAccessible(twin, 'join (name taken)');
      await twin.getByLabel('Your Name').fill('Zoe B');
      await twin.getByRole('button', { name: 'Join Room' }).click();
      await twin.getByText(/^Welcome to /).waitFor();

      // The first Zoe renames herself; the host sees it live.
      await zoe.getByRole('button', { name: 'Zoe, change your name' }).click();
      const field = zoe.getByRole('dialog').getByLabel('Your Name');
      await field.fill('Zoe B');
      await zoe.getByRole('button', { name: 'Save name' }).click();
      await zoe.getByText(/already called Zoe B/).waitFor();
      await field.fill('Zoe A');
      await zoe.getByRole('button', { name: 'Save name' }).click();
      await zoe.getByText('Everyone now sees you as Zoe A.').waitFor();
      await host.getByRole('list', { name: 'Active users' }).getByText('Zoe A').waitFor();

      // And leaves, after saying yes to what goes with her.
      await zoe.getByRole('button', { name: 'Leave room' }).click();
      await zoe.getByRole('dialog').getByText('You can come back with the room code, as a new guest.').waitFor();
      await snap(zoe, `flow-leave-confirm-${tag(size)}`);
      await expectAccessible(zoe, 'room (guest, leave confirmation)');
      await zoe.getByRole('dialog').getByRole('button', { name: 'Leave room' }).click();
      await zoe.waitForURL(`${baseUrl}/guest`);
      await zoe.getByText("You left Rosa's party").waitFor();
      await zoe.getByRole('heading', { name: 'Join another party' }).waitFor();
      expect(await zoe.getByText('Removed from Room').count()).toBe(0);
      await snap(zoe, `flow-left-${tag(size)}`);
      await expectAccessible(zoe, 'join (after leaving)');
      await expect.poll(() => host.getByRole('list', { name: 'Active users' }).getByText('Zoe A').count()).toBe(0);
      for (const page of [host, zoe, twin]) await page.context().close();
    });

    it(`a boot and the party's end say goodbye, then land calmly (${size.name})`, async () => {
      const { host, roomId, code } = await hostRoom(session.browser, baseUrl, size, 'Rina');
      const gus = await guestJoins(session.browser, baseUrl, size, code, 'Gus');
      const mia = await guestJoins(session.browser, baseUrl, size, code, 'Mia');

      await host.getByRole('listitem').filter({ hasText: 'Gus' }).getByRole('button', { name: 'Boot' }).click();
      await host.getByRole('dialog').getByRole('button', { name: 'Boot' }).click();
      await gus.getByText('You have been removed from the room by the host.').first().waitFor();
      // During the wait before the way home: never "This room is not available".
      expect(await gus.getByText('This room is not available').count()).toBe(0);
      await snap(gus, `flow-booted-${tag(size)}`);
      await gus.waitForURL(`${baseUrl}/guest`, { timeout: 10_000 });
      await gus.getByRole('heading', { name: 'Join another party' }).waitFor();
      expect(await gus.getByText('This room is not available').count()).toBe(0);
      await expectAccessible(gus, 'join (after a boot)');

      // The host ends the party from the dashboard.
      await host.goto(`${baseUrl}/dashboard`);
      await host.getByRole('button', { name: 'Delete' }).first().click();
      await host.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await mia.waitForURL(`${baseUrl}/guest`, { timeout: 10_000 });
      await mia.getByText('Rina ended the party — thanks for singing!').waitFor();
      await mia.getByRole('heading', { name: 'Join another party' }).waitFor();
      expect(await mia.getByText('Not logged in').count()).toBe(0);
      expect(await mia.getByText('Removed from Room').count()).toBe(0);
      await snap(mia, `flow-party-ended-${tag(size)}`);
      await expectAccessible(mia, 'join (after the party ended)');
      expect((await host.request.get(`${baseUrl}/api/rooms/${roomId}`)).status()).toBe(404);
      for (const page of [host, gus, mia]) await page.context().close();
    });

    it(`the plan's limits show before they bite, and lead to the plans (${size.name})`, async () => {
      const { host, code } = await hostRoom(session.browser, baseUrl, size, 'Ruth');
      for (const name of ['Ann', 'Ben', 'Cat']) {
        const joined = await (await session.browser.newContext()).request.post(`${baseUrl}/api/guest/join`, { data: { roomCode: code, displayName: name } });
        expect(joined.status()).toBe(200);
      }
      await host.getByText('3 of 4 guests: one more can join.').waitFor();
      const dan = await guestJoins(session.browser, baseUrl, size, code, 'Dan');
      await host.getByText('4 of 4 guests: the room is full, and newcomers are turned away until someone leaves.').waitFor();
      await snap(host, `flow-limits-host-${tag(size)}`);
      await expectAccessible(host, 'room (host, full)');

      const eve = await (await context(session.browser, size.guest)).newPage();
      await eve.goto(`${baseUrl}/guest?code=${code}`);
      await eve.getByLabel('Your Name').fill('Eve');
      await eve.getByRole('button', { name: 'Join Room' }).click();
      await eve.getByText('Failed to join room').waitFor();
      await eve.getByText('This room is full: it allows 4 guests at a time. Ask Ruth — their plan allows 4 guests.').waitFor();
      await snap(eve, `flow-room-full-${tag(size)}`);

      await host.getByRole('link', { name: 'See the plans' }).click();
      await host.waitForURL(`${baseUrl}/plans`);
      await host.getByRole('heading', { name: 'Plans' }).waitFor();
      await host.getByText('Your plan', { exact: true }).waitFor();
      await host.getByText('10 guests in a room at a time').waitFor();
      await host.getByText('Rooms last 4 hours').waitFor();
      await host.getByRole('button', { name: 'Ask for Premium' }).waitFor();
      await snap(host, `flow-plans-${tag(size)}`);
      await expectAccessible(host, 'plans');
      for (const page of [host, dan, eve]) await page.context().close();
    });
  }
});
