import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getStoredUser } from '../../lib/storage';

/**
 * Screens that need a stored user send everyone else to /login (SPEC §6); `registered` screens
 * (dashboard, profile) are for accounts, so a guest goes to sign in too.
 */
export function RequireUser({ children, registered = false }: { children: ReactNode; registered?: boolean }) {
  const user = getStoredUser();
  if (!user || (registered && user.isGuest)) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
