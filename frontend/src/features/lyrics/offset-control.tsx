import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useErrorToast } from '@/components/toast';
import { locale, t } from '@/i18n/i18n';
import { type Lyrics, lyricsKey, setLyricsOffset } from './api';
import { nudged, OFFSET_LIMIT_MS } from './lyrics-timing';

/** "+1.5", "−2", "0": seconds with their sign, in the language's digits and decimal mark. */
export function offsetSeconds(offsetMs: number): string {
  return new Intl.NumberFormat(locale(), { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(offsetMs / 1000);
}

/**
 * Earlier / later by half a second (±10 s), for the host and the person singing: saved for the
 * song, for everyone, and pushed to the stage and every phone (room:lyrics-offset).
 */
export function OffsetControl({ roomId, videoId, offsetMs }: { roomId: string; videoId: string; offsetMs: number }) {
  const queryClient = useQueryClient();
  const failed = useErrorToast();
  const save = useMutation({
    mutationFn: (next: number) => setLyricsOffset(roomId, videoId, next),
    onMutate: (next) => queryClient.setQueryData<Lyrics>(lyricsKey(roomId, videoId), (known) => (known ? { ...known, offsetMs: next } : known)),
    onError: (error) => {
      queryClient.setQueryData<Lyrics>(lyricsKey(roomId, videoId), (known) => (known ? { ...known, offsetMs } : known));
      failed(t('Could not move the lyrics'), t('The new timing did not reach the stage. Try again in a moment.'))(error);
    },
  });
  const set = (next: number) => save.mutate(next);
  return (
    <Stack component="section" aria-label={t('Lyrics timing')} data-testid="lyrics-offset" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Typography variant="caption" sx={{ color: 'inherit', opacity: 0.8 }}>
        {t('Words too early or too late? Move them for everyone.')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={t('Show the words half a second earlier')}
          disabled={offsetMs <= -OFFSET_LIMIT_MS}
          onClick={() => set(nudged(offsetMs, -1))}
          sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.14)' }}
        >
          <Remove />
        </IconButton>
        <Typography
          data-testid="lyrics-offset-value"
          aria-live="polite"
          sx={{ minWidth: '7ch', textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {t('{seconds} s', { seconds: offsetSeconds(offsetMs) })}
        </Typography>
        <IconButton
          aria-label={t('Show the words half a second later')}
          disabled={offsetMs >= OFFSET_LIMIT_MS}
          onClick={() => set(nudged(offsetMs, 1))}
          sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.14)' }}
        >
          <Add />
        </IconButton>
        <Button size="small" color="inherit" disabled={offsetMs === 0} onClick={() => set(0)}>
          {t('Reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
