import type { AuthProvider } from 'react-admin';

export interface Me {
  userId: number;
  username: string;
  displayName: string;
  role: string;
  subscriptionTier: number;
}

/** Full-page navigation to the party app (sign-in happens there; the back office has no login form). */
export const navigate = { to: (url: string) => window.location.assign(url) };

async function fetchMe(): Promise<Me | null> {
  const response = await fetch('/api/auth/me', { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as Me;
}

/**
 * Really checks, on every navigation: signed out → the SPA's /login; signed in but not an admin
 * → /dashboard (SPEC §2 "Access").
 */
export const authProvider: AuthProvider = {
  async login() {
    navigate.to('/login');
  },
  async logout() {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
    navigate.to('/login');
    return false;
  },
  async checkAuth() {
    const me = await fetchMe();
    if (!me) {
      navigate.to('/login');
      throw new Error('You need to be logged in to access this page.');
    }
    if (me.role !== 'admin') {
      navigate.to('/dashboard');
      throw new Error('You need admin privileges to access this page.');
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      navigate.to('/login');
      throw new Error('You need to be logged in to access this page.');
    }
    if (error?.status === 403) {
      navigate.to('/dashboard');
      throw new Error('You need admin privileges to access this page.');
    }
  },
  async getIdentity() {
    const me = await fetchMe();
    if (!me) throw new Error('You need to be logged in to access this page.');
    return { id: me.userId, fullName: me.displayName };
  },
  async getPermissions() {
    return (await fetchMe())?.role ?? null;
  },
};
