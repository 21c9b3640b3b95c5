import type { QueueDto, QueueItemDto } from '../queue/dto/queue.dto.js';
import type { Room } from '../rooms/entities/room.entity.js';
import { DEFAULT_ROOM_SETTINGS, type RoomSettings } from '../rooms/entities/room-settings.js';
import type { PlanOutcome, RoomState } from '../room-engine/index.js';
import type { CurrentlyPlayingDto, PlayingDto } from './dto/player.dto.js';
import { AUTO_SKIP, isStaleSkip, LET_FINISH, PLAY_NEXT, REPORT_CLOCK, REPORT_UNPLAYABLE, RICKROLL } from './player-plans.js';
import { PLAN_NOW, planPerson } from '../../test/support/plan-people.js';

/** The stage's plans, without a database: plain objects in, plain objects out. */

const now = PLAN_NOW;
const person = planPerson;
const host = person(1);
const guest = person(2, { isGuest: true });

const room = (settings: Partial<RoomSettings> = {}): Room =>
  ({
    roomId: 'room',
    ownerId: host.userId,
    version: 5,
    settings: { ...DEFAULT_ROOM_SETTINGS, queueMode: 'fifo', ...settings },
    endedAt: null,
  }) as unknown as Room;
const item = (queueItemId: number, videoId: string, position: number): QueueItemDto => ({
  queueItemId,
  roomId: 'room',
  videoId,
  source: 'youtube',
  title: `Title ${videoId}`,
  thumbnail: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg`,
  duration: '3:00',
  addedBy: 'Guest',
  addedById: 2,
  singer: `user:${2}`,
  placement: null,
  position,
  addedAt: now,
  orderReason: '',
  waitSeconds: 0,
});
const onStage = (videoId: string, startedAt: Date | string): CurrentlyPlayingDto => ({
  videoId,
  source: 'youtube',
  title: `Title ${videoId}`,
  thumbnail: null,
  duration: '3:00',
  addedBy: 'Guest',
  addedById: 2,
  singer: 'user:2',
  startedAt: startedAt as Date,
  isRickRoll: false,
  playingSince: null,
  playedMs: 0,
  letFinish: false,
});
const state = (queue: QueueItemDto[], playing: CurrentlyPlayingDto | null, settings: Partial<RoomSettings> = {}): RoomState => ({
  room: room(settings),
  queue,
  playing,
  turns: new Map(),
});

function written<T>(outcome: PlanOutcome<T>) {
  if (outcome.kind !== 'write') throw new Error(`expected a change, the plan answered ${outcome.kind}`);
  return { writes: outcome.writes, changes: outcome.changes, ...outcome.finish({ ids: [] }, 6) };
}

describe('PLAY_NEXT', () => {
  const queue = () => [item(11, 'aaaaaaaaaaa', 1), item(12, 'bbbbbbbbbbb', 2), item(13, 'ccccccccccc', 3)];

  it('puts the head on stage: it leaves the queue, the others move up one, and it is recorded as played', () => {
    const done = written(PLAY_NEXT.plan(state(queue(), null), host, { rickRoll: false }, now));
    const song = {
      ...onStage('aaaaaaaaaaa', now),
      thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaaa/mqdefault.jpg',
      singers: [{ userId: 2, displayName: 'Guest', singer: 'user:2', state: 'accepted' as const }],
    };
    expect(done.writes).toEqual([
      { kind: 'queue.delete', queueItemIds: [11] },
      {
        kind: 'queue.positions',
        moves: [
          { queueItemId: 12, position: 1 },
          { queueItemId: 13, position: 2 },
        ],
      },
      { kind: 'playing.set', song },
      { kind: 'played.insert', song, playedAt: now },
    ]);
    expect(done.changes).toEqual(['playing', 'queue']);
    expect(done.result).toEqual({ currentlyPlaying: song, isRickRoll: false, skipped: true });
    expect(done.parts.playing).toEqual({ currentlyPlaying: song, version: 6 } satisfies PlayingDto);
    expect(done.parts.queue).toMatchObject({
      version: 6,
      items: [
        { videoId: 'bbbbbbbbbbb', position: 1 },
        { videoId: 'ccccccccccc', position: 2 },
      ],
    });
  });

  it('plays the joke track when drawn: the head keeps its place, and no one is counted for it', () => {
    const done = written(PLAY_NEXT.plan(state(queue(), null), host, { rickRoll: true }, now));
    const song = {
      ...RICKROLL,
      addedById: null,
      singer: null,
      source: 'youtube',
      startedAt: now,
      isRickRoll: true,
      playingSince: null,
      playedMs: 0,
      letFinish: false,
    };
    expect(done.writes).toEqual([
      { kind: 'playing.set', song },
      { kind: 'played.insert', song, playedAt: now },
    ]);
    expect(done.result).toEqual({ currentlyPlaying: song, isRickRoll: true, skipped: true });
    expect((done.parts.queue as QueueDto).items.map((item) => item.queueItemId)).toEqual(queue().map((item) => item.queueItemId));
  });

  it('empties the stage when the queue is empty, recording how the song on stage ended', () => {
    const done = written(PLAY_NEXT.plan(state([], onStage('aaaaaaaaaaa', now)), host, { rickRoll: false }, now));
    // What was on stage (for 0 s) leaves it, not as a turn.
    expect(done.writes).toEqual([
      { kind: 'played.end', endedAt: now, endedBy: 'next', skipped: false, playedSeconds: 0, countsAsTurn: false },
      { kind: 'playing.clear' },
    ]);
    expect(done.result).toEqual({ currentlyPlaying: null, isRickRoll: false, skipped: true });
  });

  it("records a song the host's Skip cut short as skipped, with its playing time (pauses left out)", () => {
    // 3 minutes banked before a pause, then 40 s since it resumed.
    const playing = { ...onStage('aaaaaaaaaaa', new Date(now.getTime() - 600_000)), playedMs: 180_000, playingSince: new Date(now.getTime() - 40_000) };
    const done = written(PLAY_NEXT.plan(state(queue(), playing), host, { rickRoll: false, skipped: true }, now));
    expect(done.writes[0]).toEqual({ kind: 'played.end', endedAt: now, endedBy: 'next', skipped: true, playedSeconds: 220, countsAsTurn: true });
  });

  it('refuses a guest with the owner sentence', () => {
    expect(PLAY_NEXT.plan(state(queue(), null), guest, { rickRoll: false }, now)).toEqual({
      kind: 'refused',
      refusal: { status: 403, message: 'Only the room owner can do that.' },
    });
  });

  it('answers a stale skip with what plays, writing nothing', () => {
    const playing = onStage('bbbbbbbbbbb', now);
    expect(PLAY_NEXT.plan(state(queue(), playing), host, { rickRoll: false, skipping: { videoId: 'aaaaaaaaaaa' } }, now)).toEqual({
      kind: 'unchanged',
      result: { currentlyPlaying: playing, isRickRoll: false, skipped: false },
    });
    expect(PLAY_NEXT.plan(state(queue(), playing), host, { rickRoll: false, skipping: { videoId: 'bbbbbbbbbbb' } }, now).kind).toBe('write');
  });
});

describe('isStaleSkip', () => {
  const playing = onStage('aaaaaaaaaaa', '2026-01-01T19:58:00.000Z');
  it.each([
    ['no body: skips whatever plays', undefined, false],
    ['no videoId: skips whatever plays', {}, false],
    ['the song on stage', { videoId: 'aaaaaaaaaaa' }, false],
    ['the song on stage, same start (a date held as text in memory compares as a date)', { videoId: 'aaaaaaaaaaa', startedAt: '2026-01-01T19:58:00Z' }, false],
    ['the song on stage, started again since', { videoId: 'aaaaaaaaaaa', startedAt: '2026-01-01T19:50:00Z' }, true],
    ['another song', { videoId: 'bbbbbbbbbbb' }, true],
    ['an empty stage, when something plays now', { videoId: null }, true],
  ])('%s', (_title, skipping, stale) => {
    expect(isStaleSkip(playing, skipping)).toBe(stale);
  });
  it('an empty stage: only a skip of the empty stage is fresh', () => {
    expect(isStaleSkip(null, { videoId: null })).toBe(false);
    expect(isStaleSkip(null, { videoId: 'aaaaaaaaaaa' })).toBe(true);
  });
});

describe('REPORT_UNPLAYABLE', () => {
  it('moves the stage on when the reported video is the one on stage, and says whether it is recorded', () => {
    const done = written(
      REPORT_UNPLAYABLE.plan(
        state([item(11, 'bbbbbbbbbbb', 1)], onStage('aaaaaaaaaaa', now)),
        host,
        { report: { videoId: 'aaaaaaaaaaa', errorCode: 150 }, rickRoll: false },
        now,
      ),
    );
    expect(done.result).toMatchObject({ recorded: true, skipped: true, title: 'Title aaaaaaaaaaa', currentlyPlaying: { videoId: 'bbbbbbbbbbb' } });
  });

  it('changes nothing for a video not on stage (a second player reporting it), naming a waiting one by its title', () => {
    const playing = onStage('ccccccccccc', now);
    expect(
      REPORT_UNPLAYABLE.plan(state([item(11, 'bbbbbbbbbbb', 1)], playing), host, { report: { videoId: 'bbbbbbbbbbb', errorCode: 5 }, rickRoll: false }, now),
    ).toEqual({
      kind: 'unchanged',
      result: { recorded: false, skipped: false, currentlyPlaying: playing, isRickRoll: false, title: 'Title bbbbbbbbbbb' },
    });
  });
});

describe('REPORT_UNPLAYABLE counts only the video on stage', () => {
  it.each([
    ['a room with nothing on stage', null],
    ['a room playing another video', onStage('ccccccccccc', now)],
  ])('a not-embeddable error about a video from %s counts for nothing', (_, playing) => {
    const planned = REPORT_UNPLAYABLE.plan(
      state([item(11, 'bbbbbbbbbbb', 1)], playing),
      host,
      { report: { videoId: 'zzzzzzzzzzz', errorCode: 150 }, rickRoll: false },
      now,
    );
    expect(planned).toMatchObject({ kind: 'unchanged', result: { recorded: false, skipped: false } });
  });

  it('nor does an error that says nothing of the video (5: the browser’s player failed), even on stage', () => {
    const done = written(
      REPORT_UNPLAYABLE.plan(state([], onStage('aaaaaaaaaaa', now)), host, { report: { videoId: 'aaaaaaaaaaa', errorCode: 5 }, rickRoll: false }, now),
    );
    expect(done.result).toMatchObject({ recorded: false, skipped: true });
  });
});

describe('AUTO_SKIP', () => {
  // Playing for `minutesAgo` minutes without a pause (on stage 10 minutes longer: the interstitial, a stage not yet open).
  const started = (minutesAgo: number) => ({
    ...onStage('aaaaaaaaaaa', new Date(now.getTime() - (minutesAgo + 10) * 60_000)),
    playingSince: new Date(now.getTime() - minutesAgo * 60_000),
  });
  it('moves a song that has played autoSkipMinutes, marked skipped, and nothing else', () => {
    const done = written(AUTO_SKIP.plan(state([], started(6), { autoSkipMinutes: 5 }), null, { rickRoll: false }, now));
    expect(done.result).toBe(true);
    expect(done.writes[0]).toEqual({ kind: 'played.end', endedAt: now, endedBy: 'next', skipped: true, playedSeconds: 360, countsAsTurn: true });
    expect(AUTO_SKIP.plan(state([], { ...started(6), letFinish: true }, { autoSkipMinutes: 5 }), null, { rickRoll: false }, now)).toEqual({
      kind: 'unchanged',
      result: false,
    });
    // Ten minutes on stage, never reported playing: no playing time.
    expect(
      AUTO_SKIP.plan(state([], onStage('aaaaaaaaaaa', new Date(now.getTime() - 600_000)), { autoSkipMinutes: 5 }), null, { rickRoll: false }, now),
    ).toEqual({
      kind: 'unchanged',
      result: false,
    });
    expect(AUTO_SKIP.plan(state([], started(4), { autoSkipMinutes: 5 }), null, { rickRoll: false }, now)).toEqual({ kind: 'unchanged', result: false });
    expect(AUTO_SKIP.plan(state([], started(60), { autoSkipMinutes: 0 }), null, { rickRoll: false }, now)).toEqual({ kind: 'unchanged', result: false });
    expect(AUTO_SKIP.plan(state([], null, { autoSkipMinutes: 5 }), null, { rickRoll: false }, now)).toEqual({ kind: 'unchanged', result: false });
  });
});

describe('REPORT_CLOCK and LET_FINISH', () => {
  const playing = onStage('aaaaaaaaaaa', now);
  const named = { videoId: 'aaaaaaaaaaa', startedAt: now.toISOString() };
  const later = new Date(now.getTime() + 90_000);

  it('starts and stops the playing clock of the song on stage', () => {
    const started = written(REPORT_CLOCK.plan(state([], playing), host, { ...named, playing: true }, now));
    expect(started.writes).toEqual([{ kind: 'playing.clock', clock: { playingSince: now, playedMs: 0, letFinish: false } }]);
    expect(started.changes).toEqual(['playing']);
    expect(started.parts.playing).toEqual({ currentlyPlaying: { ...playing, playingSince: now }, version: 6 });
    const paused = written(REPORT_CLOCK.plan(state([], { ...playing, playingSince: now }), host, { ...named, playing: false }, later));
    expect(paused.writes).toEqual([{ kind: 'playing.clock', clock: { playingSince: null, playedMs: 90_000, letFinish: false } }]);
  });

  it('changes nothing for a repeated report, another song, or a guest is refused', () => {
    const stage = { ...playing, playingSince: now };
    expect(REPORT_CLOCK.plan(state([], stage), host, { ...named, playing: true }, later)).toEqual({
      kind: 'unchanged',
      result: { currentlyPlaying: stage, version: 5 },
    });
    expect(REPORT_CLOCK.plan(state([], stage), host, { videoId: 'bbbbbbbbbbb', startedAt: now.toISOString(), playing: false }, later).kind).toBe('unchanged');
    expect(REPORT_CLOCK.plan(state([], stage), host, { ...named, startedAt: later.toISOString(), playing: false }, later).kind).toBe('unchanged');
    expect(REPORT_CLOCK.plan(state([], stage), guest, { ...named, playing: false }, later)).toMatchObject({ kind: 'refused' });
  });

  it('lets the song on stage finish, once', () => {
    const done = written(LET_FINISH.plan(state([], playing), host, named, now));
    expect(done.writes).toEqual([{ kind: 'playing.clock', clock: { playingSince: null, playedMs: 0, letFinish: true } }]);
    expect(LET_FINISH.plan(state([], { ...playing, letFinish: true }), host, named, now).kind).toBe('unchanged');
    expect(LET_FINISH.plan(state([], null), host, named, now).kind).toBe('unchanged');
    expect(LET_FINISH.plan(state([], playing), guest, named, now)).toMatchObject({ kind: 'refused' });
  });
});
