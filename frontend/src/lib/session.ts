import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { currentUser, setUser } from './identity';
import { t } from '@/i18n/i18n';

/**
 * A toast to show once, on the next screen this tab opens. Used where the app leaves by a full
 * page load (an ended session, the back office sending someone back): sessionStorage survives
 * the load and belongs to this tab only. Both apps write the same key (admin/src/authProvider.ts).
 */
export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Not a success of one's own (someone signed out asked to sign in first): drawn as information. */
  info?: boolean;
}

export const NOTICE_KEY = 'karaoke-party-notice';
/** An unread notice older than this is stale (the tab was closed mid-way, say) and is dropped. */
const NOTICE_TTL_MS = 60_000;

export function leaveNotice(notice: Notice): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, JSON.stringify({ ...notice, at: Date.now() }));
  } catch {
    // Storage disabled: the person still lands on the right page, without the toast.
  }
}

/** Reads the pending notice once: it is removed as it is read. */
export function takeNotice(): Notice | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const notice = JSON.parse(raw) as Notice & { at?: number };
    if (typeof notice.title !== 'string' || typeof notice.at !== 'number' || Date.now() - notice.at > NOTICE_TTL_MS) return null;
    return {
      title: notice.title,
      description: typeof notice.description === 'string' ? notice.description : undefined,
      variant: notice.variant === 'default' ? 'default' : 'destructive',
      ...(notice.info === true ? { info: true } : {}),
    };
  } catch {
    return null;
  }
}

/** Full-page navigation (a seam for component tests, where jsdom cannot navigate). */
export const browser = { go: (url: string) => window.location.assign(url) };

/** Written when the session ends, in the language shown then (the next page shows it as written). */
const sessionEnded = (): Notice => ({ title: t('Not logged in'), description: t('Your session has ended. Please sign in again.'), variant: 'destructive' });

let ending = false;

/**
 * The server no longer knows this browser's session (kicked, password reset, expired, a guest's
 * room ended): the stored user is cleared and the person starts again, with a toast saying why —
 * registered users at /login, guests at /guest (they have no account to sign in to).
 */
export function endSession(queryClient: QueryClient): void {
  if (ending) return;
  const user = currentUser(queryClient);
  // Nobody signed in: a signed-out screen, or a removal already under way (it cleared the user).
  if (!user) return;
  setUser(queryClient, null);
  const target = user.isGuest ? '/guest' : '/login';
  if (window.location.pathname === target) return;
  ending = true;
  leaveNotice(sessionEnded());
  browser.go(target);
}

/** For tests: forget that a session end is already under way. */
export function resetSessionEnd(): void {
  ending = false;
}

/** Any 401 from a call made with a session means the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
