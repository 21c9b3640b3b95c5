import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { t } from '@/i18n/i18n';

export function NotFoundRoute() {
  return (
    <AppShell maxWidth="sm">
      <Stack spacing={2} sx={{ py: 12, textAlign: 'center', alignItems: 'center' }}>
        <Typography
          variant="h1"
          sx={{ fontSize: 96, background: 'linear-gradient(135deg, #7c3aed, #ec4899)', WebkitBackgroundClip: 'text', color: 'transparent' }}
        >
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t('404 Page Not Found')}
        </Typography>
        <Typography color="text.secondary">{t("This song is not in the queue. Let's get you back to the party.")}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('Go home')}
        </Button>
      </Stack>
    </AppShell>
  );
}
