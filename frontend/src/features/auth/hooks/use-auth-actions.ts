import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useErrorToast, useToast } from '../../../components/toast';
import { setUser } from '../../../lib/identity';
import { guestJoin, login, register } from '../api/auth';

/** Sign in: the person becomes the identity (and the stored user), then the dashboard. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      setUser(queryClient, user);
      toast({ title: 'Welcome back!', description: `Logged in as ${user.displayName}` });
      void navigate('/dashboard');
    },
    onError: failed('Login failed', 'Invalid username or password'),
  });
}

/** Sign up: an account to sign in with (it does not sign in by itself, docs/product.md §2). */
export function useRegister() {
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useErrorToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      toast({ title: 'Account created!', description: `Welcome, ${user.displayName}! You can now log in.` });
      void navigate('/login');
    },
    onError: failed('Registration failed', 'Failed to create account'),
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
      toast({ title: 'Joined Room!', description: `Welcome to ${room.name}` });
      void navigate(`/room/${room.roomId}`);
    },
    onError: failed('Failed to join room'),
  });
}
