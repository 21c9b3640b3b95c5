import { Box, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/i18n';
import { type Lyrics, lyricsKey, setLyricsOffset } from './api';
import { nudged } from './lyrics-timing';
import { LyricLines } from './lyric-lines';
import { offsetSeconds } from './offset-control';
import { PlainLyrics } from './plain-lyrics';

/** How often the stage reads the player's clock (the highlight moves smoothly between reads). */
const TICK_MS = 100;
/** How long the stage says the lyrics were moved. */
const MOVED_NOTE_MS = 4_000;

/**
 * The lyrics over the bottom of the stage's video: the line being sung and the next, lit in time
 * with the player's own clock (`clockMs`: YouTube's getCurrentTime or the <video>'s currentTime),
 * or a slowly scrolling page for lyrics without timing. A nudge of the timing is said for a moment;
 * the host at the TV's keyboard nudges with [ (words earlier) and ] (later), as a phone's podium does.
 */
export function StageLyrics({ roomId, lyrics, clockMs, durationMs }: { roomId: string; lyrics: Lyrics; clockMs: () => number; durationMs: number }) {
  const [ms, setMs] = useState(clockMs);
  const clock = useRef(clockMs);
  clock.current = clockMs;
  useEffect(() => {
    const timer = setInterval(() => setMs(clock.current()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const moved = useMovedNote(lyrics.offsetMs);
  useNudgeKeys(roomId, lyrics);

  return (
    <Box
      data-testid="stage-lyrics"
      data-kind={lyrics.kind}
      data-offset={lyrics.offsetMs}
      sx={{
        position: 'absolute',
        insetInline: '19vw',
        bottom: '6vh',
        zIndex: 1,
        pointerEvents: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
      }}
    >
      <Box sx={{ px: '3vmin', py: '1.5vmin', borderRadius: '2vmin', bgcolor: 'rgba(10,6,24,0.55)', maxWidth: '100%' }}>
        {lyrics.kind === 'synced' ? (
          <LyricLines lines={lyrics.lines} ms={ms} offsetMs={lyrics.offsetMs} size="clamp(28px, 5vmin, 84px)" />
        ) : (
          <PlainLyrics text={lyrics.plain ?? ''} ms={ms} durationMs={durationMs} size="clamp(22px, 3.4vmin, 56px)" height="26vh" />
        )}
      </Box>
      {moved ? (
        <Typography data-testid="stage-lyrics-moved" sx={{ mt: '1vmin', color: '#fff', fontSize: 'clamp(14px, 2vmin, 28px)', textShadow: '0 1px 3px #000' }}>
          {t('Lyrics timing: {seconds} s', { seconds: offsetSeconds(lyrics.offsetMs) })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** [ and ] move the song's words half a second earlier or later, for everyone (put back if refused). */
function useNudgeKeys(roomId: string, lyrics: Lyrics): void {
  const queryClient = useQueryClient();
  const { videoId, offsetMs } = lyrics;
  const save = useMutation({
    mutationFn: ({ next }: { next: number; before: number }) => setLyricsOffset(roomId, videoId ?? '', next),
    onMutate: ({ next }) => queryClient.setQueryData<Lyrics>(lyricsKey(roomId, videoId ?? ''), (known) => (known ? { ...known, offsetMs: next } : known)),
    onError: (_error, { before }) =>
      queryClient.setQueryData<Lyrics>(lyricsKey(roomId, videoId ?? ''), (known) => (known ? { ...known, offsetMs: before } : known)),
  });
  const mutate = save.mutate;
  useEffect(() => {
    if (!videoId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || (event.key !== '[' && event.key !== ']')) return;
      const next = nudged(offsetMs, event.key === '[' ? -1 : 1);
      if (next !== offsetMs) mutate({ next, before: offsetMs });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [videoId, offsetMs, mutate]);
}

/** True for a moment after the offset changes (not when the song's lyrics first arrive). */
function useMovedNote(offsetMs: number): boolean {
  const last = useRef(offsetMs);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (last.current === offsetMs) return;
    last.current = offsetMs;
    setShown(true);
    const timer = setTimeout(() => setShown(false), MOVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return shown;
}
