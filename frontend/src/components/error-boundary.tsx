import { Box, Button, Stack, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '@/i18n/i18n';

/**
 * What a screen that crashed shows instead of a blank page: a human sentence and two ways on (a
 * reload, which also fetches a screen whose file a new deployment replaced, or the home page).
 * The room lives on the server, so nothing is lost. `resetKey` (the address) gives the next screen
 * a fresh start.
 */
export class ErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
        <Stack spacing={2} sx={{ maxWidth: 420, textAlign: 'center', alignItems: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {t('Something went wrong')}
          </Typography>
          <Typography color="text.secondary">{t('This screen ran into a problem. Your room and its queue are safe on the server.')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('Reload')}
            </Button>
            <Button href="/">{t('Go to the home page')}</Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
}
