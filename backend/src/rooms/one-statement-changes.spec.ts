import { readFileSync, writeFileSync } from 'node:fs';
import type { CurrentlyPlayingDto } from '../player/dto/player.dto.js';
import { headOnStage } from '../player/player.service.js';
import { addAtEnd } from '../queue/queue.service.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import { grouped, positional } from './room-statement.js';
import { changeAtStatement } from './room-transactions.service.js';

const FILE = new URL('./one-statement-changes.sql', import.meta.url);

const at = new Date('2024-01-01T20:00:00Z');
const head: QueueItemDto = {
  queueItemId: 41,
  roomId: 'room-id',
  videoId: 'aaaaaaaaaaa',
  title: 'Song',
  thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
  duration: '3:00',
  addedBy: 'Singer',
  addedById: 7,
  position: 1,
  addedAt: at,
};
const song: CurrentlyPlayingDto = { ...fields(head), startedAt: at, isRickRoll: false };

function fields({ videoId, title, thumbnail, duration, addedBy, addedById }: QueueItemDto) {
  return { videoId, title, thumbnail, duration, addedBy, addedById };
}

/** The one-statement changes as PostgreSQL receives them, each with its parameters' names. */
function render(): string {
  const add = changeAtStatement('room-id', 3, at, addAtEnd({ ...fields(head), roomId: 'room-id', addedAt: at }));
  const next = changeAtStatement('other-room', 8, at, headOnStage({ ...head, roomId: 'other-room' }, song));
  const statements = {
    'An add from memory (QueueService.addFromMemory, addAtEnd), alone in its write group': grouped([add]),
    'Play-next or skip from memory (PlayerService.nextFromMemory, headOnStage), alone in its write group': grouped([next]),
    'Both in one write group (RoomWriteGroups): two rooms, one statement': grouped([add, next]),
  };
  const header = [
    '-- The one-statement changes (RoomTransactions.changeAt) exactly as PostgreSQL receives them,',
    "-- built from the rooms module's \"bumped\" and the queue's and the stage's fragments, in write groups.",
    '-- Written by src/rooms/one-statement-changes.spec.ts: UPDATE_SQL=1 npm test -- src/rooms/one-statement-changes.spec.ts',
  ];
  const bodies = Object.entries(statements).map(([title, statement]) => {
    const { text, names } = positional(statement, { once: true });
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
