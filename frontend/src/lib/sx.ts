import type { SxProps, Theme } from '@mui/material';

/**
 * A component's `sx` prop as a list, to spread after the component's own styles so the caller's
 * win: `sx={[own, ...sxList(sx)]}` (MUI's pattern for passing `sx` on; an array may hold functions
 * of the theme and `false`, which a spread object could not).
 */
export function sxList(sx: SxProps<Theme> | undefined) {
  return Array.isArray(sx) ? sx : [sx];
}
