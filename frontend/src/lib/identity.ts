import { hashKey, type QueryClient } from '@tanstack/react-query';
import { clearStoredUser, getStoredUser, parseStoredUser, STORED_USER_KEY, setStoredUser, type StoredUser } from './storage';

/**
 * Who is signed in lives in the query cache, under one key. The stored user (docs/product.md §3,
 * localStorage) is only its cache: read once to seed the query client, written whenever the
 * identity changes (sign-in, guest join, profile, /api/auth/me, sign-out, an ended session).
 */
export const userKey = ['auth', 'user'] as const;

/** The identity never goes stale or gets collected: only the writes below change it. */
const IDENTITY = { staleTime: Infinity, gcTime: Infinity } as const;

/** Seeds a new query client from the stored user and keeps the stored user following it. */
export function seedIdentity(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(userKey, IDENTITY);
  queryClient.setQueryData<StoredUser | null>(userKey, getStoredUser());
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hashKey(userKey)) return;
    const user = event.query.state.data as StoredUser | null | undefined;
    if (user) setStoredUser(user);
    else clearStoredUser();
  });
}

/** The stored user's fields of an answer that describes a person (sign-in, guest join, /me, profile). */
export function toStoredUser({ userId, displayName, username, subscriptionTier, role, isGuest }: StoredUser): StoredUser {
  return { userId, displayName, username, subscriptionTier, role, isGuest };
}

/** The signed-in person, outside React (a session that ended, a removal). */
export function currentUser(queryClient: QueryClient): StoredUser | null {
  return queryClient.getQueryData<StoredUser | null>(userKey) ?? null;
}

/** Signs someone in (or out, with null); an answer of /api/auth/me still on its way is dropped. */
export function setUser(queryClient: QueryClient, user: StoredUser | null): void {
  void queryClient.cancelQueries({ queryKey: userKey });
  queryClient.setQueryData<StoredUser | null>(userKey, user && toStoredUser(user));
}

/** Another tab signed in or out: this tab follows (the `storage` event brings the new text). */
export function followOtherTabs(queryClient: QueryClient): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORED_USER_KEY && event.key !== null) return;
    const next = event.key === null ? null : parseStoredUser(event.newValue);
    const now = currentUser(queryClient);
    if (JSON.stringify(next) !== JSON.stringify(now)) queryClient.setQueryData<StoredUser | null>(userKey, next);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
