import { Box } from '@mui/material';
import { type MutableRefObject, useEffect, useRef } from 'react';
import type { CurrentlyPlayingDto } from '@api-types';
import { useClockReport } from '../hooks/use-clock-report';

/** The small part of the YouTube IFrame Player API this app uses. */
interface YouTubePlayer {
  loadVideoById(options: { videoId: string; startSeconds: number }): void;
  pauseVideo?(): void;
  playVideo?(): void;
  /** Seconds into the video (the stage's lyrics follow it). */
  getCurrentTime?(): number;
  /** The captions module: loaded shows the video's own captions, unloaded hides them. */
  loadModule?(module: 'captions'): void;
  unloadModule?(module: 'captions'): void;
  destroy(): void;
}
interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width: string;
      height: string;
      playerVars: Record<string, number>;
      events: { onStateChange: (event: { data: number }) => void; onError: (event: { data: number }) => void };
    },
  ) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const ENDED = 0;
const PLAYING = 1;
const PAUSED = 2;
let apiLoading: Promise<YouTubeNamespace> | undefined;

/** Loads YouTube's player script once; when it cannot load (offline) the room keeps working. */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  apiLoading ??= new Promise((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve(window.YT!);
    };
    const script = document.createElement('script');
    script.src = 'https://www.youtube.com/iframe_api';
    script.async = true;
    script.onerror = () => {
      apiLoading = undefined;
      reject(new Error('The YouTube player could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return apiLoading;
}

/** Shows or hides the video's own captions (the IFrame player's captions module; a video without any shows nothing). */
function showCaptions(player: YouTubePlayer | null, on: boolean): void {
  if (on) player?.loadModule?.('captions');
  else player?.unloadModule?.('captions');
}

/**
 * The YouTube player's errors that mean this video will not play here (IFrame API onError):
 * 2 invalid id, 5 the browser's HTML5 player failed, 100 removed or private, 101/150 the owner
 * forbids embedding. The room reports them and moves on.
 */
const UNPLAYABLE_ERRORS = [2, 5, 100, 101, 150];

/**
 * The host's player: starts at 0 s, autoplays, never loops; a new current video loads into the
 * same player. `onEnded` runs once per video (docs/product.md §4); so does `onUnplayable`, when the player
 * reports one of UNPLAYABLE_ERRORS; `onStarted` each time it plays. `paused` pauses and resumes it (the stage's Space key).
 * With `clock`, it tells the server when the song plays and pauses (the playing time auto-skip
 * counts; use-clock-report.ts), from here so a guest's phone never loads that code. `timeRef`
 * receives a reader of the video's own time in ms (the stage's lyrics); `captions` shows the
 * video's own captions where it has them (the stage, when LRCLIB has no lyrics).
 */
export function VideoPlayer({
  videoId,
  onEnded,
  onUnplayable,
  onStarted,
  clock,
  paused = false,
  timeRef,
  captions = false,
}: {
  videoId: string;
  onEnded: (videoId: string) => void;
  onUnplayable?: (videoId: string, errorCode: number) => void;
  /** Each time the video starts or resumes playing (the stage's start watchdog listens). */
  onStarted?: (videoId: string) => void;
  clock?: { roomId: string; song: CurrentlyPlayingDto | null };
  paused?: boolean;
  timeRef?: MutableRefObject<(() => number) | null>;
  captions?: boolean;
}) {
  const onPlaying = useClockReport(clock?.roomId ?? '', clock?.song ?? null);
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<YouTubePlayer | null>(null);
  const current = useRef(videoId);
  const endedFor = useRef<string | null>(null);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const onUnplayableRef = useRef(onUnplayable);
  onUnplayableRef.current = onUnplayable;
  const onStartedRef = useRef(onStarted);
  onStartedRef.current = onStarted;
  const onPlayingRef = useRef(onPlaying);
  onPlayingRef.current = onPlaying;
  const captionsRef = useRef(captions);
  captionsRef.current = captions;

  useEffect(() => {
    let cancelled = false;
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled || !host.current) return;
        const mount = document.createElement('div');
        host.current.replaceChildren(mount);
        player.current = new YT.Player(mount, {
          videoId: current.current,
          width: '100%',
          height: '100%',
          playerVars: { autoplay: 1, start: 0, loop: 0, playsinline: 1, rel: 0, modestbranding: 1, cc_load_policy: captionsRef.current ? 1 : 0 },
          events: {
            onStateChange: (event) => {
              if (event.data === PLAYING) showCaptions(player.current, captionsRef.current);
              if (event.data === PLAYING) onStartedRef.current?.(current.current);
              if (event.data === PLAYING || event.data === PAUSED) onPlayingRef.current?.(current.current, event.data === PLAYING);
              if (event.data !== ENDED || endedFor.current === current.current) return;
              endedFor.current = current.current;
              onEndedRef.current(current.current);
            },
            onError: (event) => {
              console.error(`YouTube player error ${event.data} for ${current.current}`);
              if (!UNPLAYABLE_ERRORS.includes(event.data) || endedFor.current === current.current) return;
              endedFor.current = current.current;
              onUnplayableRef.current?.(current.current, event.data);
            },
          },
        });
      })
      .catch((error: Error) => console.error(error.message));
    return () => {
      cancelled = true;
      player.current?.destroy();
      player.current = null;
    };
  }, []);

  useEffect(() => {
    if (current.current === videoId) return;
    current.current = videoId;
    endedFor.current = null;
    player.current?.loadVideoById({ videoId, startSeconds: 0 });
  }, [videoId]);

  useEffect(() => {
    if (!timeRef) return;
    timeRef.current = () => (player.current?.getCurrentTime?.() ?? 0) * 1000;
    return () => {
      timeRef.current = null;
    };
  }, [timeRef]);

  useEffect(() => showCaptions(player.current, captions), [captions]);

  useEffect(() => {
    if (paused) player.current?.pauseVideo?.();
    else player.current?.playVideo?.();
  }, [paused]);

  return <Box ref={host} data-testid="video-player" sx={{ position: 'absolute', inset: 0, '& iframe': { width: '100%', height: '100%', border: 0 } }} />;
}
