import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Favorite from '@mui/icons-material/Favorite';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';
import { useSignOut } from '../hooks/use-sign-out';

/**
 * A signed-in person's links: the back office (admins), Favorites, Profile and Sign Out. In the
 * app bar with icons from tablet width up; `compact`, small and without icons, on phones only.
 */
export function AccountLinks({ user, compact = false }: { user: StoredUser; compact?: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const size = compact ? 'small' : undefined;
  const icon = (element: ReactNode) => (compact ? undefined : element);
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={
        compact
          ? { display: { xs: 'flex', sm: 'none' }, flexWrap: 'wrap', gap: 1 }
          : { flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', display: { xs: 'none', sm: 'flex' } }
      }
    >
      {isAdmin(user) ? (
        <Button size={size} startIcon={icon(<AdminPanelSettings />)} href="/admin/">
          {t('Admin Dashboard')}
        </Button>
      ) : null}
      <Button size={size} startIcon={icon(<Favorite />)} onClick={() => navigate('/favorites')}>
        {t('Favorites')}
      </Button>
      <Button size={size} startIcon={icon(<Person />)} onClick={() => navigate('/profile')}>
        {t('Profile')}
      </Button>
      <Button size={size} startIcon={icon(<Logout />)} onClick={signOut}>
        {t('Sign Out')}
      </Button>
    </Stack>
  );
}
