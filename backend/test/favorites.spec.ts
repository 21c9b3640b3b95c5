import request from 'supertest';
import { joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('favorites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('saves (idempotently), checks, lists and removes your songs', async () => {
    const sam = await registerUser(t);
    const song = { videoId: 'hhhhhhhhhhh', title: 'Someone Like You (Karaoke)', thumbnail: null, duration: null };
    const first = await sam.agent.post('/api/favorites').send(song).expect(201);
    const again = await sam.agent.post('/api/favorites').send(song).expect(201);
    expect(again.body.favoriteId).toBe(first.body.favoriteId);
    expect((await sam.agent.get('/api/favorites').expect(200)).body).toEqual([
      {
        favoriteId: first.body.favoriteId,
        videoId: 'hhhhhhhhhhh',
        title: 'Someone Like You (Karaoke)',
        // Made from the video id, whatever the client sent (song-thumbnails.spec.ts).
        thumbnail: 'https://i.ytimg.com/vi/hhhhhhhhhhh/mqdefault.jpg',
        duration: null,
        addedAt: expect.any(String),
        source: 'youtube',
      },
    ]);
    expect((await sam.agent.get('/api/favorites/hhhhhhhhhhh/check').expect(200)).body).toEqual({ isFavorite: true });
    const amy = await registerUser(t);
    expect((await amy.agent.get('/api/favorites/hhhhhhhhhhh/check').expect(200)).body).toEqual({ isFavorite: false });
    expect((await amy.agent.get('/api/favorites').expect(200)).body).toEqual([]);
    expect((await sam.agent.delete('/api/favorites/hhhhhhhhhhh').expect(200)).body).toEqual({ removed: true });
    expect((await sam.agent.get('/api/favorites/hhhhhhhhhhh/check').expect(200)).body).toEqual({ isFavorite: false });
    expect(
      (
        await sam.agent
          .post('/api/favorites')
          .send({ ...song, videoId: 'bad' })
          .expect(400)
      ).body.message,
    ).toBe("videoId must be an 11-character YouTube video id or a library song's id.");
  });

  it("answers 'Sign in required' signed out and 'Create an account to save favorite songs' to guests", async () => {
    expect((await request(t.server).get('/api/favorites').expect(401)).body.message).toBe('Sign in required');
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Fav' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code);
    for (const call of [
      guest.agent.get('/api/favorites'),
      guest.agent.post('/api/favorites').send({ videoId: 'hhhhhhhhhhh', title: 'x' }),
      guest.agent.delete('/api/favorites/hhhhhhhhhhh'),
    ]) {
      expect((await call.expect(403)).body.message).toBe('Create an account to save favorite songs');
    }
  });
});
