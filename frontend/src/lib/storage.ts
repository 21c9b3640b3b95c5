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
  localStorage.setItem(KEY, JSON.stringify({ userId, displayName, username, subscriptionTier, role, isGuest }));
}

export function clearStoredUser(): void {
  localStorage.removeItem(KEY);
}
