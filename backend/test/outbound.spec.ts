import { DataSource } from 'typeorm';
import type { Clock } from '../src/common/clock.js';
import { Metrics } from '../src/common/metrics/metrics.service.js';
import { refusedAddress, refusedUrl } from '../src/common/outbound/address-policy.js';
import { OUTBOUND_DEADLINE_MS, OutboundClient, OutboundError, pinnedLookup, refusedPeer } from '../src/common/outbound/outbound-client.js';
import { loadConfig } from '../src/config/env.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { TurnNotices } from '../src/push/turn-notices.js';
import { PUSH_ENDPOINT_INSIDE, PUSH_ENDPOINT_TAKEN } from '../src/push/push.errors.js';
import { type Behaviour, PushStub, type TestSubscription } from './support/push-stub.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp, useClockedApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';
import { songsById } from './support/songs.js';

/**
 * Outbound requests on a leash and jobs that cannot be starved (docs/architecture.md, "Outbound
 * requests" and "Jobs that cannot be starved"): a hostile guest's push endpoint, on a loopback HTTPS stub whose test CA
 * the app trusts through NODE_EXTRA_CA_CERTS (test-ca.mjs), streams without end, trickles, answers
 * one byte and drops, or redirects inside; endpoints spelled to reach inside are refused at
 * subscribe and at send (a resolver of the test's answers inside addresses: nothing is sent).
 * Runs in both job modes: in-process, and BullMQ when REDIS_URL is set.
 */

const song = songsById({ thumbnail: 'x' });
const MINUTE = 60_000;

/** Every spelling of an inside address a guest might try, each refused before anything is stored or sent. */
const INSIDE_ENDPOINTS = [
  'https://127.0.0.1/push/x',
  'https://127.0.0.1:6379/',
  'https://localhost/push/x',
  'https://localhost:22/',
  'https://push.localhost/x',
  'https://LOCALHOST./x',
  'https://0x7f000001/',
  'https://2130706433/',
  'https://0177.0.0.1/',
  'https://127.1/',
  'https://[::1]/',
  'https://[::ffff:127.0.0.1]:4193/',
  'https://[::ffff:7f00:1]/',
  'https://[0:0:0:0:0:ffff:a00:1]/',
  'https://10.1.2.3/push/x',
  'https://172.16.0.1/',
  'https://172.31.255.254/',
  'https://192.168.1.1/',
  'https://169.254.169.254/latest/meta-data/',
  'https://169.254.0.1/',
  'https://100.64.0.1/',
  'https://100.127.255.254/',
  'https://224.0.0.1/',
  'https://239.255.255.250/',
  'https://255.255.255.255/',
  'https://0.0.0.0/',
  'https://0/',
  'https://[::]/',
  'https://[fc00::1]/',
  'https://[fd12:3456:789a::1]/',
  'https://[fe80::1]/',
  'https://[ff02::1]/',
  'https://[64:ff9b::7f00:1]/',
  'https://[2002:7f00:1::1]/',
  'https://192.0.2.10/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://printer.local/x',
  'https://intranet/x',
  'https://push.example.com:8443/x',
  'https://push.example.com:80/x',
];

/** Real push services' endpoints: accepted (only checked here, never sent to). */
const PUBLIC_ENDPOINTS = [
  'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
  'https://web.push.apple.com/QGx2',
  'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAB',
  'https://fcm.googleapis.com:443/fcm/send/x',
  'https://8.8.8.8/x',
  'https://[2607:f8b0:4004:800::200a]/x',
];

async function outcomes(t: TestApp): Promise<Record<string, number>> {
  const { values } = await t.app.get(Metrics).outboundRequests.get();
  return Object.fromEntries(values.filter((v) => v.labels.purpose === 'push').map((v) => [String(v.labels.outcome), v.value]));
}

