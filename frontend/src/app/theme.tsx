import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { directionOf, useLanguage } from '@/i18n/i18n';

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'karaoke-party-ui-theme';

const ThemeChoiceContext = createContext<{ choice: ThemeChoice; setChoice: (choice: ThemeChoice) => void }>({ choice: 'system', setChoice: () => undefined });

function readChoice(): ThemeChoice {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

const DARK = '(prefers-color-scheme: dark)';
const darkQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK) : null);
function onSystemChange(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the system asks for dark colours, kept up to date (MUI's useMediaQuery, without its code on a guest's phone, docs/performance.md §5). */
function usePrefersDark(): boolean {
  return useSyncExternalStore(
    onSystemChange,
    () => darkQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The keyboard focus ring: violet-800 on the light backgrounds (8:1 on white), violet-200 on the
 * dark ones (12:1 on the dark paper); both 3:1+ beside the purple and pink buttons too.
 */
export function focusRing(mode: 'light' | 'dark'): string {
  return mode === 'dark' ? '#ddd6fe' : '#5b21b6';
}

/** Light, dark or the system's choice, saved in local storage (docs/product.md §2 "Theme"). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const prefersDark = usePrefersDark();
  const mode = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
  // Arabic and other right-to-left languages: MUI mirrored (docs/product.md "Languages").
  const direction = directionOf(useLanguage());
  const theme = useMemo(
    () =>
      createTheme({
        direction,
        palette: {
          mode,
          // On the dark backgrounds violet-600 reads at 3.1:1 as text (links, outlined buttons, focused
          // labels): violet-400 there reads at 4.5:1+, and filled buttons pick dark text on it; their
          // hover shade stays light enough for that text (5.7:1).
          primary: mode === 'dark' ? { main: '#a78bfa', dark: '#9775fa' } : { main: '#7c3aed' },
          // WCAG 2.1 AA (axe-core in the journeys): the party pink is a shade deeper in light mode
          // so white text on it reads at 4.5:1+, and every filled colour picks its text at 4.5:1.
          secondary: { main: mode === 'dark' ? '#f472b6' : '#be185d' },
          contrastThreshold: 4.5,
          // MUI's orange reads at 3.1:1 as text on white (the Locked badge): amber-700 in light mode.
          ...(mode === 'dark' ? {} : { warning: { main: '#b45309' } }),
          background: mode === 'dark' ? { default: '#0f0a1e', paper: '#1a1330' } : { default: '#faf7ff', paper: '#ffffff' },
        },
        shape: { borderRadius: 14 },
        typography: {
          fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, sans-serif',
          h1: { fontWeight: 800, letterSpacing: '-0.03em' },
          h2: { fontWeight: 800, letterSpacing: '-0.02em' },
          h3: { fontWeight: 700 },
          button: { textTransform: 'none', fontWeight: 700 },
        },
        components: {
          // A visible keyboard ring on everything one can press or type in (WCAG 2.4.7), the purple
          // buttons included: MUI's ripple alone is no focus indicator. The ring sits 2 px outside the
          // element, on the page's background, in a colour reading at 3:1+ there in each theme.
          MuiCssBaseline: {
            styleOverrides: {
              ':focus-visible, .Mui-focusVisible': { outline: `3px solid ${focusRing(mode)}`, outlineOffset: 2 },
              // A field shows its focus with its own thick border; a ring around it would be a second one.
              '.MuiInputBase-input:focus-visible': { outline: 'none' },
            },
          },
          MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${focusRing(mode)}`, outlineOffset: 2 } } } },
          MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } } },
          MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
          // docs/product.md §9: tooltips open after 700 ms.
          MuiTooltip: { defaultProps: { enterDelay: 700 } },
        },
      }),
    [mode, direction],
  );
  const value = useMemo(
    () => ({
      choice,
      setChoice: (next: ThemeChoice) => {
        localStorage.setItem(THEME_STORAGE_KEY, next);
        setChoiceState(next);
      },
    }),
    [choice],
  );
  const themed = (
    <ThemeChoiceContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
  return direction === 'rtl' ? <RightToLeft>{themed}</RightToLeft> : themed;
}

/** Styles written mirrored, from a cache whose code loads only when a right-to-left language is shown. */
function RightToLeft({ children }: { children: ReactNode }) {
  const [cache, setCache] = useState<EmotionCache | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/i18n/rtl-cache').then((m) => live && setCache(m.rtlCache));
    return () => {
      live = false;
    };
  }, []);
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : null;
}

export function useThemeChoice() {
  return useContext(ThemeChoiceContext);
}
