import { Box, Button, Stack, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';
import { STAGE_BACKDROP, TV_INK, tvHeadline, tvKicker, tvType } from '@/components/tv-styles';
import { JoinQr } from './join-qr';
import type { StageSong } from './stage-types';
import { UpNextStrip } from './up-next-strip';

export interface UpNextScreenProps {
  song: StageSong;
  upNext: StageSong[];
  code: string;
  joinUrl: string;
  secondsLeft?: number;
  paused?: boolean;
  onStartNow?: () => void;
  onSkipUpcoming?: () => void;
}

const BUTTON_TYPE = { fontSize: tvType(16, 2.2, 28), whiteSpace: 'nowrap' } as const;

/** Between songs: who sings next and what, a countdown to its start, the host's buttons, the songs after it and the QR. */
export function UpNextScreen({ song, upNext, code, joinUrl, secondsLeft, paused, onStartNow, onSkipUpcoming }: UpNextScreenProps) {
  return (
    <Stack
      data-testid="stage-interstitial"
      sx={{ position: 'absolute', inset: 0, background: STAGE_BACKDROP, color: TV_INK, justifyContent: 'center', px: '6vw', gap: '3vh' }}
    >
      <Typography sx={{ ...tvKicker, fontSize: tvType(20, 3.4, 48) }}>{t('Up next')}</Typography>
      <Typography component="h1" dir="auto" sx={{ ...tvHeadline, fontSize: tvType(40, 9, 128), maxWidth: '62vw', textAlign: 'match-parent' }}>
        {song.singer}
      </Typography>
      <Typography
        data-testid="stage-interstitial-title"
        dir="auto"
        aria-label={t('Up next: {singer} — {title}', { singer: song.singer, title: song.title })}
        sx={{ fontSize: tvType(24, 4.4, 64), fontWeight: 600, maxWidth: '62vw', opacity: 0.95, textAlign: 'match-parent' }}
      >
        {song.title}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 3 }}>
        <Typography
          role="timer"
          aria-label={t('Starts in {seconds} seconds', { seconds: secondsLeft ?? 0 })}
          sx={{ fontWeight: 900, fontSize: tvType(28, 6, 88), fontVariantNumeric: 'tabular-nums' }}
        >
          {paused ? t('Paused') : t('Starts in {seconds}', { seconds: secondsLeft ?? 0 })}
        </Typography>
        {onStartNow ? (
          <Button variant="contained" size="large" onClick={onStartNow} sx={BUTTON_TYPE}>
            {t('Start now')}
          </Button>
        ) : null}
        {onSkipUpcoming ? (
          <Button variant="outlined" size="large" onClick={onSkipUpcoming} sx={{ ...BUTTON_TYPE, color: TV_INK, borderColor: 'rgba(255,255,255,0.7)' }}>
            {t('Skip this song')}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ position: 'absolute', right: '4vw', bottom: '5vh' }}>
        <JoinQr url={joinUrl} code={code} size="30vmin" caption={t('Scan to add a song')} />
      </Box>
      {/* A portrait screen has no room beside the QR for the strip; the interstitial already names the next song. */}
      <Box sx={{ position: 'absolute', left: '6vw', bottom: '5vh', '@media (orientation: portrait)': { display: 'none' } }}>
        <UpNextStrip songs={upNext} afterThat />
      </Box>
    </Stack>
  );
}