describe('Outbound requests on a leash', () => {
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

  async function partyWithGuest(name = 'Gina'): Promise<{ host: Actor; guest: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Leash party' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, name);
    return { host, guest, roomId: room.roomId, code: room.code };
  }

  const hostile = (behaviour: Behaviour): TestSubscription => {
    const subscription = stub.subscription();
    stub.behaviours.set(subscription.endpoint.split('/').pop()!, behaviour);
    return subscription;
  };

  it('refuses at subscribe, with a sentence, every spelling of loopback, private, link-local, CGNAT, multicast and metadata addresses', async () => {
    const { guest } = await partyWithGuest();
    const keys = stub.subscription().keys;
    for (const endpoint of INSIDE_ENDPOINTS) {
      const res = await guest.agent.put('/api/push/subscription').send({ endpoint, keys });
      expect([endpoint, res.status, res.body.message]).toEqual([endpoint, 400, PUSH_ENDPOINT_INSIDE.message]);
    }
    const stored = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM "push_subscriptions" WHERE "userId" = $1`, [guest.user.userId]);
    expect(stored[0].n).toBe(0);
    // Translated like every refusal.
    const res = await guest.agent.put('/api/push/subscription').set('Accept-Language', 'de').send({ endpoint: INSIDE_ENDPOINTS[0], keys }).expect(400);
    expect(res.body.message).toMatch(/^endpoint muss ein Push-Dienst im Internet sein/);
    // What real push services use passes the same check (nothing is sent to them here).
    for (const endpoint of PUBLIC_ENDPOINTS) expect([endpoint, refusedUrl(endpoint)]).toEqual([endpoint, undefined]);
    // Without the test's port, the stub's own loopback address is refused like any other.
    expect(refusedUrl(stub.subscription().endpoint)).toMatch(/loopback/);
  });

  it('checks the resolved addresses at send: a name answering an inside address is refused and nothing is sent', async () => {
    const client = t.app.get(OutboundClient);
    const dns: Record<string, { address: string; family: number }[]> = {
      'push.rebind.test': [{ address: '10.0.0.7', family: 4 }],
      'mixed.rebind.test': [
        { address: '8.8.8.8', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ],
      'metadata.rebind.test': [{ address: '169.254.169.254', family: 4 }],
      'mapped.rebind.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
      'ula.rebind.test': [{ address: 'fd00::5', family: 6 }],
      'cgnat.rebind.test': [{ address: '100.64.1.1', family: 4 }],
      'loop.rebind.test': [{ address: '127.0.0.1', family: 4 }],
    };
    const asked: string[] = [];
    const system = client.resolver;
    client.resolver = async (host) => (asked.push(host), dns[host] ?? []);
    try {
      for (const host of Object.keys(dns)) {
        const error = await client.send({ purpose: 'push', url: `https://${host}/push/x`, body: 'x' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(OutboundError);
        expect([host, (error as OutboundError).outcome]).toEqual([host, 'refused']);
        expect((error as OutboundError).message).toMatch(/resolves to .* (private|linkLocal|loopback|uniqueLocal|carrierGradeNat) address/);
      }
      expect(asked).toEqual(Object.keys(dns));

      // Through the push job: a guest's endpoint whose name resolves inside ends that push, counted; the job itself succeeds.
      const { guest, roomId } = await partyWithGuest('Rebinder');
      const good = stub.subscription();
      for (const endpoint of ['https://push.rebind.test/push/a', good.endpoint]) {
        await guest.agent.put('/api/push/subscription').send({ endpoint, keys: good.keys }).expect(200);
      }
      const before = await outcomes(t);
      const outcome = await t.app.get(TurnNotices).send({ roomId, userId: guest.user.userId, kind: 'next', title: 'x' });
      expect(outcome).toEqual({ sent: 1, gone: 0, failed: 1 });
      expect(stub.for(good)).toHaveLength(1);
      expect((await outcomes(t)).refused - (before.refused ?? 0)).toBe(1);
    } finally {
      client.resolver = system;
    }
  });

  it('checks the address again where it connects: the pinned lookup and the connected peer', () => {
    const policy = { testLoopbackPort: stub.port };
    const answer = (address: string, family: number, all: boolean) =>
      new Promise<{ error: Error | null; addresses: unknown }>((resolve) =>
        pinnedLookup({ address, family }, policy, 443)('ignored.example', { all }, ((error: Error | null, addresses: unknown) =>
          resolve({ error, addresses })) as never),
      );
    return (async () => {
      for (const all of [true, false]) {
        for (const [address, family] of [
          ['10.0.0.1', 4],
          ['127.0.0.1', 4],
          ['::ffff:169.254.169.254', 6],
          ['fe80::1', 6],
        ] as const) {
          const { error } = await answer(address, family, all);
          expect([address, all, (error as OutboundError | null)?.outcome]).toEqual([address, all, 'refused']);
        }
        const { error, addresses } = await answer('8.8.8.8', 4, all);
        expect(error).toBeNull();
        expect(addresses).toEqual(all ? [{ address: '8.8.8.8', family: 4 }] : '8.8.8.8');
      }
      expect(refusedPeer({ remoteAddress: '::ffff:10.1.1.1', remotePort: 443 }, policy)?.outcome).toBe('refused');
      expect(refusedPeer({ remoteAddress: '127.0.0.1', remotePort: 443 }, policy)?.outcome).toBe('refused');
      expect(refusedPeer({ remoteAddress: '127.0.0.1', remotePort: stub.port }, policy)).toBeUndefined();
      expect(refusedPeer({ remoteAddress: '127.0.0.1', remotePort: stub.port }, {})?.outcome).toBe('refused');
      expect(refusedPeer({ remoteAddress: undefined, remotePort: undefined }, policy)?.outcome).toBe('refused');
      // A resolver's answer in a numeric spelling is read as the address it spells.
      expect(refusedAddress('2130706433')).toBe('127.0.0.1 is a loopback address');
      expect(refusedAddress('not-an-address')).toBe('not-an-address is not an IP address');
    })();
  });

  it('ends a push whose endpoint streams without end, half-answers or redirects inside; the others still arrive', async () => {
    const { guest, roomId } = await partyWithGuest('Hostile');
    const endpoints = { stream: hostile('stream'), half: hostile('half'), redirect: hostile('redirect'), good: stub.subscription() };
    for (const { endpoint, keys } of Object.values(endpoints)) await guest.agent.put('/api/push/subscription').send({ endpoint, keys }).expect(200);
    const before = await outcomes(t);
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const outcome = await t.app.get(TurnNotices).send({ roomId, userId: guest.user.userId, kind: 'next', title: 'Hostile' });
    const seconds = (performance.now() - started) / 1000;
    expect(outcome).toEqual({ sent: 1, gone: 0, failed: 3 });
    // Ended by the answer cap and the dropped connection, not by waiting out the deadline.
    expect(seconds).toBeLessThan(OUTBOUND_DEADLINE_MS / 1000 / 2);
    expect(stub.for(endpoints.good)).toHaveLength(1);
    expect(stub.redirectHits).toBe(0);
    const after = await outcomes(t);
    const delta = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect({ too_large: delta('too_large'), failed: delta('failed'), answered: delta('answered') }).toEqual({ too_large: 1, failed: 1, answered: 2 });
    // The stream is cut at a few KB: nothing like the hundreds of MB web-push gathered.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 2 ** 20);
    await waitFor(async () => (stub.open.size === 0 ? true : undefined));
    // The redirect's 307 is an answer like any other: its subscription stays, and nothing followed it.
    const kept = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM "push_subscriptions" WHERE "userId" = $1`, [guest.user.userId]);
    expect(kept[0].n).toBe(4);
  });

  it('ends a push that trickles a byte a second at the deadline, as a queued job, recorded as done', async () => {
    const { guest, roomId } = await partyWithGuest('Trickle');
    const trickle = hostile('trickle');
    await guest.agent.put('/api/push/subscription').send({ endpoint: trickle.endpoint, keys: trickle.keys }).expect(200);
    const before = await outcomes(t);
    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('tttttttttt1')).expect(201);
    await waitFor(async () => (stub.open.size > 0 ? true : undefined));
    const db = t.app.get(DataSource);
    const run = await waitFor(async () => {
      const [row] = await db.query(
        `SELECT "outcome", "itemsTouched", extract(epoch FROM "finishedAt" - "startedAt") AS seconds FROM "job_runs"
            WHERE "name" = 'push.your-turn' AND "finishedAt" IS NOT NULL ORDER BY "runId" DESC LIMIT 1`,
      );
      return row && (await outcomes(t)).timeout > (before.timeout ?? 0) ? row : undefined;
    }, OUTBOUND_DEADLINE_MS * 2);
    expect(run.outcome).toBe('succeeded');
    expect(Number(run.seconds)).toBeGreaterThanOrEqual(OUTBOUND_DEADLINE_MS / 1000 - 1);
    expect(Number(run.seconds)).toBeLessThan(OUTBOUND_DEADLINE_MS / 1000 + 3);
    await waitFor(async () => (stub.open.size === 0 ? true : undefined));
  });

  it('moves a stored endpoint to another person only with its keys (the same browser, signed in anew)', async () => {
    const { guest, code } = await partyWithGuest('Owner');
    const other = await joinAsGuest(t, code, 'Taker');
    const phone = stub.subscription();
    await guest.agent.put('/api/push/subscription').send({ endpoint: phone.endpoint, keys: phone.keys }).expect(200);
    const someoneElses = stub.subscription().keys;
    const res = await other.agent.put('/api/push/subscription').send({ endpoint: phone.endpoint, keys: someoneElses }).expect(409);
    expect(res.body.message).toBe(PUSH_ENDPOINT_TAKEN.message);
    const db = t.app.get(DataSource);
    const holder = async () => (await db.query(`SELECT "userId", "p256dh" FROM "push_subscriptions" WHERE "endpoint" = $1`, [phone.endpoint]))[0];
    expect(await holder()).toEqual({ userId: guest.user.userId, p256dh: phone.keys.p256dh });
    // The same browser (its endpoint with its keys) moves to whoever signs in on it.
    await other.agent.put('/api/push/subscription').send({ endpoint: phone.endpoint, keys: phone.keys }).expect(200);
    expect(await holder()).toEqual({ userId: other.user.userId, p256dh: phone.keys.p256dh });
    // Its subscriber may still renew its keys.
    await other.agent.put('/api/push/subscription').send({ endpoint: phone.endpoint, keys: someoneElses }).expect(200);
    expect((await holder()).p256dh).toBe(someoneElses.p256dh);
  });

  it('lets tests reach loopback only under NODE_ENV=test', () => {
    expect(() => loadConfig({ OUTBOUND_TEST_LOOPBACK_PORT: '4443', NODE_ENV: 'production' })).toThrow(
      /OUTBOUND_TEST_LOOPBACK_PORT is for tests only: it is refused unless NODE_ENV=test/,
    );
    expect(loadConfig({ OUTBOUND_TEST_LOOPBACK_PORT: '4443', NODE_ENV: 'test' }).outboundTestLoopbackPort).toBe(4443);
    expect(loadConfig({ NODE_ENV: 'production' }).outboundTestLoopbackPort).toBeUndefined();
  });
});

describe(`Jobs that cannot be starved (${process.env.REDIS_URL ? 'BullMQ' : 'in-process'})`, () => {
  const stub = new PushStub();
  let t: TestApp;
  let clock: Clock;
  beforeAll(() => stub.start());
  afterAll(() => stub.stop());
  // The app starts after the stub (its port is known by then): useClockedApp's beforeAll runs second.
  useClockedApp((started) => ({ t, clock } = started), {
    get env() {
      return { OUTBOUND_TEST_LOOPBACK_PORT: String(stub.port) };
    },
  });

  it('runs auto-skip on time while eight pushes hang on a trickling endpoint', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Starved?' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Slowpoke');
    const trickle = stub.subscription();
    stub.behaviours.set(trickle.endpoint.split('/').pop()!, 'trickle');
    await guest.agent.put('/api/push/subscription').send({ endpoint: trickle.endpoint, keys: trickle.keys }).expect(200);
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('sssssssss01')).expect(201);
    await host.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('sssssssss02')).expect(201);
    const { currentlyPlaying: playing } = (await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200)).body;
    await host.agent
      .post(`/api/rooms/${room.roomId}/playing/clock`)
      .send({ videoId: playing.videoId, startedAt: playing.startedAt, playing: true })
      .expect(200);

    const jobs = t.app.get(JobsService);
    for (let i = 0; i < 8; i++) {
      await jobs.enqueue(
        'push.your-turn',
        { roomId: room.roomId, userId: guest.user.userId, kind: 'next', title: `Hung ${i}` },
        `push.hung.${i}.${Date.now()}`,
      );
    }
    await waitFor(async () => (stub.open.size >= 8 ? true : undefined));

    clock.advance(7 * MINUTE);
    const started = performance.now();
    await jobs.enqueue('player.auto-skip', {}, `auto-skip.starve.${Date.now()}`, 'schedule');
    await waitFor(
      async () => {
        const now = (await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying;
        return now?.videoId === 'sssssssss02' ? true : undefined;
      },
      10_000,
      50,
    );
    const ms = performance.now() - started;
    // The eight pushes were still hanging when auto-skip ran, and it did not wait for them.
    expect(stub.open.size).toBeGreaterThanOrEqual(8);
    expect(ms).toBeLessThan(3000);
    // Then every hung push ends at its deadline: the lane is free again.
    await waitFor(async () => (stub.open.size === 0 ? true : undefined), OUTBOUND_DEADLINE_MS * 3);
  });
});

describe(`Shutdown never waits on a push (${process.env.REDIS_URL ? 'BullMQ' : 'in-process'})`, () => {
  it('closes at once while a push trickles', async () => {
    const stub = new PushStub();
    await stub.start();
    const t = await startTestApp({ env: { OUTBOUND_TEST_LOOPBACK_PORT: String(stub.port) } });
    let closed = false;
    try {
      const host = await registerUser(t, { tier: 3 });
      const room = (await host.agent.post('/api/rooms').send({ name: 'Closing' }).expect(201)).body;
      const guest = await joinAsGuest(t, room.code, 'Last');
      const trickle = stub.subscription();
      stub.behaviours.set(trickle.endpoint.split('/').pop()!, 'trickle');
      await guest.agent.put('/api/push/subscription').send({ endpoint: trickle.endpoint, keys: trickle.keys }).expect(200);
      await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send(song('closing0001')).expect(201);
      await waitFor(async () => (stub.open.size > 0 ? true : undefined));
      const started = performance.now();
      await t.close();
      closed = true;
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      if (!closed) await t.close();
      await stub.stop();
    }
  });
});
