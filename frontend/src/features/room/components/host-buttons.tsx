import Add from '@mui/icons-material/Add';
import PlayArrow from '@mui/icons-material/PlayArrow';
import SkipNext from '@mui/icons-material/SkipNext';
import { Button } from '@mui/material';
import { t } from '@/i18n/i18n';
import { inlineAddButton } from '../lib/inline-add';

/**
 * The host's buttons of the room screen, apart from it so that a guest's phone does not download
 * them and their icons on the way to the room (docs/performance.md §5).
 */

/** Add Song, and Play Next (nothing plays, songs wait) or Skip Song. */
export function HostActions({
  onAdd,
  onAdvance,
  busy,
  nothingPlaying,
  queueLength,
}: {
  onAdd: () => void;
  onAdvance: (how: 'next' | 'skip') => void;
  busy: boolean;
  nothingPlaying: boolean;
  queueLength: number;
}) {
  return (
    <>
      <Button ref={inlineAddButton} variant="contained" startIcon={<Add />} onClick={onAdd}>
        {t('Add Song')}
      </Button>
      {nothingPlaying && queueLength > 0 ? (
        <Button variant="outlined" startIcon={<PlayArrow />} disabled={busy} onClick={() => onAdvance('next')}>
          {t('Play Next')}
        </Button>
      ) : (
        <Button variant="outlined" startIcon={<SkipNext />} disabled={busy || nothingPlaying} onClick={() => onAdvance('skip')}>
          {t('Skip Song')}
        </Button>
      )}
    </>
  );
}
