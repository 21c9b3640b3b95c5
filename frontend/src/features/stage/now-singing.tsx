import { Box, Stack, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';
import { TV_INK, tvCode, tvPanel, tvType } from '@/components/tv-styles';
import { JoinQr, QrTile } from './join-qr';
import type { StageSong } from './stage-types';
import { UpNextStrip } from './up-next-strip';

export interface NowSingingProps {
  song: StageSong;
  upNext: StageSong[];
  code: string;
  joinUrl: string;
  /** The banner, at a song's start. */
  showNowSinging: boolean;
  /** The strip and the large QR, for the song's first seconds; the small corner QR after. */
  showDetails: boolean;
}

/** Over a playing song: the "Now singing" banner, then the up-next strip with the QR, then a small QR in the corner. */
export function NowSinging({ song, upNext, code, joinUrl, showNowSinging, showDetails }: NowSingingProps) {
  return (
    <>
      <Box
        data-testid="stage-now-singing"
        aria-hidden={!showNowSinging}
        sx={{
          position: 'absolute',
          top: '3vh',
          left: '3vw',
          maxWidth: '70vw',
          bgcolor: tvPanel(0.82),
          color: TV_INK,
          borderRadius: 3,
          px: 3,
          py: 1.5,
          transition: 'opacity 600ms, transform 600ms',
          opacity: showNowSinging ? 1 : 0,
          transform: showNowSinging ? 'none' : 'translateY(-24px)',
        }}
      >
        <Typography sx={{ fontWeight: 900, fontSize: tvType(22, 4, 56), lineHeight: 1.1 }}>{t('Now singing: {singer}', { singer: song.singer })}</Typography>
        <Typography dir="auto" sx={{ fontSize: tvType(16, 2.6, 36), opacity: 0.9, textAlign: 'match-parent' }}>
          {song.title}
        </Typography>
      </Box>
      <Box
        data-testid="stage-details"
        aria-hidden={!showDetails}
        sx={{ position: 'absolute', inset: 0, transition: 'opacity 800ms', opacity: showDetails ? 1 : 0 }}
      >
        <Box sx={{ position: 'absolute', left: '3vw', bottom: '4vh' }}>
          <UpNextStrip songs={upNext} />
        </Box>
        <Box sx={{ position: 'absolute', right: '3vw', bottom: '4vh', bgcolor: tvPanel(0.82), borderRadius: 3, p: 2 }}>
          <JoinQr url={joinUrl} code={code} size="30vmin" caption={t('Scan to add a song')} />
        </Box>
      </Box>
      {/* Once the details fade, a small code and QR stay in the corner, so latecomers can still join mid-song. */}
      <Stack
        data-testid="stage-corner-join"
        aria-hidden={showDetails}
        direction="row"
        spacing={1}
        sx={{
          position: 'absolute',
          right: '2vw',
          bottom: '3vh',
          alignItems: 'center',
          bgcolor: tvPanel(0.72),
          borderRadius: 2,
          p: '0.8vmin',
          transition: 'opacity 800ms',
          opacity: showDetails ? 0 : 0.92,
        }}
      >
        <QrTile url={joinUrl} code={code} size="11vmin" small />
        <Typography sx={{ ...tvCode, color: TV_INK, fontWeight: 800, letterSpacing: '0.2em', fontSize: tvType(16, 2.6, 34), pr: 0.5 }}>{code}</Typography>
      </Stack>
    </>
  );
}
