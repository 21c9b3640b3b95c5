import { describe, expect, it } from 'vitest';
import { signIn, snap, withBrowser } from './browser';
import { E2E_BETA_CODE } from './global-setup';

describe('Skip from two screens of the host', () => {
  const session = withBrowser();
  const { baseUrl } = session;

  it('pressing Skip on the laptop and the remote at the same moment skips one song, not two', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const username = `skip${Date.now()}`;
    expect(
      (
        await context.request.post(`${baseUrl}/api/auth/register`, {
          data: { username, displayName: 'Skip Host', password: 'secret-123', betaCode: E2E_BETA_CODE },
        })
      ).status(),
    ).toBe(201);
    expect((await context.request.post(`${baseUrl}/api/auth/login`, { data: { username, password: 'secret-123' } })).status()).toBe(200);
    const room = await (await context.request.post(`${baseUrl}/api/rooms`, { data: { name: 'Two remotes' } })).json();
    // First come, first served: the songs play in the order added (fair rotation would put the guest's first).
    expect((await context.request.patch(`${baseUrl}/api/rooms/${room.roomId}/settings`, { data: { settings: { queueMode: 'fifo' } } })).status()).toBe(200);
    for (const [videoId, title] of [
      ['skipe2e0001', 'First song'],
      ['skipe2e0002', 'Second song'],
      ['skipe2e0003', 'Third song'],
    ]) {
      // The owner's limit is two songs: the third comes from a guest.
      const adder = videoId.endsWith('3') ? await session.browser.newContext() : context;
      if (adder !== context)
        expect((await adder.request.post(`${baseUrl}/api/guest/join`, { data: { roomCode: room.code, displayName: 'Gia' } })).status()).toBe(200);
      expect(
        (
          await adder.request.post(`${baseUrl}/api/rooms/${room.roomId}/queue`, {
            data: { videoId, title, thumbnail: 'https://i.ytimg.com/vi/x/mqdefault.jpg', duration: '3:00' },
          })
        ).status(),
      ).toBe(201);
    }
    expect((await context.request.post(`${baseUrl}/api/rooms/${room.roomId}/play-next`)).status()).toBe(200);

    // Signed in through the form, as the party app keeps who is signed in.
    const laptop = await context.newPage();
    await signIn(laptop, baseUrl, username, 'secret-123');
    const phone = await context.newPage();
    await laptop.goto(`${baseUrl}/room/${room.roomId}`);
    await phone.goto(`${baseUrl}/room/${room.roomId}?view=remote`);
    for (const page of [laptop, phone]) await page.getByRole('button', { name: 'Skip Song' }).waitFor();
    for (const page of [laptop, phone]) await expect.poll(() => page.getByRole('button', { name: 'Skip Song' }).isEnabled()).toBe(true);

    // "At the same moment": each press is held at the network until the other one is sent too, so
    // neither screen has heard of the other's skip when it sends its own.
    let arrived = 0;
    let release!: () => void;
    const bothSent = new Promise<void>((resolve) => (release = resolve));
    for (const page of [laptop, phone]) {
      await page.route('**/api/rooms/*/skip', async (route) => {
        if (++arrived === 2) release();
        await bothSent;
        await route.continue();
      });
    }
    await laptop.getByRole('button', { name: 'Skip Song' }).click();
    await phone.getByRole('button', { name: 'Skip Song' }).click();
    await Promise.all(
      [laptop, phone].map((page) =>
        page
          .getByText(/^(Song Skipped|Already Skipped)$/)
          .first()
          .waitFor(),
      ),
    );

    const playing = await (await context.request.get(`${baseUrl}/api/rooms/${room.roomId}/playing`)).json();
    expect(playing.currentlyPlaying.title).toBe('Second song');
    const queue = await (await context.request.get(`${baseUrl}/api/rooms/${room.roomId}/queue`)).json();
    expect(queue.items.map((i: { title: string }) => i.title)).toEqual(['Third song']);
    await snap(phone, 'skip-remote-after');
    await context.close();
  });
});
