import type { AuthProvider } from 'react-admin';

interface Me {
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

const SIGNED_OUT = 'You need to be logged in to access this page.';
const NOT_ADMIN = 'You need admin privileges to access this page.';
/** Said on the sign-in screen after the SPEC's sentence: where signing in leads. */
const SIGN_IN_TO_RETURN = "Sign in and you'll be taken back to the back office.";

/**
 * Where the back office is sending the person, once it has decided they cannot stay. react-admin
 * follows a failed check with logout(); that must not end the session of someone who is merely
 * not an admin (they belong on /dashboard, still signed in).
 */
let leavingFor: string | undefined;

/**
 * The party app shows this toast once on the page it opens next (frontend/src/lib/session.ts reads
 * the same sessionStorage key): docs/product.md §6 'Access Denied' on /login or /dashboard.
 */
export const NOTICE_KEY = 'karaoke-party-notice';

/** The sign-in screen, told to come back here (the list, the account) once signed in. */
export const signInAndReturn = () => `/login?next=${encodeURIComponent(window.location.pathname + window.location.search + window.location.hash)}`;

function leave(to: '/login' | '/dashboard', message: string): never {
  if (leavingFor !== to) {
    // Someone signed out is not refused, only asked to sign in first: a notice drawn as
    // information (`info`, where the party app's toasts know it), not an error.
    const notice =
      to === '/login'
        ? { title: 'Access Denied', description: `${message} ${SIGN_IN_TO_RETURN}`, variant: 'default', info: true }
        : { title: 'Access Denied', description: message, variant: 'destructive' };
    try {
      sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ ...notice, at: Date.now() }));
    } catch {
      // Storage disabled: the person still lands on the right page, without the toast.
    }
  }
  leavingFor = to;
  navigate.to(to === '/login' ? signInAndReturn() : to);
  throw new Error(message);
}

/**
 * Really checks, on every navigation: signed out → the SPA's /login; signed in but not an admin
 * → /dashboard (docs/product.md §2 "Access").
 */
export const authProvider: AuthProvider = {
  async login() {
    navigate.to('/login');
  },
  async logout() {
    if (leavingFor) return false;
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' }).catch(() => undefined);
    navigate.to('/login');
    return false;
  },
  async checkAuth() {
    const me = await fetchMe();
    if (!me) leave('/login', SIGNED_OUT);
    if (me.role !== 'admin') leave('/dashboard', NOT_ADMIN);
    leavingFor = undefined;
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) leave('/login', SIGNED_OUT);
    if (error?.status === 403) {
      // A 403 is also how the API refuses an action to an admin (e.g. deleting their own
      // account); only a lost admin role sends them away.
      const me = await fetchMe();
      if (!me) leave('/login', SIGNED_OUT);
      if (me.role !== 'admin') leave('/dashboard', NOT_ADMIN);
    }
  },
  async getIdentity() {
    const me = await fetchMe();
    if (!me) throw new Error(SIGNED_OUT);
    return { id: me.userId, fullName: me.displayName };
  },
  async getPermissions() {
    return (await fetchMe())?.role ?? null;
  },
};
