import { readFileSync, writeFileSync } from 'node:fs';
import type { SessionUser } from '../common/auth/session-user.js';
import { PLAY_NEXT } from '../player/player-plans.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import { ADD_SONG } from '../queue/queue-plans.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { DEFAULT_ROOM_SETTINGS } from '../rooms/entities/room-settings.js';
import { BOOT, GUEST_JOIN } from '../rooms/people-plans.js';
import type { RoomPerson } from '../rooms/room-people.js';
import type { PlanOutcome, RoomState } from './room-plan.js';
import { positional } from './room-statement.js';
import { changesStatement, type RowChange } from './room-writes.js';

const FILE = new URL('./one-statement-changes.sql', import.meta.url);

const at = new Date('2024-01-01T20:00:00Z');
const host: SessionUser = { sessionId: 's', userId: 7, username: 'host', displayName: 'Host', role: 'user', subscriptionTier: 1, isGuest: false, roomId: null };
const room = (roomId: string, version: number): Room =>
  ({ roomId, ownerId: 7, version, settings: { ...DEFAULT_ROOM_SETTINGS }, endedAt: null }) as unknown as Room;
const song = (roomId: string, queueItemId: number, position: number): QueueItemDto => ({
  queueItemId,
  roomId,
  videoId: `aaaaaaaaaa${position}`,
  source: 'youtube',
  title: `Song ${position}`,
  thumbnail: `https://i.ytimg.com/vi/aaaaaaaaaa${position}/mqdefault.jpg`,
  duration: '3:00',
  addedBy: 'Singer',
  addedById: 7,
  singer: `user:${7}`,
  placement: null,
  position,
  addedAt: at,
  orderReason: '',
  waitSeconds: 0,
});

/** A plan's change at `state`'s version, as RoomTransactions.apply sends it from memory. */
function changeOf(state: RoomState, outcome: PlanOutcome<unknown>): RowChange {
  if (outcome.kind !== 'write') throw new Error(`The plan answered ${outcome.kind}`);
  return { roomId: state.room.roomId, expected: state.room.version, at, writes: outcome.writes };
}

/** The one-statement changes as PostgreSQL receives them, each with its parameters' names. */
function render(): string {
  const adding: RoomState = { room: room('room-id', 3), queue: [song('room-id', 40, 1)], playing: null, turns: new Map() };
  const add = changeOf(adding, ADD_SONG.plan(adding, host, { song: { videoId: 'bbbbbbbbbbb', title: 'New', duration: '4:00' }, maxQueueSize: 50 }, at));
  // A song on stage, skipped after 95 s of singing: its history row says so in the same statement.
  const onStage = { ...song('other-room', 40, 0), startedAt: at, isRickRoll: false, playingSince: null, playedMs: 95_000, letFinish: false };
  const moving: RoomState = {
    room: room('other-room', 8),
    queue: [song('other-room', 41, 1), song('other-room', 42, 2)],
    playing: onStage,
    turns: new Map(),
  };
  const next = changeOf(moving, PLAY_NEXT.plan(moving, host, { rickRoll: false, skipped: true }, at));
  // People's changes run under the room's lock, through the same statement.
  const guest: RoomPerson = { userId: 12, displayName: 'Rita', isGuest: true, role: 'user', lastActive: at, createdAt: at, deviceKey: 'device-of-rita' };
  const party: RoomState = { ...adding, people: { ownerName: 'Host', inside: [guest], boots: [] } };
  const join = changeOf(
    party,
    GUEST_JOIN.plan(party, null, { guestsPerRoom: 10, displayName: 'Sam', username: 'guest-0123456789ab', deviceKey: 'device-of-sam', replacing: 30 }, at),
  );
  const boot = changeOf(party, BOOT.plan(party, host, { userId: 12 }, at));
  const statements = {
    'An add from memory (ADD_SONG at the end of a queue of one), alone in its write group': changesStatement([add]),
    'A skip from memory (PLAY_NEXT, a queue of two), alone in its write group': changesStatement([next]),
    'Both in one write group (RoomWriteGroups): two rooms, one statement': changesStatement([add, next]),
    'A guest joins by code (GUEST_JOIN) from a browser that was guest 30 elsewhere, under the room lock': changesStatement([join]),
    'The host boots a guest (BOOT), under the room lock': changesStatement([boot]),
  };
  const header = [
    '-- The one-statement changes (RoomTransactions.apply from memory) exactly as PostgreSQL receives them:',
    '-- the rooms module\'s "bumped", then one CTE a kind of row (room-writes.ts) for every change of a write group.',
    '-- Written by src/room-engine/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/room-engine/one-statement-changes.spec.ts',
  ];
  const bodies = Object.entries(statements).map(([title, statement]) => {
    const { text, names } = positional(statement);
    return [`-- ${title}`, `-- ${names.map((name, i) => `$${i + 1} :${name}`).join(', ')}`, `${text};`].join('\n');
  });
  return `${[header.join('\n'), ...bodies].join('\n\n')}\n`;
}

describe('the one-statement changes', () => {
  it('are the SQL committed in one-statement-changes.sql, so a change to them shows in review', () => {
    const rendered = render();
    if (process.env.UPDATE_SQL === '1') writeFileSync(FILE, rendered);
    expect(rendered).toBe(readFileSync(FILE, 'utf8'));
  });
});
