import Add from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '@/i18n/i18n';
import { inlineButtons, onInlineChange } from '../lib/inline-add';

/** Whether an in-flow Add button is in view (no IntersectionObserver, as in old browsers: never, so the floating one shows). */
function useInlineAddInView(): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      setInView(false);
      return;
    }
    const seen = new Map<Element, boolean>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) seen.set(entry.target, entry.isIntersecting);
      setInView([...seen.values()].some(Boolean));
    });
    const watch = () => {
      observer.disconnect();
      seen.clear();
      inlineButtons.forEach((button) => observer.observe(button));
      if (inlineButtons.size === 0) setInView(false);
    };
    watch();
    onInlineChange.add(watch);
    return () => {
      onInlineChange.delete(watch);
      observer.disconnect();
    };
  }, []);
  return inView;
}

/** The bar the floating button sits on: the page scrolls above it, so no row's text is ever under the button. */
const BAR_HEIGHT = 76;

/**
 * The floating Add button of phones, shown only once the in-flow Add button has scrolled away
 * (one add control at a time), on a bar of the page's colour at the bottom; the page keeps that
 * much room below its last row, so every row can be read clear of it.
 */
export function AddSongFab({ onClick }: { onClick: () => void }) {
  const inlineInView = useInlineAddInView();
  return (
    <>
      <Box aria-hidden sx={{ height: { xs: BAR_HEIGHT + 12, md: 0 } }} />
      {inlineInView ? null : (
        <Box
          data-testid="add-song-fab-bar"
          sx={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            height: BAR_HEIGHT,
            zIndex: 'fab',
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            justifyContent: 'flex-end',
            px: 2.5,
            boxSizing: 'border-box',
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            variant="contained"
            color="secondary"
            aria-label={t('Add a song')}
            onClick={onClick}
            sx={{ width: 56, minWidth: 56, height: 56, p: 0, borderRadius: '50%', boxShadow: 6, '&:active': { boxShadow: 12 } }}
          >
            <Add />
          </Button>
        </Box>
      )}
    </>
  );
}
