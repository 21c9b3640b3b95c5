import { acceptedPartners, singersOf } from '../queue/song-singers.js';
import type { QueueItemDto } from '../queue/dto/queue.dto.js';
import { queueDto, renumbered } from '../queue/queue-plans.js';
import { durationSeconds } from '../queue/estimate.js';
import { afterLostTurn, countsAsTurn, type EndedBy } from '../queue/rotation.js';
import { canManageRoom } from '../rooms/room-access.js';
import { type Planned, type PlanOutcome, refused, type RoomOperation, type RoomState, type RoomWrite, unchanged } from '../room-engine/index.js';
import { NOT_ROOM_OWNER } from '../rooms/rooms.errors.js';
import type { CurrentlyPlayingDto, PlayingClockReportDto, PlayingDto, PlayNextDto, SkipDto, StageSongDto } from './dto/player.dto.js';
import { NOT_EMBEDDABLE_CODES, type ReportUnplayableDto, type UnplayableResultDto } from './dto/unplayable.dto.js';
import { autoSkipDue, playedSecondsAt, type PlayingClock, reportPlaying } from './playing-clock.js';

/** A song starting to play has played nothing yet: its clock starts when the room's player reports it playing. */
const CLOCK_AT_START = { playingSince: null, playedMs: 0, letFinish: false } as const;

/**
 * The song playing's changes as plans (docs/architecture.md, "A change is a plan"): play-next, skip,
 * an unplayable video and auto-skip all move the song playing on the same way (advance).
 */

/** The joke track: one fixed video id (docs/product.md §4). */
export const RICKROLL = {
  videoId: 'dQw4w9WgXcQ',
  title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
  thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  duration: '3:33',
  addedBy: 'Karaoke Party',
} as const;

/** A waiting song as it starts playing at `startedAt`. */
function onStage(head: QueueItemDto, startedAt: Date): CurrentlyPlayingDto {
  return {
    videoId: head.videoId,
    source: head.source,
    title: head.title,
    thumbnail: head.thumbnail,
    duration: head.duration || null,
    addedBy: head.addedBy,
    addedById: head.addedById,
    singer: head.singer,
    // Who sings it: whoever added it and the others who accepted (docs/product.md "Sing together").
    singers: singersOf(head).filter((one) => one.state === 'accepted'),
    startedAt,
    isRickRoll: false,
    ...CLOCK_AT_START,
  };
}

/**
 * Seconds a song has played when it stops playing at `at` (playing time: pauses and the wait
 * before its player started do not count, playing-clock.ts), and whether that made it a turn.
 */
export function leavingStage(playing: CurrentlyPlayingDto, at: Date, endedBy: EndedBy): { playedSeconds: number; turn: boolean } {
  const playedSeconds = playedSecondsAt(playing, at);
  return { playedSeconds, turn: !playing.isRickRoll && countsAsTurn({ endedBy, playedSeconds, songSeconds: durationSeconds(playing.duration) }) };
}

/**
 * The song playing stops: its history row says how it ended (cut short or not), how long it
 * played and whether it was a turn. A lost turn (skipped early, unplayable) is taken back from its
 * singer, and in fair rotation their next song gets its place back (rotation.ts afterLostTurn).
 * Answers the writes, the queue and the turns after.
 */
function leave(
  state: RoomState,
  now: Date,
  { endedBy, skipped }: { endedBy: EndedBy; skipped: boolean },
): { writes: RoomWrite[]; queue: readonly QueueItemDto[]; turns: Map<string, number> } {
  const turns = new Map(state.turns);
  const { playing } = state;
  if (!playing) return { writes: [], queue: state.queue, turns };
  const { playedSeconds, turn } = leavingStage(playing, now, endedBy);
  const writes: RoomWrite[] = [{ kind: 'played.end', endedAt: now, endedBy, skipped, playedSeconds, countsAsTurn: turn }];
  if (turn || playing.isRickRoll || !playing.singer) return { writes, queue: state.queue, turns };
  // Every singer of the song gets the turn back (docs/product.md "Sing together").
  for (const singer of [playing.singer, ...acceptedPartners(playing).map((one) => one.singer)]) {
    turns.set(singer, Math.max(0, (turns.get(singer) ?? 1) - 1));
    if (turns.get(singer) === 0) turns.delete(singer);
  }
  const queue = state.room.settings.queueMode === 'rotation' ? afterLostTurn(state.queue, turns, playing.singer) : state.queue;
  return { writes, queue, turns };
}

