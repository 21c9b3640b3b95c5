import { pushesOf } from './support/sockets.js';
import { type Actor, joinAsGuest, registerUser } from './support/sessions.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { numberedSongs } from './support/songs.js';

/**
 * Duets and groups through the API (docs/product.md "Sing together"): invitations and answers
 * with their refusals and sentences, each pushed to the room; turns charged to each singer who
 * accepted; an invitee leaving before the song; the history naming everyone.
 */
const song = numberedSongs('duet');
interface Singer {
  userId: number;
  displayName: string;
  state: string;
}

describe('singing together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function party() {
    const host = await registerUser(t, { tier: 3 });
    const room = (await host.agent.post('/api/rooms').send({ name: 'Duets' }).expect(201)).body;
    const [ann, ben, cat, dan, eve] = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) => joinAsGuest(t, room.code, name)));
    return { host, ann, ben, cat, dan, eve, roomId: room.roomId as string };
  }
  const names = (singers: Singer[]) => singers.map((one) => `${one.displayName}:${one.state}`);
  const invite = (who: Actor, queueItemId: number, userIds: unknown) => who.agent.post(`/api/queue/${queueItemId}/singers`).send({ userIds });
  const answer = (who: Actor, queueItemId: number, accept: unknown) => who.agent.post(`/api/queue/${queueItemId}/singers/answer`).send({ accept });

  it('invites, answers and pushes every change; addedBy stays whoever added it', async () => {
    const { ann, ben, cat, host, roomId } = await party();
    const item = (await ann.agent.post(`/api/rooms/${roomId}/queue`).send(song('Islands in the Stream')).expect(201)).body;
    expect(names(item.singers)).toEqual(['Ann:accepted']);
    let invited: { singers: Singer[]; addedBy: string } = { singers: [], addedBy: '' };
    const pushes = await pushesOf(t, roomId, async () => {
      invited = (await invite(ann, item.queueItemId, [ben.user.userId, cat.user.userId]).expect(200)).body;
    });
    expect(names(invited.singers)).toEqual(['Ann:accepted', 'Ben:invited', 'Cat:invited']);
    expect(invited.addedBy).toBe('Ann');
    expect(pushes).toHaveLength(1);
    expect(pushes[0].changes).toEqual(['queue']);
    expect(names((pushes[0].state?.queue as { items: { singers: Singer[] }[] }).items[0].singers)).toEqual(['Ann:accepted', 'Ben:invited', 'Cat:invited']);

    const accepted = await pushesOf(t, roomId, async () => {
      expect(names((await answer(ben, item.queueItemId, true).expect(200)).body.singers)).toContain('Ben:accepted');
    });
    expect(accepted[0].changes).toEqual(['queue']);
    expect(names((await answer(cat, item.queueItemId, false).expect(200)).body.singers)).toEqual(['Ann:accepted', 'Ben:accepted', 'Cat:declined']);
    // Everyone sees the singers in the queue's answer.
    const queue = (await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body;
    expect(names(queue.items[0].singers)).toEqual(['Ann:accepted', 'Ben:accepted', 'Cat:declined']);
  });

  it('refuses with its sentences: not yours, yourself, outside the room, twice, a fourth other, not invited, bad bodies', async () => {
    const { ann, ben, cat, dan, eve, host, roomId } = await party();
    const item = (await ann.agent.post(`/api/rooms/${roomId}/queue`).send(song('Under Pressure')).expect(201)).body;
    const id = item.queueItemId;
    const outsider = await registerUser(t);
    const message = async (res: Promise<{ status: number; body: { message: string } }>, status: number) => {
      const { status: got, body } = await res;
      expect(got).toBe(status);
      return body.message;
    };
    expect(await message(invite(ben, id, [cat.user.userId]), 403)).toBe(
      'That song was added by someone else: you can change only your own songs, and the host manages the rest.',
    );
    expect(await message(invite(ann, id, [ann.user.userId]), 400)).toBe('You sing this song already: invite someone else.');
    expect(await message(invite(ann, id, [outsider.user.userId]), 400)).toBe('You can invite only people who are in this room.');
    expect(await message(invite(ann, id, []), 400)).toBe('userIds must list one to three people in the room (their userId).');
    expect(await message(invite(ann, id, ['x']), 400)).toBe('userIds must list one to three people in the room (their userId).');
    expect(await message(invite(ann, id, [1, 2, 3, 4]), 400)).toBe('userIds must list one to three people in the room (their userId).');
    await invite(ann, id, [ben.user.userId, host.user.userId]).expect(200);
    expect(await message(invite(ann, id, [ben.user.userId]), 409)).toBe('Ben is already invited to sing this song.');
    expect(await message(invite(ann, id, [cat.user.userId, dan.user.userId]), 400)).toBe('A song can have at most 3 more singers besides you.');
    expect(await message(answer(eve, id, true), 403)).toBe('You were not invited to sing this song.');
    expect(await message(answer(ben, id, 'yes'), 400)).toBe('accept must be true or false.');
    expect(await message(answer(ben, 999999, true), 404)).toBe('That song is no longer in the queue.');
    // Someone who declined frees a place, and may be asked again.
    await answer(ben, id, false).expect(200);
    await invite(ann, id, [cat.user.userId, dan.user.userId]).expect(200);
    // Three others stand now: asking Ben again would make a fourth.
    expect(await message(invite(ann, id, [ben.user.userId]), 400)).toBe('A song can have at most 3 more singers besides you.');
  });

  it('charges a turn to each singer who accepted, and the history names them all', async () => {
    const { ann, ben, cat, host, roomId } = await party();
    const item = (await ann.agent.post(`/api/rooms/${roomId}/queue`).send(song('Endless Love')).expect(201)).body;
    await invite(ann, item.queueItemId, [ben.user.userId, cat.user.userId]).expect(200);
    await answer(ben, item.queueItemId, true).expect(200);
    const { currentlyPlaying } = (await host.agent.post(`/api/rooms/${roomId}/play-next`).expect(200)).body;
    expect(currentlyPlaying.singers.map((one: Singer) => one.displayName)).toEqual(['Ann', 'Ben']);
    const { turns } = (await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body;
    expect(turns).toEqual(expect.arrayContaining([expect.objectContaining({ turns: 1 }), expect.objectContaining({ turns: 1 })]));
    expect(turns).toHaveLength(2);
    const history = (await host.agent.get(`/api/rooms/${roomId}/history`).expect(200)).body;
    const played = (history.songs ?? history.items)[0];
    expect(played).toMatchObject({ singer: 'Ann', withSingers: ['Ben'] });
    // Ben's own next song waits behind someone who has not sung.
    await ben.agent.post(`/api/rooms/${roomId}/queue`).send(song('Ben solo')).expect(201);
    await cat.agent.post(`/api/rooms/${roomId}/queue`).send(song('Cat solo')).expect(201);
    await ann.agent.post(`/api/rooms/${roomId}/queue`).send(song('Ann solo')).expect(201);
    const order = (await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body.items.map((i: { title: string }) => i.title);
    expect(order.indexOf('Cat solo')).toBeLessThan(order.indexOf('Ann solo'));
  });

  it('an invitee who leaves before the song drops off it; the song stays its adder’s; the adder leaving takes it', async () => {
    const { ann, ben, cat, host, roomId } = await party();
    const item = (await ann.agent.post(`/api/rooms/${roomId}/queue`).send(song('Summer Nights')).expect(201)).body;
    await invite(ann, item.queueItemId, [ben.user.userId, cat.user.userId]).expect(200);
    await answer(ben, item.queueItemId, true).expect(200);
    const pushes = await pushesOf(t, roomId, () => ben.agent.post(`/api/rooms/${roomId}/leave`).expect(200));
    expect(pushes[0].changes).toEqual(expect.arrayContaining(['users', 'queue']));
    let queue = (await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body;
    expect(queue.items[0]).toMatchObject({ addedBy: 'Ann', title: 'Summer Nights' });
    expect(names(queue.items[0].singers)).toEqual(['Ann:accepted', 'Cat:invited']);
    await ann.agent.post(`/api/rooms/${roomId}/leave`).expect(200);
    queue = (await host.agent.get(`/api/rooms/${roomId}/queue`).expect(200)).body;
    expect(queue.items).toEqual([]);
  });
});
