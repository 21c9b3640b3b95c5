import { describe, expect, it } from 'vitest';
import { inWords } from '@/lib/estimate';
import { boardLines } from './board';

describe("the board's up next", () => {
  it('numbers places from "Next", says about when each starts, and stops at the limit', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ queueItemId: i + 1, addedBy: `P${i}`, title: `Song ${i}`, waitSeconds: i * 240 }));
    // 90 s of the current song remain.
    const lines = boardLines(items, 8, (item) => item.waitSeconds + 90, inWords);
    expect(lines).toHaveLength(8);
    expect(lines.slice(0, 3).map((l) => [l.place, l.when, l.singer, l.title])).toEqual([
      ['Next', 'in ~2 min', 'P0', 'Song 0'],
      ['#2', 'in ~6 min', 'P1', 'Song 1'],
      ['#3', 'in ~10 min', 'P2', 'Song 2'],
    ]);
    expect(boardLines(items, 1, () => null, inWords)[0].when).toBe('');
    expect(boardLines([], 8, () => 0, inWords)).toEqual([]);
  });
});
