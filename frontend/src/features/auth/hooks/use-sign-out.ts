import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { setUser } from '@/lib/identity';
import { disconnectSocket } from '@/lib/socket';
import { logout } from '../api/auth';
import { t } from '@/i18n/i18n';

// Apart from use-auth-actions: the sign-in and guest-join screens need no live connection.
/** Signs out here even when the server cannot be reached, then /login. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    try {
      await logout();
    } catch {
      // Signing out locally still happens when the server cannot be reached.
    }
    setUser(queryClient, null);
    disconnectSocket();
    queryClient.clear();
    void navigate('/login');
    toast({ title: t('Logged out') });
  };
}
