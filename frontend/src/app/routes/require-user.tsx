import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AppShell } from '../../components/app-shell';
import { getStoredUser } from '../../lib/storage';

/** Screens that need a stored user send everyone else to /login (SPEC §6). */
export function RequireUser({ children }: { children: ReactNode }) {
  if (!getStoredUser()) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** A screen whose full version lands with the party-app issue; it says so honestly. */
export function ComingScreen({ title, text }: { title: string; text: string }) {
  return (
    <AppShell maxWidth="md">
      <Stack spacing={2} sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>{title}</Typography>
        <Alert severity="info">{text}</Alert>
      </Stack>
    </AppShell>
  );
}