/**
 * The song playing moves on at `now`: the queue's head starts playing and leaves the queue (the others
 * move up one), or the joke track plays and the head keeps its place; an empty queue leaves nothing
 * playing. Either way the song that starts is recorded as played, and the one that leaves as ended
 * (`skipped` when cut short: Skip, auto-skip, a video that cannot play), with its playing time.
 */
export function advance<T>(
  state: RoomState,
  rickRoll: boolean,
  now: Date,
  answer: (moved: PlayNextDto) => T,
  how: { endedBy: EndedBy; skipped: boolean } = { endedBy: 'next', skipped: false },
): Planned<T> {
  const left = leave(state, now, how);
  const [head, ...rest] = left.queue;
  const finish = (song: CurrentlyPlayingDto | null, queue: readonly QueueItemDto[], turns: Map<string, number>) => (_written: unknown, version: number) => ({
    result: answer({ currentlyPlaying: song, isRickRoll: song?.isRickRoll ?? false, skipped: true }),
    parts: { playing: { currentlyPlaying: song, version } satisfies PlayingDto, queue: queueDto(state.room, queue, version, turns) },
  });
  const changes = ['playing', 'queue'] as const;
  if (!head) return { kind: 'write', writes: [...left.writes, { kind: 'playing.clear' }], changes, finish: finish(null, [], left.turns) };
  if (rickRoll) {
    const song: CurrentlyPlayingDto = { ...RICKROLL, source: 'youtube', addedById: null, singer: null, startedAt: now, isRickRoll: true, ...CLOCK_AT_START };
    const { items, writes } = renumbered(left.queue);
    return {
      kind: 'write',
      writes: [...left.writes, ...writes, { kind: 'playing.set', song }, { kind: 'played.insert', song, playedAt: now }],
      changes,
      finish: finish(song, items, left.turns),
    };
  }
  const song = onStage(head, now);
  const { items, writes } = renumbered(rest);
  // The singer of the song playing has had a turn while they sing (rotation.ts Turns).
  // Each singer who accepted to sing it with them has one too (docs/product.md "Sing together").
  const turns = new Map(left.turns);
  for (const singer of [head.singer, ...acceptedPartners(head).map((one) => one.singer)]) turns.set(singer, (turns.get(singer) ?? 0) + 1);
  return {
    kind: 'write',
    writes: [
      ...left.writes,
      { kind: 'queue.delete', queueItemIds: [head.queueItemId] },
      ...writes,
      { kind: 'playing.set', song },
      { kind: 'played.insert', song, playedAt: now },
    ],
    changes,
    finish: finish(song, items, turns),
  };
}

/** What plays, as a play-next that moved nothing answers it. */
function standing(playing: CurrentlyPlayingDto | null): PlayNextDto {
  return { currentlyPlaying: playing, isRickRoll: playing?.isRickRoll ?? false, skipped: false };
}

/**
 * Whether a skip names a song that no longer plays (a second device's press landed first): then
 * nothing changes. A skip without a song skips whatever plays.
 */
export function isStaleSkip(playing: CurrentlyPlayingDto | null, skipping: SkipDto | undefined): boolean {
  if (!skipping || skipping.videoId === undefined) return false;
  if (!playing) return skipping.videoId !== null;
  const sameStart = !skipping.startedAt || new Date(skipping.startedAt).getTime() === new Date(playing.startedAt).getTime();
  return !(playing.videoId === skipping.videoId && sameStart);
}

export interface NextInput {
  /** The joke track plays instead (drawn once by the caller, so the plan stays pure). */
  rickRoll: boolean;
  /** A skip names the song it skips. */
  skipping?: SkipDto;
  /** The song playing is cut short (the host's Skip, not the player's end): tonight's songs mark it. */
  skipped?: boolean;
}

/** Play-next and skip (owner or admin): the song playing moves on unless the skip is stale. */
export const PLAY_NEXT: RoomOperation<NextInput, PlayNextDto> = {
  name: 'play-next',
  plan(state, actor, { rickRoll, skipping, skipped }, now): PlanOutcome<PlayNextDto> {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    if (isStaleSkip(state.playing, skipping)) return unchanged(standing(state.playing));
    return advance(state, rickRoll, now, (moved) => moved, { endedBy: 'next', skipped: skipped ?? false });
  },
};

export interface UnplayableInput {
  report: ReportUnplayableDto;
  rickRoll: boolean;
}

