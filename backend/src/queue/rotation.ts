/**
 * Fair rotation (room setting queueMode 'rotation'): the singer who has sung least goes next, so
 * one guest with five songs cannot hold the stage.
 *
 * A waiting song's "round" is how many songs its singer will have sung before it: the songs they
 * sang this session plus their songs waiting ahead of it. The queue is kept sorted by round (ties
 * keep their order), so the queue people see is the order that will actually play, and play-next
 * simply takes the head. A new song goes after the last song of its round or an earlier one; the
 * host's manual reorders are kept until the mode is switched again.
 */
export interface Singer {
  addedById: number;
}

function rounds<T extends Singer>(queue: T[], sung: ReadonlyMap<number, number>): number[] {
  const seen = new Map<number, number>();
  return queue.map((item) => {
    const ahead = seen.get(item.addedById) ?? 0;
    seen.set(item.addedById, ahead + 1);
    return (sung.get(item.addedById) ?? 0) + ahead;
  });
}

/** 0-based index where a new song by `singer` goes in `queue` (already in play order). */
export function rotationInsertIndex<T extends Singer>(queue: T[], sung: ReadonlyMap<number, number>, singer: number): number {
  const existing = rounds(queue, sung);
  const round = (sung.get(singer) ?? 0) + queue.filter((item) => item.addedById === singer).length;
  let index = 0;
  existing.forEach((r, i) => {
    if (r <= round) index = i + 1;
  });
  return index;
}

/** The queue re-ordered fairly (used when a room switches to rotation). Stable within a round. */
export function rotationOrder<T extends Singer>(queue: T[], sung: ReadonlyMap<number, number>): T[] {
  const byRound = rounds(queue, sung).map((round, index) => ({ round, index, item: queue[index] }));
  byRound.sort((a, b) => a.round - b.round || a.index - b.index);
  return byRound.map((entry) => entry.item);
}
