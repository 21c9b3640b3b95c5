import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast';
import { setUser } from '@/lib/identity';
import { endSession, isUnauthorized } from '@/lib/session';
import { disconnectSocket } from '@/lib/socket';
import type { StoredUser } from '@/lib/storage';
import { type Farewell, sayFarewell } from '../lib/farewell';
import type { RoomUser } from '@/lib/api/rooms';
import { heartbeat, validateMembership } from '@/lib/api/users';
import { t } from '@/i18n/i18n';
import { type ServerNotice, serverNotice } from '@/i18n/server-notices';

/**
 * How a person's stay in a room ends, once: `removed` (a boot, a kick, a failed check: 'Removed
 * from Room', then after `delayMs` the guest's start or the user's dashboard) and
 * `farewell` (the party ended, or they left: no error, a goodbye). The room screen shows the
 * farewell while the way home waits, and the guest's start page shows it again (lib/farewell.ts).
 */
export function useDeparture(user: StoredUser) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const done = useRef(false);
  const leave = useCallback(
    (farewell: Farewell, delayMs: number) => {
      sayFarewell(farewell);
      if (user.isGuest) {
        setUser(queryClient, null);
        disconnectSocket();
      }
      setTimeout(() => void navigate(user.isGuest ? '/guest' : '/dashboard', { replace: true }), delayMs);
    },
    [navigate, queryClient, user.isGuest],
  );
  const removed = useCallback(
    (told: ServerNotice, delayMs: number) => {
      if (done.current) return;
      done.current = true;
      const said = serverNotice(told);
      // A guest reads it on the goodbye card (the room screen's, then the join page's); a toast
      // would say the same sentence twice. The dashboard has no card: a toast says it there.
      if (!user.isGuest) toast({ title: t('Removed from Room'), description: said, variant: 'destructive' });
      leave({ title: t('Removed from Room'), message: said }, delayMs);
    },
    [toast, leave, user.isGuest],
  );
  const farewell = useCallback(
    (title: string, message: string) => {
      if (done.current) return;
      done.current = true;
      // A registered user lands on the dashboard, which has no farewell card: a toast says it.
      if (!user.isGuest) toast({ title, description: message, info: true });
      leave({ title, message }, 0);
    },
    [toast, leave, user.isGuest],
  );
  return { removed, farewell };
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
  removed: (told: ServerNotice, delayMs: number) => void,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const tick = async () => {
      try {
        await heartbeat(user.userId);
        const verdict = await validateMembership(user.userId, roomId);
        if (!verdict.valid) removed(verdict.code ? verdict : { code: 'REMOVED_FROM_ROOM' }, 0);
      } catch (error) {
        if (isUnauthorized(error)) {
          // A guest whose session ended was let go by the room; a registered user's session is
          // gone altogether (kicked, password reset): back to sign-in.
          if (user.isGuest) removed({ code: 'REMOVED_FROM_ROOM' }, 0);
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
    if (!people.some((person) => person.userId === user.userId)) removed({ code: 'REMOVED_FROM_ROOM' }, 2000);
  }, [people, host, user.userId, removed]);
}
