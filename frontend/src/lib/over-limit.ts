import { t } from '@/i18n/i18n';
import { durationSeconds } from './estimate';

/**
 * Songs longer than the room's auto-skip limit are marked in search results and the queue
 * (docs/product.md §9 "The evening"). Apart from playing-clock.ts, and small: a guest's room loads it.
 */

/** Whether a song of this duration is longer than the room's auto-skip limit (it would be cut short). */
export function longerThanLimit(duration: string | null | undefined, autoSkipMinutes: number | undefined): boolean {
  const seconds = durationSeconds(duration);
  return !!autoSkipMinutes && seconds !== null && seconds > autoSkipMinutes * 60;
}

/** The label songs longer than the limit carry. */
export const overLimitLabel = (autoSkipMinutes: number) => t('Over {minutes} min: auto-skip may cut it', { minutes: autoSkipMinutes });
