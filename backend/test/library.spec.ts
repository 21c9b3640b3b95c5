import { mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { LibraryService } from '../src/library/library.service.js';
import { libraryId } from '../src/library/library-song.js';
import { joinAsGuest, registerUser, signInAdmin } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { writeCdgPair, writeMedia } from './support/library-media.js';
import { waitFor } from './support/wait.js';

type Song = { id: string; artist: string; title: string; duration: string; kind: string; source: string };

describe("the host's library (MEDIA_DIR)", () => {
  let t: TestApp;
  let root: string;
  let outside: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kp-library-api-'));
    outside = await mkdtemp(path.join(tmpdir(), 'kp-library-outside-'));
    await writeMedia(path.join(root, 'ABBA - Dancing Queen.mp4'), 'mp4');
    await writeMedia(path.join(root, 'Pop', 'Queen - Bohemian Rhapsody.webm'), 'webm');
    await writeCdgPair(path.join(root, 'Toto - Africa'));
    t = await startTestApp({ env: { MEDIA_DIR: root } });
    await t.app.get(LibraryService).settled();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const search = async (actor: Awaited<ReturnType<typeof registerUser>>, q: string): Promise<Song[]> =>
    (await actor.agent.get('/api/library/search').query({ q }).expect(200)).body.songs;

  /** A room with a guest, and one library song queued in it. */
  async function roomWithSong(title = 'dancing') {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Library night' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Ana');
    const [song] = await search(guest, title);
    const queued = await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: song.id, title: 'anything the client says' }).expect(201);
    return { host, room, guest, song, queued: queued.body };
  }

  it('says a library exists, and finds its songs by artist or title, accents and case aside', async () => {
    const user = await registerUser(t);
    expect((await user.agent.get('/api/library').expect(200)).body).toEqual({ available: true, count: 3 });
    const found = await search(user, 'ÁBBA queen');
    const id = libraryId('ABBA - Dancing Queen.mp4');
    expect(found).toEqual([{ id, artist: 'ABBA', title: 'Dancing Queen', duration: '0:01', kind: 'video', source: 'library' }]);
    expect((await search(user, '')).map((song) => song.title)).toEqual(['Dancing Queen', 'Bohemian Rhapsody', 'Africa']);
    expect((await search(user, 'africa'))[0]).toMatchObject({ kind: 'cdg', artist: 'Toto' });
    const refused = await user.agent
      .get('/api/library/search')
      .query({ q: 'x'.repeat(201) })
      .expect(400);
    expect(refused.body.message).toBe('The search is too long (200 characters at most).');
  });

  it("queues a library song like any song, with the library's title and length and its source through queue, stage, history and favorites", async () => {
    const { host, room, guest, song, queued } = await roomWithSong();
    expect(queued).toMatchObject({ videoId: song.id, source: 'library', title: 'ABBA - Dancing Queen', duration: '0:01', thumbnail: '' });
    const queue = (await guest.agent.get(`/api/rooms/${room.roomId}/queue`).expect(200)).body.items;
    expect(queue.map((item: { source: string }) => item.source)).toEqual(['library']);

    const playing = (await host.agent.post(`/api/rooms/${room.roomId}/play-next`).expect(200)).body.currentlyPlaying;
    expect(playing).toMatchObject({ videoId: song.id, source: 'library', title: 'ABBA - Dancing Queen' });
    expect((await guest.agent.get(`/api/rooms/${room.roomId}/playing`).expect(200)).body.currentlyPlaying.source).toBe('library');
    const history = (await guest.agent.get(`/api/rooms/${room.roomId}/history`).expect(200)).body.songs;
    expect(history[0]).toMatchObject({ videoId: song.id, source: 'library' });

    await host.agent.post('/api/favorites').send({ videoId: song.id, title: 'ABBA - Dancing Queen', duration: '0:01' }).expect(201);
    const favorites = (await host.agent.get('/api/favorites').expect(200)).body;
    expect(favorites).toEqual([expect.objectContaining({ videoId: song.id, source: 'library' })]);

    // A YouTube song keeps its meaning and says so.
    const youtube = await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'aaaaaaaaaaa', title: 'A video' }).expect(201);
    expect(youtube.body).toMatchObject({ source: 'youtube', thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg' });
  });

  it('refuses a library id the library does not have, and ids of neither kind', async () => {
    const host = await registerUser(t);
    const room = (await host.agent.post('/api/rooms').send({ name: 'Refusals' }).expect(201)).body;
    const gone = await host.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'lib-0000000000000000', title: 'Gone' }).expect(404);
    expect(gone.body.message).toBe("That song is no longer in the host's library.");
    const bad = await host.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: 'lib-../../etc/passwd', title: 'x' }).expect(400);
    expect(bad.body.message).toBe("videoId must be an 11-character YouTube video id or a library song's id.");
  });

  it('serves a queued song to its room with byte ranges, and the CD+G graphics of a pair', async () => {
    const { room, guest, song } = await roomWithSong();
    const media = `/api/rooms/${room.roomId}/library/${song.id}/media`;
    const whole = await guest.agent.get(media).buffer(true).expect(200);
    const file = readFileSync(path.join(root, 'ABBA - Dancing Queen.mp4'));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(whole.body as Buffer, file)).toBe(0);

    const part = await guest.agent.get(media).set('Range', 'bytes=100-199').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.body as Buffer, file.subarray(100, 200))).toBe(0);
    await guest.agent
      .get(media)
      .set('Range', `bytes=${file.length + 10}-`)
      .expect(416);

    expect((await guest.agent.get(`/api/rooms/${room.roomId}/library/${song.id}`).expect(200)).body).toEqual(song);

    const [africa] = await search(guest, 'africa');
    await guest.agent.post(`/api/rooms/${room.roomId}/queue`).send({ videoId: africa.id, title: 'Africa' }).expect(201);
    const cdg = await guest.agent.get(`/api/rooms/${room.roomId}/library/${africa.id}/cdg`).buffer(true).expect(200);
    expect(Buffer.compare(cdg.body as Buffer, readFileSync(path.join(root, 'Toto - Africa.cdg')))).toBe(0);
    const audio = await guest.agent.get(`/api/rooms/${room.roomId}/library/${africa.id}/media`).buffer(true).expect(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  });

  it('refuses a file not queued in the room, a member of another room, traversal attempts and the signed out', async () => {
    const { room, song } = await roomWithSong();
    const media = `/api/rooms/${room.roomId}/library/${song.id}/media`;

    // A member of another room: not this room's member.
    const elsewhere = await registerUser(t);
    const other = (await elsewhere.agent.post('/api/rooms').send({ name: 'Other' }).expect(201)).body;
    expect((await elsewhere.agent.get(media).expect(403)).body.message).toBe('You are not in this room. Join it with its code first.');

    // A song of the library that this room has not queued.
    const [africa] = await search(elsewhere, 'africa');
    const notQueued = await elsewhere.agent.get(`/api/rooms/${other.roomId}/library/${africa.id}/media`).expect(403);
    expect(notQueued.body.message).toBe('That song is not queued or playing in this room, so its file is not shared here.');
    // Nor a song this room has queued, asked through another room.
    await elsewhere.agent.get(`/api/rooms/${other.roomId}/library/${song.id}/media`).expect(403);

    // Paths never reach the disk: anything but a library id is a 400 (or no route at all).
    const guestOfRoom = await joinAsGuest(t, room.code, 'Bo');
    for (const attempt of ['..%2F..%2F..%2Fetc%2Fpasswd', '..', 'ABBA%20-%20Dancing%20Queen.mp4', 'lib-0123', `${song.id}%2F..`]) {
      const answer = await guestOfRoom.agent.get(`/api/rooms/${room.roomId}/library/${attempt}/media`);
      expect([400, 404]).toContain(answer.status);
      if (answer.status === 400) expect(answer.body.message).toBe("The song id in the address must be a library song's id, like lib-0123456789abcdef.");
    }
    await guestOfRoom.agent.get(`/api/rooms/${room.roomId}/library/../../../../etc/passwd`).expect(404);
    // No listing of the folder.
    await guestOfRoom.agent.get(`/api/rooms/${room.roomId}/library`).expect(404);
    await guestOfRoom.agent.get(`/api/rooms/${room.roomId}/library/`).expect(404);
    await request(t.server).get(media).expect(401);
  });

  it('refuses a file swapped for a link out of the folder after the scan', async () => {
    await writeMedia(path.join(root, 'Swap - Me.mp4'), 'mp4');
    await t.app.get(LibraryService).rescan();
    const { room, guest, song } = await roomWithSong('swap');
    await guest.agent.get(`/api/rooms/${room.roomId}/library/${song.id}/media`).expect(200);
    await writeMedia(path.join(outside, 'secret.mp4'), 'mp4');
    await unlink(path.join(root, 'Swap - Me.mp4'));
    await symlink(path.join(outside, 'secret.mp4'), path.join(root, 'Swap - Me.mp4'));
    const refused = await guest.agent.get(`/api/rooms/${room.roomId}/library/${song.id}/media`).expect(404);
    expect(refused.body.message).toBe("That song is no longer in the host's library.");
    await unlink(path.join(root, 'Swap - Me.mp4'));
    await t.app.get(LibraryService).rescan();
  });

  it('shows the back office the library and its unreadable files, rescans on demand and on change', async () => {
    const admin = await signInAdmin(t);
    const user = await registerUser(t);
    await user.agent.get('/api/admin/library').expect(403);
    await writeFile(path.join(root, 'Broken - File.mp4'), 'this is not a video');
    const rescanned = (await admin.agent.post('/api/admin/library/rescan').expect(200)).body;
    expect(rescanned).toMatchObject({ configured: true, count: 3, scanning: false, error: null });
    expect(rescanned.unreadable).toEqual([{ path: 'Broken - File.mp4', reason: expect.stringMatching(/^Its format could not be read/) }]);

    // The watcher sees a new file and a removed one without a rescan by hand.
    await writeMedia(path.join(root, 'Adele - Hello.webm'), 'webm');
    await waitFor(async () => ((await search(user, 'adele')).length === 1 ? true : undefined));
    await unlink(path.join(root, 'Adele - Hello.webm'));
    await waitFor(async () => ((await search(user, 'adele')).length === 0 ? true : undefined));

    // A folder made after the start is watched from the scan that finds it: a song copied into it later is seen too.
    await writeMedia(path.join(root, 'New Pack', 'Toto - Rosanna.mp4'), 'mp4');
    await waitFor(async () => ((await search(user, 'rosanna')).length === 1 ? true : undefined));
    await writeMedia(path.join(root, 'New Pack', 'Toto - Hold The Line.mp4'), 'mp4');
    await waitFor(async () => ((await search(user, 'hold line')).length === 1 ? true : undefined));
    // A file changed in place is read again.
    await writeMedia(path.join(root, 'New Pack', 'Toto - Rosanna.mp4'), 'mp4', { seconds: 3 });
    await waitFor(async () => ((await search(user, 'rosanna'))[0]?.duration === '0:03' ? true : undefined));
    await rm(path.join(root, 'New Pack'), { recursive: true, force: true });
    await waitFor(async () => ((await search(user, 'toto')).length === 1 ? true : undefined));

    const status = (await admin.agent.get('/api/admin/library').expect(200)).body;
    expect(status.count).toBe(3);
    expect(new Date(status.lastScanAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof status.scanMs).toBe('number');
  }, 60_000);
});

