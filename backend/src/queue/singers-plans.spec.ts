import type { CurrentlyPlayingDto } from '../player/dto/player.dto.js';
import { PLAY_NEXT } from '../player/player-plans.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { DEFAULT_ROOM_SETTINGS } from '../rooms/entities/room-settings.js';
import { BOOT, LEAVE, REMOVE_SILENT } from '../rooms/people-plans.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import type { QueueItemDto } from './dto/queue.dto.js';
import { queueDto } from './queue-plans.js';
import { ANSWER_INVITE, INVITE_SINGERS } from './singers-plans.js';
import type { SongSinger } from './song-singers.js';
import { PLAN_NOW, planPerson, planSong, roomPerson } from '../../test/support/plan-people.js';

/** Singing together as plans (docs/product.md "Sing together"): plain objects in, plain objects out. */

const now = PLAN_NOW;
const host = planPerson(1, { displayName: 'Host' });
const ann = planPerson(2, { isGuest: true, displayName: 'Ann' });
const ben = planPerson(3, { isGuest: true, displayName: 'Ben' });
const members = [
  roomPerson(2, 'Ann'),
  roomPerson(3, 'Ben'),
  roomPerson(4, 'Cat'),
  roomPerson(5, 'Dan'),
  roomPerson(6, 'Eve'),
  roomPerson(7, 'Rose', { noPhone: true, deviceKey: null }),
];
const annSong = (id: number, position: number, singers?: SongSinger[]): QueueItemDto => ({
  ...planSong(id, 2, position),
  addedBy: 'Ann',
  singer: 'guest:ann',
  ...(singers ? { singers } : {}),
});
const partner = (userId: number, displayName: string, state: SongSinger['state']): SongSinger => ({
  userId,
  displayName,
  singer: `guest:${displayName.toLowerCase()}`,
  state,
});

