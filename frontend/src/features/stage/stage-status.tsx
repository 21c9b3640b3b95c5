import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { t } from '@/i18n/i18n';

/** The stage before its room's first answer. */
export function StageLoading() {
  return (
    <Stack sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('Loading the stage')} />
    </Stack>
  );
}

/** The stage of a room that is gone or over. */
export function StageEnded() {
  return (
    <Stack
      spacing={2}
      sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', color: '#fff', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
        {t('This party has ended.')}
      </Typography>
      <Button variant="contained" href="/dashboard">
        {t('Back to Dashboard')}
      </Button>
    </Stack>
  );
}

/**
 * Browsers start videos with sound only on a page someone has interacted with; a stage opened in
 * a new tab has not been yet. Chromium tells (navigator.userActivation); elsewhere we cannot know.
 */
export function needsActivation(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation !== undefined && !activation.hasBeenActive;
}

/** Asks for the click or key press the browser wants before it plays sound, while it wants one. */
export function ActivationNote() {
  if (!needsActivation()) return null;
  return (
    <Typography
      role="note"
      sx={{
        position: 'absolute',
        left: '50%',
        top: '1.5vh',
        maxWidth: '90vw',
        textAlign: 'center',
        transform: 'translateX(-50%)',
        zIndex: 5,
        bgcolor: 'rgba(0,0,0,0.75)',
        color: '#fff',
        borderRadius: 99,
        px: 2.5,
        py: 0.75,
        fontSize: 'clamp(14px, 1.8vmin, 24px)',
      }}
    >
      {t('Click or press any key once, so the browser lets the songs play with sound')}
    </Typography>
  );
}
