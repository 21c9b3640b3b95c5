import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * Lyrics without timing, as a page that scrolls slowly through the song: at `ms` of `durationMs`
 * the page has moved as far through its words (the reader keeps up; nothing claims a line).
 */
export function PlainLyrics({ text, ms, durationMs, size, height }: { text: string; ms: number; durationMs: number; size: string; height: string }) {
  const page = useRef<HTMLDivElement>(null);
  const share = durationMs > 0 ? Math.min(1, Math.max(0, ms / durationMs)) : 0;
  useEffect(() => {
    const element = page.current;
    if (!element) return;
    element.scrollTo({ top: share * Math.max(0, element.scrollHeight - element.clientHeight), behavior: 'smooth' });
  }, [share]);
  return (
    <Box
      ref={page}
      data-testid="lyrics-plain"
      dir="auto"
      sx={{
        height,
        overflow: 'hidden',
        whiteSpace: 'pre-line',
        textAlign: 'center',
        fontSize: size,
        fontWeight: 600,
        lineHeight: 1.45,
        color: '#fff',
        textShadow: '0 2px 3px rgba(0,0,0,0.85)',
        // Half a page of air above and below, so the first and last lines can reach the middle.
        '&::before, &::after': { content: '""', display: 'block', height: `calc(${height} / 2)` },
        maskImage: 'linear-gradient(transparent, #000 20%, #000 80%, transparent)',
      }}
    >
      {text}
    </Box>
  );
}
