import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../components/toast';
import { createQueryClient } from '../lib/query-client';
import { AppThemeProvider } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
