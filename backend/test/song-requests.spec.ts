import type { Socket } from 'socket.io-client';
import { Clock } from '../src/common/clock.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { closeInstances, connect, startInstances, urlOf as url } from './support/sockets.js';
import type { TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

/**
 * Song requests and the closing time through the API (docs/product.md "Requests and closing
 * time"): only the host answers requests, refusals carry their sentences in the asker's language,
 * and the guest hears the answer on their phone.
 */
describe('song requests and closing time', () => {
  let t: TestApp;
  let b: TestApp | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => ({ a: t, b } = await startInstances({ listen: true })));
  afterEach(() => t.app.get(Clock).reset());
  afterAll(() => closeInstances(sockets, b, t));

  const song = numberedSongs('req');

  async function party(settings: Record<string, unknown> = { approveSongs: true }): Promise<{ host: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { tier: 3 });
    const { roomId, code } = (await host.agent.post('/api/rooms').send({ name: 'Requests' }).expect(201)).body;
    await host.agent.patch(`/api/rooms/${roomId}/settings`).send({ settings }).expect(200);
    return { host, roomId, code };
  }

  /** The first room:changed push that `wanted` accepts (pushes of earlier changes may still be on their way, through Redis). */
  function pushOf<T>(phone: Socket, wanted: (push: T) => boolean, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        phone.off('room:changed', heard);
        reject(new Error('No such push came'));
      }, timeoutMs);
      const heard = (push: T) => {
        if (!wanted(push)) return;
        clearTimeout(timer);
        phone.off('room:changed', heard);
        resolve(push);
      };
      phone.on('room:changed', heard);
    });
  }

  const room = async (actor: Actor, roomId: string) => (await actor.agent.get(`/api/rooms/${roomId}`).expect(200)).body;
  const queue = async (actor: Actor, roomId: string) => (await actor.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body.items;

  it("holds a guest's song as a request the host approves; the host's own songs go straight in", async () => {
    const { host, roomId, code } = await party();
    const gina = await joinAsGuest(t, code, 'Gina');
    const asked = await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Dancing Queen')).expect(202);
    expect(asked.body).toMatchObject({ status: 'pending', reason: null, title: 'Dancing Queen', addedBy: 'Gina', singer: 'guest:gina' });
    expect(await queue(host, roomId)).toEqual([]);
    expect((await room(gina, roomId)).requests).toEqual([expect.objectContaining({ requestId: asked.body.requestId, status: 'pending' })]);

    expect((await host.agent.post(`/api/rooms/${roomId}/queue`).send(song("Host's own")).expect(201)).body.position).toBe(1);

    // Max asks a minute later, and the host answers him first.
    t.app.get(Clock).advance(60_000);
    const max = await joinAsGuest(t, code, 'Max');
    const later = (await max.agent.post(`/api/rooms/${roomId}/queue`).send(song('Uptown Funk')).expect(202)).body;
    await host.agent.post(`/api/rooms/${roomId}/requests/${later.requestId}/approve`).expect(200);

    // Only the host approves.
    const refused = await gina.agent.post(`/api/rooms/${roomId}/requests/${asked.body.requestId}/approve`).set('Accept-Language', 'de').expect(403);
    expect(refused.body.message).toBe('Das kann nur der Gastgeber des Raums.');

    const approved = await host.agent.post(`/api/rooms/${roomId}/requests/${asked.body.requestId}/approve`).expect(200);
    // Asked for before Max's: it plays before his, after the song announced as up next.
    expect(approved.body).toMatchObject({ title: 'Dancing Queen', addedById: gina.user.userId, position: 2 });
    expect((await queue(gina, roomId)).map((each: { title: string }) => each.title)).toEqual(["Host's own", 'Dancing Queen', 'Uptown Funk']);
    expect((await room(gina, roomId)).requests).toEqual([]);
    // Answered already.
    expect((await host.agent.post(`/api/rooms/${roomId}/requests/${asked.body.requestId}/approve`).expect(404)).body.message).toBe(
      'That request is no longer waiting: the host may have answered it already.',
    );
  });

  it('tells the guest on their phone when the host declines, with the reason, and keeps it on their song until dismissed', async () => {
    const { host, roomId, code } = await party();
    const gina = await joinAsGuest(t, code, 'Gina');
    const phone = await connect(url(b ?? t), gina);
    sockets.push(phone);
    await phone.timeout(5000).emitWithAck('room:join', { roomId });

    const pushedAsk = pushOf<{ changes: string[]; state?: { room?: { requests: unknown[] } } }>(phone, (push) => (push.state?.room?.requests.length ?? 0) > 0);
    const asked = (await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Slow Ballad')).expect(202)).body;
    expect((await pushedAsk).state?.room?.requests).toEqual([expect.objectContaining({ requestId: asked.requestId, status: 'pending' })]);

    const max = await joinAsGuest(t, code, 'Max');
    expect((await max.agent.post(`/api/rooms/${roomId}/requests/${asked.requestId}/decline`).send({ reason: 'no' }).expect(403)).body.message).toBe(
      'Only the room owner can do that.',
    );
    expect(
      (
        await host.agent
          .post(`/api/rooms/${roomId}/requests/${asked.requestId}/decline`)
          .send({ reason: 'x'.repeat(141) })
          .expect(400)
      ).body.message,
    ).toBe('The reason can be at most 140 characters.');

    const pushedNo = pushOf<{ changes: string[]; notice?: { kind: string }; state?: { room?: { requests: unknown[] } } }>(
      phone,
      (push) => push.notice?.kind === 'request-declined',
    );
    const declined = await host.agent
      .post(`/api/rooms/${roomId}/requests/${asked.requestId}/decline`)
      .send({ reason: "Let's keep it upbeat tonight" })
      .expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', reason: "Let's keep it upbeat tonight" });
    const push = await pushedNo;
    expect(push.changes).toEqual(['room']);
    expect(push.notice).toEqual({
      kind: 'request-declined',
      by: host.user.displayName,
      byUserId: host.user.userId,
      songs: [{ title: 'Slow Ballad', addedById: gina.user.userId }],
      reason: "Let's keep it upbeat tonight",
    });
    expect(push.state?.room?.requests).toEqual([expect.objectContaining({ status: 'declined', reason: "Let's keep it upbeat tonight" })]);

    // Someone else cannot dismiss it; its guest can.
    expect((await max.agent.delete(`/api/rooms/${roomId}/requests/${asked.requestId}`).expect(403)).body.message).toBe(
      'That request is someone else’s: you can withdraw only your own.',
    );
    expect((await gina.agent.delete(`/api/rooms/${roomId}/requests/${asked.requestId}`).expect(200)).body).toEqual({ removed: 1 });
    expect((await room(gina, roomId)).requests).toEqual([]);
  });

  it("pushes the approval to the guest's phone with the queue", async () => {
    const { host, roomId, code } = await party();
    const gina = await joinAsGuest(t, code, 'Gina');
    const phone = await connect(url(b ?? t), gina);
    sockets.push(phone);
    await phone.timeout(5000).emitWithAck('room:join', { roomId });
    const asked = (await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Uptown Funk')).expect(202)).body;
    const pushed = pushOf<{ changes: string[]; notice?: { kind: string }; state?: { queue?: { items: { title: string }[] } } }>(
      phone,
      (push) => push.notice?.kind === 'request-approved',
    );
    await host.agent.post(`/api/rooms/${roomId}/requests/${asked.requestId}/approve`).expect(200);
    const push = await pushed;
    expect(push.changes).toEqual(['room', 'queue']);
    expect(push.notice).toMatchObject({ kind: 'request-approved', songs: [{ title: 'Uptown Funk', addedById: gina.user.userId }] });
    expect(push.state?.queue?.items.map((each) => each.title)).toEqual(['Uptown Funk']);
  });

  it("counts waiting requests toward the guest's limit, and approves what waits when approval is turned off", async () => {
    const { host, roomId, code } = await party({ approveSongs: true, maxSongsPerGuest: 2 });
    const gina = await joinAsGuest(t, code, 'Gina');
    await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('One')).expect(202);
    await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Two')).expect(202);
    const third = await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Three')).set('Accept-Language', 'es').expect(403);
    expect(third.body.message).toBe('Ya tienes 2 canciones en espera, el máximo que permite esta sala. Agrega otra cuando haya sonado una.');

    await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { approveSongs: false } })
      .expect(200);
    expect((await queue(host, roomId)).map((each: { title: string }) => each.title)).toEqual(['One', 'Two']);
    expect((await room(host, roomId)).requests).toEqual([]);
    // Approval off: her songs go straight in again (within her limit).
    expect((await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Three')).expect(403)).body.message).toMatch(/^You already have 2 songs waiting/);
  });

  it('refuses a song that would not start before the closing time, in the asker’s language', async () => {
    // Closing 20 minutes from now, on the clock of a zone 5:45 ahead of UTC.
    const at = new Date(t.app.get(Clock).now().getTime() + 20 * 60_000 + 5.75 * 3_600_000);
    const closingTime = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    // First come, first served: a new song waits behind all of them (in rotation a newcomer's would go second).
    const { host, roomId, code } = await party({ closingTime, timeZone: 'Asia/Kathmandu', queueMode: 'fifo' });
    const { closesAt } = (await room(host, roomId)).settings;
    expect(new Date(closesAt).getTime() - t.app.get(Clock).now().getTime()).toBeGreaterThan(19 * 60_000);
    expect(new Date(closesAt).getTime() - t.app.get(Clock).now().getTime()).toBeLessThanOrEqual(20 * 60_000);
    const gina = await joinAsGuest(t, code, 'Gina');
    // Four songs of 5:00 and their pauses fill the 20 minutes: a fifth would start after closing.
    for (const title of ['A', 'B', 'C', 'D']) await host.agent.post(`/api/rooms/${roomId}/queue`).send(song(title, '5:00')).expect(201);
    const late = await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Too late')).expect(403);
    expect(late.body.message).toBe(`The party closes at ${closingTime}: this song would not start before then.`);
    const lateFr = await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Trop tard')).set('Accept-Language', 'fr').expect(403);
    expect(lateFr.body.message).toBe(`La fête se termine à ${closingTime} : cette chanson ne commencerait pas avant.`);
    // The host's own songs are judged the same way.
    expect((await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('Host too late')).expect(403)).body.message).toBe(
      `The party closes at ${closingTime}: this song would not start before then.`,
    );
  });

  it('refuses bad settings with their sentences', async () => {
    const { host, roomId } = await party();
    const bad = async (settings: Record<string, unknown>) =>
      (await host.agent.patch(`/api/rooms/${roomId}/settings`).send({ settings }).expect(400)).body.message;
    expect(await bad({ closingTime: '25:00' })).toBe('closingTime must be a time of day such as 23:00, or null for none.');
    expect(await bad({ timeZone: 'Mars/Olympus' })).toBe('timeZone must be a time zone such as Europe/Berlin.');
    expect(await bad({ approveSongs: 'yes' })).toBe('approveSongs must be true or false.');
  });

  it("clears the requests of a guest who leaves or is removed: the host's lane shows only people in the room", async () => {
    const { host, roomId, code } = await party();
    const gina = await joinAsGuest(t, code, 'Gina');
    const max = await joinAsGuest(t, code, 'Max');
    await gina.agent.post(`/api/rooms/${roomId}/queue`).send(song('Leaving Song')).expect(202);
    await max.agent.post(`/api/rooms/${roomId}/queue`).send(song('Booted Song')).expect(202);
    await gina.agent.post(`/api/rooms/${roomId}/leave`).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/boot/${max.user.userId}`).expect(200);
    expect((await room(host, roomId)).requests).toEqual([]);
  });
});
