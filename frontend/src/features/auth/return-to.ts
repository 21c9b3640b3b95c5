/**
 * Where signing in leads when the screen that sent the person to /login asked to be come back to
 * (`/login?next=/admin/%23/users`, the back office does): a path on this site only, never another
 * site's address, which would make the sign-in screen an open redirect.
 */
export function returnTo(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** The back office is another app under /admin (served by the same server): reached by a page load. */
export const isBackOffice = (path: string) => /^\/admin(?:[/?#]|$)/.test(path);
