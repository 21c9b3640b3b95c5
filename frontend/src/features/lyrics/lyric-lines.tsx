import { Box } from '@mui/material';
import type { LyricLine } from './api';
import { lyricAt, readsRightToLeft } from './lyrics-timing';

/** What an instrumental break shows in place of words. */
const BREAK = '♪ ♪ ♪';

/**
 * The line being sung, its sung part lit from the start of the words to where the singer is (a
 * karaoke wipe; right to left for Arabic), and the next line beneath, dimmer. `ms`: the video's
 * clock; `size`: the current line's font size (the stage's in vmin, the phone's in px).
 */
export function LyricLines({
  lines,
  ms,
  offsetMs,
  size,
  color = '#fff',
  lit = '#ffd54f',
}: {
  lines: readonly LyricLine[];
  ms: number;
  offsetMs: number;
  size: string;
  color?: string;
  lit?: string;
}) {
  const { index, progress } = lyricAt(lines, ms, offsetMs);
  const current = index >= 0 ? lines[index].text || BREAK : '';
  const next = lines[index + 1]?.text ?? '';
  const rtl = readsRightToLeft(current);
  const percent = `${Math.round(progress * 1000) / 10}%`;
  return (
    <Box data-testid="lyrics-lines" data-line={index} sx={{ textAlign: 'center' }}>
      <Box
        component="p"
        dir="auto"
        data-testid="lyrics-current"
        data-progress={percent}
        sx={{ m: 0, minHeight: '1.25em', fontSize: size, fontWeight: 800, lineHeight: 1.25, filter: 'drop-shadow(0 2px 3px rgba(0,0,0,0.85))' }}
      >
        <Box
          component="span"
          // Painted into the letters of an inline box: a line that wraps is lit as one run, from its
          // first word to where the singer is. An inline style, so a right-to-left page's mirrored
          // styles (i18n/rtl-cache.ts) do not turn the wipe around: it follows the line's own direction.
          style={{ backgroundImage: `linear-gradient(${rtl ? 'to left' : 'to right'}, ${lit} ${percent}, ${color} ${percent})` }}
          sx={{
            backgroundClip: 'text',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
            WebkitTextFillColor: 'transparent',
          }}
        >
          {current || '\u00a0'}
        </Box>
      </Box>
      <Box
        component="p"
        dir="auto"
        data-testid="lyrics-next"
        sx={{
          m: 0,
          mt: '0.3em',
          minHeight: '1.25em',
          fontSize: `calc(${size} * 0.68)`,
          fontWeight: 600,
          lineHeight: 1.25,
          color,
          opacity: 0.7,
          textShadow: '0 2px 3px rgba(0,0,0,0.85)',
        }}
      >
        {next || '\u00a0'}
      </Box>
    </Box>
  );
}
