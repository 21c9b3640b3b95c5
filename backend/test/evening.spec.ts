import type { Socket } from 'socket.io-client';
import type { Clock } from '../src/common/clock.js';
import { AutoSkipJob } from '../src/player/auto-skip.job.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { closeInstances, connect, nextEvent, startInstances, urlOf } from './support/sockets.js';
import { type TestApp, useClockedApp } from './support/test-app.js';
import { waitFor } from './support/wait.js';
import { songsById } from './support/songs.js';

const MINUTE = 60_000;
const song = songsById({ duration: '4:00' });

interface Playing {
  currentlyPlaying: { videoId: string; startedAt: string; playingSince: string | null; playedMs: number; letFinish: boolean } | null;
}

async function openRoom(t: TestApp, name = 'Evening') {
  const host = await registerUser(t, { tier: 2, displayName: 'Hostess' });
  const room = (await host.agent.post('/api/rooms').send({ name }).expect(201)).body as { roomId: string; code: string };
  return { host, room };
}
const add = (actor: Actor, roomId: string, videoId: string, duration?: string) =>
  actor.agent
    .post(`/api/rooms/${roomId}/queue`)
    .send(song(videoId, undefined, duration))
    .expect(201);
const onStage = async (actor: Actor, roomId: string) => ((await actor.agent.get(`/api/rooms/${roomId}/playing`).expect(200)).body as Playing).currentlyPlaying!;
const clockReport = async (host: Actor, roomId: string, playing: boolean) => {
  const now = await onStage(host, roomId);
  return host.agent.post(`/api/rooms/${roomId}/playing/clock`).send({ videoId: now.videoId, startedAt: now.startedAt, playing }).expect(200);
};

