/** react-admin's translate, as the formatters below use it. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const pad = (value: number) => String(value).padStart(2, '0');

/** "45s", "12m 30s", "2h 05m", "3d 4h" in English: a length of time as an admin reads it at a glance. */
export function formatDuration(totalSeconds: number, translate: Translate): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return translate('kp.duration.days', { days, hours });
  if (hours > 0) return translate('kp.duration.hours', { hours, minutes: pad(minutes) });
  if (minutes > 0) return translate('kp.duration.minutes', { minutes, seconds: pad(rest) });
  return translate('kp.duration.seconds', { seconds: rest });
}

/** "14:00–15:00 UTC": the server buckets peak hours by UTC hour. */
export const formatHour = (hour: number) => `${pad(hour)}:00–${pad((hour + 1) % 24)}:00 UTC`;

/** "Nov 22" (English) for a YYYY-MM-DD day, read as the UTC day the server counted, in `locale`. */
export const formatDay = (day: string, locale: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatNumber = (value: number, locale: string) => value.toLocaleString(locale);

/**
 * A share with one decimal: "12.5 %" in English (as the back office has always written it), the
 * language's own way elsewhere ("12,5 %" in German, "12.5%" in Japanese, "12.5‎%‎" in Arabic).
 */
export const formatPercent = (value: number, locale: string) =>
  locale.toLowerCase().startsWith('en')
    ? `${value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`
    : (value / 100).toLocaleString(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A moment as date and time in `locale`. */
export const formatDateTime = (iso: string, locale: string, options?: Intl.DateTimeFormatOptions) => new Date(iso).toLocaleString(locale, options);

/** The features the server counts (backend/src/common/metrics/feature-event.entity.ts), by message key. */
const FEATURE_NAMES: Record<string, string> = {
  search: 'kp.analytics.features.search',
  'song-added': 'kp.analytics.features.song_added',
  skip: 'kp.analytics.features.skip',
  'favorite-added': 'kp.analytics.features.favorite_added',
  'room-created': 'kp.analytics.features.room_created',
  'guest-join': 'kp.analytics.features.guest_join',
};

/** "song-added" → "Song added" in the language shown; a feature the back office does not know yet, made readable. */
export const featureName = (feature: string, translate: Translate) => {
  if (FEATURE_NAMES[feature]) return translate(FEATURE_NAMES[feature]);
  const words = feature.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
