import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useErrorToast, useToast } from '@/components/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
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

/**
 * A guest joins with a room code and a name: they become the identity and enter the room. A name
 * someone in the room already has (409) is the form's to say, next to the name (`onNameTaken`);
 * any other failure is the 'Failed to join room' toast.
 */
export function useGuestJoin({ onNameTaken }: { onNameTaken?: (message: string) => void } = {}) {
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
    onError: (error) => {
      if (onNameTaken && error instanceof ApiError && error.status === 409) onNameTaken(errorMessage(error, t('Failed to join room')));
      else failed(t('Failed to join room'))(error);
    },
  });
}
