/**
 * How long until each waiting song starts, counted from the end of the song on stage: the songs
 * ahead of it and the room's "Up next" pause before each. Computed whenever the queue's answer is
 * built, never stored; a phone adds the current song's remaining time as it renders
 * (docs/product.md "Fair turns").
 */

/** A song of unknown length counts as this when nothing in the room has a known length. */
export const TYPICAL_SONG_SECONDS = 210;

/** "5:55" or "1:02:03" in seconds; null when it is not such a text. */
export function durationSeconds(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,3}(:\d{1,2}){1,2}$/.test(text.trim())) return null;
  const seconds = text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
  return seconds > 0 ? seconds : null;
}

/** The room's average song: of the known lengths given (the queue's and what plays), else a typical song. */
export function averageSeconds(durations: readonly (string | null | undefined)[]): number {
  const known = durations.map(durationSeconds).filter((s): s is number => s !== null);
  return known.length === 0 ? TYPICAL_SONG_SECONDS : Math.round(known.reduce((a, b) => a + b, 0) / known.length);
}

/**
 * For each waiting song, the seconds from the end of the current song until it starts: the
 * songs ahead (unknown lengths as the average) and one interstitial before each song.
 */
export function waitSeconds(queue: readonly { duration: string | null | undefined }[], interstitialSeconds: number, average: number): number[] {
  let ahead = 0;
  return queue.map((item) => {
    const wait = ahead + interstitialSeconds;
    ahead = wait + (durationSeconds(item.duration) ?? average);
    return wait;
  });
}