/** What the room was told of an unplayable video, with the title the notice names. */
export type UnplayableOutcome = Omit<UnplayableResultDto, 'hidden'> & { title: string };

/**
 * The room's player could not play a video (owner or admin): the song playing moves on only when that
 * video is the one playing, so two players reporting the same error move it once; and only then
 * does a not-embeddable error count towards hiding the video from everyone (UnplayableService).
 */
export const REPORT_UNPLAYABLE: RoomOperation<UnplayableInput, UnplayableOutcome> = {
  name: 'unplayable',
  plan(state, actor, { report, rickRoll }, now): PlanOutcome<UnplayableOutcome> {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    if (state.playing?.videoId !== report.videoId) {
      // Only the video this room's stage was told to play can be reported: another one (a room
      // playing nothing, any id) changes nothing and counts towards nothing.
      const title = state.queue.find((item) => item.videoId === report.videoId)?.title ?? report.videoId;
      return unchanged({ recorded: false, ...standing(state.playing), title });
    }
    const recorded = NOT_EMBEDDABLE_CODES.includes(report.errorCode);
    const title = state.playing.title;
    return advance(state, rickRoll, now, (moved) => ({ recorded, ...moved, title }), { endedBy: 'unplayable', skipped: true });
  },
};

/**
 * Auto-skip (no actor: the room's own setting): a song that has played the room's autoSkipMinutes
 * (playing time: playing-clock.ts) makes way for the next, as if the host pressed Skip, unless the
 * host let it finish; checked again at the change, so a run racing a host's skip moves the song playing once.
 */
export const AUTO_SKIP: RoomOperation<{ rickRoll: boolean }, boolean, null> = {
  name: 'auto-skip',
  plan(state, _actor, { rickRoll }, now): PlanOutcome<boolean> {
    const due = state.playing !== null && autoSkipDue(state.playing, state.room.settings.autoSkipMinutes ?? 0, now);
    if (!due) return unchanged(false);
    return advance(state, rickRoll, now, () => true, { endedBy: 'next', skipped: true });
  },
};

/** Whether a report names the song playing (its videoId and startedAt); one about another song changes nothing. */
function namesStage(playing: CurrentlyPlayingDto | null, named: StageSongDto): playing is CurrentlyPlayingDto {
  return playing !== null && playing.videoId === named.videoId && new Date(playing.startedAt).getTime() === new Date(named.startedAt).getTime();
}

/** The song playing with a new clock, as the change answers and pushes it. */
function clockChange(playing: CurrentlyPlayingDto, clock: PlayingClock): PlanOutcome<PlayingDto> {
  const song: CurrentlyPlayingDto = { ...playing, playingSince: clock.playingSince as Date | null, playedMs: clock.playedMs, letFinish: clock.letFinish };
  return {
    kind: 'write',
    writes: [{ kind: 'playing.clock', clock: { playingSince: song.playingSince, playedMs: song.playedMs, letFinish: song.letFinish } }],
    changes: ['playing'],
    finish: (_written, version) => {
      const answer: PlayingDto = { currentlyPlaying: song, version };
      return { result: answer, parts: { playing: answer } };
    },
  };
}

/**
 * The room's player reports the song playing as playing or paused (owner or admin): the playing
 * clock moves. A report about another song, or one that changes nothing, is no change.
 */
export const REPORT_CLOCK: RoomOperation<PlayingClockReportDto, PlayingDto> = {
  name: 'playing-clock',
  plan(state, actor, report, now): PlanOutcome<PlayingDto> {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    const standing = { currentlyPlaying: state.playing, version: state.room.version };
    if (!namesStage(state.playing, report)) return unchanged(standing);
    const clock = reportPlaying(state.playing, report.playing, now);
    return clock === state.playing ? unchanged(standing) : clockChange(state.playing, clock);
  },
};

/** The host lets the song playing finish (owner or admin): auto-skip leaves it alone. */
export const LET_FINISH: RoomOperation<StageSongDto, PlayingDto> = {
  name: 'let-finish',
  plan(state, actor, named): PlanOutcome<PlayingDto> {
    if (!canManageRoom(state.room, actor)) return refused(NOT_ROOM_OWNER);
    if (!namesStage(state.playing, named) || state.playing.letFinish) return unchanged({ currentlyPlaying: state.playing, version: state.room.version });
    return clockChange(state.playing, { ...state.playing, letFinish: true });
  },
};
