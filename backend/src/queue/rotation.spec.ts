import {
  afterLostTurn,
  countsAsTurn,
  ordinal,
  orderReasons,
  type Placement,
  rotationInsertIndex,
  rotationOrder,
  singerKey,
  turnsForRotation,
} from './rotation.js';

/**
 * A party in miniature, driven only through the pure rules: songs are labelled by singer letter
 * and number ("a1"), the stage takes the head, and a song leaves the stage as a turn or not.
 */
interface Song {
  label: string;
  singer: string;
  addedBy: string;
  placement?: Placement | null;
}

type Step =
  | ['add', string] // singer letter; the song is labelled with the letter and a running number
  | ['play'] // the head goes on stage; what was on stage ends as a turn
  | ['play-skipped'] // the head goes on stage; what was on stage is skipped in its first 30 s
  | ['play-unplayable'] // the head goes on stage; what was on stage could not play
  | ['host-next', string]
  | ['host-end', string]
  | ['defer', string];

function party(steps: Step[]): { queue: Song[]; turns: Map<string, number>; onStage: string | null } {
  let queue: Song[] = [];
  const turns = new Map<string, number>();
  const numbers = new Map<string, number>();
  let onStage: Song | null = null;
  const move = (label: string, to: (rest: Song[], song: Song) => Song[], placement: Placement) => {
    const song = queue.find((s) => s.label === label)!;
    queue = to(
      queue.filter((s) => s !== song),
      { ...song, placement },
    );
  };
  for (const step of steps) {
    switch (step[0]) {
      case 'add': {
        const singer = step[1];
        const n = (numbers.get(singer) ?? 0) + 1;
        numbers.set(singer, n);
        const song: Song = { label: `${singer}${n}`, singer, addedBy: singer.toUpperCase() };
        const index = rotationInsertIndex(queue, turns, singer);
        queue = [...queue.slice(0, index), song, ...queue.slice(index)];
        break;
      }
      case 'play':
      case 'play-skipped':
      case 'play-unplayable': {
        // What was on stage counted when it went on; a lost turn gives it back.
        if (onStage && step[0] !== 'play') {
          turns.set(onStage.singer, (turns.get(onStage.singer) ?? 1) - 1);
          queue = afterLostTurn(queue, turns, onStage.singer);
        }
        const [head, ...rest] = queue;
        queue = rest;
        onStage = head ?? null;
        if (head) turns.set(head.singer, (turns.get(head.singer) ?? 0) + 1);
        break;
      }
      case 'host-next':
        move(step[1], (rest, song) => [song, ...rest], 'host-next');
        break;
      case 'host-end':
        move(step[1], (rest, song) => [...rest, song], 'host-end');
        break;
      case 'defer': {
        const at = queue.findIndex((s) => s.label === step[1]);
        move(step[1], (rest, song) => [...rest.slice(0, at + 1), song, ...rest.slice(at + 1)], 'deferred');
        break;
      }
    }
  }
  return { queue, turns, onStage: onStage?.label ?? null };
}

const adds = (...singers: string[]): Step[] => singers.map((s) => ['add', s] as Step);
const order = (steps: Step[]) => party(steps).queue.map((s) => s.label);

