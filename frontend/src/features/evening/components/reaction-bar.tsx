import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorToast } from '@/components/toast';
import { LyricsLauncher } from '@/features/lyrics/lyrics-launcher';
import { type Reaction, REACTIONS, sendReaction } from '@/lib/api/evening';
import { t } from '@/i18n/i18n';

/**
 * The row of reactions a phone shows while a song plays: each tap rises on the stage. A tap storm
 * is folded by the server (answered, never refused), so the row never scolds anyone for cheering.
 * `overPicture`: laid over the bottom of the song's picture (a guest's phone), on a dark scrim, so
 * it sits in the first screenful, the singer's included, and takes no room from the queue.
 */
export function ReactionBar({ roomId, overPicture = false }: { roomId: string; overPicture?: boolean }) {
  const failed = useErrorToast();
  const [popped, setPopped] = useState<{ reaction: Reaction; at: number } | null>(null);
  const react = useMutation({
    mutationFn: (reaction: Reaction) => sendReaction(roomId, reaction),
    onError: failed(t('Could not cheer'), t('Your reaction did not reach the stage. Try again in a moment.')),
  });
  return (
    <Box
      component="section"
      aria-label={t('Cheer the singer')}
      data-testid="reaction-bar"
      sx={
        overPicture
          ? { position: 'absolute', insetInline: 0, bottom: 0, px: 1.5, pt: 0.75, pb: 1, bgcolor: 'rgba(15,10,30,0.8)', color: '#fff' }
          : { maxWidth: 480 }
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5, maxWidth: 480 }}>
        <Typography variant="caption" color={overPicture ? 'inherit' : 'text.secondary'} sx={{ display: 'block' }}>
          {t('Cheer the singer — it shows on the big screen')}
        </Typography>
        <LyricsLauncher roomId={roomId} overPicture={overPicture} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', maxWidth: 480 }}>
        {REACTIONS.map(({ reaction, emoji, label }) => {
          const pop = popped?.reaction === reaction;
          return (
            <ButtonBase
              key={reaction}
              aria-label={t(label)}
              onClick={() => {
                setPopped({ reaction, at: Date.now() });
                react.mutate(reaction);
              }}
              sx={{
                flex: 1,
                minWidth: 44,
                height: overPicture ? 44 : 52,
                borderRadius: 3,
                fontSize: overPicture ? 24 : 28,
                bgcolor: overPicture ? 'rgba(255,255,255,0.16)' : 'action.hover',
                transition: 'transform 120ms',
                '&:active': { transform: 'scale(0.9)' },
                '@keyframes kp-pop': { '0%': { transform: 'scale(1)' }, '40%': { transform: 'scale(1.25)' }, '100%': { transform: 'scale(1)' } },
                animation: pop ? 'kp-pop 300ms ease-out' : 'none',
              }}
              // A new key restarts the pop on every tap.
              data-pop={pop ? popped?.at : undefined}
            >
              <span aria-hidden="true">{emoji}</span>
            </ButtonBase>
          );
        })}
      </Stack>
    </Box>
  );
}
