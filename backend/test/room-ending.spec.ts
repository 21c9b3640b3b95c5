import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import type { Clock } from '../src/common/clock.js';
import { RealtimeService } from '../src/realtime/realtime.service.js';
import { END_ROOM, type RoomEndReason } from '../src/rooms/people-plans.js';
import { RoomLifecycleJobs } from '../src/rooms/room-lifecycle.job.js';
import { ROOM_CHANGED_EVENT } from '../src/room-engine/room-transactions.service.js';
import { type Actor, joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { type TestApp, useClockedApp } from './support/test-app.js';

const MINUTE = 60_000;

/**
 * A room ends one way (the END_ROOM plan, rooms/people-plans.ts), whoever ends it: the lifecycle
 * jobs, its owner's End party or delete, or an admin deleting the owner's account. Each path is run on the same
 * party (a guest and a signed-in member) and must leave the same traces: through END_ROOM,
 * everyone out of the room, the guest signed out, the `ended` push at the next version and the
 * room's channel closed.
 */
describe('ending a room', () => {
  let t: TestApp;
  let clock: Clock;
  useClockedApp((started) => ({ t, clock } = started));

  const query = <T>(text: string, parameters: unknown[]) => t.app.get(DataSource).query<T[]>(text, parameters);

  async function party(): Promise<{ host: Actor; member: Actor; guest: Actor; roomId: string; version: number }> {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Ending' }).expect(201)).body;
    const member = await registerUser(t);
    await member.agent.post(`/api/rooms/${room.roomId}/join`).send({}).expect(200);
    const guest = await joinAsGuest(t, room.code);
    const [{ version }] = await query<{ version: number }>(`SELECT "version" FROM rooms WHERE "roomId" = $1`, [room.roomId]);
    return { host, member, guest, roomId: room.roomId, version: Number(version) };
  }

  const paths: [string, RoomEndReason, boolean, (p: { host: Actor; roomId: string }) => Promise<void>][] = [
    [
      'the expiry job',
      'expired',
      true,
      async () => {
        clock.advance(61 * MINUTE); // past the basic tier's room time

        expect((await t.app.get(RoomLifecycleJobs).expireRooms()).ended).toBeGreaterThanOrEqual(1);
      },
    ],
    [
      'its owner ending the party',
      'ended',
      true,
      ({ host, roomId }) =>
        host.agent
          .post(`/api/rooms/${roomId}/end`)
          .expect(200)
          .then(() => undefined),
    ],
    [
      'its owner deleting it',
      'room-deleted',
      false,
      ({ host, roomId }) =>
        host.agent
          .delete(`/api/rooms/${roomId}`)
          .expect(200)
          .then(() => undefined),
    ],
    [
      "an admin deleting the owner's account",
      'account-deleted',
      false,
      async ({ host }) => {
        const admin = await signInAdmin(t);
        await admin.agent.delete(`/api/admin/users/${host.user.userId}`).expect(200);
      },
    ],
  ];

  it.each(paths)('ends the same way through %s', async (_name, reason, rowKept, end) => {
    const { host, member, guest, roomId, version } = await party();
    const endRoom = jest.spyOn(END_ROOM, 'plan');
    const realtime = t.app.get(RealtimeService);
    const emitted = jest.spyOn(realtime, 'emitToRoom');
    const closed = jest.spyOn(realtime, 'closeChannel');
    try {
      await end({ host, roomId });

      expect(endRoom).toHaveBeenCalledWith(expect.objectContaining({ room: expect.objectContaining({ roomId }) }), null, { reason }, expect.any(Date));
      const [row] = await query<{ endReason: string | null }>(`SELECT "endReason" FROM rooms WHERE "roomId" = $1`, [roomId]);
      expect(row?.endReason).toBe(rowKept ? reason : undefined);
      const [{ roomId: memberRoom }] = await query<{ roomId: string | null }>(`SELECT "roomId" FROM users WHERE "userId" = $1`, [member.user.userId]);
      expect(memberRoom).toBeNull();
      await guest.agent.get('/api/auth/check').expect(401);
      const [{ endReason: guestSession }] = await query<{ endReason: string }>(`SELECT "endReason" FROM sessions WHERE "userId" = $1`, [guest.user.userId]);
      expect(guestSession).toBe(reason);
      await member.agent.get('/api/auth/check').expect(200);
      expect(emitted).toHaveBeenCalledWith(roomId, ROOM_CHANGED_EVENT, expect.objectContaining({ roomId, version: version + 1, changes: ['ended'] }));
      expect(closed).toHaveBeenCalledWith(roomId);
    } finally {
      endRoom.mockRestore();
      emitted.mockRestore();
      closed.mockRestore();
    }
  });
});
