import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import CDGraphics from 'cdgraphics';
import { type MutableRefObject, useEffect, useRef, useState } from 'react';
import type { CurrentlyPlayingDto } from '@api-types';
import { useClockReport } from '../hooks/use-clock-report';
import { libraryCdgUrl, libraryMediaUrl, librarySongQuery } from '@/lib/api/library';

/** The error code a library song reports when it cannot play: the YouTube player's "the browser's player failed" (5), which only skips it. */
export const LIBRARY_UNPLAYABLE_CODE = 5;

/**
 * The stage's player for a song of the host's library (docs/architecture.md "The host's library"):
 * a <video>, which also plays a CD+G song's audio while cdgraphics draws its graphics on a canvas
 * at the audio's time. It takes VideoPlayer's props and gives the same signals (the playing clock through
 * useClockReport, `onStarted` each time it plays, `onEnded` once, `onUnplayable` once when the file
 * cannot play), so the stage (and its start watchdog) treats both sources alike.
 *
 * `cued`: the song is up next, not on stage yet. The player loads it out of sight, silent, and
 * gives no signal; when its song starts, the stage keeps this same player (same key) and it plays
 * from what it already holds (docs/performance.md "The host's library": the song sounds within
 * the stage's start). The media element is there from the first render, before the song's kind
 * is known, so the file is asked for at once; its kind only chooses what is drawn.
 */
export function LibraryPlayer({
  roomId,
  videoId,
  cued = false,
  onStarted,
  onEnded,
  onUnplayable,
  clock,
  paused = false,
  timeRef,
}: {
  roomId: string;
  videoId: string;
  cued?: boolean;
  onStarted?: (videoId: string) => void;
  onEnded: (videoId: string) => void;
  onUnplayable?: (videoId: string, errorCode: number) => void;
  clock?: { roomId: string; song: CurrentlyPlayingDto | null };
  paused?: boolean;
  /** Receives a reader of the song's own time in ms (the stage's lyrics follow it). */
  timeRef?: MutableRefObject<(() => number) | null>;
}) {
  const song = useQuery({ ...librarySongQuery(roomId, videoId), retry: 1 });
  const onPlaying = useClockReport(clock?.roomId ?? '', clock?.song ?? null);
  const media = useRef<HTMLVideoElement | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const doneFor = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onStarted, onEnded, onUnplayable, onPlaying });
  // A cued song tells the stage nothing: it is not the stage's song yet.
  callbacks.current = cued
    ? { onStarted: undefined, onEnded: () => undefined, onUnplayable: undefined, onPlaying: () => undefined }
    : { onStarted, onEnded, onUnplayable, onPlaying };
  const kind = song.data?.kind;

  /** Ends the song once, by its end or by an error. */
  const finish = (how: 'ended' | 'unplayable') => {
    if (doneFor.current === videoId) return;
    doneFor.current = videoId;
    if (how === 'ended') callbacks.current.onEnded(videoId);
    else callbacks.current.onUnplayable?.(videoId, LIBRARY_UNPLAYABLE_CODE);
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // A song the server will not give (gone from the library, not this room's) or a file the browser
  // cannot play is unplayable, said once the song is on stage.
  useEffect(() => {
    if (!cued && (failed || song.isError)) finishRef.current('unplayable');
  }, [cued, failed, song.isError]);

  // The media element's signals, for as long as it shows this song.
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const playing = () => {
      callbacks.current.onPlaying(videoId, true);
      callbacks.current.onStarted?.(videoId);
    };
    const pause = () => callbacks.current.onPlaying(videoId, false);
    const ended = () => finishRef.current('ended');
    const error = () => setFailed(true);
    element.addEventListener('playing', playing);
    element.addEventListener('pause', pause);
    element.addEventListener('ended', ended);
    element.addEventListener('error', error);
    return () => {
      element.removeEventListener('playing', playing);
      element.removeEventListener('pause', pause);
      element.removeEventListener('ended', ended);
      element.removeEventListener('error', error);
      element.pause();
    };
  }, [videoId]);

  useEffect(() => {
    if (!timeRef) return;
    timeRef.current = () => (media.current?.currentTime ?? 0) * 1000;
    return () => {
      timeRef.current = null;
    };
  }, [timeRef]);

  // Plays while on stage and not paused; a start that waits for the click the browser may want first.
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    if (cued || paused) {
      element.pause();
      return;
    }
    if (element.ended) return;
    let retry: (() => void) | null = null;
    element.play().catch((reason: DOMException) => {
      if (reason.name !== 'NotAllowedError') return;
      // No click on this page yet (ActivationNote asks for one): start at the first.
      retry = () => void element.play().catch(() => undefined);
      document.addEventListener('pointerdown', retry, { once: true });
      document.addEventListener('keydown', retry, { once: true });
    });
    return () => {
      if (!retry) return;
      document.removeEventListener('pointerdown', retry);
      document.removeEventListener('keydown', retry);
    };
  }, [videoId, cued, paused]);

  // CD+G: the graphics are fetched once and each animation frame draws the audio's moment.
  useEffect(() => {
    if (kind !== 'cdg') return;
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context) return;
    let frameId = 0;
    let cancelled = false;
    let frames = 0;
    fetch(libraryCdgUrl(roomId, videoId), { credentials: 'include' })
      .then((response) => {
        if (!response.ok) throw new Error(`CD+G graphics answered ${response.status}`);
        return response.arrayBuffer();
      })
      .then((buffer) => {
        if (cancelled) return;
        const cdg = new CDGraphics(buffer);
        const draw = () => {
          frameId = requestAnimationFrame(draw);
          const audio = media.current;
          if (!audio) return;
          const frame = cdg.render(audio.currentTime);
          if (!frame.isChanged) return;
          context.putImageData(frame.imageData, 0, 0);
          const [r, g, b] = frame.backgroundRGBA;
          target.style.backgroundColor = `rgb(${r}, ${g}, ${b})`;
          target.dataset.frames = String(++frames);
        };
        draw();
      })
      .catch(() => finishRef.current('unplayable'));
    return () => {
      cancelled = true;
      cancelAnimationFrame(frameId);
    };
  }, [kind, roomId, videoId]);

  const src = libraryMediaUrl(roomId, videoId);
  return (
    <Box
      data-testid="library-player"
      data-kind={kind ?? 'loading'}
      data-cue={cued ? 'true' : undefined}
      aria-hidden={cued || undefined}
      sx={{ position: 'absolute', inset: 0, bgcolor: '#000', display: 'grid', placeItems: 'center', visibility: cued ? 'hidden' : 'visible' }}
    >
      {/* One element for both kinds (a <video> plays sound alone too), there before the kind is known. */}
      <video
        key={videoId}
        ref={(element) => void (media.current = element)}
        src={src}
        preload="auto"
        playsInline
        style={{ width: '100%', height: '100%', objectFit: 'contain', display: kind === 'video' ? 'block' : 'none' }}
      />
      {kind === 'cdg' ? (
        // CD+G's 300×216 picture, scaled up with its pixels kept sharp.
        <canvas
          ref={canvas}
          width={300}
          height={216}
          data-testid="cdg-canvas"
          style={{ height: '100%', maxWidth: '100%', aspectRatio: '300 / 216', objectFit: 'contain', imageRendering: 'pixelated' }}
        />
      ) : null}
    </Box>
  );
}