const state = (
  queue: QueueItemDto[],
  { playing = null, turns = new Map() }: { playing?: CurrentlyPlayingDto | null; turns?: Map<string, number> } = {},
): RoomState => ({
  room: { roomId: 'room', ownerId: 1, version: 5, settings: { ...DEFAULT_ROOM_SETTINGS }, endedAt: null, lastActivity: now } as unknown as Room,
  queue,
  playing,
  turns,
  people: { ownerName: 'Host', inside: members, boots: [] },
});
function written<T>(outcome: PlanOutcome<T>) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${JSON.stringify(outcome)}`);
  return { writes: outcome.writes, changes: outcome.changes, ...outcome.finish({ ids: [] }, 6) };
}
const refusal = (outcome: PlanOutcome<unknown>) => (outcome.kind === 'refused' ? outcome.refusal.message : outcome.kind);
const invite = (queue: QueueItemDto[], userIds: number[], actor = ann) => INVITE_SINGERS.plan(state(queue), actor, { queueItemId: 10, userIds }, now);

describe('INVITE_SINGERS', () => {
  it('invites people in the room; the song carries every singer, whoever added it first', () => {
    const { writes, result, changes } = written(invite([annSong(10, 1)], [3, 4]));
    expect(changes).toEqual(['queue']);
    expect(writes).toEqual([{ kind: 'queue.partners', queueItemId: 10, position: 1, partners: [partner(3, 'Ben', 'invited'), partner(4, 'Cat', 'invited')] }]);
    expect(result.singers?.map((one) => [one.displayName, one.state])).toEqual([
      ['Ann', 'accepted'],
      ['Ben', 'invited'],
      ['Cat', 'invited'],
    ]);
    expect(result.addedBy).toBe('Ann');
  });

  it('lets a singer without a phone in at once: nobody could answer for them', () => {
    expect(written(invite([annSong(10, 1)], [7])).result.singers?.[1]).toMatchObject({ displayName: 'Rose', state: 'accepted', singer: 'nophone:rose' });
  });

  it('refuses people outside the room, yourself, someone already invited, and a fourth other singer', () => {
    expect(refusal(invite([annSong(10, 1)], [99]))).toBe('You can invite only people who are in this room.');
    expect(refusal(invite([annSong(10, 1)], [2]))).toBe('You sing this song already: invite someone else.');
    expect(refusal(invite([annSong(10, 1, [partner(3, 'Ben', 'invited')])], [3]))).toBe('Ben is already invited to sing this song.');
    expect(refusal(invite([annSong(10, 1)], [3, 3]))).toBe('Ben is already invited to sing this song.');
    expect(refusal(invite([annSong(10, 1, [partner(3, 'Ben', 'accepted')])], [4, 5, 6]))).toBe('A song can have at most 3 more singers besides you.');
  });

  it('may ask again someone who declined, and counts only standing invitations toward three', () => {
    const declined = [partner(3, 'Ben', 'declined'), partner(4, 'Cat', 'accepted'), partner(5, 'Dan', 'invited')];
    expect(written(invite([annSong(10, 1, declined)], [6])).result.singers).toHaveLength(5);
    expect(written(invite([annSong(10, 1, declined)], [3])).result.singers?.[1]).toMatchObject({ displayName: 'Ben', state: 'invited' });
  });

  it('is for whoever added the song', () => {
    expect(refusal(invite([annSong(10, 1)], [4], ben))).toBe(
      'That song was added by someone else: you can change only your own songs, and the host manages the rest.',
    );
    expect(refusal(INVITE_SINGERS.plan(state([]), ann, { queueItemId: 10, userIds: [3] }, now))).toBe('That song is no longer in the queue.');
  });
});

describe('ANSWER_INVITE', () => {
  const asked = [annSong(10, 1, [partner(3, 'Ben', 'invited')])];
  it('accepts or declines, and a second same answer changes nothing', () => {
    expect(written(ANSWER_INVITE.plan(state(asked), ben, { queueItemId: 10, accept: true }, now)).result.singers?.[1].state).toBe('accepted');
    expect(written(ANSWER_INVITE.plan(state(asked), ben, { queueItemId: 10, accept: false }, now)).result.singers?.[1].state).toBe('declined');
    const accepted = [annSong(10, 1, [partner(3, 'Ben', 'accepted')])];
    expect(ANSWER_INVITE.plan(state(accepted), ben, { queueItemId: 10, accept: true }, now).kind).toBe('unchanged');
  });

  it('is for the people invited', () => {
    expect(refusal(ANSWER_INVITE.plan(state(asked), planPerson(4), { queueItemId: 10, accept: true }, now))).toBe('You were not invited to sing this song.');
    expect(refusal(ANSWER_INVITE.plan(state(asked), ann, { queueItemId: 10, accept: true }, now))).toBe('You were not invited to sing this song.');
  });
});

describe('turns charged to each singer who accepted', () => {
  const duet = annSong(10, 1, [partner(3, 'Ben', 'accepted'), partner(4, 'Cat', 'declined'), partner(5, 'Dan', 'invited')]);
  it('gives Ann and Ben a turn when it starts, not Cat who declined nor Dan who never answered; the stage names them', () => {
    const done = written(PLAY_NEXT.plan(state([duet]), host, { rickRoll: false }, now));
    const turns = (done.parts.queue as ReturnType<typeof queueDto>).turns;
    expect(turns).toEqual([
      { singer: 'guest:ann', turns: 1 },
      { singer: 'guest:ben', turns: 1 },
    ]);
    const onStage = done.parts.playing as { currentlyPlaying: CurrentlyPlayingDto };
    expect(onStage.currentlyPlaying.singers?.map((one) => one.displayName)).toEqual(['Ann', 'Ben']);
    expect(done.writes).toContainEqual(
      expect.objectContaining({ kind: 'played.insert', song: expect.objectContaining({ singers: onStage.currentlyPlaying.singers }) }),
    );
  });

  it('takes the turn back from each of them when the song is skipped early', () => {
    const started = written(PLAY_NEXT.plan(state([duet]), host, { rickRoll: false }, now));
    const playing = (started.parts.playing as { currentlyPlaying: CurrentlyPlayingDto }).currentlyPlaying;
    const turns = new Map([
      ['guest:ann', 1],
      ['guest:ben', 1],
    ]);
    const skipped = written(
      PLAY_NEXT.plan(state([], { playing, turns }), host, { rickRoll: false, skipped: true, skipping: { videoId: playing.videoId } }, now),
    );
    expect((skipped.parts.queue as ReturnType<typeof queueDto>).turns).toEqual([]);
  });

  it('puts the songs of a singer who sang in a duet after those who have not sung', () => {
    const turns = new Map([
      ['guest:ann', 1],
      ['guest:ben', 1],
    ]);
    const benSong: QueueItemDto = { ...planSong(20, 3, 1), addedBy: 'Ben', singer: 'guest:ben' };
    const catSong: QueueItemDto = { ...planSong(21, 4, 2), addedBy: 'Cat', singer: 'guest:cat' };
    const reasons = queueDto(state([]).room, [benSong, catSong], 5, turns).items.map((item) => item.orderReason);
    expect(reasons[0]).toBe("Ben's 2nd song · after everyone's 1st turn");
  });
});

describe('people who leave before the song', () => {
  const duet = annSong(10, 1, [partner(3, 'Ben', 'accepted'), partner(4, 'Cat', 'invited')]);
  const other: QueueItemDto = { ...planSong(11, 3, 2), addedBy: 'Ben', singer: 'guest:ben' };

  it('an invitee who leaves drops off the song; the song stays Ann’s', () => {
    const done = written(LEAVE.plan(state([duet, other]), ben, undefined, now));
    expect(done.writes).toEqual([
      { kind: 'queue.delete', queueItemIds: [11] },
      { kind: 'queue.partners', queueItemId: 10, position: 1, partners: [partner(4, 'Cat', 'invited')] },
      { kind: 'people.leave', userIds: [3] },
    ]);
    expect(done.changes).toEqual(['users', 'room', 'queue']);
    const items = (done.parts.queue as ReturnType<typeof queueDto>).items;
    expect(items.map((item) => [item.addedBy, item.singers?.map((one) => one.displayName)])).toEqual([['Ann', ['Ann', 'Cat']]]);
  });

  it('writes a song whose singers change once, with its new place', () => {
    const first: QueueItemDto = { ...planSong(9, 3, 1), addedBy: 'Ben', singer: 'guest:ben' };
    const moved = annSong(10, 2, [partner(3, 'Ben', 'accepted')]);
    const done = written(LEAVE.plan(state([first, moved]), ben, undefined, now));
    expect(done.writes).toEqual([
      { kind: 'queue.delete', queueItemIds: [9] },
      { kind: 'queue.partners', queueItemId: 10, position: 1, partners: [] },
      { kind: 'people.leave', userIds: [3] },
    ]);
  });

  it('the one who added it leaving takes it with them, as any leaver’s songs', () => {
    const done = written(LEAVE.plan(state([duet]), ann, undefined, now));
    expect(done.writes[0]).toEqual({ kind: 'queue.delete', queueItemIds: [10] });
    expect((done.parts.queue as ReturnType<typeof queueDto>).items).toEqual([]);
  });

  it('a booted invitee or one sent away for silence drops off too', () => {
    expect(written(BOOT.plan(state([duet]), host, { userId: 4 }, now)).writes).toContainEqual({
      kind: 'queue.partners',
      queueItemId: 10,
      position: 1,
      partners: [partner(3, 'Ben', 'accepted')],
    });
    const quiet = {
      ...state([duet]),
      people: { ownerName: 'Host', boots: [], inside: [roomPerson(3, 'Ben', { lastActive: new Date(now.getTime() - 5 * 3_600_000) })] },
    };
    expect(written(REMOVE_SILENT.plan(quiet, null, undefined, now)).writes).toContainEqual(
      expect.objectContaining({ kind: 'queue.partners', queueItemId: 10 }),
    );
  });
});
