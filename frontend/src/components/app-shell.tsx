import MicExternalOn from '@mui/icons-material/MicExternalOn';
import { Box, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { sxList } from '@/lib/sx';
import { ToastDock } from './toast';

/** The language and theme switches, a moment after the screen shows (off a guest's first download, docs/performance.md §5); their places are kept meanwhile. */
const LanguageButton = lazy(() => import('@/i18n/language-button').then((m) => ({ default: m.LanguageButton })));
const ThemeButton = lazy(() => import('./theme-button').then((m) => ({ default: m.ThemeButton })));
const SWITCH_PLACE = <Box sx={{ width: 40, height: 40 }} />;

function Logo() {
  return (
    <Stack direction="row" spacing={1} component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', alignItems: 'center' }}>
      <Box
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #7c3aed, #ec4899)',
        }}
      >
        <MicExternalOn fontSize="small" />
      </Box>
      <Typography variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        Karaoke Party
      </Typography>
    </Stack>
  );
}

/**
 * A centred column as MUI's Container lays it out (16 px sides, 24 px from sm, at most the
 * breakpoint's width), without Container's code on a guest's phone (docs/performance.md §5).
 */
function Column({ maxWidth, sx, children }: { maxWidth: 'sm' | 'md' | 'lg'; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      sx={[
        { width: '100%', mx: 'auto', boxSizing: 'border-box', px: { xs: 2, sm: 3 }, maxWidth: (theme) => theme.breakpoints.values[maxWidth] },
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}

/** The frame of every screen: the logo, the language menu, the theme menu, the toasts' dock (phones) and the page. */
export function AppShell({ children, actions, maxWidth = 'lg' }: { children: ReactNode; actions?: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Column maxWidth="lg" sx={{ py: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Logo />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {actions}
            <Suspense fallback={SWITCH_PLACE}>
              <LanguageButton />
            </Suspense>
            <Suspense fallback={SWITCH_PLACE}>
              <ThemeButton />
            </Suspense>
          </Stack>
        </Stack>
      </Column>
      <Column maxWidth={maxWidth} sx={{ position: 'sticky', top: 0, zIndex: 'appBar', px: 0 }}>
        <ToastDock />
      </Column>
      <Column maxWidth={maxWidth} sx={{ pb: 6 }}>
        {children}
      </Column>
    </Box>
  );
}
