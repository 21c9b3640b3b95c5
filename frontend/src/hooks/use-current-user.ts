import { queryOptions, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { toStoredUser, userKey } from '@/lib/identity';
import type { StoredUser } from '@/lib/storage';
import { meQuery } from '@/lib/api/users';

/** The identity query: its data is written by sign-in, guest join, profile and sign-out; fetching it asks /api/auth/me. */
const identityQuery = (queryClient: QueryClient) =>
  queryOptions<StoredUser | null>({
    queryKey: userKey,
    // Shares a /me request already on its way (the favorites and profile screens read it too).
    queryFn: async () => toStoredUser(await queryClient.fetchQuery({ ...meQuery(), staleTime: 0 })),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Who is signed in, re-rendering whenever that changes (sign-out here or in another tab, a refresh from /me). No request. */
export function useUser(): StoredUser | null {
  const queryClient = useQueryClient();
  return useQuery({ ...identityQuery(queryClient), enabled: false }).data ?? null;
}

/**
 * Who is signed in, refreshed from GET /api/auth/me each time a screen that shows it opens and
 * when the tab comes back into view: a promotion, demotion or tier change shows at once (the
 * Admin Dashboard button, the tier badge, the upgrade hint). A 401 ends the session (query-client).
 */
export function useCurrentUser(): StoredUser | null {
  const queryClient = useQueryClient();
  const user = useUser();
  useQuery({ ...identityQuery(queryClient), enabled: user !== null, refetchOnMount: 'always', refetchOnWindowFocus: true });
  return user;
}
