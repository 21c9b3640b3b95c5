import { Box, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';
import { tvHeadline, tvKicker, tvPanel, tvType } from '@/components/tv-styles';

/** The board's "Now singing" panel: who and what, or an invitation while nobody is. */
export function BoardNowSinging({ song }: { song: { singer: string; title: string } | null }) {
  return (
    <Box component="section" aria-label={t('Now singing')} sx={{ bgcolor: tvPanel(0.6), borderRadius: 4, p: { xs: 2, md: '3vmin' } }}>
      <Typography sx={{ ...tvKicker, fontSize: tvType(13, 2, 28) }}>{t('Now singing')}</Typography>
      {song ? (
        <>
          <Typography data-testid="board-now-singer" dir="auto" sx={{ ...tvHeadline, textAlign: 'match-parent', fontSize: tvType(30, 6.5, 104), mt: 1 }}>
            {song.singer}
          </Typography>
          <Typography
            dir="auto"
            sx={{ textAlign: 'match-parent', fontSize: tvType(18, 3.2, 48), fontWeight: 600, opacity: 0.92, mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {song.title}
          </Typography>
        </>
      ) : (
        <Typography sx={{ fontWeight: 700, fontSize: tvType(22, 4, 60), mt: 1, opacity: 0.9 }}>{t('Nobody yet — scan the code and pick a song!')}</Typography>
      )}
    </Box>
  );
}
