import { type SxProps, type Theme, Typography, type TypographyProps } from '@mui/material';
import { sxList } from '@/lib/sx';

/**
 * A song title on at most two lines, then an ellipsis: a phone shows "Nirvana - Smells Like Teen
 * Spirit (Karaoke…" rather than "Nirvana - Sm…". The full title stays in the tooltip and the
 * accessible name. The singer and the duration go on their own line, under it.
 */
export const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

export function SongTitle({
  title,
  variant = 'body2',
  component = 'span',
  sx,
}: {
  title: string;
  variant?: TypographyProps['variant'];
  component?: React.ElementType;
  sx?: SxProps<Theme>;
}) {
  return (
    <Typography variant={variant} component={component} title={title} sx={[TWO_LINES, { fontWeight: 600 }, ...sxList(sx)]}>
      {title}
    </Typography>
  );
}
