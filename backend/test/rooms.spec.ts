import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Clock } from '../src/common/clock.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { type TestApp, useClockedApp } from './support/test-app.js';

const HOUR = 3_600_000;

async function createRoom(owner: Actor, name = 'Friday night'): Promise<Record<string, any>> {
  const res = await owner.agent.post('/api/rooms').send({ name });
  expect(res.status).toBe(201);
  return res.body;
}

describe('rooms', () => {
  let t: TestApp;
  let clock: Clock;
  let db: DataSource;
  useClockedApp((started) => {
    ({ t, clock } = started);
    db = t.app.get(DataSource);
  });

  describe('creating', () => {
    it('creates a room owned by the session user, with an unambiguous code and the default settings', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host, '  Sam’s birthday  ');
      expect(room).toMatchObject({
        name: 'Sam’s birthday',
        ownerId: host.user.userId,
        ownerName: host.user.displayName,
        isLocked: false,
        isActive: true,
        userCount: 1,
        queueCount: 0,
        settings: {
          maxSongsPerUser: 2,
          maxSongsPerGuest: 2,
          autoSkipMinutes: 6,
          isLocked: false,
          inactivityTimeoutMinutes: 30,
          maxRoomDurationHours: 8,
          queueMode: 'rotation',
          interstitialSeconds: 10,
          maxGuests: 4,
        },
      });
      expect(room.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
      expect(room.roomId).toMatch(/^[A-Za-z0-9_-]{12}$/);
      // Tier 1: the timer runs 60 minutes from creation.
      expect(new Date(room.expiresAt).getTime() - new Date(room.createdAt).getTime()).toBe(HOUR);
      const log = await db.query(`SELECT "userId", "roomId" FROM room_creation_log WHERE "roomId" = $1`, [room.roomId]);
      expect(log).toEqual([{ userId: host.user.userId, roomId: room.roomId }]);
    });

    it("refuses an ownerId that is not the session's user, a blank name, guests and strangers", async () => {
      const host = await registerUser(t);
      const other = await registerUser(t);
      const res = await host.agent.post('/api/rooms').send({ name: 'Mine', ownerId: other.user.userId }).expect(403);
      expect(res.body.message).toBe('You can only create rooms for yourself.');
      expect((await host.agent.post('/api/rooms').send({ name: '   ' }).expect(400)).body.message).toContain('Room name is required');
      await request(t.server).post('/api/rooms').send({ name: 'x' }).expect(401);
      const room = await createRoom(host);
      const guest = await joinAsGuest(t, room.code);
      await guest.agent.post('/api/rooms').send({ name: 'Guest room' }).expect(403);
    });

    it("enforces the owner's tier: rooms at once, rooms per rolling 24 hours, and the creation blackout", async () => {
      const host = await registerUser(t); // tier 1: 1 at once, 2 a day
      const first = await createRoom(host, 'One');
      const tooMany = await host.agent.post('/api/rooms').send({ name: 'Two' }).expect(403);
      expect(tooMany.body.message).toBe('You already have 1 active room, the most your plan allows. Delete one to create another.');

      await host.agent.delete(`/api/rooms/${first.roomId}`).expect(200);
      const second = await createRoom(host, 'Two');
      await host.agent.delete(`/api/rooms/${second.roomId}`).expect(200);
      const perDay = await host.agent.post('/api/rooms').send({ name: 'Three' }).expect(429);
      expect(perDay.body.message).toMatch(
        /^You have created 2 rooms in the last 24 hours, the most your plan allows\. You can create another in \d+ hours?\.$/,
      );
      expect(Number(perDay.headers['retry-after'])).toBeGreaterThan(23 * 3600);

      clock.advance(24 * HOUR + 60_000);
      await createRoom(host, 'Three');

      const paused = await registerUser(t);
      await db.query(`UPDATE users SET "roomCreationBlackedOutUntil" = $2 WHERE "userId" = $1`, [
        paused.user.userId,
        new Date(clock.now().getTime() + 24 * HOUR),
      ]);
      const blackout = await paused.agent.post('/api/rooms').send({ name: 'Nope' }).expect(403);
      expect(blackout.body.message).toMatch(/^Room creation is paused for your account until /);
    });

    it('shows no timer for admin rooms', async () => {
      const admin = await signInAdmin(t);
      const room = await createRoom(admin, 'Staff party');
      expect(room.expiresAt).toBeNull();
      expect(room.settings.maxGuests).toBe(999);
    });
  });

  describe('finding and reading', () => {
    it('finds a live room by code, whatever the case; unknown codes are 404', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const stranger = await registerUser(t);
      const found = await stranger.agent.get(`/api/rooms/code/${room.code.toLowerCase()}`).expect(200);
      expect(found.body).toMatchObject({ roomId: room.roomId, name: room.name });
      expect((await stranger.agent.get('/api/rooms/code/ZZZZZZ').expect(404)).body.message).toBe('Room not found');
    });

    it('lets only members read a room, its people, queue and playing', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const stranger = await registerUser(t);
      for (const path of ['', '/users', '/queue', '/playing']) {
        await host.agent.get(`/api/rooms/${room.roomId}${path}`).expect(200);
        const refused = await stranger.agent.get(`/api/rooms/${room.roomId}${path}`).expect(403);
        expect(refused.body.message).toBe('You are not in this room. Join it with its code first.');
      }
      await stranger.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
      await stranger.agent.get(`/api/rooms/${room.roomId}`).expect(200);
      expect((await host.agent.get('/api/rooms/nope').expect(404)).body.message).toBe('Room not found');
    });

    it('answers polls with an ETag and 304 until something changes', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const first = await host.agent.get(`/api/rooms/${room.roomId}`).expect(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/"\d+\.room/);
      await host.agent.get(`/api/rooms/${room.roomId}`).set('If-None-Match', etag).expect(304);
      await host.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(200);
      const changed = await host.agent.get(`/api/rooms/${room.roomId}`).set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body.isLocked).toBe(true);
      const queue = await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200);
      await host.agent.get(`/api/rooms/${room.roomId}/queue`).set('If-None-Match', queue.headers.etag).expect(304);
    });
  });

  describe("the owner's controls", () => {
    it('locks and unlocks (owner only); a locked room takes no newcomers', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const member = await registerUser(t);
      await member.agent.post(`/api/rooms/${room.roomId}/join`).send({ userId: member.user.userId }).expect(200);
      expect((await member.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(403)).body.message).toBe('Only the room owner can do that.');
      expect((await host.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(200)).body.isLocked).toBe(true);

      const late = await registerUser(t);
      expect((await late.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(403)).body.message).toBe(
        'This room is locked — ask the host to unlock it.',
      );
      await expect(joinAsGuest(t, room.code)).rejects.toThrow(/This room is locked — ask the host to unlock it\./);
      expect((await host.agent.post(`/api/rooms/${room.roomId}/toggle-lock`).expect(200)).body.isLocked).toBe(false);
      await late.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
    });

    it('changes settings within the offered choices and refuses anything else', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const res = await host.agent
        .patch(`/api/rooms/${room.roomId}/settings`)
        .send({ settings: { maxSongsPerUser: 5, autoSkipMinutes: 0, queueMode: 'rotation' } })
        .expect(200);
      expect(res.body.settings).toMatchObject({ maxSongsPerUser: 5, autoSkipMinutes: 0, queueMode: 'rotation', maxSongsPerGuest: 2 });

      const bad = await host.agent
        .patch(`/api/rooms/${room.roomId}/settings`)
        .send({ settings: { maxSongsPerUser: 4 } })
        .expect(400);
      expect(bad.body.message).toBe('maxSongsPerUser must be one of 1, 2, 3, 5 or 999 (unlimited).');
      const skip = await host.agent
        .patch(`/api/rooms/${room.roomId}/settings`)
        .send({ settings: { autoSkipMinutes: 7 } })
        .expect(400);
      expect(skip.body.message).toBe('autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.');
      const unknown = await host.agent
        .patch(`/api/rooms/${room.roomId}/settings`)
        .send({ settings: { volume: 11 } })
        .expect(400);
      expect(unknown.body.message).toContain('volume');

      const member = await registerUser(t);
      await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
      await member.agent
        .patch(`/api/rooms/${room.roomId}/settings`)
        .send({ settings: { maxSongsPerUser: 1 } })
        .expect(403);
    });

    it("refuses newcomers once the room holds the owner's tier's guests", async () => {
      const host = await registerUser(t); // tier 1: 4 guests
      const room = await createRoom(host);
      for (let i = 0; i < 4; i++) await joinAsGuest(t, room.code, `Guest ${i}`);
      await expect(joinAsGuest(t, room.code, 'One too many')).rejects.toThrow(/This room is full: it allows 4 guests at a time\./);
      const late = await registerUser(t);
      expect((await late.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(403)).body.message).toBe(
        `This room is full: it allows 4 guests at a time. Ask ${host.user.displayName} — their plan allows 4 guests.`,
      );
      expect((await host.agent.get(`/api/rooms/${room.roomId}`).expect(200)).body.userCount).toBe(5);
    });

    it('lists people owner first, and boots: the guest is signed out and cannot come back by code', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const guest = await joinAsGuest(t, room.code, 'Zed');
      const member = await registerUser(t, { displayName: 'Amy' });
      await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);

      const people = (await host.agent.get(`/api/rooms/${room.roomId}/users`).expect(200)).body;
      expect(people.map((p: { displayName: string; isOwner: boolean; isGuest: boolean }) => [p.displayName, p.isOwner, p.isGuest])).toEqual([
        [host.user.displayName, true, false],
        ['Amy', false, false],
        ['Zed', false, true],
      ]);

      expect((await member.agent.post(`/api/rooms/${room.roomId}/boot/${guest.user.userId}`).expect(403)).body.message).toBe(
        'Only the room owner can do that.',
      );
      expect((await host.agent.post(`/api/rooms/${room.roomId}/boot/${host.user.userId}`).expect(403)).body.message).toBe('The room owner cannot be booted.');
      await host.agent.post(`/api/rooms/${room.roomId}/boot/${guest.user.userId}`).expect(200, { userId: guest.user.userId, booted: true });
      await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(401);
      // The same browser cannot come back as a new guest while booted…
      const again = await guest.agent.post('/api/guest/join').send({ roomCode: room.code, displayName: 'Zed again' }).expect(403);
      expect(again.body.message).toBe('You have been removed from this room');
      expect((await host.agent.post(`/api/rooms/${room.roomId}/boot/${guest.user.userId}`).expect(404)).body.message).toBe('That person is not in this room.');

      await host.agent.post(`/api/rooms/${room.roomId}/boot/${member.user.userId}`).expect(200);
      expect((await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(403)).body.message).toBe('You have been removed from this room');
    });

    it('deletes a room (owner or admin): people are let go and guests signed out', async () => {
      const host = await registerUser(t);
      const room = await createRoom(host);
      const guest = await joinAsGuest(t, room.code);
      const stranger = await registerUser(t);
      await stranger.agent.delete(`/api/rooms/${room.roomId}`).expect(403);
      const res = await host.agent.delete(`/api/rooms/${room.roomId}`).expect(200);
      expect(res.body).toMatchObject({ roomId: room.roomId, isActive: false });
      await host.agent.get(`/api/rooms/${room.roomId}`).expect(404);
      await guest.agent.get('/api/auth/check').expect(401);

      const other = await registerUser(t);
      const second = await createRoom(other);
      const admin = await signInAdmin(t);
      await admin.agent.delete(`/api/rooms/${second.roomId}`).expect(200);
      await other.agent.delete(`/api/rooms/${second.roomId}`).expect(404);
    });
  });
});
