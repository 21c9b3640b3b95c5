import { DataSource } from 'typeorm';
import type { Clock } from '../src/common/clock.js';
import { AutoSkipJob } from '../src/player/auto-skip.job.js';
import { RoomLifecycleJobs } from '../src/rooms/room-lifecycle.job.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { type TestApp, useClockedApp } from './support/test-app.js';

const MINUTE = 60_000;

describe('room jobs with a controllable clock', () => {
  let t: TestApp;
  let clock: Clock;
  useClockedApp((started) => ({ t, clock } = started));

  const createRoom = async (owner: Actor) => (await owner.agent.post('/api/rooms').send({ name: 'Jobs' }).expect(201)).body;
  const add = (actor: Actor, roomId: string, videoId: string) =>
    actor.agent.post(`/api/rooms/${roomId}/queue`).send({ videoId, title: videoId, thumbnail: 'x', duration: '3:00' }).expect(201);

  it('auto-skips a song after autoSkipMinutes, and never when set to 0', async () => {
    const host = await registerUser(t, { tier: 2 });
    const room = await createRoom(host);
    await add(host, room.roomId, 'aaaaaaaaaa1');
    await add(host, room.roomId, 'aaaaaaaaaa2');
    const { currentlyPlaying: song } = (await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200)).body;
    // The stage's player starts it: auto-skip counts playing time (evening.spec.ts has pauses and the interstitial).
    await host.agent.post(`/api/rooms/${room.roomId}/playing/clock`).send({ videoId: song.videoId, startedAt: song.startedAt, playing: true }).expect(200);
    const job = t.app.get(AutoSkipJob);

    clock.advance(5 * MINUTE);
    expect(await job.run()).toEqual({ skipped: 0 });
    clock.advance(1 * MINUTE + 1000); // default 6 minutes
    expect(await job.run()).toEqual({ skipped: 1 });
    expect((await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying.videoId).toBe('aaaaaaaaaa2');
    expect(await job.run()).toEqual({ skipped: 0 }); // running the tick again changes nothing

    await host.agent
      .patch(`/api/rooms/${room.roomId}/settings`)
      .send({ settings: { autoSkipMinutes: 0 } })
      .expect(200);
    const next = (await host.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying;
    await host.agent.post(`/api/rooms/${room.roomId}/playing/clock`).send({ videoId: next.videoId, startedAt: next.startedAt, playing: true }).expect(200);
    clock.advance(60 * MINUTE);
    expect(await job.run()).toEqual({ skipped: 0 });
  });

  it('removes people silent for inactivityTimeoutMinutes and ends a room its owner left empty', async () => {
    const host = await registerUser(t, { tier: 3 });
    const room = await createRoom(host);
    const quiet = await joinAsGuest(t, room.code, 'Quiet');
    const chatty = await joinAsGuest(t, room.code, 'Chatty');
    const jobs = t.app.get(RoomLifecycleJobs);

    clock.advance(20 * MINUTE);
    await chatty.agent.patch(`/api/users/${chatty.user.userId}/heartbeat`).expect(200);
    await host.agent.patch(`/api/users/${host.user.userId}/heartbeat`).expect(200);
    clock.advance(11 * MINUTE);
    expect(await jobs.sweepInactive()).toEqual({ removed: 1, roomsEnded: 0 });
    await quiet.agent.get('/api/auth/check').expect(401);
    const people = (await host.agent.get(`/api/rooms/${room.roomId}/users`).expect(200)).body.map((p: { displayName: string }) => p.displayName);
    expect(people).toEqual([host.user.displayName, 'Chatty']);

    // Chatty goes quiet too; the room was just active (Chatty leaving), so it stays for now.
    const endReason = async () => (await t.app.get(DataSource).query(`SELECT "endReason" FROM rooms WHERE "roomId" = $1`, [room.roomId]))[0].endReason;
    clock.advance(31 * MINUTE);
    expect((await jobs.sweepInactive()).removed).toBe(1);
    expect(await endReason()).toBeNull();
    clock.advance(31 * MINUTE);
    expect((await jobs.sweepInactive()).roomsEnded).toBeGreaterThanOrEqual(1);
    expect(await endReason()).toBe('inactive');
    await host.agent.get(`/api/rooms/${room.roomId}`).expect(404);
  });

  it("ends rooms at the tier's room time or the maximum duration, whichever comes first; tier-999 rooms never", async () => {
    const basic = await registerUser(t); // 60 minutes
    const pro = await registerUser(t, { tier: 3 }); // 480 minutes = the 8-hour maximum
    const admin = await signInAdmin(t); // unlimited tier: no end of time at all
    const short = await createRoom(basic);
    const long = await createRoom(admin);
    const eightHours = await createRoom(pro);
    await pro.agent
      .patch(`/api/rooms/${eightHours.roomId}/settings`)
      .send({ settings: { maxRoomDurationHours: 2 } })
      .expect(200);
    const guest = await joinAsGuest(t, short.code);
    const jobs = t.app.get(RoomLifecycleJobs);

    const endReason = async (roomId: string) => (await t.app.get(DataSource).query(`SELECT "endReason" FROM rooms WHERE "roomId" = $1`, [roomId]))[0].endReason;

    clock.advance(59 * MINUTE);
    await jobs.expireRooms();
    expect(await endReason(short.roomId)).toBeNull();
    clock.advance(2 * MINUTE);
    expect((await jobs.expireRooms()).ended).toBeGreaterThanOrEqual(1);
    expect(await endReason(short.roomId)).toBe('expired');
    await basic.agent.get(`/api/rooms/${short.roomId}`).expect(404);
    await guest.agent.get('/api/auth/check').expect(401);
    await admin.agent.get(`/api/rooms/${long.roomId}`).expect(200);

    clock.advance(60 * MINUTE); // 2 h 01: the tier-3 room's own maximum duration is over
    expect((await jobs.expireRooms()).ended).toBeGreaterThanOrEqual(1);
    expect(await endReason(eightHours.roomId)).toBe('expired');

    // Far beyond maxRoomDurationHours (8 h by default): the unlimited room is still live, no timer.
    clock.advance(30 * 60 * MINUTE);
    expect(await jobs.expireRooms()).toEqual({ ended: 0 });
    expect(await endReason(long.roomId)).toBeNull();
    const live = (await admin.agent.get(`/api/rooms/${long.roomId}`).expect(200)).body;
    expect(live).toMatchObject({ isActive: true, expiresAt: null });
  });
});
