/** The signed-in person kept in the browser (SPEC §3 "Stored user"). */
export interface StoredUser {
  userId: number;
  displayName: string;
  username: string;
  subscriptionTier: number;
  role: 'user' | 'moderator' | 'admin';
  isGuest: boolean;
}

const KEY = 'karaoke-party-user';
/** Fired on this tab when the stored user changes (the `storage` event covers other tabs). */
const CHANGED = 'karaoke-party-user-changed';

function changed(): void {
  window.dispatchEvent(new Event(CHANGED));
}

export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    if (typeof user?.userId !== 'number' || typeof user.displayName !== 'string') throw new Error('corrupt');
    return user;
  } catch {
    // A corrupt stored user is cleared (SPEC §4).
    localStorage.removeItem(KEY);
    return null;
  }
}

export function setStoredUser(user: StoredUser): void {
  const { userId, displayName, username, subscriptionTier, role, isGuest } = user;
  const next = JSON.stringify({ userId, displayName, username, subscriptionTier, role, isGuest });
  if (localStorage.getItem(KEY) === next) return;
  localStorage.setItem(KEY, next);
  changed();
}

export function clearStoredUser(): void {
  if (localStorage.getItem(KEY) === null) return;
  localStorage.removeItem(KEY);
  changed();
}

/** Follows the stored user as it changes (sign-out anywhere, a refresh from /api/auth/me). */
export function subscribeStoredUser(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The raw stored text: a stable snapshot for useSyncExternalStore. */
export function storedUserSnapshot(): string | null {
  return localStorage.getItem(KEY);
}

/** Who may open the back office and see its button: the admin role, one rule for both (SPEC §6). */
export function isAdmin(user: Pick<StoredUser, 'role' | 'isGuest'> | null | undefined): boolean {
  return !!user && !user.isGuest && user.role === 'admin';
}
