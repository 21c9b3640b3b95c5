import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '@/hooks/use-current-user';

/**
 * Screens that need a stored user send everyone else to /login (docs/product.md §6); `registered` screens
 * (dashboard, profile) are for accounts, so a guest goes to sign in too. It follows the
 * identity, so a sign-out in another tab or an ended session leaves the screen at once.
 */
export function RequireUser({ children, registered = false }: { children: ReactNode; registered?: boolean }) {
  const user = useUser();
  if (!user || (registered && user.isGuest)) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
