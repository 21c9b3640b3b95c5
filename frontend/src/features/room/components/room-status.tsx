import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { useUser } from '@/hooks/use-current-user';
import { msg, t } from '@/i18n/i18n';

export const RECONNECTING = msg('Reconnecting…');

/** A room this person cannot enter (ended, gone, or not theirs to see), with the way back. */
export function RoomUnavailable({ message }: { message: string }) {
  const navigate = useNavigate();
  const user = useUser();
  return (
    <AppShell maxWidth="sm">
      <Stack spacing={2} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('This room is not available')}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button variant="contained" startIcon={<ArrowBack />} onClick={() => navigate(user && !user.isGuest ? '/dashboard' : '/guest')}>
          {user && !user.isGuest ? t('Back to Dashboard') : t('Join another room')}
        </Button>
      </Stack>
    </AppShell>
  );
}

/** The room before its first answer: loading, or (no answer at all) reconnecting. */
export function RoomLoading({ unreachable }: { unreachable: boolean }) {
  return (
    <AppShell>
      <Stack sx={{ py: 10, alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-label={unreachable ? t(RECONNECTING) : t('Loading the room')} />
        {unreachable ? <Typography role="status">{t(RECONNECTING)}</Typography> : null}
      </Stack>
    </AppShell>
  );
}

/** The header's way back to the dashboard, for a registered user (from tablet width up). */
export function BackToDashboard() {
  const navigate = useNavigate();
  return (
    <Button startIcon={<ArrowBack />} onClick={() => navigate('/dashboard')} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
      {t('Dashboard')}
    </Button>
  );
}
