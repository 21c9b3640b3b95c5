import MicExternalOn from '@mui/icons-material/MicExternalOn';
import MusicNote from '@mui/icons-material/MusicNote';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Playing } from '@/lib/api/player';
import { SongTitle } from '@/components/song-title';
import { Thumbnail } from '@/components/thumbnail';
import { Pill } from '@/components/light/pill';
import { Notice } from '@/components/light/notice';
import { t } from '@/i18n/i18n';
// The player is the host's: guests never download it.
const VideoPlayer = lazy(() => import('./video-player').then((m) => ({ default: m.VideoPlayer })));

/**
 * The player panel: the host's video (or, for everyone else, the song's picture), the
 * 'Now Playing' details and the rick-roll banner; an inviting empty state when nothing plays.
 */
export function NowPlaying({
  playing,
  withPlayer,
  onEnded,
  onUnplayable,
  clockRoomId,
  actions,
  overPicture,
  idle,
}: {
  playing: Playing | undefined;
  withPlayer: boolean;
  onEnded?: (videoId: string) => void;
  onUnplayable?: (videoId: string, errorCode: number) => void;
  /** The room whose playing clock this player reports (the host's player when no stage runs). */
  clockRoomId?: string;
  actions?: ReactNode;
  /** Laid over the bottom of the song's picture while a song plays (a guest's reactions): never over the host's video. */
  overPicture?: ReactNode;
  /** What the empty player says instead of the empty-queue lines, e.g. while songs wait for the host to start. */
  idle?: { title: string; text: string };
}) {
  const song = playing?.currentlyPlaying ?? null;
  return (
    <Card variant="outlined" sx={{ overflow: 'hidden' }}>
      {song?.isRickRoll ? (
        <Notice severity="warning" icon={false} sx={{ borderRadius: 0, justifyContent: 'center', fontWeight: 800, letterSpacing: '0.08em' }}>
          {t('RANDOM RICK ROLL')}
        </Notice>
      ) : null}
      <Box sx={{ position: 'relative', aspectRatio: song ? '16 / 9' : undefined, bgcolor: '#000' }}>
        {song ? (
          <>
            <Thumbnail src={song.thumbnail} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
            {withPlayer && onEnded ? (
              <Suspense fallback={null}>
                <VideoPlayer
                  videoId={song.videoId}
                  onEnded={onEnded}
                  onUnplayable={onUnplayable}
                  clock={clockRoomId ? { roomId: clockRoomId, song } : undefined}
                />
              </Suspense>
            ) : null}
            {withPlayer ? null : overPicture}
          </>
        ) : (
          <Stack
            spacing={1}
            sx={{
              // In the flow with the video's shape as its least height: a longer text (another
              // language) makes it taller rather than being cut off.
              aspectRatio: '16 / 9',
              boxSizing: 'border-box',
              alignItems: 'center',
              justifyContent: 'center',
              color: '#fff',
              textAlign: 'center',
              p: 2,
              background: 'radial-gradient(circle at 30% 20%, #7c3aed 0%, #1e1036 55%, #0f0a1e 100%)',
            }}
          >
            <MicExternalOn sx={{ fontSize: 56, opacity: 0.9 }} />
            <Typography variant="h5" sx={{ fontWeight: 800 }}>
              {idle?.title ?? t('No song playing')}
            </Typography>
            <Typography sx={{ opacity: 0.85 }}>{idle?.text ?? t('Add a song to the queue to get started!')}</Typography>
          </Stack>
        )}
      </Box>
      <CardContent>
        {song ? (
          <Stack spacing={0.5}>
            <Pill size="small" icon={<MusicNote />} label={t('Now Playing')} color="secondary" sx={{ alignSelf: 'flex-start' }} />
            <SongTitle title={song.title} variant="h6" component="p" sx={{ fontWeight: 700 }} />
            <Typography variant="body2" color="text.secondary">
              {t('Added by {name}', { name: song.addedBy })}
              {song.duration ? ` · ${song.duration}` : ''}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {t('Ready to sing?')}
          </Typography>
        )}
        {actions ? (
          <Stack direction="row" useFlexGap sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
