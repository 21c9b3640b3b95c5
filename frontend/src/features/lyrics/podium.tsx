import Close from '@mui/icons-material/Close';
import { Box, Dialog, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { playedMsAt } from '@/features/evening/playing-clock';
import { playingQuery } from '@/lib/api/player';
import { roomQuery } from '@/lib/api/rooms';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { useNow } from '@/lib/use-now';
import { t } from '@/i18n/i18n';
import type { Lyrics } from './api';
import { LyricLines } from './lyric-lines';
import { songLengthMs } from './lyrics-timing';
import { OffsetControl } from './offset-control';
import { PlainLyrics } from './plain-lyrics';
import { useLyrics } from './use-lyrics';

/** Why a song shows no lyrics here, said to the singer. */
function silence(lyrics: Lyrics | undefined): string {
  switch (lyrics?.reason) {
    case 'nothing-playing':
      return t('The lyrics show here while a song plays.');
    case 'room-setting':
      return t('The host turned lyrics off for this party.');
    case 'karaoke-track':
    case 'cdg':
      return t('This karaoke track shows its own lyrics on the big screen.');
    case 'unreachable':
      return t('The lyrics could not be fetched just now. They will be tried again in a few minutes.');
    default:
      return t('No lyrics were found for this song. Sing along with the big screen!');
  }
}

/**
 * The singer's podium (docs/product.md "Lyrics"): the words of the song on stage on a phone, in
 * step with the stage. Its clock is the room's playing clock (playingSince / playedMs, which every
 * phone already receives), so it pauses with the stage; the host and the person singing can move
 * the words earlier or later for everyone. Loaded only when opened.
 */
export default function Podium({ roomId, user, onClose }: { roomId: string; user: StoredUser; onClose: () => void }) {
  const titleId = useId();
  const now = useNow(100);
  const room = useQuery({ ...roomQuery(roomId), staleTime: Infinity });
  const playing = useQuery({ ...playingQuery(roomId), staleTime: Infinity });
  const song = playing.data?.currentlyPlaying ?? null;
  const lyrics = useLyrics(roomId, song?.videoId ?? null);
  // The lyrics answer names the song it belongs to: a song that just changed waits for its own.
  const data = lyrics.data && lyrics.data.videoId === song?.videoId ? lyrics.data : undefined;
  const ms = song ? playedMsAt(song, now) : 0;
  const mayNudge = !!song && !!room.data && (room.data.ownerId === user.userId || isAdmin(user) || song.addedById === user.userId);
  const words = data && (data.kind === 'synced' || data.kind === 'plain');

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: '#0f0a1e', color: '#fff', backgroundImage: 'none' } } }}
    >
      <Stack data-testid="podium" sx={{ height: '100%', p: 2, gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="overline" sx={{ opacity: 0.75, lineHeight: 1.6 }}>
              {t('Lyrics')}
            </Typography>
            {song ? (
              <Typography dir="auto" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                <bdi>{song.title}</bdi>
              </Typography>
            ) : null}
          </Box>
          <IconButton aria-label={t('Close')} onClick={onClose} sx={{ color: 'inherit' }}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 0 }}>
          {!song || (data && !words) ? (
            <Typography data-testid="podium-silence" sx={{ textAlign: 'center', opacity: 0.85, maxWidth: 320 }}>
              {silence(song ? data : ({ reason: 'nothing-playing' } as Lyrics))}
            </Typography>
          ) : data?.kind === 'synced' ? (
            <LyricLines lines={data.lines} ms={ms} offsetMs={data.offsetMs} size="clamp(26px, 8vw, 44px)" />
          ) : data?.kind === 'plain' ? (
            <PlainLyrics text={data.plain ?? ''} ms={ms} durationMs={songLengthMs(song.duration)} size="clamp(18px, 5vw, 26px)" height="100%" />
          ) : (
            <Typography sx={{ opacity: 0.7 }}>{t('Finding the lyrics…')}</Typography>
          )}
        </Box>
        {song && data && words && mayNudge ? <OffsetControl roomId={roomId} videoId={song.videoId} offsetMs={data.offsetMs} /> : null}
      </Stack>
    </Dialog>
  );
}
