import { jest } from '@jest/globals';
import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import { DataSource, type Repository } from 'typeorm';
import { PushSubscription } from '../src/push/entities/push-subscription.entity.js';
import { PushService } from '../src/push/push.service.js';
import { TurnNotices } from '../src/push/turn-notices.js';
import { decryptPush, PushStub, type TestSubscription } from './support/push-stub.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { statementsDuring } from './support/statements.js';
import { waitFor } from './support/wait.js';
import { songsById } from './support/songs.js';

const song = songsById({ thumbnail: 'x' });
const UP_NEXT = "You're up next — get ready!";
const ON_NOW = "You're on!";
const GERMAN_UP_NEXT = 'Du bist als Nächstes dran — mach dich bereit!';

/** How long a test waits to be sure a push does not come (jobs run in the background, in-process or on BullMQ). */
const QUIET_MS = 1500;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

describe('Web Push: "your turn" on a locked phone', () => {
  let t: TestApp;
  const stub = new PushStub();

  beforeAll(async () => {
    await stub.start();
    t = await startTestApp({ env: { OUTBOUND_TEST_LOOPBACK_PORT: String(stub.port) } });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });
  afterEach(() => expect(stub.refused).toEqual([]));

  async function partyWithGuest(name = 'Gina'): Promise<{ host: Actor; guest: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Push party' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, name);
    return { host, guest, roomId: room.roomId, code: room.code };
  }

  async function subscribe(actor: Actor, subscription: TestSubscription): Promise<void> {
    const { endpoint, keys } = subscription;
    const res = await actor.agent.put('/api/push/subscription').send({ endpoint, expirationTime: null, keys }).expect(200);
    expect(res.body).toEqual({ subscribed: true });
  }

  /** The notices a subscription received, decrypted. */
  const notices = (subscription: TestSubscription) =>
    stub.for(subscription).map((push) => JSON.parse(decryptPush(subscription, push.body)) as { title: string; body: string; url: string; tag: string });

  it('answers the VAPID public key to people with a session, generated once and kept in the database', async () => {
    await request(t.server).get('/api/push/key').expect(401);
    const { guest } = await partyWithGuest();
    const { body } = await guest.agent.get('/api/push/key').expect(200);
    expect(body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [row] = await t.app.get(DataSource).query(`SELECT "value" FROM "app_settings" WHERE "key" = 'vapidKeys'`);
    expect(JSON.parse(row.value).publicKey).toBe(body.publicKey);
  });

  it('sends the singer an encrypted, signed "You\'re up next", then "You\'re on!", once per song', async () => {
    const { host, guest, roomId } = await partyWithGuest();
    const phone = stub.subscription();
    await subscribe(guest, phone);

    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('aaaaaaaaaaa', 'Total Eclipse of the Heart')).expect(201);
    await waitFor(async () => (stub.for(phone).length === 1 ? true : undefined));
    // More songs behind it: the guest's song stays next, and is announced once.
    await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('bbbbbbbbbbb')).expect(201);
    await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('ccccccccccc')).expect(201);
    await host.agent.post(`/api/rooms/${roomId}/play-next`).expect(200);
    await waitFor(async () => (stub.for(phone).length === 2 ? true : undefined));
    await quiet();

    const { publicKey } = (await guest.agent.get('/api/push/key').expect(200)).body;
    for (const push of stub.for(phone)) {
      expect(push.vapidPublicKey).toBe(publicKey);
      expect(push.jwt.sub).toBe('mailto:karaoke-party@example.com');
      expect(push.headers.urgency).toBe('high');
    }
    expect(notices(phone)).toEqual([
      {
        title: UP_NEXT,
        body: 'Total Eclipse of the Heart',
        url: `/room/${roomId}`,
        tag: `turn-${roomId}`,
        code: 'YOUR_TURN_NEXT',
        params: { title: 'Total Eclipse of the Heart' },
      },
      {
        title: ON_NOW,
        body: 'Total Eclipse of the Heart',
        url: `/room/${roomId}`,
        tag: `turn-${roomId}`,
        code: 'YOUR_TURN_NOW',
        params: { title: 'Total Eclipse of the Heart' },
      },
    ]);
  });

  it('asks the database once whether the singers of one moment have subscribed browsers', async () => {
    const { guest } = await partyWithGuest('Subscribed');
    const { guest: other } = await partyWithGuest('Not subscribed');
    await subscribe(guest, stub.subscription());
    const push = t.app.get(PushService);
    const subscriptions = (query: string) => query.includes('"push_subscriptions"');
    const ids = [guest.user.userId, other.user.userId, guest.user.userId, 987_654];
    let answers: boolean[] = [];
    const asked = await statementsDuring(t, async () => (answers = await Promise.all(ids.map((id) => push.hasSubscriptions(id)))), subscriptions);
    expect(answers).toEqual([true, false, true, false]);
    expect(asked).toHaveLength(1);
    let later: boolean | undefined;
    const again = await statementsDuring(t, async () => (later = await push.hasSubscriptions(other.user.userId)), subscriptions);
    expect(later).toBe(false);
    expect(again).toHaveLength(1);
  });

  it("hands the database's failure to every question of that moment, so none waits for ever", async () => {
    const push = t.app.get(PushService);
    const repository = t.app.get<Repository<PushSubscription>>(getRepositoryToken(PushSubscription));
    const failure = new Error('the database is away');
    const failing = jest.spyOn(repository, 'query').mockRejectedValueOnce(failure);
    try {
      const answers = await Promise.allSettled([push.hasSubscriptions(1), push.hasSubscriptions(2), push.hasSubscriptions(1)]);
      expect(answers).toEqual([0, 1, 2].map(() => ({ status: 'rejected', reason: failure })));
    } finally {
      failing.mockRestore();
    }
    // The next moment asks the database again.
    await expect(push.hasSubscriptions(1)).resolves.toBe(false);
  });

  it('deletes a subscription the push service answers 410 Gone (and 404), and keeps the others', async () => {
    const { guest, roomId } = await partyWithGuest();
    const gone = stub.subscription();
    const missing = stub.subscription();
    const live = stub.subscription();
    stub.answers.set(gone.endpoint.split('/').pop()!, 410);
    stub.answers.set(missing.endpoint.split('/').pop()!, 404);
    for (const subscription of [gone, missing, live]) await subscribe(guest, subscription);

    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('ddddddddddd')).expect(201);
    const db = t.app.get(DataSource);
    const endpoints = async () =>
      ((await db.query(`SELECT "endpoint" FROM "push_subscriptions" WHERE "userId" = $1`, [guest.user.userId])) as { endpoint: string }[]).map(
        (row) => row.endpoint,
      );
    await waitFor(async () => ((await endpoints()).length === 1 ? true : undefined));
    expect(await endpoints()).toEqual([live.endpoint]);
    expect(notices(live).map((notice) => notice.title)).toEqual([UP_NEXT]);
  });

  it('sends nothing to a guest who was booted, nor to one who signed out', async () => {
    const { host, guest, roomId, code } = await partyWithGuest('Boris');
    const other = await joinAsGuest(t, code, 'Lea');
    const booted = stub.subscription();
    const left = stub.subscription();
    await subscribe(guest, booted);
    await subscribe(other, left);
    await host.agent.post(`/api/rooms/${roomId}/queue`).send(song('eeeeeeeeeee')).expect(201);
    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('fffffffffff', 'Booted song')).expect(201);
    await other.agent.post(`/api/rooms/${roomId}/queue`).send(song('ggggggggggg', 'Left song')).expect(201);

    await host.agent.post(`/api/rooms/${roomId}/boot/${guest.user.userId}`).expect(200);
    // Leaving, for a guest, is signing out (the app's Leave).
    await other.agent.post('/api/auth/logout').expect((res) => expect(res.status).toBeLessThan(300));
    // Whatever the queue still holds of theirs, turns come and go, and nobody outside the room hears of them.
    await host.agent.post(`/api/rooms/${roomId}/play-next`).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/play-next`).expect(200);
    await host.agent.post(`/api/rooms/${roomId}/play-next`).expect(200);
    await quiet();
    expect(stub.for(booted)).toEqual([]);
    expect(stub.for(left)).toEqual([]);
    // The job itself refuses them too, however it was queued.
    const turns = t.app.get(TurnNotices);
    expect(await turns.send({ roomId, userId: guest.user.userId, kind: 'on', title: 'Booted song' })).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(await turns.send({ roomId, userId: other.user.userId, kind: 'on', title: 'Left song' })).toEqual({ sent: 0, gone: 0, failed: 0 });
  });

  it('tells the host’s phone the turns of a singer without a phone, in their name', async () => {
    const { host, guest, roomId } = await partyWithGuest('Gus');
    const hostPhone = stub.subscription();
    const guestPhone = stub.subscription();
    await subscribe(host, hostPhone);
    await subscribe(guest, guestPhone);
    const rose = (await host.agent.post(`/api/rooms/${roomId}/phoneless-singers`).send({ displayName: 'Grandma Rose' }).expect(201)).body;
    await host.agent.post(`/api/rooms/${roomId}/phoneless-singers/${rose.userId}/queue`).send(song('rrrrrrrrrrr', 'Moon River')).expect(201);
    await waitFor(async () => (notices(hostPhone).length >= 1 ? true : undefined));
    await host.agent.post(`/api/rooms/${roomId}/play-next`).expect(200);
    await waitFor(async () => (notices(hostPhone).length >= 2 ? true : undefined));
    await quiet();
    expect(notices(hostPhone).map(({ title, body }) => [title, body])).toEqual([
      ['Grandma Rose is up next — hand them the mic!', 'Moon River'],
      ['Grandma Rose is on!', 'Moon River'],
    ]);
    expect(stub.for(guestPhone)).toEqual([]);
  });

  it("words the notice in the room's language, with its code and params, when the host set one", async () => {
    const { host, guest, roomId } = await partyWithGuest();
    await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { language: 'es' } })
      .expect(200);
    const phone = stub.subscription();
    await subscribe(guest, phone);
    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('eeeeeeeeeee', 'Eres Tú')).expect(201);
    await waitFor(async () => (stub.for(phone).length === 1 ? true : undefined));
    await quiet();
    expect(notices(phone)).toEqual([
      {
        title: 'Te toca después — ¡prepárate!',
        body: 'Eres Tú',
        url: `/room/${roomId}`,
        tag: `turn-${roomId}`,
        code: 'YOUR_TURN_NEXT',
        params: { title: 'Eres Tú' },
      },
    ]);
  });

  it("words each browser's notice in the language it subscribed in, and one that named none in the room's", async () => {
    const { host, guest, roomId } = await partyWithGuest();
    await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { language: 'es' } })
      .expect(200);
    const german = stub.subscription();
    const unnamed = stub.subscription();
    await guest.agent.put('/api/push/subscription').send({ endpoint: german.endpoint, keys: german.keys, language: 'de' }).expect(200);
    await subscribe(guest, unnamed);
    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('fffffffffff', 'Du hast')).expect(201);
    await waitFor(async () => (stub.for(german).length === 1 && stub.for(unnamed).length === 1 ? true : undefined));
    await quiet();
    expect(notices(german).map((notice) => notice.title)).toEqual([GERMAN_UP_NEXT]);
    expect(notices(unnamed).map((notice) => notice.title)).toEqual(['Te toca después — ¡prepárate!']);
    // Subscribing again (the app's language changed) words the next notices anew.
    await guest.agent.put('/api/push/subscription').send({ endpoint: german.endpoint, keys: german.keys, language: 'ja' }).expect(200);
    const [row] = await t.app.get(DataSource).query(`SELECT "language" FROM "push_subscriptions" WHERE "endpoint" = $1`, [german.endpoint]);
    expect(row.language).toBe('ja');
  });

  it('validates subscriptions with a sentence, needs a session, and unsubscribes', async () => {
    const { guest } = await partyWithGuest();
    const phone = stub.subscription();
    const put = (body: unknown) => guest.agent.put('/api/push/subscription').send(body as object);
    const refused = async (body: unknown, message: RegExp) => expect((await put(body).expect(400)).body.message).toMatch(message);
    await refused({ endpoint: 'http://push.example.com/x', keys: phone.keys }, /^endpoint must be the https:\/\/ address/);
    await refused({ endpoint: 'not a url', keys: phone.keys }, /^endpoint must be the https:\/\/ address/);
    await refused({ endpoint: phone.endpoint }, /^keys must hold p256dh and auth/);
    await refused({ endpoint: phone.endpoint, keys: { ...phone.keys, p256dh: 'abc' } }, /^keys.p256dh must be your browser's push key/);
    await refused({ endpoint: phone.endpoint, keys: { ...phone.keys, auth: 'abc' } }, /^keys.auth must be your browser's push secret/);
    await refused({ endpoint: phone.endpoint, keys: phone.keys, extra: 1 }, /^Unknown field "extra"/);
    await refused({ endpoint: phone.endpoint, keys: phone.keys, language: 'xx' }, /^language must be one of en, es, de, fr, pt-BR, ja, ar: the language/);
    await request(t.server).put('/api/push/subscription').send({ endpoint: phone.endpoint, keys: phone.keys }).expect(401);

    await subscribe(guest, phone);
    const db = t.app.get(DataSource);
    const count = async () => Number((await db.query(`SELECT count(*) AS n FROM "push_subscriptions" WHERE "endpoint" = $1`, [phone.endpoint]))[0].n);
    expect(await count()).toBe(1);
    // Someone else cannot drop it.
    const stranger = await registerUser(t);
    expect((await stranger.agent.delete('/api/push/subscription').send({ endpoint: phone.endpoint }).expect(200)).body).toEqual({ subscribed: false });
    expect(await count()).toBe(1);
    expect((await guest.agent.delete('/api/push/subscription').send({ endpoint: phone.endpoint }).expect(200)).body).toEqual({ subscribed: false });
    expect(await count()).toBe(0);
  });
});

(process.env.REDIS_URL ? describe : describe.skip)('Web Push across two instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  const stub = new PushStub();

  beforeAll(async () => {
    await stub.start();
    const env = { OUTBOUND_TEST_LOOPBACK_PORT: String(stub.port) };
    a = await startTestApp({ env });
    b = await startTestApp({ shareWith: a, env });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await stub.stop();
  });

  it('sends each notice once, whichever instance commits the changes that show it', async () => {
    const host = await registerUser(a, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Two instances' }).expect(201)).body;
    const guest = await joinAsGuest(a, room.code, 'Ines');
    const phone = stub.subscription();
    await guest.agent.put('/api/push/subscription').send({ endpoint: phone.endpoint, keys: phone.keys }).expect(200);
    const hostOnB = request.agent(b.server);
    hostOnB.jar.setCookie(host.cookie);

    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('hhhhhhhhhhh', 'Twice?')).expect(201);
    // Changes on the other instance that still show the guest's song next, and both instances following one change.
    await hostOnB.post(`/api/rooms/${room.roomId}/queue`).send(song('iiiiiiiiiii')).expect(201);
    const payload = {
      roomId: room.roomId,
      version: 1,
      changes: ['queue' as const],
      state: { queue: (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body },
    };
    await Promise.all([a.app.get(TurnNotices).follow(payload), b.app.get(TurnNotices).follow(payload)]);
    await waitFor(async () => (stub.for(phone).length > 0 ? true : undefined));
    await quiet();
    expect(stub.for(phone)).toHaveLength(1);
    expect(JSON.parse(decryptPush(phone, stub.for(phone)[0].body)).title).toBe(UP_NEXT);
    expect(stub.refused).toEqual([]);
  });
});
