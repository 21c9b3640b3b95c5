import { rotationInsertIndex, rotationOrder } from './rotation.js';

const song = (addedById: number, label: string) => ({ addedById, label });
const labels = (queue: { label: string }[]) => queue.map((s) => s.label);

describe('fair rotation', () => {
  it('interleaves a greedy singer with everyone else', () => {
    const queue = [song(1, 'a1'), song(1, 'a2'), song(1, 'a3'), song(2, 'b1'), song(3, 'c1'), song(2, 'b2')];
    expect(labels(rotationOrder(queue, new Map()))).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('lets whoever has sung least this session go first', () => {
    const queue = [song(1, 'a1'), song(2, 'b1'), song(3, 'c1')];
    // 1 sang twice already, 2 once, 3 never.
    expect(
      labels(
        rotationOrder(
          queue,
          new Map([
            [1, 2],
            [2, 1],
          ]),
        ),
      ),
    ).toEqual(['c1', 'b1', 'a1']);
  });

  it('inserts a newcomer ahead of singers who already have a song waiting for a later round', () => {
    let queue = [song(1, 'a1'), song(1, 'a2'), song(1, 'a3')];
    const insert = (s: ReturnType<typeof song>) => {
      const index = rotationInsertIndex(queue, new Map(), s.addedById);
      queue = [...queue.slice(0, index), s, ...queue.slice(index)];
    };
    insert(song(2, 'b1'));
    expect(labels(queue)).toEqual(['a1', 'b1', 'a2', 'a3']);
    insert(song(2, 'b2'));
    expect(labels(queue)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
    insert(song(3, 'c1'));
    expect(labels(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    insert(song(1, 'a4'));
    expect(labels(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('appends in order when everyone is level (the same as first come, first served)', () => {
    const queue = [song(1, 'a1'), song(2, 'b1')];
    expect(rotationInsertIndex(queue, new Map(), 3)).toBe(2);
    expect(rotationInsertIndex([], new Map(), 3)).toBe(0);
  });
});
