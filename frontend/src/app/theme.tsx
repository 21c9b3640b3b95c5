import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';

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

/** Light, dark or the system's choice, saved in local storage (docs/product.md §2 "Theme"). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const prefersDark = usePrefersDark();
  const mode = choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
  const theme = useMemo(
    () =>
      createTheme({
        palette: {
          mode,
          primary: { main: '#7c3aed' },
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
          MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } } },
          MuiCard: { styleOverrides: { root: { borderRadius: 20 } } },
          // docs/product.md §9: tooltips open after 700 ms.
          MuiTooltip: { defaultProps: { enterDelay: 700 } },
        },
      }),
    [mode],
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
  return (
    <ThemeChoiceContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}

export function useThemeChoice() {
  return useContext(ThemeChoiceContext);
}
