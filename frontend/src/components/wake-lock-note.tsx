import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useWakeLock } from '@/hooks/use-wake-lock';
import { t } from '@/i18n/i18n';

/** How long the note stays before it leaves the screen to the party. */
const NOTE_MS = 30_000;

/**
 * Keeps a stage or a board awake (useWakeLock) and, on a browser that cannot, says so politely in
 * a corner for half a minute: the TV's own sleep settings then decide.
 */
export function WakeLockNote() {
  const state = useWakeLock();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), NOTE_MS);
    return () => clearTimeout(timer);
  }, []);
  const cannot = state === 'unsupported' || state === 'refused';
  return (
    <Box
      data-testid="wake-lock"
      data-state={state}
      sx={{ position: 'absolute', top: '2vmin', insetInlineEnd: '2vmin', zIndex: 3, maxWidth: '44vmin', pointerEvents: 'none' }}
    >
      {cannot && shown ? (
        <Box
          role="status"
          data-testid="wake-lock-note"
          sx={{
            px: '1.6vmin',
            py: '1vmin',
            borderRadius: '1.2vmin',
            bgcolor: 'rgba(15,10,30,0.78)',
            color: '#fff',
            fontSize: 'clamp(13px, 1.7vmin, 24px)',
            lineHeight: 1.4,
          }}
        >
          {t("This browser can't keep the screen awake. If it dims, turn off the TV's or computer's sleep setting for the party.")}
        </Box>
      ) : null}
    </Box>
  );
}
