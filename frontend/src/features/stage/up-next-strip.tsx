import { Box, Stack, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';
import { orderWhyOnly } from '@/i18n/order-reason';
import { TV_INK, tvKicker, tvList, tvPanel, tvRow, tvType } from '@/components/tv-styles';
import type { StageSong } from './stage-types';

/**
 * The songs after the one on stage. `afterThat`: on the "Up next" screen, which already names the
 * next song under its own "Up next", the strip lists the songs after it, so it says so instead of
 * repeating the heading.
 */
export function UpNextStrip({ songs, afterThat = false }: { songs: StageSong[]; afterThat?: boolean }) {
  if (songs.length === 0) return null;
  const heading = afterThat ? t('After that') : t('Up next');
  return (
    <Box component="section" aria-label={heading} sx={{ bgcolor: tvPanel(0.82), borderRadius: 3, px: 3, py: 2, maxWidth: '62vw', backdropFilter: 'blur(4px)' }}>
      <Typography component="h2" sx={{ ...tvKicker, letterSpacing: '0.12em', fontSize: tvType(14, 2, 26), mb: 1 }}>
        {heading}
      </Typography>
      <Stack component="ol" spacing={0.75} sx={tvList}>
        {songs.slice(0, 3).map((song, index) => (
          <Stack
            component="li"
            key={song.key}
            direction="row"
            spacing={2}
            data-testid="stage-up-next"
            sx={{ alignItems: 'baseline', color: TV_INK, fontSize: tvType(16, 2.6, 34) }}
          >
            <Typography component="span" sx={{ ...tvRow.place, fontWeight: 800, minWidth: '1.5em' }}>
              {index + 1}.
            </Typography>
            <Typography component="span" dir="auto" sx={tvRow.singer}>
              {song.singer}
            </Typography>
            <Typography component="span" dir="auto" sx={{ ...tvRow.title, opacity: 0.9 }}>
              {song.title}
            </Typography>
            {song.reason ? (
              <Typography
                component="span"
                data-testid="stage-up-next-reason"
                sx={{ ...tvRow.note, fontSize: '0.62em', overflow: 'hidden', textOverflow: 'ellipsis', flexShrink: 1 }}
              >
                {orderWhyOnly(song.reason, song.singer)}
              </Typography>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
