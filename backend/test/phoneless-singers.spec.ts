import { pushesOf } from './support/sockets.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

/**
 * Singers without a phone through the API (docs/product.md "Singers without a phone"): the host
 * adds, queues for and removes them; everyone may queue for them once the host allows it; each
 * refusal with its sentence, and every change pushed to the room.
 */
const NOT_OWNER = 'Only the room owner can do that.';
const NOT_ALLOWED = 'Only the host can add songs for singers without a phone. Ask the host to let everyone help.';
const NOT_FOUND = 'That singer without a phone is not in this room.';

const song = numberedSongs('phon');

describe('singers without a phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function party(tier = 3): Promise<{ host: Actor; guest: Actor; roomId: string; code: string }> {
    const host = await registerUser(t, { tier });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Family night' }).expect(201)).body;
    const guest = await joinAsGuest(t, room.code, 'Maya');
    return { host, guest, roomId: room.roomId, code: room.code };
  }

  it('the host adds one: in the people list with the mark, never online, and pushed to the room', async () => {
    const { host, guest, roomId } = await party();
    let rose: { userId: number } = { userId: 0 };
    const pushes = await pushesOf(t, roomId, async () => {
      rose = (await host.agent.post(`/api/rooms/${roomId}/phoneless-singers`).send({ displayName: '  Grandma Rose ' }).expect(201)).body;
    });
    expect(rose).toMatchObject({ displayName: 'Grandma Rose', isGuest: true, noPhone: true, online: false });
    expect(pushes).toHaveLength(1);
    expect(pushes[0].changes).toEqual(expect.arrayContaining(['users', 'room']));
    const people = (await guest.agent.get(`/api/rooms/${roomId}/users`).expect(200)).body;
    expect(people).toContainEqual(expect.objectContaining({ userId: rose.userId, displayName: 'Grandma Rose', noPhone: true, online: false }));
    expect(people).toContainEqual(expect.objectContaining({ displayName: 'Maya', noPhone: false }));
  });

  it('refuses anyone but the host, a blank or look-alike name, with their sentences', async () => {
    const { host, guest, roomId, code } = await party();
    const url = `/api/rooms/${roomId}/phoneless-singers`;
    expect((await guest.agent.post(url).send({ displayName: 'Rose' }).expect(403)).body.message).toBe(NOT_OWNER);
    expect((await host.agent.post(url).send({ displayName: ' \u200b ' }).expect(400)).body.message).toBe('Please enter the singer’s name');
    expect(
      (
        await host.agent
          .post(url)
          .send({ displayName: 'x'.repeat(51) })
          .expect(400)
      ).body.message,
    ).toBe('Display name is too long');
    expect((await host.agent.post(url).send({ displayName: 'MAYA' }).expect(409)).body.message).toBe(
      'Someone in this room is already called MAYA. Add an initial or a nickname so everyone can tell you apart.',
    );
    await host.agent.post(url).send({ displayName: 'Rose' }).expect(201);
    // A look-alike (Cyrillic о) is the same name; and a guest at the door cannot take hers.
    expect((await host.agent.post(url).send({ displayName: 'Rоse' }).expect(409)).body.message).toMatch(/^Someone in this room is already called/);
    await expect(joinAsGuest(t, code, 'rose')).rejects.toThrow(/409 Someone in this room is already called rose/);
  });

  it('counts against the room’s guest limit, at the door too', async () => {
    const { host, roomId, code } = await party(1);
    const url = `/api/rooms/${roomId}/phoneless-singers`;
    let added = 0;
    for (;;) {
      const res = await host.agent.post(url).send({ displayName: `Singer ${added + 1}` });
      if (res.status !== 201) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('This room is full: it allows 4 guests at a time.');
        break;
      }
      added++;
    }
    expect(added).toBeLessThanOrEqual(3);
    await expect(joinAsGuest(t, code, 'Late')).rejects.toThrow(/403 This room is full/);
  });

  it('queues her songs as hers: the host always, guests once the host lets everyone help', async () => {
    const { host, guest, roomId } = await party();
    const rose = (await host.agent.post(`/api/rooms/${roomId}/phoneless-singers`).send({ displayName: 'Grandma Rose' }).expect(201)).body;
    const url = `/api/rooms/${roomId}/phoneless-singers/${rose.userId}/queue`;
    let item: { addedBy: string; addedById: number; singer: string } = { addedBy: '', addedById: 0, singer: '' };
    const pushes = await pushesOf(t, roomId, async () => {
      item = (await host.agent.post(url).send(song('Moon River')).expect(201)).body;
    });
    expect(item).toMatchObject({ addedBy: 'Grandma Rose', addedById: rose.userId });
    expect(item.singer).toMatch(/^nophone:/);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].changes).toContain('queue');

    expect((await guest.agent.post(url).send(song('Blue Moon')).expect(403)).body.message).toBe(NOT_ALLOWED);
    await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { othersQueueForPhoneless: true } })
      .expect(200);
    expect((await guest.agent.get(`/api/rooms/${roomId}`).expect(200)).body.settings.othersQueueForPhoneless).toBe(true);
    expect((await guest.agent.post(url).send(song('Blue Moon')).expect(201)).body).toMatchObject({ addedBy: 'Grandma Rose' });
    // Her limit is a guest's (2 waiting), whoever queues.
    expect((await guest.agent.post(url).send(song('Fly Me')).expect(403)).body.message).toMatch(/songs waiting/);
    const bad = await host.agent
      .patch(`/api/rooms/${roomId}/settings`)
      .send({ settings: { othersQueueForPhoneless: 'yes' } })
      .expect(400);
    expect(bad.body.message).toBe('othersQueueForPhoneless must be true or false.');

    // Someone with a phone is no singer without one.
    const maya = (await guest.agent.get('/api/auth/me').expect(200)).body;
    const mayaId = maya.user?.userId ?? maya.userId;
    expect((await host.agent.post(`/api/rooms/${roomId}/phoneless-singers/${mayaId}/queue`).send(song('X')).expect(404)).body.message).toBe(NOT_FOUND);
  });

  it('the host removes her with her waiting songs; the people and the queue are pushed', async () => {
    const { host, guest, roomId } = await party();
    const rose = (await host.agent.post(`/api/rooms/${roomId}/phoneless-singers`).send({ displayName: 'Grandma Rose' }).expect(201)).body;
    await host.agent.post(`/api/rooms/${roomId}/phoneless-singers/${rose.userId}/queue`).send(song('Moon River')).expect(201);
    await guest.agent.post(`/api/rooms/${roomId}/queue`).send(song('Maya’s song')).expect(201);
    expect((await guest.agent.delete(`/api/rooms/${roomId}/phoneless-singers/${rose.userId}`).expect(403)).body.message).toBe(NOT_OWNER);
    let removed: unknown;
    const pushes = await pushesOf(t, roomId, async () => {
      removed = (await host.agent.delete(`/api/rooms/${roomId}/phoneless-singers/${rose.userId}`).expect(200)).body;
    });
    expect(removed).toEqual({ userId: rose.userId, removed: true, songsRemoved: 1 });
    expect(pushes[0].changes).toEqual(expect.arrayContaining(['users', 'room', 'queue']));
    const queue = (await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body.items;
    expect(queue.map((i: { title: string; position: number }) => [i.title, i.position])).toEqual([['Maya’s song', 1]]);
    const people = (await host.agent.get(`/api/rooms/${roomId}/users`).expect(200)).body;
    expect(people.some((p: { userId: number }) => p.userId === rose.userId)).toBe(false);
    expect((await host.agent.delete(`/api/rooms/${roomId}/phoneless-singers/${rose.userId}`).expect(404)).body.message).toBe(NOT_FOUND);
  });
});
