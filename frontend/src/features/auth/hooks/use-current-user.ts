import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getStoredUser, setStoredUser, type StoredUser, storedUserSnapshot, subscribeStoredUser } from '../../../lib/storage';
import { meKey, getMe } from '../../users/api/users';

/** The stored user, re-rendering whenever it changes. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribeStoredUser, storedUserSnapshot, () => null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `raw` is the snapshot of the key getStoredUser() reads: new text, read again
  return useMemo(() => getStoredUser(), [raw]);
}

/**
 * The stored user, refreshed from GET /api/auth/me each time a screen that shows it opens and
 * when the tab comes back into view: a promotion, demotion or tier change shows at once (the
 * Admin Dashboard button, the tier badge, the upgrade hint). A 401 ends the session (query-client).
 */
export function useCurrentUser(): StoredUser | null {
  const user = useStoredUser();
  const me = useQuery({ queryKey: meKey, queryFn: getMe, enabled: user !== null, refetchOnMount: 'always', refetchOnWindowFocus: true });
  useEffect(() => {
    const current = getStoredUser();
    if (!me.data || !current || me.data.userId !== current.userId) return;
    setStoredUser({
      userId: me.data.userId,
      displayName: me.data.displayName,
      username: me.data.username,
      subscriptionTier: me.data.subscriptionTier,
      role: me.data.role,
      isGuest: me.data.isGuest,
    });
  }, [me.data]);
  return user;
}
