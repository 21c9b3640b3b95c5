import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastProvider, useToast } from '@/components/toast';
import { followOtherTabs } from '@/lib/identity';
import { createQueryClient } from '@/lib/query-client';
import { takeNotice } from '@/lib/session';
import { AppThemeProvider } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // A sign-in or sign-out in another tab shows here at once.
  useEffect(() => followOtherTabs(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <ToastProvider>
          <PendingNotice />
          {children}
        </ToastProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Shows, once, the toast a previous page left for this one before a full page load: 'Access
 * Denied' from the back office, 'Not logged in' when the session ended (lib/session.ts).
 */
function PendingNotice() {
  const toast = useToast();
  useEffect(() => {
    const notice = takeNotice();
    if (notice) toast(notice);
  }, [toast]);
  return null;
}
