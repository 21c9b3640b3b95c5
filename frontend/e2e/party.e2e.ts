import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { signedInHost, snap, withBrowser } from './browser';

describe('a party from start to finish', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('a host opens a room, a guest joins by QR link and queues a song, the host sees it live, plays it and boots the guest', async () => {
    const hostContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = await signedInHost(hostContext, baseUrl, 'Hana Host');
    await host.getByText("You haven't created any rooms yet. Create one to get started!").waitFor();
    await snap(host, 'dashboard-empty-1280');
    await expectAccessible(host, 'dashboard (host)');

    // Create a room through the dialog; the required-name rule first.
    await host.getByText('Create New Room').click();
    await host.getByRole('button', { name: 'Create Room' }).click();
    await host.getByText('Room name is required').waitFor();
    await host.getByLabel('Room name').fill('Friday Night Songs');
    await host.getByRole('button', { name: 'Create Room' }).click();
    await host.waitForURL(/\/room\/[^/?]+$/);
    const roomUrl = host.url();
    await host.getByText('No song playing').waitFor();
    await host.getByText('Ready to sing?').waitFor();
    const code = (await host.getByText(/^Code [A-Z2-9]{6}$/).innerText()).slice(5);
    await host.getByText('Room Owner').waitFor();
    await host.getByText('Owner access').waitFor();
    await host.getByRole('img', { name: 'QR code to join this room' }).waitFor();
    await host
      .getByText(/^\d+:\d\d(:\d\d)?$/)
      .first()
      .waitFor(); // the room-time countdown (tier 1: 60 minutes)
    await snap(host, 'room-host-empty-1280');
    await expectAccessible(host, 'room (host, empty)');

    // A guest opens the invite link on a phone: the code is filled in.
    const guestContext = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const guest = await guestContext.newPage();
    await guest.goto(`${baseUrl}/guest?code=${code}`);
    expect(await guest.getByLabel('Room Code').inputValue()).toBe(code);
    await guest.getByLabel('Your Name').fill('Gus Guest');
    await guest.getByRole('button', { name: 'Join Room' }).click();
    await guest.waitForURL(roomUrl);
    await guest.getByText('Welcome to Friday Night Songs!').waitFor();
    await expectAccessible(guest, 'room (guest, phone)');

    // The host sees the guest arrive without reloading.
    await host.getByRole('list', { name: 'Active users' }).getByText('Gus Guest').waitFor();
    await host.getByText('Guests: 1 / 4').waitFor();

    // The guest searches and adds a song; favorites are for accounts.
    await guest.getByRole('button', { name: 'Add Song to Queue' }).click();
    await guest.getByLabel('Search for a song').fill('bohemian rhapsody');
    await guest.getByRole('button', { name: 'Search', exact: true }).click();
    await guest.getByText(/^bohemian rhapsody.*\(Karaoke Version\)$/).waitFor();
    await expect(guest.getByRole('button', { name: 'Add from Favorites' }).count()).resolves.toBe(0);
    await snap(guest, 'add-song-guest-390');
    await expectAccessible(guest, 'add song dialog (guest, phone)');
    // No heart that would only answer "Sign in required": a hint instead.
    await expect(guest.getByRole('button', { name: /^Favorite / }).count()).resolves.toBe(0);
    await guest.getByText('Create an account to keep favorites.').waitFor();
    await guest
      .getByRole('listitem')
      .filter({ hasText: /bohemian rhapsody.*\(Karaoke Version\)/ })
      .getByRole('button', { name: 'Add' })
      .click();
    await guest.getByText('Song added to the room queue').waitFor();
    await guest.getByRole('button', { name: 'Close' }).click();
    await guest.getByTestId('queue-item').filter({ hasText: 'Gus Guest' }).waitFor();
    await snap(guest, 'room-guest-390');
    await expectAccessible(guest, 'room (guest, phone, with a queue)');

    // The host sees the song in the queue at once, and starts it.
    await host
      .getByTestId('queue-item')
      .filter({ hasText: /bohemian rhapsody.*\(Karaoke Version\)/ })
      .waitFor();
    await host.getByRole('button', { name: 'Play Next', exact: true }).click();
    await host.getByText('Now Playing', { exact: true }).first().waitFor();
    await host.getByText('Added by Gus Guest').waitFor();
    await snap(host, 'room-host-playing-1280');
    await expectAccessible(host, 'room (host, playing)');

    // The guest's phone follows.
    await guest.getByText('Added by Gus Guest').waitFor();
    expect(await guest.getByTestId('queue-item').count()).toBe(0);

    // The host boots the guest: the guest is told and sent back to the join page.
    await host.getByRole('listitem').filter({ hasText: 'Gus Guest' }).getByRole('button', { name: 'Boot' }).click();
    await host.getByText('Boot Gus Guest from the room?').waitFor();
    await host.getByRole('dialog').getByRole('button', { name: 'Boot' }).click();
    await guest.getByText('You have been removed from the room by the host.').first().waitFor();
    await guest.waitForURL(`${baseUrl}/guest`, { timeout: 10_000 });
    await expect.poll(() => host.getByRole('list', { name: 'Active users' }).getByText('Gus Guest').count()).toBe(0);

    // The boot keeps Gus out: the same phone under the same name (in any case) is turned away…
    await guest.goto(`${baseUrl}/guest?code=${code}`);
    await guest.getByLabel('Your Name').fill('gus guest');
    await guest.getByRole('button', { name: 'Join Room' }).click();
    await guest.getByText('You have been removed from this room').waitFor();
    // …until the host lets him back in, from the list of removed people.
    await host.getByRole('list', { name: 'Removed people' }).getByText('Gus Guest').waitFor();
    await snap(host, 'room-host-removed-1280');
    await expectAccessible(host, 'room (host, someone removed)');
    await host
      .getByRole('list', { name: 'Removed people' })
      .getByRole('listitem')
      .filter({ hasText: 'Gus Guest' })
      .getByRole('button', { name: 'Let back in' })
      .click();
    await host.getByText('Gus Guest can join the room again.').waitFor();
    await guest.getByRole('button', { name: 'Join Room' }).click();
    await guest.waitForURL(roomUrl);
    await host.getByRole('list', { name: 'Active users' }).getByText('gus guest').waitFor();

    // Back on the dashboard the room is listed with its code; lock it.
    await host.goto(`${baseUrl}/dashboard`);
    const card = host.getByTestId(`room-card-${code}`);
    await card.getByText('Open').waitFor();
    await card.getByRole('button', { name: 'Lock' }).click();
    await card.getByText('Locked').waitFor();
    await snap(host, 'dashboard-rooms-1280');
    await expectAccessible(host, 'dashboard (host, with rooms)');

    await guestContext.close();
    await hostContext.close();
  });

  it('a registered user saves a favorite from the search and sees it on My Favorites', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await signedInHost(context, baseUrl, 'Fay Fan');
    await page.getByText('Create New Room').click();
    await page.getByLabel('Room name').fill('Fan club');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.waitForURL(/\/room\//);
    await page.getByRole('button', { name: 'Add Song', exact: true }).click(); // in view at the top: the floating + waits until it scrolls away
    await page.getByLabel('Search for a song').fill('dancing queen');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: /^Favorite dancing queen.*\(Karaoke Version\)$/ }).click();
    await page.getByRole('button', { name: /^Unfavorite dancing queen.*\(Karaoke Version\)$/ }).waitFor();
    await page.goto(`${baseUrl}/favorites`);
    await page.getByText(/^dancing queen.*\(Karaoke Version\)$/).waitFor();
    await page.getByRole('button', { name: 'Add to Queue' }).click();
    await page.getByText('Song added to the room queue').waitFor();
    await snap(page, 'favorites-390');
    await expectAccessible(page, 'favorites (phone)');
    await page.getByRole('button', { name: /^Remove dancing queen.*\(Karaoke Version\) from favorites$/ }).click();
    await page.getByText('No Favorites Yet').waitFor();
    await context.close();
  });

  it('a host raises the song limit in Room Settings, queues three songs, drags the last to the top and runs the show from the remote view', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signedInHost(context, baseUrl, 'Rhea Remote');
    await page.getByText('Create New Room').click();
    await page.getByLabel('Room name').fill('Drag and drop');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.waitForURL(/\/room\/[^/?]+$/);
    const roomUrl = page.url();

    await page.getByRole('button', { name: 'Room Settings' }).click();
    await page.getByLabel('Max songs per user').click();
    await page.getByRole('option', { name: '5' }).click();
    await page.getByLabel('Queue order').click();
    await page.getByRole('option', { name: 'First come, first served' }).click();
    await snap(page, 'room-settings-1280');
    await expectAccessible(page, 'room settings dialog');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings Updated').waitFor();
    await page.getByText('5 songs', { exact: true }).waitFor(); // the Room Rules card follows

    await page.getByRole('button', { name: 'Add Song', exact: true }).click();
    await page.getByLabel('Search for a song').fill('wonderwall');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await results.first().waitFor();
    for (let i = 0; i < 3; i += 1) {
      await results.nth(i).getByRole('button', { name: 'Add' }).click();
      await expect.poll(() => page.getByTestId('queue-item').count()).toBe(i + 1);
    }
    await page.getByRole('button', { name: 'Close' }).click();
    const titles = () => page.getByTestId('queue-item').locator('.PlainListText-primary').allInnerTexts();
    const before = await titles();
    expect(before).toHaveLength(3);

    // Drag the third song onto the first: it becomes first (position 1 = drop index + 1).
    const handle = page.getByRole('button', { name: `Drag ${before[2]}` });
    const target = page.getByRole('button', { name: `Drag ${before[0]}` });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 6, { steps: 15 });
    await page.mouse.up();
    await expect.poll(titles).toEqual([before[2], before[0], before[1]]);
    await page.reload();
    await expect.poll(titles).toEqual([before[2], before[0], before[1]]); // the server kept the order

    await page.goto(`${roomUrl}?view=remote`);
    await page.getByRole('button', { name: 'Play Next', exact: true }).click();
    await page.getByText(`Now playing: ${before[2]}`).waitFor();
    await expect.poll(() => page.getByTestId('queue-item').count()).toBe(2);
    await snap(page, 'room-remote-1280');
    await expectAccessible(page, 'room (remote view)');
    await context.close();
  });

  it('opens a 300x300 QR image of the guest link from the dashboard, also on a high-density screen', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
    const page = await signedInHost(context, baseUrl, 'Quinn QR');
    await page.getByText('Create New Room').click();
    await page.getByLabel('Room name').fill('QR party');
    await page.getByRole('button', { name: 'Create Room' }).click();
    await page.waitForURL(/\/room\//);
    await page.goto(`${baseUrl}/dashboard`);
    await page
      .getByTestId(/^room-card-/)
      .getByRole('button', { name: 'QR', exact: true })
      .click();
    const image = page.getByRole('button', { name: 'Open the 300×300 image' });
    const [tab] = await Promise.all([context.waitForEvent('page'), image.click()]);
    await tab.waitForLoadState();
    const size = await tab.evaluate(async () => {
      const image = document.querySelector('img');
      if (!image) return null;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(size).toEqual({ width: 300, height: 300 });
    await context.close();
  });
});
