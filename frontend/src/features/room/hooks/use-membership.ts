import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast';
import { setUser } from '../../../lib/identity';
import { endSession, isUnauthorized } from '../../../lib/session';
import { disconnectSocket } from '../../../lib/socket';
import type { StoredUser } from '../../../lib/storage';
import type { RoomUser } from '../../rooms/api/rooms';
import { heartbeat, validateMembership } from '../../users/api/users';

/** Leaving a room we were removed from: a toast, then the guest's start or the user's dashboard. */
export function useRemoval(user: StoredUser) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const done = useRef(false);
  return useCallback(
    (message: string, delayMs: number) => {
      if (done.current) return;
      done.current = true;
      toast({ title: 'Removed from Room', description: message, variant: 'destructive' });
      if (user.isGuest) {
        setUser(queryClient, null);
        disconnectSocket();
      }
      setTimeout(() => void navigate(user.isGuest ? '/guest' : '/dashboard', { replace: true }), delayMs);
    },
    [navigate, toast, queryClient, user.isGuest],
  );
}

/**
 * Whether this person is still in the room: a heartbeat and membership check every 30 s
 * (docs/product.md §9), and the room's user list (missing from it: removed after 2 s, docs/product.md §4). The host
 * (owner, or an admin watching) is never removed for not being in the list.
 */
export function useMembership(
  user: StoredUser,
  roomId: string,
  people: RoomUser[] | undefined,
  host: boolean,
  removed: (message: string, delayMs: number) => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const tick = async () => {
      try {
        await heartbeat(user.userId);
        const verdict = await validateMembership(user.userId, roomId);
        if (!verdict.valid) removed(verdict.message || 'You have been removed from this room', 0);
      } catch (error) {
        if (isUnauthorized(error)) {
          // A guest whose session ended was let go by the room; a registered user's session is
          // gone altogether (kicked, password reset): back to sign-in.
          if (user.isGuest) removed('You have been removed from this room', 0);
          else endSession(queryClient);
        }
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), 30_000);
    return () => clearInterval(timer);
  }, [user.userId, user.isGuest, roomId, removed, queryClient]);

  useEffect(() => {
    if (!people || host) return;
    if (!people.some((person) => person.userId === user.userId)) removed('You have been removed from this room', 2000);
  }, [people, host, user.userId, removed]);
}
