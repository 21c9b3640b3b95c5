import { t } from '@/i18n/i18n';
import { singerNames } from '@/lib/singer-names';

/** A line of the board's "Up next": the song's place in the queue, about when it starts, who sings it and what. */
export interface BoardLine {
  key: number;
  place: string;
  /** "in ~12 min" (docs/product.md "Fair turns", Why and when); "" when the queue gives no estimate. */
  when: string;
  singer: string;
  title: string;
}

/**
 * The board's "Up next" lines, at most `limit`: the place each song plays in ("Next", then
 * "#2", "#3"…) and about when, from `startsIn` (seconds until the song starts: the queue's
 * estimate plus what remains of the current song, lib/estimate.ts).
 */
export function boardLines<T extends { queueItemId: number; addedBy: string; title: string; singers?: { displayName: string; state: string }[] }>(
  items: readonly T[],
  limit: number,
  startsIn: (item: T) => number | null,
  inWords: (seconds: number) => string,
): BoardLine[] {
  return items.slice(0, limit).map((item, index) => {
    const seconds = startsIn(item);
    return {
      key: item.queueItemId,
      place: index === 0 ? t('Next') : t('#{place}', { place: index + 1 }),
      when: seconds === null ? '' : inWords(seconds),
      singer: singerNames(item),
      title: item.title,
    };
  });
}
