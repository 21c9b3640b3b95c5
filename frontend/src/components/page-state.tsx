import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's whole-screen message: a title, a line of text and an action (signed out, empty, failed). */
export function PageState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ py: 8, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
      {action}
    </Stack>
  );
}
