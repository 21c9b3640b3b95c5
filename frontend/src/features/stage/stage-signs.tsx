import PauseCircle from '@mui/icons-material/PauseCircle';
import Timer from '@mui/icons-material/Timer';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Stack, Typography } from '@mui/material';
import { formatRemaining } from '@/lib/format-remaining';
import { t } from '@/i18n/i18n';
import { TV_INK, tvType } from '@/components/tv-styles';

const COUNTDOWN_FROM_MS = 10 * 60_000;

/** The room's time left, in its last 10 minutes (a red pill in the top corner). */
export function RoomCountdown({ remainingMs }: { remainingMs: number | null }) {
  if (remainingMs === null || remainingMs > COUNTDOWN_FROM_MS) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      role="timer"
      aria-label={t('Party ends in {time}', { time: formatRemaining(remainingMs) })}
      sx={{
        position: 'absolute',
        top: '3vh',
        right: '3vw',
        alignItems: 'center',
        bgcolor: '#b91c1c',
        color: TV_INK,
        borderRadius: 99,
        px: 2.5,
        py: 1,
        fontSize: tvType(18, 3, 40),
        fontWeight: 800,
        fontVariantNumeric: 'tabular-nums',
        zIndex: 3,
      }}
    >
      <Timer sx={{ fontSize: 'inherit' }} />
      <span>{remainingMs > 0 ? t('Party ends in {time}', { time: formatRemaining(remainingMs) }) : t('Time is up')}</span>
    </Stack>
  );
}

/** A paused song: the sign in the middle of the screen, with the key that resumes it. */
export function PausedSign() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        position: 'absolute',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        alignItems: 'center',
        bgcolor: 'rgba(0,0,0,0.75)',
        color: TV_INK,
        borderRadius: 3,
        px: 4,
        py: 2,
      }}
    >
      <PauseCircle sx={{ fontSize: tvType(32, 6, 80) }} />
      <Typography sx={{ fontWeight: 800, fontSize: tvType(20, 3.6, 48) }}>{t('Paused — press Space to resume')}</Typography>
    </Stack>
  );
}

/** A short notice on top of everything, e.g. a video that could not play. */
export function StageNotice({ notice }: { notice: string }) {
  return (
    <Stack
      role="alert"
      direction="row"
      spacing={1.5}
      sx={{
        position: 'absolute',
        top: '18vh',
        left: '50%',
        transform: 'translateX(-50%)',
        alignItems: 'center',
        bgcolor: '#92400e',
        color: TV_INK,
        borderRadius: 3,
        px: 3,
        py: 1.5,
        maxWidth: '80vw',
        zIndex: 4,
        boxShadow: 6,
      }}
    >
      <WarningAmber sx={{ fontSize: tvType(24, 3.6, 48) }} />
      <Typography sx={{ fontWeight: 700, fontSize: tvType(18, 2.8, 38) }}>{notice}</Typography>
    </Stack>
  );
}
