/** "45s", "12m 30s", "2h 05m", "3d 4h": a length of time as an admin reads it at a glance. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${rest}s`;
}

/** "14:00–15:00 UTC": the server buckets peak hours by UTC hour. */
export const formatHour = (hour: number) => `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00 UTC`;

/** "Nov 22" for a YYYY-MM-DD day, read as the UTC day the server counted. */
export const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatNumber = (value: number) => value.toLocaleString();

/** "song-added" → "Song added". */
export const featureName = (feature: string) => {
  const words = feature.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