describe('fair rotation, scenario by scenario', () => {
  const scenarios: [string, Step[], string[]][] = [
    ['a greedy singer is interleaved with everyone else', adds('a', 'a', 'a', 'b', 'c', 'b'), ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']],
    [
      'five singers, each with two songs, added greedily',
      adds('a', 'a', 'b', 'b', 'c', 'c', 'd', 'd', 'e', 'e'),
      ['a1', 'b1', 'c1', 'd1', 'e1', 'a2', 'b2', 'c2', 'd2', 'e2'],
    ],
    ['everyone level: first come, first served', adds('a', 'b', 'c', 'd', 'e'), ['a1', 'b1', 'c1', 'd1', 'e1']],
    [
      'five singers after two rounds: a late joiner gets one catch-up song, then takes turns',
      [
        ...adds('a', 'b', 'c', 'd', 'e'),
        ...Array(5).fill(['play']),
        ...adds('a', 'b', 'c', 'd', 'e'),
        ...Array(5).fill(['play']),
        ...adds('a', 'b', 'c'),
        ...adds('f', 'f', 'f'),
      ],
      // e2 is on stage: everyone has had 2 turns; f starts at round 1, so f1 goes ahead of
      // everyone's 3rd song, f2 takes its place among them, f3 waits for round 4.
      ['a3', 'f1', 'b3', 'c3', 'f2', 'f3'],
    ],
    [
      'the head announced as up next keeps its place when a newcomer adds',
      [...adds('a', 'a'), ['play'], ...adds('b')],
      // a1 is on stage, a2 is up next: b1 (round 0) would go first but waits behind it.
      ['a2', 'b1'],
    ],
    [
      "a song skipped in its first 30 s is not a turn: the singer's next song moves back into the round",
      [...adds('a', 'b', 'c', 'b', 'a'), ['play'], ['play-skipped']],
      // a1 was skipped early and b1 is on stage: a has had no turn, so a2 goes ahead of b's 2nd.
      ['c1', 'a2', 'b2'],
    ],
    ['an unplayable song is not a turn either', [...adds('a', 'b', 'c', 'b', 'a'), ['play'], ['play-unplayable']], ['c1', 'a2', 'b2']],
    ['a song that played is a turn: the rest keep their order', [...adds('a', 'b', 'c', 'b', 'a'), ['play'], ['play']], ['c1', 'b2', 'a2']],
    [
      'after a lost turn, later adds treat the singer as not having sung',
      [...adds('a', 'b', 'c', 'a'), ['play'], ['play-skipped'], ...adds('d')],
      ['c1', 'a2', 'd1'],
    ],
    [
      "after a counted turn, a newcomer goes ahead of the singer's next song",
      [...adds('a', 'b', 'c', 'a'), ['play'], ['play'], ...adds('d')],
      ['c1', 'd1', 'a2'],
    ],
    [
      'the host plays one next: it goes to the top and the rest keep their order',
      [...adds('a', 'b', 'c', 'a', 'b'), ['host-next', 'b2']],
      ['b2', 'a1', 'b1', 'c1', 'a2'],
    ],
    [
      'the host moves one to the end: it stays behind later adds',
      [...adds('a', 'b', 'c'), ['host-end', 'b1'], ...adds('d', 'a')],
      ['a1', 'c1', 'd1', 'a2', 'b1'],
    ],
    ['a singer lets others go first: their song moves down one', [...adds('a', 'b', 'c'), ['defer', 'b1']], ['a1', 'c1', 'b1']],
    ['one singer on two phones: the same key is one queue of turns', adds('a', 'a', 'b'), ['a1', 'b1', 'a2']],
    [
      'a newcomer gets one catch-up song ahead of those who sang more, and no second one',
      [...adds('x', 'y'), ['play'], ['play'], ...adds('x', 'y'), ['play'], ['play'], ['play'], ...adds('c', 'c', 'c'), ...adds('x', 'y')],
      // x and y have sung twice, c never: c1 catches up ahead of their 3rd songs, but c2 (c's 2nd
      // turn, in the same round as their 3rd) waits until everyone who has sung more has had it.
      ['c1', 'x3', 'y3', 'c2', 'c3'],
    ],
    [
      'a catch-up song yields its round to everyone who really reached it, even when added first',
      [...adds('x', 'y', 'x'), ['play'], ['play'], ['play'], ['play'], ...adds('c', 'c', 'y', 'x')],
      // x has sung twice, y once, c never: c's 2nd song shares round 2 with x's 3rd, which goes first.
      ['c1', 'y2', 'x3', 'c2'],
    ],
  ];

  it.each(scenarios)('%s', (_name, steps, expected) => {
    expect(order(steps)).toEqual(expected);
  });

  it('counts turns only for songs that really played', () => {
    const table: [Parameters<typeof countsAsTurn>[0], boolean][] = [
      [{ endedBy: 'next', playedSeconds: 12, songSeconds: 14 }, true], // a short song played to its end
      [{ endedBy: 'next', playedSeconds: 10, songSeconds: 14 }, false],
      [{ endedBy: 'next', playedSeconds: 29, songSeconds: 240 }, false],
      [{ endedBy: 'next', playedSeconds: 29, songSeconds: null }, false],
      [{ endedBy: 'next', playedSeconds: 30, songSeconds: null }, true],
      [{ endedBy: 'next', playedSeconds: 200, songSeconds: 240 }, true],
      [{ endedBy: 'unplayable', playedSeconds: 0, songSeconds: 240 }, false],
      [{ endedBy: 'unplayable', playedSeconds: 90, songSeconds: 240 }, false],
    ];
    for (const [ended, counts] of table) expect([ended, countsAsTurn(ended)]).toEqual([ended, counts]);
  });

  it('caps a newcomer one turn behind whoever has sung most', () => {
    const turns = new Map([
      ['a', 4],
      ['b', 3],
      ['c', 1],
    ]);
    expect(['a', 'b', 'c', 'new'].map((s) => turnsForRotation(turns, s))).toEqual([4, 3, 3, 3]);
    expect(turnsForRotation(new Map(), 'new')).toBe(0);
  });

  it('makes one singer of an account on any device and of a guest by the name they typed', () => {
    expect(singerKey({ userId: 7, isGuest: false, displayName: 'Sam' })).toBe(singerKey({ userId: 7, isGuest: false, displayName: 'Sammy' }));
    expect(singerKey({ userId: 8, isGuest: true, displayName: 'Sam ' })).toBe(singerKey({ userId: 9, isGuest: true, displayName: 'ＳＡＭ' }));
    expect(singerKey({ userId: 8, isGuest: true, displayName: 'Sam' })).not.toBe(singerKey({ userId: 8, isGuest: false, displayName: 'Sam' }));
  });

  it('re-sorts a queue switching to rotation, keeping the announced head', () => {
    const queue = ['a', 'a', 'a', 'b', 'c'].map((singer, i) => ({ singer, label: `${singer}${i}` }));
    expect(rotationOrder(queue, new Map()).map((s) => s.label)).toEqual(['a0', 'b3', 'c4', 'a1', 'a2']);
    expect(rotationOrder([], new Map())).toEqual([]);
  });

  it('says why each song stands where it does', () => {
    const { queue, turns } = party([...adds('a', 'b', 'a', 'b'), ['play'], ['play'], ...adds('c'), ['host-next', 'b2'], ['defer', 'a2']]);
    expect(queue.map((s) => s.label)).toEqual(['b2', 'c1', 'a2']);
    expect(orderReasons(queue, turns, 'rotation')).toEqual(
      ["B's 2nd song · moved up by the host", "C's 1st song · first round", 'A let others go first'].map((r, i) => (i === 2 ? `A's 2nd song · ${r}` : r)),
    );
    const plain = adds('a', 'b', 'a');
    const fresh = party(plain);
    expect(orderReasons(fresh.queue, fresh.turns, 'rotation')).toEqual([
      "A's 1st song · first round",
      "B's 1st song · first round",
      "A's 2nd song · after everyone's 1st turn",
    ]);
    expect(orderReasons(fresh.queue, fresh.turns, 'fifo')).toEqual([
      "A's 1st song · in the order added",
      "B's 1st song · in the order added",
      "A's 2nd song · in the order added",
    ]);
    const late = party([...adds('a', 'b'), ['play'], ['play'], ['play'], ...adds('a', 'b', 'a', 'b'), ['play'], ['play'], ['play'], ...adds('c')]);
    expect(orderReasons(late.queue, late.turns, 'rotation').at(-1)).toBe("C's 1st song · catching up, joins round 3");
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
