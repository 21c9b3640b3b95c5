/**
 * The songs the API specs add (POST /api/rooms/:roomId/queue and the routes that take a song): one
 * factory, configured per spec with what its songs share, so every spec's songs are made alike.
 */

/** A song as the API takes it. */
export interface SongFixture {
  videoId: string;
  title: string;
  duration: string;
  thumbnail?: string;
}

/** What a spec's songs share: their duration ('3:00' unless said) and thumbnail (none unless said). */
export interface SongDefaults {
  duration?: string;
  thumbnail?: string;
}

const shared = ({ duration = '3:00', thumbnail }: SongDefaults): Pick<SongFixture, 'duration' | 'thumbnail'> =>
  thumbnail === undefined ? { duration } : { thumbnail, duration };

/**
 * Songs by video id: `song('aaaaaaaaaaa')` is "Song aaaaaaaaaaa" (or `titled(videoId)`), with the
 * defaults; a title or a duration given wins.
 */
export function songsById(defaults: SongDefaults & { titled?: (videoId: string) => string } = {}) {
  const titled = defaults.titled ?? ((videoId: string) => `Song ${videoId}`);
  return (videoId: string, title = titled(videoId), duration?: string): SongFixture => ({
    videoId,
    title,
    ...shared(duration === undefined ? defaults : { ...defaults, duration }),
  });
}

/**
 * Songs each with a new video id: `prefix` and a count, padded to a video id's 11 characters.
 * `song(title, duration)` is titled `title` (with the count after it when `counted`), lasting
 * `duration` or the defaults'.
 */
export function numberedSongs(prefix: string, defaults: SongDefaults & { counted?: boolean; title?: string } = {}) {
  let count = 0;
  return (title = defaults.title ?? 'Song', duration?: string): SongFixture => {
    count++;
    const song = {
      videoId: `${prefix}${String(count).padStart(11 - prefix.length, '0')}`,
      title: defaults.counted ? `${title} ${count}` : title,
      ...shared(defaults),
    };
    return duration === undefined ? song : { ...song, duration };
  };
}
