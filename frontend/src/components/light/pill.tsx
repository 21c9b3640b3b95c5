import { Box, type SxProps, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { sxList } from '@/lib/sx';

/**
 * A label with an optional icon, drawn as MUI's (non-clickable, non-deletable) Chip draws it:
 * same sizes, paddings and palette. Chip itself, with its click, delete and keyboard handling,
 * costs a guest on the way to a room about 2 KB gzip for labels nobody clicks (docs/performance.md §5).
 * Sizes come from the theme's spacing (8 px a unit) where Chip's measures are whole steps of it.
 */
export function Pill({
  label,
  icon,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  sx,
  'aria-label': ariaLabel,
}: {
  label: string;
  icon?: ReactElement;
  color?: 'default' | 'primary' | 'secondary' | 'error' | 'warning' | 'success';
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  'aria-label'?: string;
}) {
  const small = size === 'small';
  const outlined = variant === 'outlined';
  return (
    <Box
      aria-label={ariaLabel}
      sx={[
        (theme) => {
          const tone = color === 'default' ? null : theme.palette[color];
          const light = theme.palette.mode === 'light';
          const padding = theme.spacing(small ? 1 : 1.5);
          return {
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            maxWidth: '100%',
            boxSizing: 'border-box',
            verticalAlign: 'middle',
            whiteSpace: 'nowrap',
            height: theme.spacing(small ? 3 : 4),
            borderRadius: theme.spacing(small ? 1.5 : 2),
            // An outlined pill's border takes a pixel of its padding, so both kinds are as wide.
            px: outlined ? `calc(${padding} - 1px)` : padding,
            fontFamily: theme.typography.fontFamily,
            fontSize: theme.typography.pxToRem(13),
            color: tone ? (outlined ? tone.main : tone.contrastText) : theme.palette.text.primary,
            bgcolor: outlined ? 'transparent' : tone ? tone.main : theme.palette.action.selected,
            border: outlined ? `1px solid ${tone ? alpha(tone.main, 0.7) : light ? theme.palette.grey[400] : theme.palette.grey[700]}` : 0,
            '& > svg': {
              fontSize: small ? 18 : 24,
              ml: small ? -0.5 : '-7px',
              mr: small ? 0.5 : 0.75,
              color: tone ? 'inherit' : light ? theme.palette.grey[700] : theme.palette.grey[300],
            },
            '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
          };
        },
        ...sxList(sx),
      ]}
    >
      {icon}
      <span>{label}</span>
    </Box>
  );
}