describe('the evening, with a controllable clock', () => {
  let t: TestApp;
  let clock: Clock;
  useClockedApp((started) => ({ t, clock } = started));

  it("lists tonight's songs with who sang, skips marked and playing time; the host downloads them as CSV", async () => {
    const { host, room } = await openRoom(t, 'Sam, "the" party');
    const ana = await joinAsGuest(t, room.code, 'Ana');
    await add(ana, room.roomId, 'aaaaaaaaaa1', '5:55');
    await add(host, room.roomId, 'aaaaaaaaaa2');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    await clockReport(host, room.roomId, true);
    clock.advance(95_000);
    // The host's Skip cuts Ana's song short after 1:35 of singing.
    const first = await onStage(host, room.roomId);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: first.videoId, startedAt: first.startedAt }).expect(200);
    await clockReport(host, room.roomId, true);
    clock.advance(4 * MINUTE);
    // The host's song reaches its end: the player says so, and it is not a skip.
    const second = await onStage(host, room.roomId);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: second.videoId, startedAt: second.startedAt, ended: true }).expect(200);

    const history = (await ana.agent.get(`/api/rooms/${room.roomId}/history`).expect(200)).body;
    expect(history.songs).toEqual([
      expect.objectContaining({ videoId: 'aaaaaaaaaa2', singer: 'Hostess', skipped: false, playedSeconds: 240, duration: '4:00', endedAt: expect.any(String) }),
      expect.objectContaining({ videoId: 'aaaaaaaaaa1', singer: 'Ana', skipped: true, playedSeconds: 95, duration: '5:55', applause: 0 }),
    ]);
    expect(history.mostApplaudedId).toBeNull();

    const stranger = await registerUser(t);
    expect((await stranger.agent.get(`/api/rooms/${room.roomId}/history`).expect(403)).body.message).toBe(
      'You are not in this room. Join it with its code first.',
    );

    const csv = await host.agent.get(`/api/rooms/${room.roomId}/history.csv`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="Sam-the-party-\d{4}-\d{2}-\d{2}-songs\.csv"$/);
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Played at (UTC),Singer,Song,YouTube link,Duration,Played for,Ended,Applause');
    expect(lines.slice(1).map((line) => line.split(',').slice(1))).toEqual([
      ['Ana', 'Song aaaaaaaaaa1', 'https://www.youtube.com/watch?v=aaaaaaaaaa1', '5:55', '1:35', 'Skipped', '0'],
      ['Hostess', 'Song aaaaaaaaaa2', 'https://www.youtube.com/watch?v=aaaaaaaaaa2', '4:00', '4:00', 'Sung to the end', '0'],
    ]);
    expect((await ana.agent.get(`/api/rooms/${room.roomId}/history.csv`).expect(403)).body.message).toBe('Only the room owner can do that.');
  });

  it('sings a song of tonight again as your own, under the room limits', async () => {
    const { host, room } = await openRoom(t);
    const ana = await joinAsGuest(t, room.code, 'Ana');
    const ben = await joinAsGuest(t, room.code, 'Ben');
    await add(ben, room.roomId, 'bbbbbbbbbb1');
    await add(ben, room.roomId, 'bbbbbbbbbb2');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200);
    const songs = (await ana.agent.get(`/api/rooms/${room.roomId}/history`).expect(200)).body.songs as { playedSongId: number; videoId: string }[];
    const [two, one] = songs;

    const again = await ana.agent.post(`/api/rooms/${room.roomId}/history/${one.playedSongId}/sing-again`).expect(201);
    expect(again.body).toMatchObject({ videoId: 'bbbbbbbbbb1', title: 'Song bbbbbbbbbb1', duration: '4:00', addedBy: 'Ana', addedById: ana.user.userId });
    await ana.agent.post(`/api/rooms/${room.roomId}/history/${two.playedSongId}/sing-again`).expect(201);
    // A guest may have 2 songs waiting (the room's default): a third is refused with the usual sentence.
    clock.advance(11_000); // past the double-tap window, where the same song again answers the first
    const refused = await ana.agent.post(`/api/rooms/${room.roomId}/history/${one.playedSongId}/sing-again`).expect(403);
    expect(refused.body.message).toBe('You already have 2 songs waiting, the most this room allows. Add another once one has played.');

    const missing = await ana.agent.post(`/api/rooms/${room.roomId}/history/99999/sing-again`).expect(404);
    expect(missing.body.message).toBe("That song is not among this room's songs tonight.");
    expect((await ana.agent.post(`/api/rooms/${room.roomId}/history/abc/sing-again`).expect(400)).body.message).toBe(
      'The played song id in the address must be a whole number from 1 to 2147483647.',
    );
  });

  it('auto-skips on playing time only: not before the player starts, not while paused', async () => {
    const { host, room } = await openRoom(t);
    await add(host, room.roomId, 'ddddddddd01', '9:30');
    await add(host, room.roomId, 'ddddddddd02');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    const job = t.app.get(AutoSkipJob);

    // Ten minutes on stage without the player starting it (the interstitial, a stage not open): no playing time.
    clock.advance(10 * MINUTE);
    expect(await job.run()).toEqual({ skipped: 0 });
    const started = (await clockReport(host, room.roomId, true)).body as Playing;
    expect(started.currentlyPlaying).toMatchObject({ playedMs: 0, playingSince: expect.any(String), letFinish: false });
    clock.advance(5 * MINUTE);
    const paused = (await clockReport(host, room.roomId, false)).body as Playing;
    expect(paused.currentlyPlaying).toMatchObject({ playingSince: null });
    // Five minutes of the test's clock, plus the few real milliseconds the requests took.
    expect(paused.currentlyPlaying!.playedMs).toBeGreaterThanOrEqual(5 * MINUTE);
    expect(paused.currentlyPlaying!.playedMs).toBeLessThan(5 * MINUTE + 2000);
    clock.advance(30 * MINUTE);
    expect(await job.run()).toEqual({ skipped: 0 });
    await clockReport(host, room.roomId, true);
    clock.advance(MINUTE - 1000);
    expect(await job.run()).toEqual({ skipped: 0 });
    clock.advance(1000);
    expect(await job.run()).toEqual({ skipped: 1 });
    expect((await onStage(host, room.roomId)).videoId).toBe('ddddddddd02');
    const [, cut] = (await host.agent.get(`/api/rooms/${room.roomId}/history`).expect(200)).body.songs;
    expect(cut).toMatchObject({ videoId: 'ddddddddd01', skipped: true });
    expect(cut.playedSeconds).toBeGreaterThanOrEqual(360);
    expect(cut.playedSeconds).toBeLessThanOrEqual(362);

    // A report naming a song no longer on stage changes nothing.
    const stale = await host.agent
      .post(`/api/rooms/${room.roomId}/playing/clock`)
      .send({ videoId: 'ddddddddd01', startedAt: new Date().toISOString(), playing: false })
      .expect(200);
    expect(stale.body.currentlyPlaying).toMatchObject({ videoId: 'ddddddddd02', playingSince: null });
    const guest = await joinAsGuest(t, room.code, 'Gus');
    const now = await onStage(host, room.roomId);
    await guest.agent.post(`/api/rooms/${room.roomId}/playing/clock`).send({ videoId: now.videoId, startedAt: now.startedAt, playing: true }).expect(403);
    const bad = await host.agent.post(`/api/rooms/${room.roomId}/playing/clock`).send({ playing: true }).expect(400);
    expect(bad.body.message).toContain('Name the song on stage');
  });

  it('lets a song finish when the host says so, for that song only', async () => {
    const { host, room } = await openRoom(t);
    await add(host, room.roomId, 'eeeeeeeee01', '8:37');
    await add(host, room.roomId, 'eeeeeeeee02', '8:00');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    await clockReport(host, room.roomId, true);
    const job = t.app.get(AutoSkipJob);
    clock.advance(5 * MINUTE + 40_000);
    const first = await onStage(host, room.roomId);
    const finish = await host.agent
      .post(`/api/rooms/${room.roomId}/playing/let-finish`)
      .send({ videoId: first.videoId, startedAt: first.startedAt })
      .expect(200);
    expect(finish.body.currentlyPlaying).toMatchObject({ videoId: 'eeeeeeeee01', letFinish: true });
    clock.advance(3 * MINUTE);
    expect(await job.run()).toEqual({ skipped: 0 });

    await host.agent.post(`/api/rooms/${room.roomId}/skip`).send({ videoId: first.videoId, startedAt: first.startedAt, ended: true }).expect(200);
    expect(await onStage(host, room.roomId)).toMatchObject({ videoId: 'eeeeeeeee02', letFinish: false });
    await clockReport(host, room.roomId, true);
    clock.advance(6 * MINUTE);
    expect(await job.run()).toEqual({ skipped: 1 });
  });

  it('sets, shows and turns off the music between songs; refuses a link that is not YouTube', async () => {
    const { host, room } = await openRoom(t);
    expect((await host.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.settings.intermission).toBeNull();
    const set = await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { intermissionUrl: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' } })
      .expect(200);
    expect(set.body.settings.intermission).toEqual({
      url: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      videoId: null,
      playlistId: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    });
    // Other settings keep it.
    const other = await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { autoSkipMinutes: 10 } })
      .expect(200);
    expect(other.body.settings.intermission.playlistId).toBe('PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG');
    const bad = await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { intermissionUrl: 'https://vimeo.com/1234' } })
      .expect(400);
    expect(bad.body.message).toContain('The intermission must be a YouTube video or playlist link');
    const off = await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { intermissionUrl: null } })
      .expect(200);
    expect(off.body.settings.intermission).toBeNull();
  });

  it("shows an account its past parties and the songs it sang there; a guest or someone else's are refused", async () => {
    const { host, room } = await openRoom(t, 'Past party');
    const ana = await joinAsGuest(t, room.code, 'Ana');
    await add(host, room.roomId, 'fffffffff01');
    await add(ana, room.roomId, 'fffffffff02');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200);
    const parties = (await host.agent.get(`/api/users/${host.user.userId}/history`).expect(200)).body;
    expect(parties).toEqual([
      expect.objectContaining({
        roomId: room.roomId,
        roomName: 'Past party',
        hosted: true,
        songs: [expect.objectContaining({ videoId: 'fffffffff01', title: 'Song fffffffff01', thumbnail: 'https://i.ytimg.com/vi/fffffffff01/mqdefault.jpg' })],
      }),
    ]);
    expect((await ana.agent.get(`/api/users/${ana.user.userId}/history`).expect(403)).body.message).toBe(
      'Past parties are kept for accounts. Create one to keep yours.',
    );
    const other = await registerUser(t);
    expect((await other.agent.get(`/api/users/${host.user.userId}/history`).expect(403)).body.message).toBe('You can only see your own past parties.');
  });
});

