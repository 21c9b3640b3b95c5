import { locale, t } from '@/i18n/i18n';
import type { Playing } from './api/player';
import type { Queue, QueueItem } from './api/queue';

/**
 * How long until a waiting song starts, as a phone shows it: the server's waitSeconds (the songs
 * ahead and the interstitials, counted from the end of the current song) plus what remains of the
 * current song now. Recomputed on every render, never stored.
 */

/** "5:55" or "1:02:03" in seconds; null when unknown. */
export function durationSeconds(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,3}(:\d{1,2}){1,2}$/.test(text.trim())) return null;
  const seconds = text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
  return seconds > 0 ? seconds : null;
}

/** Seconds left of the song on stage at `now` (0 when nothing plays, or its length is unknown or over). */
export function remainingSeconds(playing: Playing | undefined, now: number): number {
  const current = playing?.currentlyPlaying;
  const length = durationSeconds(current?.duration);
  if (!current || length === null) return 0;
  return Math.max(0, length - Math.floor((now - new Date(current.startedAt).getTime()) / 1000));
}

export function startsInSeconds(item: Pick<QueueItem, 'waitSeconds'>, playing: Playing | undefined, now: number): number {
  return (item.waitSeconds ?? 0) + remainingSeconds(playing, now);
}

/** "in ~12 min", "in <1 min". */
export function inWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 1 ? t('in <1 min') : t('in ~{minutes} min', { minutes });
}

/** "~12 min", "<1 min": the wait alone, as the "Yours" chip shows it. */
function waitWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 1 ? t('<1 min') : t('~{minutes} min', { minutes });
}

/** "Yours: #2 · ~8 min, #5": my songs' places, and how long until the first. */
export function yoursLabel(queue: Queue | undefined, playing: Playing | undefined, userId: number, now: number): string | null {
  const items = queue?.items ?? [];
  const places = items.flatMap((item, index) => (item.addedById === userId ? [index] : []));
  if (places.length === 0) return null;
  const first = places[0];
  const wait = waitWords(startsInSeconds(items[first], playing, now));
  const labels = places.map((index, i) => (i === 0 ? t('#{place} · {wait}', { place: index + 1, wait }) : t('#{place}', { place: index + 1 })));
  // The places as the language lists them ("#2 · ~8 min, #5" in English).
  return t('Yours: {places}', { places: new Intl.ListFormat(locale(), { type: 'unit', style: 'short' }).format(labels) });
}
