import Add from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { t } from '@/i18n/i18n';

/** The floating Add button of phones, and the room it keeps below the last row so it never covers a remove button. */
export function AddSongFab({ onClick }: { onClick: () => void }) {
  return (
    <>
      <Box aria-hidden sx={{ height: { xs: 88, md: 0 } }} />
      <Button
        variant="contained"
        color="secondary"
        aria-label={t('Add a song')}
        onClick={onClick}
        sx={{
          position: 'fixed',
          right: 20,
          bottom: 20,
          zIndex: 'fab',
          display: { xs: 'flex', md: 'none' },
          width: 56,
          minWidth: 56,
          height: 56,
          p: 0,
          borderRadius: '50%',
          boxShadow: 6,
          '&:active': { boxShadow: 12 },
        }}
      >
        <Add />
      </Button>
    </>
  );
}
