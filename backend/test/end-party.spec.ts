import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { RoomEnding } from '../src/rooms/room-ending.js';
import { connect, listen, nextEvent } from './support/sockets.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * "End party" ends the room for everyone and keeps the evening: the host finds it in their past
 * parties with its Played list and CSV; deleting stays a separate action and takes the history too.
 */
describe('ending the party keeps the night', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp();
    url = await listen(t);
  });
  afterAll(() => t.close());

  async function partyWithASong(): Promise<{ host: Actor; guest: Actor; roomId: string }> {
    const host = await registerUser(t, { displayName: 'Rita' });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Friday' }).expect(201)).body as { roomId: string; code: string };
    const guest = await joinAsGuest(t, room.code, 'Ana');
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'endparty001', title: 'Dancing Queen', duration: '3:50' }).expect(201);
    await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    return { host, guest, roomId: room.roomId };
  }

  it("ends it for everyone with the host's goodbye, and keeps its history in the host's past parties and CSV", async () => {
    const { host, guest, roomId } = await partyWithASong();
    const socket = await connect(url, guest);
    try {
      expect((await socket.emitWithAck('room:join', { roomId })).ok).toBe(true);
      const ended = nextEvent<{ changes: string[]; notice?: { kind: string; by: string } }>(socket, 'room:changed');

      const answer = (await host.agent.post(`/api/rooms/${roomId}/end`).expect(200)).body;
      expect(answer).toMatchObject({ roomId, isActive: false });
      expect(await ended).toMatchObject({ changes: ['ended'], notice: { kind: 'party-ended', by: 'Rita' } });
    } finally {
      socket.disconnect();
    }
    // The guest's stay is over, the party gone from the live rooms.
    await guest.agent.get('/api/auth/check').expect(401);
    await host.agent.get(`/api/rooms/${roomId}`).expect(404);
    expect((await host.agent.get(`/api/users/${host.user.userId}/rooms`).expect(200)).body).toEqual([]);
    expect((await host.agent.post(`/api/rooms/${roomId}/end`).expect(409)).body.message).toBe('This party has already ended.');

    // The host sang nothing, yet the party is theirs to look back on.
    const parties = (await host.agent.get(`/api/users/${host.user.userId}/history`).expect(200)).body;
    expect(parties).toEqual([expect.objectContaining({ roomId, roomName: 'Friday', hosted: true, endedAt: expect.any(String), playedCount: 1, songs: [] })]);
    const played = (await host.agent.get(`/api/rooms/${roomId}/history`).expect(200)).body;
    expect(played.songs).toEqual([expect.objectContaining({ videoId: 'endparty001', singer: 'Ana', title: 'Dancing Queen' })]);
    const csv = await host.agent.get(`/api/rooms/${roomId}/history.csv`).expect(200);
    expect(csv.text).toContain('Ana,Dancing Queen,https://www.youtube.com/watch?v=endparty001');

    // Nobody else reads an ended party's list.
    const stranger = await registerUser(t);
    expect((await stranger.agent.get(`/api/rooms/${roomId}/history`).expect(403)).body.message).toBe('Only the room owner can do that.');
  });

  it("lets a guest's phone hear who ended the party before its session's end closes it, however late that push comes", async () => {
    const { host, guest, roomId } = await partyWithASong();
    const socket = await connect(url, guest);
    // The push goes out after the commit, as does the sessions' revocation: held back here, it comes last.
    const ending = t.app.get(RoomEnding);
    const announce = ending.announceEnded.bind(ending);
    const late = jest.spyOn(ending, 'announceEnded').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return announce(...args);
    });
    try {
      expect((await socket.emitWithAck('room:join', { roomId })).ok).toBe(true);
      const heard: string[] = [];
      socket.onAny((event: string) => heard.push(event));
      const ended = nextEvent<{ changes: string[]; notice?: { kind: string; by: string } }>(socket, 'room:changed', 5000);
      const over = nextEvent<{ reason?: string }>(socket, 'session:ended', 5000);
      await host.agent.post(`/api/rooms/${roomId}/end`).expect(200);
      expect(await ended).toMatchObject({ changes: ['ended'], notice: { kind: 'party-ended', by: 'Rita' } });
      expect((await over).reason).toBe('ended');
      expect(heard).toEqual(['room:changed', 'session:ended']);
    } finally {
      late.mockRestore();
      socket.disconnect();
    }
  });

  it('deletes an ended party with its history when the host deletes it', async () => {
    const { host, roomId } = await partyWithASong();
    await host.agent.post(`/api/rooms/${roomId}/end`).expect(200);

    await host.agent.delete(`/api/rooms/${roomId}`).expect(200);
    const [{ count }] = await t.app.get(DataSource).query<{ count: string }[]>(`SELECT COUNT(*) AS count FROM played_songs WHERE "roomId" = $1`, [roomId]);
    expect(Number(count)).toBe(0);
    expect((await host.agent.get(`/api/users/${host.user.userId}/history`).expect(200)).body).toEqual([]);
    await host.agent.get(`/api/rooms/${roomId}/history.csv`).expect(404);
    await host.agent.get(`/api/rooms/${roomId}/history`).expect(404);
  });

  it('lets only the host or an admin end a party', async () => {
    const { guest, roomId } = await partyWithASong();
    const other = await registerUser(t);
    expect((await other.agent.post(`/api/rooms/${roomId}/end`).expect(403)).body.message).toBe('Only the room owner can do that.');
    await guest.agent.post(`/api/rooms/${roomId}/end`).expect(403);
  });
});
