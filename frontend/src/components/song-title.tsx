import { type SxProps, type Theme, Typography, type TypographyProps } from '@mui/material';
import { sxList } from '@/lib/sx';

/**
 * A song title on at most two lines, then an ellipsis: a phone shows "Nirvana - Smells Like Teen
 * Spirit (Karaoke…" rather than "Nirvana - Sm…". The full title stays in the tooltip and the
 * accessible name. The singer and the duration go on their own line, under it.
 */
export const TWO_LINES = {
  display: '-webkit-box',
  // With dir="auto" on the element, a Latin title on an Arabic screen is laid out left to right and
  // cut at its logical end ("I Wanna Dance…", never "…ance With"); it still lines up with the page.
  textAlign: 'match-parent',
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
    <Typography variant={variant} component={component} title={title} dir="auto" sx={[TWO_LINES, { fontWeight: 600 }, ...sxList(sx)]}>
      {title}
    </Typography>
  );
}
