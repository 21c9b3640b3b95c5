import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useErrorToast, useToast } from '@/components/toast';
import { setUser } from '@/lib/identity';
import { guestJoin, register } from '../api/auth';
import { t } from '@/i18n/i18n';

/** Sign up: an account to sign in with (it does not sign in by itself, docs/product.md §2). */
export function useRegister() {
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      toast({ title: t('Account created!'), description: t('Welcome, {name}! You can now log in.', { name: user.displayName }) });
      void navigate('/login');
    },
    onError: failed(t('Registration failed'), t('Failed to create account')),
  });
}

/** A guest joins with a room code and a name: they become the identity and enter the room. */
export function useGuestJoin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: guestJoin,
    onSuccess: ({ user, room }) => {
      setUser(queryClient, user);
      toast({ title: t('Joined Room!'), description: t('Welcome to {name}', { name: room.name }) });
      void navigate(`/room/${room.roomId}`);
    },
    onError: failed(t('Failed to join room')),
  });
}
