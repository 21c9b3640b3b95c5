import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useErrorToast, useToast } from '@/components/toast';
import { setUser } from '@/lib/identity';
import { browser } from '@/lib/session';
import { login } from '../api/auth';
import { isBackOffice, returnTo } from '../return-to';
import { t } from '@/i18n/i18n';

/**
 * Sign in: the person becomes the identity (and the stored user), then goes where they were going
 * (`?next=`, e.g. the back office), else to the dashboard. Its own module, loaded with the sign-in
 * screen: a guest's download does not carry it (docs/performance.md §5).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setUser(queryClient, user);
      toast({ title: t('Welcome back!'), description: t('Logged in as {name}', { name: user.displayName }) });
      const next = returnTo(new URLSearchParams(search).get('next'));
      if (next && isBackOffice(next)) browser.go(next);
      else void navigate(next ?? '/dashboard');
    },
    onError: failed(t('Login failed'), t('Invalid username or password')),
  });
}