describe('applause', () => {
  let a: TestApp;
  /** A second instance on the same database and Redis (when both are configured, as in CI). */
  let b: TestApp | undefined;
  const sockets: Socket[] = [];
  beforeAll(async () => ({ a, b } = await startInstances({ listen: true })));
  afterAll(() => closeInstances(sockets, b, a));

  it("folds one phone's tap storm, counts the applause on the song, and pushes each counted tap to every instance", async () => {
    const { host, room } = await openRoom(a);
    const ana = await joinAsGuest(a, room.code, 'Ana');
    const none = await ana.agent.post(`/api/rooms/${room.roomId}/reactions`).send({ reaction: 'clap' }).expect(409);
    expect(none.body.message).toBe('Nothing is playing right now. Cheer when the next song starts!');

    await add(host, room.roomId, 'ggggggggg01');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    // The stage listens on the other instance.
    const stage = await connect(urlOf(b ?? a), host);
    sockets.push(stage);
    expect((await stage.timeout(5000).emitWithAck('room:join', { roomId: room.roomId })).ok).toBe(true);
    const heard: { reaction: string; emoji: string; displayName: string }[] = [];
    stage.on('room:reaction', (event) => heard.push(event));

    const first = nextEvent<{ roomId: string; reaction: string; emoji: string; userId: number; displayName: string }>(stage, 'room:reaction');
    const started = Date.now();
    const answers: boolean[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        (
          await ana.agent
            .post(`/api/rooms/${room.roomId}/reactions`)
            .send({ reaction: i % 2 ? 'fire' : 'clap' })
            .expect(200)
        ).body.counted,
      );
    }
    const elapsed = Date.now() - started;
    expect(await first).toMatchObject({ roomId: room.roomId, reaction: 'clap', emoji: '👏', userId: ana.user.userId, displayName: 'Ana' });
    const counted = answers.filter(Boolean).length;
    // The burst of 5, plus one for every 400 ms the storm took: never all 30.
    expect(answers.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(counted).toBeGreaterThanOrEqual(5);
    expect(counted).toBeLessThanOrEqual(5 + Math.ceil(elapsed / 400));
    expect(counted).toBeLessThan(30);
    // Someone else's taps are their own.
    expect((await host.agent.post(`/api/rooms/${room.roomId}/reactions`).send({ reaction: 'heart' }).expect(200)).body.counted).toBe(true);

    const history = (await ana.agent.get(`/api/rooms/${room.roomId}/history`).expect(200)).body;
    expect(history.songs[0].applause).toBe(counted + 1);
    expect(history.mostApplaudedId).toBe(history.songs[0].playedSongId);
    await waitFor(async () => (heard.length === counted + 1 ? true : undefined), 5000, 20);
    expect(heard.at(-1)).toMatchObject({ reaction: 'heart', emoji: '❤️', displayName: 'Hostess' });

    const bad = await ana.agent.post(`/api/rooms/${room.roomId}/reactions`).send({ reaction: 'boo' }).expect(400);
    expect(bad.body.message).toBe('reaction must be one of clap, fire, heart, laugh or mic.');
    const stranger = await registerUser(a);
    await stranger.agent.post(`/api/rooms/${room.roomId}/reactions`).send({ reaction: 'clap' }).expect(403);
  });

  it('folds the taps of a guest who leaves and joins again as someone new on the same phone', async () => {
    const { host, room } = await openRoom(a);
    await add(host, room.roomId, 'ggggggggg02');
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    const phone = await joinAsGuest(a, room.code, 'Tapper');
    const tap = async () => (await phone.agent.post(`/api/rooms/${room.roomId}/reactions`).send({ reaction: 'clap' }).expect(200)).body.counted as boolean;
    const started = Date.now();
    const answers: boolean[] = [];
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 10; i++) answers.push(await tap());
      // Leave and come back as a new guest from the same browser (its kp_device cookie stays).
      await phone.agent.post(`/api/rooms/${room.roomId}/leave`).expect(200);
      await phone.agent
        .post('/api/guest/join')
        .send({ roomCode: room.code, displayName: `Tapper ${round}` })
        .expect(200);
    }
    const elapsed = Date.now() - started;
    const counted = answers.filter(Boolean).length;
    // One burst of 5 for the phone, plus one per 400 ms: not a fresh burst for every new guest.
    expect(counted).toBeLessThanOrEqual(5 + Math.ceil(elapsed / 400));
    expect(counted).toBeLessThan(20);
    const history = (await host.agent.get(`/api/rooms/${room.roomId}/history`).expect(200)).body;
    expect(history.songs[0].applause).toBe(counted);
  });
});
