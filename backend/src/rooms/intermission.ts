/**
 * Music between songs: the host's YouTube link (a video or a playlist) that the stage plays
 * quietly while the queue is empty (docs/product.md §9 "The evening"). Kept in the room's
 * settings as the link and the ids the stage's player needs.
 */
export interface Intermission {
  url: string;
  videoId: string | null;
  playlistId: string | null;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;

/** The video and playlist a YouTube link names; null when it is not a YouTube link naming either. */
export function parseIntermission(raw: string): Intermission | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let videoId: string | null = null;
  if (url.hostname === 'youtu.be') videoId = first ?? null;
  else if (first === 'watch') videoId = url.searchParams.get('v');
  else if (first === 'embed' || first === 'shorts' || first === 'live') videoId = second ?? null;
  else if (first !== 'playlist') return null;
  const list = url.searchParams.get('list');
  const playlistId = list && PLAYLIST_ID.test(list) ? list : null;
  if (videoId !== null && !VIDEO_ID.test(videoId)) videoId = null;
  if (!videoId && !playlistId) return null;
  const canonical =
    playlistId && !videoId
      ? `https://www.youtube.com/playlist?list=${playlistId}`
      : `https://www.youtube.com/watch?v=${videoId}${playlistId ? `&list=${playlistId}` : ''}`;
  return { url: canonical, videoId, playlistId };
}
