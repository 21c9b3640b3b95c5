import { Box, Stack, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';
import { tvKicker, tvList, tvType } from '@/components/tv-styles';
import type { BoardLine as Line } from '../board';
import { BoardLine } from './board-line';

/** The board's "Coming up": the songs waiting, in order, and how many more there are past them. */
export function BoardUpNext({ lines, more }: { lines: Line[]; more: number }) {
  return (
    <Box component="section" aria-label={t('Coming up')}>
      <Typography component="h2" sx={{ ...tvKicker, fontSize: tvType(13, 2, 28), mb: 1.5 }}>
        {t('Coming up')}
      </Typography>
      {lines.length === 0 ? (
        <Typography sx={{ fontSize: tvType(18, 2.8, 40), opacity: 0.85 }}>{t('The queue is empty. Add a song!')}</Typography>
      ) : (
        <Stack component="ol" spacing={{ xs: 1, md: '1.4vh' }} sx={tvList}>
          {lines.map((line) => (
            <BoardLine key={line.key} line={line} />
          ))}
          {more > 0 ? (
            <Typography component="li" sx={{ opacity: 0.75, fontSize: tvType(16, 2.4, 34) }}>
              {t('and {count} more', { count: more })}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
