import { DataSource } from 'typeorm';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const add = (actor: Actor, roomId: string, videoId: string, title: string) =>
  actor.agent
    .post(`/api/rooms/${roomId}/queue`)
    .send({ videoId, title, thumbnail: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`, duration: '4:00' })
    .expect(201);

describe('playback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('moves the head of the queue onto the stage; an empty queue empties it', async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Stage' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Ana');
    expect((await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying).toBeNull();

    await add(guest, room.roomId, 'aaaaaaaaaaa', 'First');
    await add(host, room.roomId, 'bbbbbbbbbbb', 'Second');
    expect((await guest.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(403)).body.message).toBe('Only the room owner can do that.');

    const next = await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200);
    expect(next.body).toMatchObject({
      isRickRoll: false,
      currentlyPlaying: { videoId: 'aaaaaaaaaaa', title: 'First', addedBy: 'Ana', duration: '4:00', isRickRoll: false },
    });
    const playing = await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200);
    expect(playing.body.currentlyPlaying.videoId).toBe('aaaaaaaaaaa');
    await guest.agent.get(`/api/rooms/${room.roomId}/playing`).set('If-None-Match', playing.headers.etag).expect(304);
    const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.items;
    expect(queue.map((i: { videoId: string; position: number }) => [i.videoId, i.position])).toEqual([['bbbbbbbbbbb', 1]]);

    expect((await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200)).body.currentlyPlaying.videoId).toBe('bbbbbbbbbbb');
    const empty = await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200);
    expect(empty.body).toEqual({ currentlyPlaying: null, isRickRoll: false, skipped: true });
    expect((await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying).toBeNull();
  });

  describe('with RICKROLL_PROBABILITY=1', () => {
    let rick: TestApp;
    beforeAll(async () => {
      rick = await startTestApp({ env: { RICKROLL_PROBABILITY: '1' } });
    });
    afterAll(() => rick.close());

    it('plays the joke track instead, and the queue head keeps its place', async () => {
      const host = await registerUser(rick);
      const room = (await host.agent.post('/api/rooms').send({ name: 'Rick' }).expect(201)).body;
      await add(host, room.roomId, 'ccccccccccc', 'Real song');
      const res = await host.agent.post(`/api/rooms/${room.roomId}/skip`).expect(200);
      expect(res.body.isRickRoll).toBe(true);
      expect(res.body.currentlyPlaying).toMatchObject({ videoId: 'dQw4w9WgXcQ', isRickRoll: true });
      const queue = (await host.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.items;
      expect(queue.map((i: { videoId: string }) => i.videoId)).toEqual(['ccccccccccc']);
      const history = await rick.app.get(DataSource).query(`SELECT "videoId", "isRickRoll" FROM played_songs WHERE "roomId" = $1`, [room.roomId]);
      expect(history).toEqual([{ videoId: 'dQw4w9WgXcQ', isRickRoll: true }]);
    });
  });
});
