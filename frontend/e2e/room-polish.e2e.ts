import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, settled } from './axe';
import { joinAsGuest, signedInHost, snap, withBrowser } from './browser';

/**
 * The room's finish, on a phone (390 px) and a laptop (1280 px): what waits says so, titles read,
 * inviting and locking take one tap, the Add Song dialog helps before and after a search, and no
 * screen offers something it then refuses. axe-core checks each screen in light and dark.
 */
const WIDTHS = [390, 1280] as const;

function device(width: number, dark = false) {
  const phone = width < 600;
  return {
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    colorScheme: dark ? ('dark' as const) : ('light' as const),
  };
}

/** axe-core on the page as it is, then again with the dark theme (the app follows the system's). */
async function expectAccessibleInBothThemes(page: Page, screen: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page, `${screen} (light)`);
  await page.emulateMedia({ colorScheme: 'dark' });
  // The switch itself animates the buttons' colours: let it settle.
  await settled(page);
  await expectAccessible(page, `${screen} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The journeys' only searches: after the first run they come from the search cache, so the
 * hourly budget of live YouTube searches that every journey shares is hardly touched.
 */
const SONG_QUERIES = ['nirvana smells like teen spirit live at reading', 'abba dancing queen from the musical mamma mia'] as const;

async function search(request: APIRequestContext, baseUrl: string, query: string) {
  const found = await request.get(`${baseUrl}/api/youtube/search?q=${encodeURIComponent(query)}`);
  expect(found.status()).toBe(200);
  return ((await found.json()) as { videos: { id: string; title: string; thumbnail: string; duration: string }[] }).videos;
}

/** A room with five long-titled songs waiting and nothing playing, made through the API as the host. */
async function roomWithSongs(request: APIRequestContext, baseUrl: string, name: string): Promise<{ roomId: string; code: string }> {
  const created = await request.post(`${baseUrl}/api/rooms`, { data: { name } });
  expect(created.status()).toBe(201);
  const { roomId, code } = (await created.json()) as { roomId: string; code: string };
  expect((await request.patch(`${baseUrl}/api/rooms/${roomId}/settings`, { data: { settings: { maxSongsPerUser: 5 } } })).status()).toBe(200);
  const videos = [...(await search(request, baseUrl, SONG_QUERIES[0])), ...(await search(request, baseUrl, SONG_QUERIES[1]))];
  for (const video of videos.slice(0, 5)) {
    const added = await request.post(`${baseUrl}/api/rooms/${roomId}/queue`, {
      data: { videoId: video.id, title: video.title, thumbnail: video.thumbnail, duration: video.duration },
    });
    expect(added.status()).toBe(201);
  }
  return { roomId, code };
}

async function hostWithRoom(browser: Browser, baseUrl: string, width: number, name: string) {
  const context = await browser.newContext(device(width));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await signedInHost(context, baseUrl, 'Rita Host', 'rita');
  const room = await roomWithSongs(context.request, baseUrl, name);
  return { context, page, ...room };
}

describe('the room feels finished', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  for (const width of WIDTHS) {
    it(`offers a guest entry on the sign-in screen, reachable by keyboard (${width} px)`, async () => {
      const context = await session.browser.newContext(device(width));
      const page = await context.newPage();
      await page.goto(baseUrl);
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByText('Got a room code?').waitFor();
      await snap(page, `polish-login-${width}`);
      await expectAccessibleInBothThemes(page, 'sign-in with the guest entry');
      let focused = '';
      for (let tab = 0; tab < 10 && focused !== 'Join as a guest'; tab++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      }
      expect(focused).toBe('Join as a guest');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/guest`);
      await page.getByLabel('Room Code').waitFor();
      await context.close();
    });

    it(`tells a guest the show waits for the host, with readable titles and aligned rows (${width} px)`, async () => {
      const host = await hostWithRoom(session.browser, baseUrl, width, 'Rita’s karaoke night');
      const { context, page } = await joinAsGuestAt(session.browser, baseUrl, host.code, 'Zoe', width);
      // Five songs wait and nothing plays: not the empty-queue lines.
      await page.getByText('Waiting for Rita Host to start the show').waitFor();
      await page.getByText('5 songs are waiting in the queue.').waitFor();
      expect(await page.getByText('Add a song to the queue to get started!').count()).toBe(0);

      // Titles take two lines before an ellipsis; the singer and duration have their own line.
      const rows = page.getByTestId('queue-item');
      await expect(rows.count()).resolves.toBe(5);
      const title = rows.first().locator('.PlainListText-primary');
      const style = await title.evaluate((el) => {
        const css = getComputedStyle(el);
        return { clamp: css.webkitLineClamp, whiteSpace: css.whiteSpace, lines: Math.round(el.getBoundingClientRect().height / parseFloat(css.lineHeight)) };
      });
      expect(style.clamp).toBe('2');
      expect(style.whiteSpace).not.toBe('nowrap');
      if (width === 390) expect(style.lines).toBe(2);
      // The pictures line up whatever the number or the title.
      const lefts = await rows.evaluateAll((items) =>
        items.map((item) => Math.round(item.querySelector('img, [data-testid="thumbnail-placeholder"]')!.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(1);
      await snap(page, `polish-guest-waiting-${width}`);
      await expectAccessibleInBothThemes(page, 'room (guest, songs waiting)');

      // The host is told how to start.
      await host.page.goto(`${baseUrl}/room/${host.roomId}`);
      await host.page.getByText('Ready when you are').waitFor();
      await host.page.getByText('5 songs are waiting in the queue. Press Play Next to start the show.').waitFor();
      await context.close();
      await host.context.close();
    });

    it(`locks and unlocks the room in one tap, and tells a late guest what to do (${width} px)`, async () => {
      const host = await hostWithRoom(session.browser, baseUrl, width, 'Locked party');
      const page = host.page;
      await page.goto(`${baseUrl}/room/${host.roomId}`);
      const header = page.getByRole('heading', { level: 1, name: 'Locked party' }).locator('xpath=../..');
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await page.getByRole('status').getByText('Room locked').waitFor();
      await header.getByText('Locked', { exact: true }).waitFor();
      await snap(page, `polish-host-locked-${width}`);
      await expectAccessibleInBothThemes(page, 'room (host, locked)');

      const late = await session.browser.newContext(device(390));
      const latePage = await late.newPage();
      await latePage.goto(`${baseUrl}/guest?code=${host.code}`);
      await latePage.getByLabel('Your Name').fill('Late Larry');
      await latePage.getByRole('button', { name: 'Join Room' }).click();
      const refusal = latePage.getByRole('status');
      await refusal.getByText('Failed to join room').waitFor();
      await refusal.getByText('This room is locked — ask the host to unlock it.').waitFor();
      await snap(latePage, `polish-locked-out-${width}`);

      await page.getByRole('button', { name: 'Unlock', exact: true }).click();
      await page.getByRole('status').getByText('Room unlocked').waitFor();
      await expect.poll(() => header.getByText('Locked', { exact: true }).count()).toBe(0);
      await latePage.getByRole('button', { name: 'Join Room' }).click();
      await latePage
        .getByText(/^Welcome to Locked party/)
        .first()
        .waitFor();
      await late.close();
      await host.context.close();
    });

    it(`invites with feedback: "Link copied", and a full-screen QR card (${width} px)`, async () => {
      const host = await hostWithRoom(session.browser, baseUrl, width, 'Invite party');
      const page = host.page;
      await page.goto(`${baseUrl}/room/${host.roomId}`);
      await page.getByRole('button', { name: 'Copy invite link' }).click();
      await page.getByRole('status').getByText('Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/guest?code=${host.code}`);

      await page.getByRole('button', { name: 'Show the QR code full screen' }).click();
      const card = page.getByRole('dialog', { name: `Scan to join Invite party · ${host.code}` });
      await card.waitFor();
      const qr = await box(card.getByRole('img', { name: 'QR code to join Invite party' }));
      expect(qr.width).toBeGreaterThan(Math.min(width, 900) * 0.5);
      await snap(page, `polish-qr-card-${width}`);
      await expectAccessibleInBothThemes(page, 'full-screen QR card');
      await card.getByRole('button', { name: 'Close' }).click();
      await card.waitFor({ state: 'hidden' });

      // The dashboard's QR opens the same card, with the 300x300 image one tap further.
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByTestId(`room-card-${host.code}`).getByRole('button', { name: 'QR', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Scan to join Invite party · ${host.code}` })
        .getByRole('button', { name: 'Open the 300×300 image' })
        .waitFor();
      await host.context.close();
    });

    it(`keeps the host's controls tidy: nothing under the + button, rules that say who, one row of buttons (${width} px)`, async () => {
      const host = await hostWithRoom(session.browser, baseUrl, width, 'Tidy party');
      const page = host.page;
      await page.goto(`${baseUrl}/room/${host.roomId}?view=remote`);
      await page.getByTestId('queue-item').first().waitFor();
      // The header's buttons are one group, in one row, lined up with the title.
      const stage = await box(page.getByRole('link', { name: 'Stage' }));
      const settings = await box(page.getByRole('button', { name: 'Room Settings' }));
      const heading = await box(page.getByRole('heading', { level: 1 }));
      // From the laptop up they share one row; on a phone they wrap as a group, flush with the title.
      if (width === 1280) expect(settings.y).toBe(stage.y);
      expect(Math.round(stage.x)).toBe(Math.round(heading.x));
      if (width === 390) {
        // Scrolled to the end, the floating + covers no remove button.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(300);
        const fab = await box(page.getByRole('button', { name: 'Add a song' }));
        for (const remove of await page.getByRole('button', { name: /^Remove / }).all()) expect(overlaps(await box(remove), fab)).toBe(false);
      }
      await snap(page, `polish-remote-${width}`);
      await expectAccessibleInBothThemes(page, 'room (remote view)');

      // Wrapped chips start at the row's edge, not 8 px in.
      await page.goto(`${baseUrl}/room/${host.roomId}`);
      await page.getByText('Songs waiting per account holder').waitFor();
      await page.getByText('Songs waiting per guest (joined by code)').waitFor();
      const chips = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::*[1]');
      const starts = await chips.evaluate((row) => {
        const edge = Math.round(row.getBoundingClientRect().left);
        // A line is the chips that overlap vertically (chips of different heights, centred, have
        // different tops); each line's leftmost chip is where it starts.
        const boxes = Array.from(row.children)
          .map((chip) => chip.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .sort((a, b) => a.top - b.top);
        const lines: { bottom: number; left: number }[] = [];
        for (const r of boxes) {
          const line = lines.find((l) => r.top < l.bottom - 1);
          if (line) {
            line.left = Math.min(line.left, r.left);
            line.bottom = Math.max(line.bottom, r.bottom);
          } else lines.push({ bottom: r.bottom, left: r.left });
        }
        return lines.map((line) => Math.round(line.left) - edge);
      });
      expect(new Set(starts)).toEqual(new Set([0]));
      await snap(page, `polish-host-room-${width}`);

      // The dashboard's room card: on a phone, no row of six buttons.
      await page.goto(`${baseUrl}/dashboard`);
      const card = page.getByTestId(`room-card-${host.code}`);
      await card.getByRole('button', { name: 'Delete' }).waitFor();
      const tops = new Set<number>();
      for (const button of await card.getByRole('button').all()) tops.add(Math.round((await box(button)).y));
      for (const link of await card.getByRole('link').all()) tops.add(Math.round((await box(link)).y));
      if (width === 390) expect(tops.size).toBeGreaterThanOrEqual(4);
      await snap(page, `polish-dashboard-${width}`);
      await expectAccessibleInBothThemes(page, 'dashboard with a room');
      await host.context.close();
    });

    it(`helps before typing and says the server's reason; guests get no heart to be refused (${width} px)`, async () => {
      const host = await hostWithRoom(session.browser, baseUrl, width, 'Song party');
      const { context, page } = await joinAsGuestAt(session.browser, baseUrl, host.code, 'Gina', width);
      await page.getByRole('button', { name: 'Add Song to Queue' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a Song' });
      const tonight = dialog.getByRole('region', { name: 'Tonight in this room' });
      await tonight
        .getByText(/^nirvana smells like teen spirit/)
        .first()
        .waitFor();
      await snap(page, `polish-add-song-empty-${width}`);
      await expectAccessibleInBothThemes(page, 'add song dialog before typing (guest)');

      await dialog.getByLabel('Search for a song').fill('karaoke');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      const reason = 'Add an artist or a song title: every search already looks for karaoke versions, so "karaoke" alone finds nothing.';
      // (The toast sits outside the modal dialog, so it is looked up by its text.)
      await page.getByText('Search failed').waitFor();
      await dialog.getByText(reason).waitFor();
      expect(await page.getByText('Failed to search YouTube').count()).toBe(0);

      await dialog.getByLabel('Search for a song').fill('bohemian rhapsody');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await dialog.getByRole('list', { name: 'Search results' }).waitFor();
      expect(await dialog.getByRole('button', { name: /^Favorite / }).count()).toBe(0);
      await dialog.getByText('Create an account to keep favorites.').waitFor();
      // A picture that cannot load shows the same note as in the queue (no person silhouette).
      await expect.poll(() => dialog.getByTestId('thumbnail-placeholder').count()).toBeGreaterThan(0);
      expect(await dialog.locator('.MuiAvatar-fallback').count()).toBe(0);
      await snap(page, `polish-add-song-results-${width}`);
      await expectAccessibleInBothThemes(page, 'add song dialog with results (guest)');
      await context.close();

      // A signed-in person also finds their favorites there, before typing.
      await host.page.goto(`${baseUrl}/room/${host.roomId}`);
      await host.page.getByRole('button', { name: 'Add Song', exact: true }).click();
      const hostDialog = host.page.getByRole('dialog', { name: 'Add a Song' });
      await hostDialog.getByLabel('Search for a song').fill('bohemian rhapsody');
      await hostDialog.getByRole('button', { name: 'Search', exact: true }).click();
      await hostDialog.getByRole('button', { name: /^Favorite bohemian rhapsody.*\(Karaoke Version\)$/ }).click();
      await hostDialog.getByRole('button', { name: /^Unfavorite / }).waitFor();
      await host.page.reload();
      await host.page.getByRole('button', { name: 'Add Song', exact: true }).click();
      await host.page
        .getByRole('dialog', { name: 'Add a Song' })
        .getByRole('region', { name: 'Your favorites' })
        .getByText(/^bohemian rhapsody.*\(Karaoke Version\)$/)
        .waitFor();
      await host.context.close();
    });

    it(`turns "Join Room First" into a way to a room (${width} px)`, async () => {
      const host = await hostWithRoom(session.browser, baseUrl, width, 'Favorites party');
      // Room in the queue (a Basic room holds 10 songs) for the favorite.
      expect((await host.context.request.delete(`${baseUrl}/api/rooms/${host.roomId}/queue`)).ok()).toBe(true);
      await host.context.close();
      const context = await session.browser.newContext(device(width));
      const page = await signedInHost(context, baseUrl, 'Fay Fan', 'fay');
      const [video] = await search(context.request, baseUrl, SONG_QUERIES[0]);
      expect(
        (await context.request.post(`${baseUrl}/api/favorites`, { data: { videoId: video.id, title: video.title, thumbnail: null, duration: '4:30' } })).ok(),
      ).toBe(true);
      await page.goto(`${baseUrl}/favorites`);
      const button = page.getByRole('button', { name: 'Join Room First' });
      await button.click();
      await page.getByLabel('Room code').fill(host.code);
      await snap(page, `polish-favorites-join-${width}`);
      await expectAccessibleInBothThemes(page, 'favorites: join a room');
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByRole('status').getByText('Joined Room!').waitFor();
      await page.getByRole('button', { name: 'Add to Queue' }).click();
      await page.getByRole('status').getByText('Song added to the room queue').waitFor();
      await context.close();
    });
  }
});

/** joinAsGuest at the given width (the shared helper joins on a phone). */
async function joinAsGuestAt(browser: Browser, baseUrl: string, code: string, name: string, width: number): Promise<{ context: BrowserContext; page: Page }> {
  if (width < 600) return joinAsGuest(browser, baseUrl, code, name);
  const context = await browser.newContext(device(width));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/guest?code=${code}`);
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('button', { name: 'Join Room' }).click();
  await page.getByText(/^Welcome to /).waitFor();
  return { context, page };
}
