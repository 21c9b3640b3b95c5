import { Box, Button, Typography } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { AppThemeProvider } from '@/app/theme';
import { msg, t } from '@/i18n/i18n';

/** This offer's texts, in one place. */
const TEXTS = { ready: msg('A new version of Karaoke Party is ready.'), update: msg('Update') };

/**
 * The tap: the new worker takes over (src/sw.ts, SKIP_WAITING) once it has installed, then the
 * page reloads on the new version. Without one (its install failed), a reload is all there is.
 */
async function update(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.waiting ?? registration?.installing;
  if (!worker) return window.location.reload();
  navigator.serviceWorker.oncontrollerchange = () => window.location.reload();
  if (worker.state !== 'installed') {
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state !== 'installing' && resolve()));
    if ((worker.state as ServiceWorkerState) !== 'installed') return window.location.reload();
  }
  worker.postMessage('SKIP_WAITING');
}

function UpdateBanner() {
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        zIndex: 'snackbar',
        maxWidth: 'calc(100vw - 104px)',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        pl: 2,
        pr: 1,
        borderRadius: 2,
        boxShadow: 6,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">{t(TEXTS.ready)}</Typography>
      <Button variant="contained" size="small" onClick={() => void update()} sx={{ flexShrink: 0 }}>
        {t(TEXTS.update)}
      </Button>
    </Box>
  );
}

let shown = false;

/**
 * "Update" when a new version was deployed and its worker waits (lib/service-worker.ts): the page
 * keeps running the version it loaded until the person taps it, so a party is never reloaded in
 * the middle of a song. Drawn in its own root, over whatever screen is open (loaded only then).
 */
export function showUpdateBanner(): void {
  if (shown) return;
  shown = true;
  const host = document.body.appendChild(document.createElement('div'));
  createRoot(host).render(
    <AppThemeProvider>
      <UpdateBanner />
    </AppThemeProvider>,
  );
}
