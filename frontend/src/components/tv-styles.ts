import type { SxProps, Theme } from '@mui/material';

/*
 * The look the TV screens share: the stage (features/stage/stage-overlay.tsx) and the board
 * (features/evening/components/board-view.tsx). Both draw their own dark backdrop in either colour
 * scheme, so their colours are fixed here rather than taken from the current theme, whose light
 * text colours are dark; their night is the dark theme's background (app/theme.tsx).
 */

/** Type on the screens. */
export const TV_INK = '#fff';
/** violet-300: the small headings, the places in a list, why and when a song comes. */
export const TV_ACCENT = '#c4b5fd';
/** The theme's dark background (app/theme.tsx), behind a screen with nothing to show yet. */
export const TV_NIGHT = '#0f0a1e';
/** That night at `alpha`: a panel over the video or the backdrop. */
export const tvPanel = (alpha: number) => `rgba(15,10,30,${alpha})`;
/** A violet glow fading to night: the stage's brighter, the board's softer. */
export const STAGE_BACKDROP = 'radial-gradient(circle at 30% 20%, #7c3aed 0%, #1e1036 55%, #0f0a1e 100%)';
export const BOARD_BACKDROP = 'radial-gradient(circle at 20% 10%, #4c1d95 0%, #1e1036 50%, #0f0a1e 100%)';
/** A shadow under light type, `alpha` dark (the stage's 0.85, the board's 0.6). */
export const tvShadow = (alpha: number) => `0 2px 12px rgba(0,0,0,${alpha})`;

/**
 * Big-screen type: `vmin` of the screen's shorter side, at least `min` and at most `max` px, so it
 * is read from the sofa on a TV and still fits a phone.
 */
export const tvType = (min: number, vmin: number, max: number) => `clamp(${min}px, ${vmin}vmin, ${max}px)`;

/** The small uppercase heading over a panel or a list ("Now singing", "Up next"). */
export const tvKicker = { color: TV_ACCENT, fontWeight: 800, letterSpacing: '0.14em', textTransform: 'uppercase' } satisfies SxProps<Theme>;

/** A singer's name or a room's, as large as the screen allows. */
export const tvHeadline = { fontWeight: 900, lineHeight: 1.05 } satisfies SxProps<Theme>;

/** A list of songs: an <ol> without its numbers (each row shows its place). */
export const tvList = { m: 0, p: 0, listStyle: 'none' } satisfies SxProps<Theme>;

/** The parts of a list row, which sets their size: its place, who sings, the title cut to one line, a note on the end. */
export const tvRow = {
  place: { color: TV_ACCENT, fontSize: 'inherit' },
  singer: { fontWeight: 800, fontSize: 'inherit', whiteSpace: 'nowrap' },
  title: { fontSize: 'inherit', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  note: { color: TV_ACCENT, whiteSpace: 'nowrap' },
} satisfies Record<string, SxProps<Theme>>;

/** The white tile a join QR sits on (a phone reads dark modules on white); its size is the caller's. */
export const tvQrTile = { bgcolor: '#fff', lineHeight: 0, '& svg': { width: '100%', height: '100%' } } satisfies SxProps<Theme>;

/** The room code in letters, spaced to be read aloud or typed. */
export const tvCode = { fontFamily: 'ui-monospace, monospace', letterSpacing: '0.25em' } satisfies SxProps<Theme>;
