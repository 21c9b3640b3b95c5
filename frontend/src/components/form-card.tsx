import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppShell } from './app-shell';

/** A centred card for the sign-in, sign-up and join forms. */
/** `before` goes above the title (a farewell after a party, say). */
export function FormCard({ title, subtitle, before, children }: { title: string; subtitle?: string; before?: ReactNode; children: ReactNode }) {
  return (
    <AppShell maxWidth="sm">
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '70dvh' }}>
        <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            {before}
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                {subtitle}
              </Typography>
            ) : (
              <Box sx={{ mb: 3 }} />
            )}
            {children}
          </CardContent>
        </Card>
      </Box>
    </AppShell>
  );
}
