import { useSyncExternalStore } from 'react';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme with the timings of docs/product.md §9 (tooltips open after 700 ms) and the
 * contrast fixes axe-core asked for (WCAG 2.1 AA, see frontend/e2e/admin.e2e.ts).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    // MUI's blue #1976d2 reads at 4.4:1 on the page background (links, text buttons), and the app
    // bar's #2196f3 at 3.1:1 under white text: a shade deeper each.
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // MUI's orange (the purge button, quota caution) reads at 3:1 as text: amber-700.
    warning: { main: '#b45309' },
    contrastThreshold: 4.5,
  },
  components: {
    ...defaultTheme.components,
    MuiTooltip: { defaultProps: { enterDelay: 700 } },
  },
};

/** react-admin's dark theme with the same timings; every filled colour picks its text at 4.5:1. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, contrastThreshold: 4.5 },
  components: {
    ...defaultDarkTheme.components,
    MuiTooltip: { defaultProps: { enterDelay: 700 } },
  },
};

/**
 * The party app's theme choice (frontend/src/app/theme.tsx writes it: light, dark or system, under
 * this key in local storage, docs/product.md §2 "Theme"); the back office, on the same origin,
 * reads it so an admin sees one product.
 */
export const THEME_STORAGE_KEY = 'karaoke-party-ui-theme';
const DARK = '(prefers-color-scheme: dark)';

function readMode(): 'light' | 'dark' {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage disabled: the system's choice, as the party app does.
  }
  if (stored === 'light' || stored === 'dark') return stored;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK).matches ? 'dark' : 'light';
}

/** Follows a change made in the party app in another tab, and the system's choice under "system". */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  const system = typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : null;
  system?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    system?.removeEventListener('change', onChange);
  };
}

/** The theme the party app shows now: light or dark. */
export function usePartyTheme(): RaThemeOptions {
  return useSyncExternalStore(subscribe, readMode, () => 'light') === 'dark' ? darkTheme : theme;
}
