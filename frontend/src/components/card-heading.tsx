import { Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';

/**
 * The heading of a room screen card: its icon and an h2 title, and an optional sentence under it.
 * One shape, so the cards of a screen line up and read alike (Stack and Typography only: it is on
 * a guest's path, whose download is at its budget, docs/performance.md §5).
 */
export function CardHeading({ icon, title, description }: { icon: ReactElement; title: ReactNode; description?: ReactNode }) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
    </>
  );
}
