import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The room's two columns from md up, one above the other below it (as a 12-column Grid with
 * spacing 2 laid them out; CSS grid spares a guest MUI's Grid, docs/performance.md §5). Grid items need a
 * min-width of 0 so a long title is cut rather than widening its column.
 */
export function Columns({ md, children }: { md: string; children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md }, '& > *': { minWidth: 0 } }}>{children}</Box>;
}
