import HourglassBottom from '@mui/icons-material/HourglassBottom';
import { Button, Stack, Typography } from '@mui/material';
import { countdownText } from '../playing-clock';
import { t } from '@/i18n/i18n';

/**
 * The stage's warning in a song's last 30 seconds before auto-skip, naming the room's limit, and
 * the host's "Let it finish" for this song.
 */
export function AutoSkipWarning({
  leftMs,
  limitMinutes,
  busy,
  onLetFinish,
}: {
  leftMs: number;
  limitMinutes: number;
  busy?: boolean;
  onLetFinish?: () => void;
}) {
  const text =
    leftMs > 0
      ? t("Auto-skip in {time} — this room's limit is {minutes} min", { time: countdownText(leftMs), minutes: limitMinutes })
      : t("Auto-skipping — this room's limit is {minutes} min", { minutes: limitMinutes });
  return (
    <Stack
      role="timer"
      data-testid="auto-skip-warning"
      direction="row"
      spacing={2}
      sx={{
        position: 'absolute',
        top: '3vh',
        // Centred without a transform, so its width is the text's, not half the screen's.
        left: 0,
        right: 0,
        mx: 'auto',
        width: 'fit-content',
        alignItems: 'center',
        bgcolor: 'rgba(15,10,30,0.88)',
        color: '#fff',
        border: '2px solid #f59e0b',
        borderRadius: 99,
        pl: 3,
        pr: onLetFinish ? 1 : 3,
        py: 1,
        maxWidth: '92vw',
        zIndex: 3,
        boxShadow: 6,
      }}
    >
      <HourglassBottom sx={{ color: '#f59e0b', fontSize: 'clamp(22px, 3.4vmin, 44px)' }} />
      <Typography sx={{ fontWeight: 800, fontSize: 'clamp(16px, 2.8vmin, 38px)', fontVariantNumeric: 'tabular-nums' }}>{text}</Typography>
      {onLetFinish ? (
        <Button
          variant="contained"
          color="warning"
          size="large"
          disabled={busy}
          onClick={onLetFinish}
          sx={{ whiteSpace: 'nowrap', borderRadius: 99, fontSize: 'clamp(14px, 2vmin, 26px)' }}
        >
          {t('Let it finish')}
        </Button>
      ) : null}
    </Stack>
  );
}
