import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { sxList } from '@/lib/sx';

/**
 * A dense list laid out as MUI's List, ListItem (with a secondary action) and ListItemText lay
 * theirs out, as plain ul/li: those four components cost a guest on the way to a room about
 * 2 KB gzip for static rows (docs/performance.md §5).
 */
export function PlainList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, py: 1, position: 'relative' }}>
      {children}
    </Box>
  );
}

/** A row: its content in a line, the action (if any) at its right end, vertically centred. */
export function PlainListItem({
  action,
  gutters = true,
  rowRef,
  style,
  sx,
  children,
  ...rest
}: {
  action?: ReactNode;
  gutters?: boolean;
  rowRef?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  sx?: SxProps<Theme>;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Box
      component="li"
      ref={rowRef}
      style={style}
      {...rest}
      sx={[
        { position: 'relative', display: 'flex', alignItems: 'center', boxSizing: 'border-box', width: '100%', py: 0.5, px: gutters ? 2 : 0 },
        action ? { pr: 6 } : {},
        ...sxList(sx),
      ]}
    >
      {children}
      {action ? (
        <Box sx={{ position: 'absolute', right: (theme) => (gutters ? theme.spacing(2) : 0), top: '50%', transform: 'translateY(-50%)' }}>{action}</Box>
      ) : null}
    </Box>
  );
}

/** The row's text: a line and (optionally) a second, dimmer one. */
export function PlainListText({
  primary,
  secondary,
  noWrap,
  primaryDir,
  primarySx,
  sx,
}: {
  primary: ReactNode;
  /** "auto" for a song's title: laid out in its own direction (a Latin title on an Arabic screen is cut at its end, not its start). */
  primaryDir?: 'auto';
  secondary?: ReactNode;
  noWrap?: boolean;
  primarySx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box sx={[{ flex: '1 1 auto', minWidth: 0, my: secondary ? 0.75 : 0.5 }, ...sxList(sx)]}>
      <Typography
        variant="body2"
        component="span"
        className="PlainListText-primary"
        dir={primaryDir}
        noWrap={noWrap}
        sx={[{ display: 'block' }, primaryDir ? { textAlign: 'match-parent' } : {}, ...sxList(primarySx)]}
      >
        {primary}
      </Typography>
      {secondary ? (
        // A block: a secondary line may hold chips (blocks themselves), which a <p> may not.
        <Typography variant="body2" color="text.secondary" component="div">
          {secondary}
        </Typography>
      ) : null}
    </Box>
  );
}
