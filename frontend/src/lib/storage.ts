/** The signed-in person kept in the browser (docs/product.md §3 "Stored user"). */
export interface StoredUser {
  userId: number;
  displayName: string;
  username: string;
  subscriptionTier: number;
  role: 'user' | 'moderator' | 'admin';
  isGuest: boolean;
}

export const STORED_USER_KEY = 'karaoke-party-user';

/** The stored text as a user; null when there is none or it is corrupt. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return typeof user?.userId === 'number' && typeof user.displayName === 'string' ? user : null;
  } catch {
    return null;
  }
}

/** Read once, to seed the identity (lib/identity.ts); a corrupt stored user is cleared (docs/product.md §4). */
export function getStoredUser(): StoredUser | null {
  const user = parseStoredUser(localStorage.getItem(STORED_USER_KEY));
  if (!user) localStorage.removeItem(STORED_USER_KEY);
  return user;
}

export function setStoredUser(user: StoredUser): void {
  const { userId, displayName, username, subscriptionTier, role, isGuest } = user;
  const next = JSON.stringify({ userId, displayName, username, subscriptionTier, role, isGuest });
  if (localStorage.getItem(STORED_USER_KEY) !== next) localStorage.setItem(STORED_USER_KEY, next);
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
}

/** Who may open the back office and see its button: the admin role, one rule for both (docs/product.md §6). */
export function isAdmin(user: Pick<StoredUser, 'role' | 'isGuest'> | null | undefined): boolean {
  return !!user && !user.isGuest && user.role === 'admin';
}
