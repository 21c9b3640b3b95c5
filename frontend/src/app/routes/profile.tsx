import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { ProfileForm } from '@/features/users/components/profile-form';
import { useUser } from '@/hooks/use-current-user';
import type { StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';

/** The rules of docs/product.md §5 (tested with the route). */
export { validateProfile } from '@/features/users/components/profile-form';

/**
 * Profile (docs/product.md §2): read-only username, tier badge, member since; display name and password. A new
 * password needs the current one, and signs the account out everywhere else.
 */
export function ProfileRoute() {
  const user = useUser();
  // Signed out (here, in another tab, or a session that ended): RequireUser is on its way to /login.
  return user ? <Profile user={user} /> : null;
}

function Profile({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  return (
    <AppShell maxWidth="sm">
      <Stack spacing={3} sx={{ pt: 3 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('Profile')}
          </Typography>
          <Button startIcon={<ArrowBack />} onClick={() => navigate('/dashboard')}>
            {t('Back to Dashboard')}
          </Button>
        </Stack>
        <ProfileForm user={user} />
      </Stack>
    </AppShell>
  );
}