describe('without a library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says there is none, finds nothing, and a rescan says how to set one', async () => {
    const user = await registerUser(t);
    expect((await user.agent.get('/api/library').expect(200)).body).toEqual({ available: false, count: 0 });
    expect((await user.agent.get('/api/library/search').query({ q: 'abba' }).expect(200)).body).toEqual({ songs: [], total: 0 });
    const admin = await signInAdmin(t);
    expect((await admin.agent.get('/api/admin/library').expect(200)).body).toMatchObject({ configured: false, count: 0, lastScanAt: null });
    const refused = await admin.agent.post('/api/admin/library/rescan').expect(409);
    expect(refused.body.message).toBe('No library folder is set: set MEDIA_DIR to a folder of karaoke files and restart the server.');
  });
});

describe("the library in the API's description", () => {
  it('names where every song comes from, and documents the library routes with their refusals', () => {
    const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'));
    const schemas = document.components.schemas;
    expect(schemas.SongSource.enum).toEqual(['youtube', 'library']);
    for (const dto of ['QueueItemDto', 'CurrentlyPlayingDto', 'PlayedSongDto', 'SungSongDto', 'FavoriteDto']) {
      expect(schemas[dto].properties.source.allOf).toEqual([{ $ref: '#/components/schemas/SongSource' }]);
      expect(schemas[dto].required).toContain('source');
    }
    expect(schemas.LibrarySongDto.properties.source.enum).toEqual(['library']);
    const media = document.paths['/api/rooms/{roomId}/library/{songId}/media'].get;
    expect(Object.keys(media.responses)).toEqual(expect.arrayContaining(['200', '206', '400', '401', '403', '404', '416']));
  });
});
